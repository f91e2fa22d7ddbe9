import { useTranslation } from '../i18n.ts';
import { endsTooEarly, fromLocalInput, toLocalInput, type Schedule } from '../schedule.ts';
import { fieldStyles, TextField } from '@atelier/ui/field';
import styles from './form.module.css';

interface Props {
  value: Schedule;
  onChange: (schedule: { startsAt: string | null; endsAt: string | null }) => void;
  /** Both bounds must stay set (the flash sale): an emptied field keeps the time it had. */
  required?: boolean;
  /** The server's messages for the two fields, already translated. */
  problem?: (field: 'startsAt' | 'endsAt') => string | undefined;
}

/** The browser's time zone, named in the legend: the times typed are read in it. */
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A start and an end as datetime-local fields in the staff member's own time, given to the API as
 * instants. Empty means no bound; an end that is not after the start is said at the end field.
 */
export function ScheduleFields({ value, onChange, required = false, problem }: Props) {
  const { t } = useTranslation();
  const current = { startsAt: value.startsAt ?? null, endsAt: value.endsAt ?? null };
  const set = (field: 'startsAt' | 'endsAt', text: string) => {
    const at = fromLocalInput(text);
    if (required && !at) return;
    onChange({ ...current, [field]: at });
  };
  return (
    <fieldset className={styles.schedule}>
      <legend className={fieldStyles.label}>{t('schedule.legend', { zone: zone() })}</legend>
      <div className={styles.scheduleRow}>
        <TextField
          label={t('schedule.startsAt')}
          type="datetime-local"
          required={required}
          hint={required ? undefined : t('schedule.noStart')}
          value={toLocalInput(current.startsAt)}
          error={problem?.('startsAt')}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <TextField
          label={t('schedule.endsAt')}
          type="datetime-local"
          required={required}
          hint={required ? undefined : t('schedule.noEnd')}
          value={toLocalInput(current.endsAt)}
          error={endsTooEarly(current) ? t('schedule.endBeforeStart') : problem?.('endsAt')}
          onChange={(event) => set('endsAt', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
