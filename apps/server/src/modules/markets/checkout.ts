import type { Queryable } from '../../platform/db.ts';
import { quote, type DiscountTerms, type Quote } from './money.ts';
import { majorUnits, variantPrices, type VariantPrice } from './prices.ts';
import { taxRatesOf, type Market } from './repo.ts';
import {
  promisedOption,
  shippingOptions,
  type ShippingOption,
  type ShippingZone,
} from './shipping.ts';

/** Where a cart goes: a country, and where known its region (a US state) and postcode. */
export interface Destination {
  country: string;
  region?: string;
  postcode?: string;
}

export interface CartLineRef {
  variantId: number;
  productId: number;
  qty: number;
}

/**
 * An order's line as it was sold: an edit re-prices the order keeping the unit price and the tax
 * rate it recorded (orders/edit.ts), and prices only what it changes.
 */
export interface RecordedLine extends CartLineRef {
  sellingMinor?: number;
  rate?: number;
}

export interface PricedLine extends CartLineRef {
  price: VariantPrice;
  /** The line's amount before the member price and the code: the selling price × qty. */
  amountMinor: number;
  rate: number;
}

export interface PricedCart {
  market: Market;
  lines: PricedLine[];
  quote: Quote;
  /**
   * The methods the destination can have the cart sent by, and the one chosen (the first unless
   * named); the cheapest to the destination, or before one is known to the market's guessed one.
   */
  shipping: { options: ShippingOption[]; chosen?: ShippingOption; promised?: ShippingOption };
}

/**
 * Where a market's shopper is guessed to live before an address is known: the country its code
 * names ('us': the United States, not American Samoa, its first by name), else its first. The rest
 * of the world's names none, and only the catch-all zone takes that.
 */
export function guessedDestination(market: Market): Destination {
  const own = market.code.toUpperCase();
  return { country: market.countries.includes(own) ? own : (market.countries[0] ?? '') };
}

/** A shipping option as the shop shows it (ShippingChoice, DeliveryPromise): amounts in major units. */
export function deliveryOut(option: ShippingOption, currency: string) {
  const major = (minor: number) => majorUnits(minor, currency);
  return {
    price: major(option.priceMinor),
    freeOver: option.freeOverMinor === null ? null : major(option.freeOverMinor),
    moreForFree: major(option.moreForFreeMinor),
    days: option.days,
  };
}

/** Japan's qualified invoices state tax once per rate; elsewhere each line's tax is rounded. */
const TAX_PER_RATE = new Set(['JP']);

/**
 * A cart in a market: its lines at the market's prices, shipping to `to`, tax by where it goes,
 * and the totals (modules/markets/money.ts). Before an address is known, a tax-included market's
 * first country stands in (its shelf prices hold either way); a tax-added one adds none yet.
 * `member` is the percentage a member's plan takes off; `discount` the code's terms in the
 * market's currency.
 */
export async function priceCart(
  q: Queryable,
  input: {
    market: Market;
    to?: Destination;
    /** The shipping zones (keptShippingZones). */
    zones: readonly ShippingZone[];
    lines: readonly RecordedLine[];
    memberPercent: number;
    discount?: DiscountTerms;
    creditMinor: number;
    shippingMethodId?: number;
    now: Date;
  },
): Promise<PricedCart> {
  const { market, lines } = input;
  const to =
    input.to ??
    (market.taxMode === 'included' && market.countries.length
      ? guessedDestination(market)
      : undefined);
  const variantIds = lines.map((l) => l.variantId);
  const [prices, rates, grams] = await Promise.all([
    variantPrices(q, market, { variantIds }, input.now),
    to ? taxRatesOf(q, to, [...new Set(lines.map((l) => l.productId))]) : new Map<number, number>(),
    weightOf(q, lines),
  ]);
  const priced = lines.map((line) => {
    const price = prices.get(line.variantId)!;
    return {
      ...line,
      price,
      amountMinor: (line.sellingMinor ?? price.sellingMinor) * line.qty,
      rate: line.rate ?? rates.get(line.productId) ?? 0,
    };
  });
  const itemsMinor = priced.reduce((sum, l) => sum + l.amountMinor, 0);
  const memberMinor = Math.round((itemsMinor * input.memberPercent) / 100);
  const base = {
    taxMode: market.taxMode,
    taxPerRate: TAX_PER_RATE.has(to?.country ?? ''),
    lines: priced.map((l) => ({ amount: l.amountMinor, rate: l.rate })),
    memberMinor,
    discount: input.discount,
    creditMinor: input.creditMinor,
  };
  // Free shipping is reached by what the items cost after the member price and the code.
  const before = quote(base);
  const cart = {
    currency: market.currency,
    grams,
    itemsMinor: before.itemsMinor - before.memberMinor - before.discountMinor,
  };
  const options = input.to ? shippingOptions(input.zones, input.to, cart) : [];
  const promised = promisedOption(input.zones, input.to ?? guessedDestination(market), cart);
  const chosen =
    options.find((o) => o.methodId === input.shippingMethodId) ??
    (input.shippingMethodId === undefined ? options[0] : undefined);
  // Shipping is taxed at the highest rate of what it carries (the rule for mixed supplies kept simple).
  const shippingRate = Math.max(0, ...priced.map((l) => l.rate));
  const totals = chosen
    ? quote({ ...base, shipping: { amount: chosen.priceMinor, rate: shippingRate } })
    : before;
  return { market, lines: priced, quote: totals, shipping: { options, chosen, promised } };
}

/** What a cart's items come to in a market: its selling prices, before a member price or a code. */
export async function itemsMinorIn(
  q: Queryable,
  market: Market,
  lines: readonly CartLineRef[],
  now: Date,
) {
  const variantIds = lines.map((l) => l.variantId);
  const prices = await variantPrices(q, market, { variantIds }, now);
  return lines.reduce((sum, l) => sum + prices.get(l.variantId)!.sellingMinor * l.qty, 0);
}

/** The cart's weight in grams: each variant's shipping weight (0 where unknown) × its quantity. */
async function weightOf(q: Queryable, lines: readonly CartLineRef[]) {
  if (!lines.length) return 0;
  const rows = await q.query<{ id: number; grams: number }>(
    'select id, coalesce(grams, 0) as grams from variants where id = any($1::int[])',
    [lines.map((l) => l.variantId)],
  );
  const by = new Map(rows.map((r) => [r.id, r.grams]));
  return lines.reduce((sum, l) => sum + (by.get(l.variantId) ?? 0) * l.qty, 0);
}
