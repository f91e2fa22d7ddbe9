import { normalizePostcode, type Names } from '@atelier/contract';
import { shortOf } from './money.ts';

// Shipping (issue 29 item 5): which zone an address is in and what each of its methods costs a
// cart. Pure: the zones come from shipping-repo.ts; the cart and checkout pass their own figures.

/** Amounts per currency, each in the currency's minor unit: `{ EUR: 495, JPY: 800 }`. */
export type PerCurrency = Record<string, number>;

export interface WeightBand {
  upToGrams: number;
  prices: PerCurrency;
}

export interface ShippingMethod {
  id: number;
  /** English always; a language without a name shows the English one. */
  name: Names;
  /** For any weight no band covers; a currency missing here and in the bands is not offered. */
  prices: PerCurrency;
  weightBands: WeightBand[];
  freeOver: PerCurrency;
  days: { min: number; max: number };
}

export interface ShippingZone {
  id: number;
  name: string;
  /** None: the catch-all, for every address no other zone takes. */
  countries: string[];
  /** Prefixes of postcodes, upper case without spaces; none: the whole of its countries. */
  postcodes: string[];
  /** In the staff's order. */
  methods: ShippingMethod[];
}

export interface ShippingAddress {
  country: string;
  postcode?: string;
}

export interface ShippingCart {
  currency: string;
  grams: number;
  /** What the items cost, in `currency`'s minor unit, after member price and discounts. */
  itemsMinor: number;
}

export interface ShippingOption {
  methodId: number;
  zoneId: number;
  name: ShippingMethod['name'];
  /** What the shopper pays for it, in the cart's currency: 0 when free. */
  priceMinor: number;
  /** Items at or above this ship free by the method (null: never free by amount). */
  freeOverMinor: number | null;
  /** What the items lack for the method to ship free: 0 when it does, or never does by amount. */
  moreForFreeMinor: number;
  days: { min: number; max: number };
}

/**
 * How closely a zone fits an address, higher first; null when it does not. A zone whose postcode
 * prefix matches beats one naming only the country (the longer prefix the closer), which beats
 * the catch-all.
 */
function fit(zone: ShippingZone, to: ShippingAddress): number | null {
  if (zone.countries.length === 0) return 0;
  if (!zone.countries.includes(to.country)) return null;
  if (zone.postcodes.length === 0) return 1;
  const postcode = normalizePostcode(to.postcode ?? '');
  const longest = Math.max(
    0,
    ...zone.postcodes.filter((p) => postcode.startsWith(p)).map((p) => p.length),
  );
  return longest > 0 ? 1 + longest : null;
}

/** The zone an address ships from: the most specific that takes it, the first listed on a tie. */
export function zoneOf(
  zones: readonly ShippingZone[],
  to: ShippingAddress,
): ShippingZone | undefined {
  let best: { zone: ShippingZone; fit: number } | undefined;
  for (const zone of zones) {
    const f = fit(zone, to);
    if (f !== null && (!best || f > best.fit)) best = { zone, fit: f };
  }
  return best?.zone;
}

/** The method's price for a cart's weight in a currency: the lightest band covering it, else its price. */
function basePrice(method: ShippingMethod, currency: string, grams: number): number | undefined {
  const band = method.weightBands
    .filter((b) => grams <= b.upToGrams && b.prices[currency] !== undefined)
    .sort((a, b) => a.upToGrams - b.upToGrams)[0];
  return band ? band.prices[currency] : method.prices[currency];
}

/**
 * The methods an address can have a cart sent by, in the staff's order, each with its price in
 * the cart's currency and its estimate. A method priced neither in the currency nor for the
 * cart's weight is left out; one whose free-over the items reach costs 0. No zone takes the
 * address (no catch-all): no methods, and the cart cannot be sent there.
 */
export function shippingOptions(
  zones: readonly ShippingZone[],
  to: ShippingAddress,
  cart: ShippingCart,
): ShippingOption[] {
  const zone = zoneOf(zones, to);
  if (!zone) return [];
  return zone.methods.flatMap((method) => {
    const price = basePrice(method, cart.currency, Math.max(0, cart.grams));
    if (price === undefined) return [];
    const freeOverMinor = method.freeOver[cart.currency] ?? null;
    const free = freeOverMinor !== null && cart.itemsMinor >= freeOverMinor;
    return [
      {
        methodId: method.id,
        zoneId: zone.id,
        name: method.name,
        priceMinor: free ? 0 : Math.max(0, price),
        freeOverMinor,
        moreForFreeMinor:
          freeOverMinor === null || price <= 0 ? 0 : shortOf(freeOverMinor, cart.itemsMinor),
        days: method.days,
      },
    ];
  });
}

/**
 * What the shop promises a cart sent to `to` (or, with no items, anything sent there): its
 * cheapest method, the first listed on a tie. None: no delivery there.
 */
export function promisedOption(
  zones: readonly ShippingZone[],
  to: ShippingAddress,
  cart: ShippingCart,
): ShippingOption | undefined {
  return shippingOptions(zones, to, cart).reduce<ShippingOption | undefined>(
    (best, option) => (!best || option.priceMinor < best.priceMinor ? option : best),
    undefined,
  );
}
