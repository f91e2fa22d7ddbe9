import type { Return, Returnable } from '@atelier/contract';
import { Button, ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useMoney } from '../cart/index.ts';
import { shopperErrorText } from '../cart/messages.ts';
import { useOrderKey } from '../orders/api.ts';
import { useReturnEstimate } from './api.ts';
import { chosenLines, requestOf, variantName, type Choices } from './choices.ts';
import styles from './returns.module.css';

/** Screen 2: what goes back and why, what comes instead, and the refund to expect. */
export function ReviewStep({
  returnable,
  choices,
  pending,
  error,
  onBack,
  onSubmit,
}: {
  returnable: Returnable;
  choices: Choices;
  pending: boolean;
  error: Error | null;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(returnable.currency);
  const chosen = chosenLines(returnable, choices);
  const estimate = useReturnEstimate(requestOf(returnable, choices), useOrderKey());
  const refunds = chosen.some(({ choice }) => choice.want === 'refund');
  return (
    <div className={styles.form}>
      <ul className={styles.lines}>
        {chosen.map(({ line, choice }) => {
          const exchange = line.exchangeOptions.find((o) => o.sku === choice.sku);
          return (
            <li key={line.orderItemId} className={styles.line}>
              <div className={styles.item}>
                <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
                <div>
                  <p className={styles.itemName}>
                    {t('returns.qtyOf', { qty: choice.qty, name: line.name })}
                  </p>
                  <p className={styles.muted}>{variantName(line)}</p>
                  <p>{choice.reason && t(`returns.reasons.${choice.reason}`)}</p>
                  <p className={styles.outcome}>
                    {choice.want === 'exchange' && exchange
                      ? t('returns.exchangeFor', { variant: variantName(exchange) })
                      : t('returns.refund')}
                  </p>
                  {choice.comment.trim() && (
                    <p className={styles.muted}>“{choice.comment.trim()}”</p>
                  )}
                  {choice.photo && (
                    <img
                      src={choice.photo.url}
                      alt={t('returns.photoAlt', { name: line.name })}
                      width={64}
                      height={64}
                    />
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <section className={styles.estimate} aria-labelledby="return-estimate">
        <h2 id="return-estimate">{t('returns.estimate')}</h2>
        {estimate.data ? (
          <>
            {/* A cheaper size gives its difference back, even with no line refunded. */}
            <p className={styles.amount}>
              {refunds || estimate.data.refundEstimate > 0
                ? money(estimate.data.refundEstimate)
                : t('returns.exchangesOnly')}
            </p>
            {estimate.data.exchangeCost > 0 && (
              <p>{t('returns.exchangeCost', { amount: money(estimate.data.exchangeCost) })}</p>
            )}
          </>
        ) : estimate.isError ? (
          <p className={styles.error}>{shopperErrorText(t, estimate.error)}</p>
        ) : (
          <div aria-busy="true">
            <Spinner label={t('returns.estimating')} />
          </div>
        )}
        <p className={styles.muted}>{t('returns.estimateNote')}</p>
      </section>
      {error && (
        <p className={styles.error} role="alert">
          {shopperErrorText(t, error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('returns.change')}
        </Button>
        <Button size="lg" onClick={onSubmit} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner label={t('returns.sending')} /> : t('returns.send')}
        </Button>
      </div>
    </div>
  );
}

/** Screen 3: the return's number, its slip once approved, and what happens next. */
export function DoneStep({
  ret,
  orderLink,
  guest,
}: {
  ret: Return;
  orderLink: string;
  guest: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney(ret.currency);
  const exchanges = ret.lines.some((l) => l.exchange);
  return (
    <div className={styles.form}>
      <div className={styles.done} role="status">
        <p className={styles.code}>{t('returns.number', { code: ret.code })}</p>
        <p>{t('returns.emailed')}</p>
        {ret.refundEstimate > 0 && (
          <p>{t('returns.estimateIs', { amount: money(ret.refundEstimate) })}</p>
        )}
      </div>
      {ret.slipUrl ? (
        <a className={styles.slip} href={ret.slipUrl} target="_blank" rel="noreferrer">
          {t('returns.slip')}
        </a>
      ) : (
        <p className={styles.muted}>{t('returns.slipLater')}</p>
      )}
      <section aria-labelledby="return-next">
        <h2 id="return-next" className={styles.subTitle}>
          {t('returns.next')}
        </h2>
        <ol className={styles.next}>
          <li>{t('returns.next1')}</li>
          <li>{t('returns.next2')}</li>
          {exchanges && <li>{t('returns.next3')}</li>}
          <li>{t('returns.next4')}</li>
        </ol>
      </section>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={orderLink}>
          {t('returns.toOrder')}
        </ButtonLink>
        {!guest && <ButtonLink to="/profile?tab=returns">{t('returns.toMine')}</ButtonLink>}
      </div>
    </div>
  );
}
