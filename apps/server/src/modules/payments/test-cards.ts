import { TEST_CARDS } from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';

/** The check digit every real card number passes. */
function passesLuhn(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month; a two-digit year is 20YY. */
function hasExpired(month: number, year: number, now: Date) {
  const fullYear = year < 100 ? 2000 + year : year;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) < thisMonth;
}

export type CardOutcome =
  | { status: 'succeeded' }
  | {
      status: 'requires_payment_method';
      message: string;
      reason: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS';
    };

/** API.md's test cards; any other valid number is declined, as Stripe's test mode would. */
export function testCardOutcome(digits: string): CardOutcome {
  if (digits === TEST_CARDS.succeeds || digits === TEST_CARDS.renewalsDecline) {
    return { status: 'succeeded' };
  }
  if (digits === TEST_CARDS.insufficientFunds) {
    return {
      status: 'requires_payment_method',
      message: 'Your card has insufficient funds.',
      reason: 'INSUFFICIENT_FUNDS',
    };
  }
  return {
    status: 'requires_payment_method',
    message: 'Your card was declined.',
    reason: 'CARD_DECLINED',
  };
}

/** The test provider's card form: a number failing its check digit or an expired card is refused. */
export function chargeTestCard(
  card: { cardNumber: string; expMonth: number; expYear: number },
  now: Date,
): CardOutcome {
  if (!passesLuhn(card.cardNumber)) {
    const message = 'Your card number is invalid.';
    throw new AppError('VALIDATION', message, { cardNumber: message }, { reason: 'CARD_INVALID' });
  }
  if (hasExpired(card.expMonth, card.expYear, now)) {
    const message = 'Your card has expired.';
    throw new AppError('VALIDATION', message, { expYear: message }, { reason: 'CARD_EXPIRED' });
  }
  return testCardOutcome(card.cardNumber);
}

/**
 * A plan's monthly charge on the card of its first payment, as Stripe charges a saved card off
 * session: TEST_CARDS.renewalsDecline was good once and is now declined.
 */
export function renewalOutcome(digits: string): CardOutcome {
  return digits === TEST_CARDS.renewalsDecline
    ? {
        status: 'requires_payment_method',
        message: 'Your card was declined.',
        reason: 'CARD_DECLINED',
      }
    : testCardOutcome(digits);
}
