import { useId, useState, type FormEvent } from 'react';
import type { CartSummary } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldStyles } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { reasonText, shopperErrorText } from '../cart/messages.ts';
import { shoppingStyles as shared } from '../cart/frame.ts';
import { useCartCode } from './api.ts';
import styles from './checkout.module.css';

/**
 * The order summary's discount code: typed and applied (the server says why one doesn't apply,
 * shown translated), or the applied one with a way to remove it and, when it takes nothing off
 * now, why; and the guest's code that did not come into the account at sign-in.
 */
export function DiscountCode({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const code = useCartCode();
  const id = useId();
  const problem = code.error
    ? shopperErrorText(t, code.error)
    : summary.discountReason && reasonText(t, summary.discountReason, summary.discountParams);
  // A code applied as a guest that the account could not take at sign-in, and why.
  const dropped = summary.discountDropped;

  const apply = (event: FormEvent) => {
    // Enter in the code field applies the code: it never places the order around it.
    event.preventDefault();
    if (text.trim()) code.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <div className={styles.discount}>
      {summary.discountCode ? (
        <p className={styles.appliedCode}>
          <span>{t('promo.applied', { code: summary.discountCode })}</span>
          <Button variant="ghost" disabled={code.isPending} onClick={() => code.mutate(null)}>
            {t('promo.remove')}
          </Button>
        </p>
      ) : (
        <div className={styles.codeRow}>
          <label htmlFor={`${id}-code`} className="visually-hidden">
            {t('promo.codeLabel')}
          </label>
          <input
            id={`${id}-code`}
            name="discountCode"
            className={fieldStyles.control}
            value={text}
            placeholder={t('promo.codeLabel')}
            autoComplete="off"
            aria-invalid={code.isError || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && apply(event)}
          />
          <Button variant="secondary" disabled={code.isPending} onClick={apply}>
            {t('promo.apply')}
          </Button>
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} className={shared.problem} role="alert">
          {problem}
        </p>
      )}
      {dropped && (
        <p className={shared.problem}>
          {t('promo.notCarried', { code: dropped.code })} {reasonText(t, dropped.reason)}
        </p>
      )}
    </div>
  );
}
