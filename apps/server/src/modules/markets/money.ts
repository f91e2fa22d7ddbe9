/**
 * The shop's one computation of money (ARCHITECTURE.md, "Money and markets"): a price in a market's
 * currency, tax per line and rate, and the totals of a cart or an order. Pure: amounts are integers
 * in the currency's minor unit (a cent, a yen), rates are decimal fractions; arithmetic that divides
 * is done on BigInt so no float ever decides a cent.
 */

import {
  BASE_CURRENCY,
  currencyDigits,
  ppm,
  shareOfUnits,
  type PriceRule,
} from '@atelier/contract';

// A price from the base one lives in the contract: the back office shows a rounding with it too,
// and proposes a refund of some units of a line with shareOfUnits.
export {
  BASE_CURRENCY,
  convertPrice,
  currencyDigits,
  shareOfUnits,
  type PriceRule,
} from '@atelier/contract';

export type TaxMode = 'included' | 'added';

/** Round `num / den` half away from zero: the rounding tax authorities use for a line's tax. */
function roundDiv(num: bigint, den: bigint): bigint {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * An amount of the base currency in a market's, rounded to its minor unit but not to its price
 * rule: a discount code's fixed amount or minimum spend, a referral reward.
 */
export function exchange(baseMinor: number, rule: Pick<PriceRule, 'currency' | 'exchangeRate'>) {
  const shift = currencyDigits(rule.currency) - currencyDigits(BASE_CURRENCY);
  const num = BigInt(baseMinor) * ppm(rule.exchangeRate) * 10n ** BigInt(Math.max(shift, 0));
  return Number(roundDiv(num, 1_000_000n * 10n ** BigInt(Math.max(-shift, 0))));
}

/** The base currency's minor units one minor unit of a market's is worth: reports' rate. */
export const baseUnitsPerMinor = (rule: Pick<PriceRule, 'currency' | 'exchangeRate'>) =>
  10 ** (currencyDigits(BASE_CURRENCY) - currencyDigits(rule.currency)) / rule.exchangeRate;

/** What `amount` lacks to reach `threshold`: the items short of free shipping. 0 when it does. */
export const shortOf = (threshold: number, amount: number) => Math.max(0, threshold - amount);

/**
 * Shares of `total` in proportion to `weights`, summing to it exactly (largest remainder): a
 * discount spread over lines, a per-rate tax over its lines.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const shares = exact.map(Number);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((w, i) => ({ i, r: (BigInt(total) * BigInt(w)) % BigInt(sum) }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]!++;
    left--;
  }
  return shares;
}

/** The tax in `amount` at `rate`: extracted from it when prices include tax, else on top of it. */
function exactTax(amount: number, rate: number, mode: TaxMode): [bigint, bigint] {
  const r = ppm(rate);
  return mode === 'included'
    ? [BigInt(amount) * r, 1_000_000n + r]
    : [BigInt(amount) * r, 1_000_000n];
}

export interface TaxLine {
  rate: number;
  /** What the rate applies to, tax excluded. */
  netMinor: number;
  taxMinor: number;
}

/**
 * The tax of each amount at its rate, rounded per line or, where the country asks for it (Japan's
 * qualified invoices), once per rate with the rate's tax then spread over its lines; and the
 * summary per rate an invoice shows.
 */
export function taxOf(
  amounts: readonly { amount: number; rate: number }[],
  mode: TaxMode,
  perRate: boolean,
): { perLine: number[]; lines: TaxLine[] } {
  const perLine = amounts.map(({ amount, rate }) =>
    Number(roundDiv(...exactTax(amount, rate, mode))),
  );
  const rates = [...new Set(amounts.map((a) => a.rate))].sort((a, b) => b - a);
  const lines = rates.map((rate) => {
    const at = amounts.flatMap((a, i) => (a.rate === rate ? [i] : []));
    const gross = at.reduce((sum, i) => sum + amounts[i]!.amount, 0);
    if (perRate) {
      const tax = Number(roundDiv(...exactTax(gross, rate, mode)));
      allocate(
        tax,
        at.map((i) => amounts[i]!.amount),
      ).forEach((share, k) => (perLine[at[k]!] = share));
    }
    const taxMinor = at.reduce((sum, i) => sum + perLine[i]!, 0);
    return { rate, netMinor: mode === 'included' ? gross - taxMinor : gross, taxMinor };
  });
  return { perLine, lines };
}

/** What a discount code takes off: a percentage, or an amount in the market's currency. */
export interface DiscountTerms {
  kind: 'percent' | 'amount';
  value: number;
}

export interface QuoteLine {
  /** Unit price times quantity, in the market's currency: tax included where the market says so. */
  amount: number;
  rate: number;
}

export interface QuoteInput {
  taxMode: TaxMode;
  /** Tax rounded once per rate rather than per line (Japan). */
  taxPerRate: boolean;
  lines: readonly QuoteLine[];
  /** Off the items for a member's plan, in the market's currency. */
  memberMinor: number;
  discount?: DiscountTerms;
  shipping?: { amount: number; rate: number };
  /** Store credit that may pay: the balance when the shopper spends it, else 0. */
  creditMinor: number;
}

export interface QuoteLineResult {
  memberMinor: number;
  discountMinor: number;
  taxMinor: number;
  /** What the shopper pays for the line, tax included: what a refund of it gives back. */
  paidMinor: number;
}

export interface Quote {
  itemsMinor: number;
  memberMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  taxIncluded: boolean;
  taxLines: TaxLine[];
  creditMinor: number;
  /** What the card or the courier takes: items − member − discount + shipping + added tax − credit. */
  totalMinor: number;
  lines: QuoteLineResult[];
  shippingTaxMinor: number;
}

/**
 * The totals of a cart or an order in one market. The member price comes off the items (never
 * below 0) and the code off what is left, both spread over the lines by their amounts; tax is on
 * each line as discounted, and on shipping; credit pays as much of the rest as it covers.
 */
export function quote(input: QuoteInput): Quote {
  const amounts = input.lines.map((l) => l.amount);
  const itemsMinor = amounts.reduce((a, b) => a + b, 0);
  const memberMinor = Math.min(Math.max(input.memberMinor, 0), itemsMinor);
  const member = allocate(memberMinor, amounts);
  const base = itemsMinor - memberMinor;
  const d = input.discount;
  const discountMinor = !d
    ? 0
    : Math.min(
        base,
        d.kind === 'percent'
          ? Number(roundDiv(BigInt(base) * BigInt(Math.round(d.value * 100)), 10_000n))
          : d.value,
      );
  const discount = allocate(
    discountMinor,
    amounts.map((a, i) => a - member[i]!),
  );
  const taxed = input.lines.map((l, i) => ({
    amount: l.amount - member[i]! - discount[i]!,
    rate: l.rate,
  }));
  const shippingMinor = input.shipping?.amount ?? 0;
  const withShipping = input.shipping ? [...taxed, input.shipping] : taxed;
  const tax = taxOf(withShipping, input.taxMode, input.taxPerRate);
  const taxMinor = tax.lines.reduce((sum, l) => sum + l.taxMinor, 0);
  const added = input.taxMode === 'added';
  const due = base - discountMinor + shippingMinor + (added ? taxMinor : 0);
  const creditMinor = Math.min(Math.max(input.creditMinor, 0), due);
  return {
    itemsMinor,
    memberMinor,
    discountMinor,
    shippingMinor,
    taxMinor,
    taxIncluded: !added,
    // A zero-rated supply is stated on a VAT invoice; no sales tax is just none.
    taxLines: added ? tax.lines.filter((l) => l.rate > 0) : tax.lines,
    creditMinor,
    totalMinor: due - creditMinor,
    lines: taxed.map((t, i) => ({
      memberMinor: member[i]!,
      discountMinor: discount[i]!,
      taxMinor: tax.perLine[i]!,
      paidMinor: t.amount + (added ? tax.perLine[i]! : 0),
    })),
    shippingTaxMinor: input.shipping ? tax.perLine[taxed.length]! : 0,
  };
}

/**
 * What a return gives back for its lines: each line's share of what it was paid (tax and discount
 * included) for `units` more units after `given` were refunded, summed; and, when `shipping`,
 * the shipping the order paid, with its tax where tax was added on top.
 */
export function returnRefund(
  lines: readonly { paidMinor: number; qty: number; given: number; units: number }[],
  shipping?: { shippingMinor: number; shippingTaxMinor: number; taxIncluded: boolean },
) {
  const items = lines.reduce(
    (sum, l) => sum + shareOfUnits(l.paidMinor, l.qty, l.given, l.units),
    0,
  );
  const ship = shipping
    ? shipping.shippingMinor + (shipping.taxIncluded ? 0 : shipping.shippingTaxMinor)
    : 0;
  return { itemsMinor: items, shippingMinor: ship, totalMinor: items + ship };
}

/** `percent` % of `amount`, rounded half up: a store-credit bonus. */
export const percentOf = (amount: number, percent: number) =>
  Number(roundDiv(BigInt(amount) * BigInt(percent), 100n));

/**
 * What exchanging `units` of a line for another variant costs more (> 0) or gives back (< 0):
 * the difference of their unit prices in the order's market, with tax on it where the market adds
 * tax (at the line's rate). The discount the line had stays with it: a size of the same price
 * swaps for nothing.
 */
export function exchangeDifference(
  was: { sellingMinor: number; rate: number },
  nowMinor: number,
  units: number,
  taxMode: TaxMode,
) {
  const net = (nowMinor - was.sellingMinor) * units;
  if (taxMode === 'included' || net === 0) return net;
  const [tax] = taxOf([{ amount: Math.abs(net), rate: was.rate }], 'added', false).perLine;
  return net + Math.sign(net) * tax!;
}
