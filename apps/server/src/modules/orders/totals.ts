import type { Totals } from '@atelier/contract';
import { dollars } from '../products/cards.ts';
import { taxOf } from './tax.ts';

/** What a discount code takes off: a percentage, or an amount. */
export interface DiscountTerms {
  kind: 'percent' | 'amount';
  value: number;
}

export interface TotalsInput {
  subtotalCents: number;
  /** Off the subtotal for a member's plan (subscriptions/perks.ts memberCentsOf). */
  memberCents: number;
  discount?: DiscountTerms;
  taxRate: number;
  /** Store credit that may pay: the balance when the shopper spends it, else 0. */
  creditCents: number;
}

export interface TotalsCents {
  subtotalCents: number;
  memberCents: number;
  discountCents: number;
  taxCents: number;
  creditCents: number;
  /** What the card or the courier takes. */
  totalCents: number;
}

/**
 * The one computation of an order's money, for the cart, checkout and the order itself: the
 * member price and the code come off the subtotal (never below 0), tax is on what is left, and
 * credit pays as much of that as it covers.
 */
export function computeTotals(input: TotalsInput): TotalsCents {
  const memberCents = Math.min(input.memberCents, input.subtotalCents);
  const base = input.subtotalCents - memberCents;
  const d = input.discount;
  const discountCents = !d
    ? 0
    : Math.min(base, d.kind === 'percent' ? Math.round((base * d.value) / 100) : d.value);
  const taxCents = taxOf(base - discountCents, input.taxRate);
  const due = base - discountCents + taxCents;
  const creditCents = Math.min(Math.max(input.creditCents, 0), due);
  return {
    subtotalCents: input.subtotalCents,
    memberCents,
    discountCents,
    taxCents,
    creditCents,
    totalCents: due - creditCents,
  };
}

/** The totals on the wire, in dollars. */
export const totalsOut = (t: TotalsCents): Totals => ({
  subtotal: dollars(t.subtotalCents),
  member: dollars(t.memberCents),
  discount: dollars(t.discountCents),
  tax: dollars(t.taxCents),
  credit: dollars(t.creditCents),
  total: dollars(t.totalCents),
});
