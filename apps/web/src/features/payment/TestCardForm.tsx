import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { PaymentIntent } from '@atelier/contract';
import { TEST_CARDS } from '@atelier/contract';
import { ApiError } from '../../shared/api/client.ts';
import { Button } from '@atelier/ui/button';
import { Field } from '../auth/index.ts';
import { useMoney } from '../cart/index.ts';
import { confirmTestPayment } from './api.ts';
import {
  checkCard,
  formatCardNumber,
  formatExpiry,
  SERVER_MESSAGES,
  type CardErrors,
  type CardInput,
} from './card.ts';
import type { PaymentOutcome } from './PaymentPage.tsx';
import styles from './payment.module.css';

const FIELD_OF: Record<string, keyof CardInput> = {
  cardNumber: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
  name: 'name',
};

const CARDS = [
  [TEST_CARDS.succeeds, 'cardSucceeds'],
  [TEST_CARDS.declined, 'cardDeclined'],
  [TEST_CARDS.insufficientFunds, 'cardInsufficient'],
  [TEST_CARDS.renewalsDecline, 'cardRenewalsDecline'],
] as const;

/** The built-in test provider's card form (no Stripe keys configured): no money moves. */
export function TestCardForm({
  intent,
  orderKey,
  onDone,
  confirm = confirmTestPayment,
}: {
  intent: Pick<PaymentIntent, 'clientSecret' | 'amount' | 'currency'>;
  /** A guest's order link key: the payment is theirs by it. */
  orderKey: string | null;
  onDone: (o: PaymentOutcome) => void;
  /** Where the card goes: the order's payment, or (orders/swap.ts) a difference it owes. */
  confirm?: typeof confirmTestPayment;
}) {
  const { t } = useTranslation();
  // The provider names the currency in lower case.
  const money = useMoney(intent.currency.toUpperCase());
  const [card, setCard] = useState<CardInput>({ name: '', number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [processing, setProcessing] = useState(false);
  const set = (field: keyof CardInput, value: string) => setCard((c) => ({ ...c, [field]: value }));
  const errorOf = (field: keyof CardInput) => {
    const problem = errors[field];
    return problem && t(`payment.errors.${problem}`);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkCard(card);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setProcessing(true);
    const [month, year] = card.expiry.split('/');
    try {
      const result = await confirm({
        clientSecret: intent.clientSecret,
        key: orderKey ?? undefined,
        cardNumber: card.number.replace(/\s/g, ''),
        expMonth: Number(month),
        expYear: Number(year),
        cvc: card.cvc,
        name: card.name.trim(),
      });
      const declined = result.reason === 'INSUFFICIENT_FUNDS' ? 'insufficientFunds' : 'declined';
      onDone({
        succeeded: result.status === 'succeeded',
        reason: t(`payment.errors.${declined}`),
      });
    } catch (error) {
      // A field the server refused is the shopper's to fix; anything else ends on /failure.
      const fields =
        error instanceof ApiError && error.status === 400 ? Object.entries(error.fields) : [];
      if (!fields.length) return onDone({ succeeded: false });
      setErrors(
        Object.fromEntries(
          fields.map(([f, m]) => [FIELD_OF[f] ?? 'number', SERVER_MESSAGES[m] ?? 'numberInvalid']),
        ),
      );
      setProcessing(false);
    }
  };

  return (
    <form className={styles.cardForm} onSubmit={pay} noValidate>
      <div className={styles.testMode} role="note">
        <strong>{t('payment.testMode')}</strong>
        <ul>
          {CARDS.map(([number, outcome]) => (
            <li key={number}>
              <code>{formatCardNumber(number)}</code> — {t(`payment.${outcome}`)}
            </li>
          ))}
        </ul>
      </div>
      <Field
        label={t('payment.nameOnCard')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(e) => set('name', e.target.value)}
        error={errorOf('name')}
      />
      <Field
        label={t('payment.cardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => set('number', formatCardNumber(e.target.value))}
        error={errorOf('number')}
      />
      <div className={styles.pair}>
        <Field
          label={t('payment.expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          error={errorOf('expiry')}
        />
        <Field
          label={t('payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          placeholder="123"
          value={card.cvc}
          onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
          error={errorOf('cvc')}
        />
      </div>
      <Button type="submit" size="lg" disabled={processing} className={styles.pay}>
        {processing ? t('payment.processing') : t('payment.pay', { amount: money(intent.amount) })}
      </Button>
    </form>
  );
}
