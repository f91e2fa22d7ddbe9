/** The digits of a card number, grouped by four as printed on the card. */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as typed: the slash comes by itself after the month. */
export function formatExpiry(raw: string) {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblem =
  | 'nameRequired'
  | 'numberInvalid'
  | 'expiryInvalid'
  | 'expired'
  | 'cvcInvalid'
  | 'declined'
  | 'insufficientFunds';

export type CardErrors = Partial<Record<keyof CardInput, CardProblem>>;

/**
 * The shape of each field, as `payment.errors` keys; empty when the card can be sent. The check
 * digit and the expiry date are the server's to judge (its 400 names the field).
 */
export function checkCard(card: CardInput): CardErrors {
  const errors: CardErrors = {};
  if (!card.name.trim()) errors.name = 'nameRequired';
  if (!/^\d{12,19}$/.test(card.number.replace(/\s/g, ''))) errors.number = 'numberInvalid';
  const month = Number(/^(\d{2})\/\d{2}$/.exec(card.expiry)?.[1]);
  if (!(month >= 1 && month <= 12)) errors.expiry = 'expiryInvalid';
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'cvcInvalid';
  return errors;
}

/** The server's English texts of the test provider, as `payment.errors` keys. */
export const SERVER_MESSAGES: Record<string, CardProblem | undefined> = {
  'Your card number is invalid.': 'numberInvalid',
  'Your card has expired.': 'expired',
  "Your card's security code is invalid.": 'cvcInvalid',
  'Invalid expiry month': 'expiryInvalid',
  'Invalid expiry year': 'expiryInvalid',
  'Name is required': 'nameRequired',
  'Your card was declined.': 'declined',
  'Your card has insufficient funds.': 'insufficientFunds',
};
