import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { api } from '../../shared/api/client.ts';
import { timeLeft, type TimeLeft } from './countdown.ts';
import styles from './home.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies (keyof TimeLeft)[];
const WAITING: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Counts down to the sale's end from the server; nothing shows without a sale or after it ends. */
export function FlashSaleCountdown() {
  const { t } = useTranslation();
  const labelId = useId();
  const { data, isPending } = useQuery({
    queryKey: ['flash-sale'],
    queryFn: () => api.get<{ endsAt: string }>('/v1/promotions/flash-sale'),
    // No sale running is a 404: an answer, not a failure to retry.
    retry: false,
  });
  const [now, setNow] = useState(Date.now);
  const end = data ? Date.parse(data.endsAt) : NaN;
  const left = timeLeft(end, now);
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  // Until the server answers, an invisible stand-in keeps the cards below from moving.
  const shown = left ?? (isPending ? WAITING : null);
  if (!shown) return null;
  return (
    <div
      className={styles.countdown}
      role="timer"
      aria-labelledby={labelId}
      aria-hidden={!left || undefined}
      style={left ? undefined : { visibility: 'hidden' }}
    >
      <span id={labelId} className="visually-hidden">
        {t('home.endsIn')}
      </span>
      {UNITS.map((unit, index) => (
        <span key={unit} className={styles.unit}>
          {/* The server's clock was a moment earlier; the next tick puts the browser's in. The
              label follows the count too: 'seconde' at 1 and 'secondes' at 2 in French. */}
          <span className={styles.unitLabel} suppressHydrationWarning>
            {t(`home.${unit}`, { count: shown[unit] })}
          </span>
          <span className={styles.unitValue}>
            <span suppressHydrationWarning>{String(shown[unit]).padStart(2, '0')}</span>
            {index < UNITS.length - 1 && (
              <span className={styles.colon} aria-hidden="true">
                :
              </span>
            )}
          </span>
        </span>
      ))}
    </div>
  );
}
