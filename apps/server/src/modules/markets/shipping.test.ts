import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingOptions, zoneOf, type ShippingMethod, type ShippingZone } from './shipping.ts';

const method = (id: number, over: Partial<ShippingMethod> = {}): ShippingMethod => ({
  id,
  name: { en: `Method ${id}` },
  prices: {},
  weightBands: [],
  freeOver: {},
  days: { min: 2, max: 4 },
  ...over,
});

const zone = (id: number, over: Partial<ShippingZone>): ShippingZone => ({
  id,
  name: `Zone ${id}`,
  countries: [],
  postcodes: [],
  methods: [method(id * 10, { prices: { EUR: 100 * id, USD: 100 * id } })],
  ...over,
});

const zones = [
  zone(1, {}),
  zone(2, { countries: ['FR', 'DE'] }),
  zone(3, { countries: ['FR'], postcodes: ['75'] }),
  zone(4, { countries: ['FR'], postcodes: ['750'] }),
  zone(5, { countries: ['GB'], postcodes: ['SW1A'] }),
];

describe('the zone of an address', () => {
  it('is the most specific: the longest postcode prefix, then the country, then the catch-all', () => {
    expect(zoneOf(zones, { country: 'FR', postcode: '75001' })?.id).toBe(4);
    expect(zoneOf(zones, { country: 'FR', postcode: '75 101' })?.id).toBe(3);
    expect(zoneOf(zones, { country: 'FR', postcode: '13001' })?.id).toBe(2);
    expect(zoneOf(zones, { country: 'FR' })?.id).toBe(2);
    expect(zoneOf(zones, { country: 'DE', postcode: '75001' })?.id).toBe(2);
    expect(zoneOf(zones, { country: 'GB', postcode: 'sw1a 1aa' })?.id).toBe(5);
    expect(zoneOf(zones, { country: 'GB', postcode: 'E1 6AN' })?.id).toBe(1);
    expect(zoneOf(zones, { country: 'AQ' })?.id).toBe(1);
    expect(zoneOf(zones.slice(1), { country: 'AQ' })).toBeUndefined();
  });
});

describe('the methods offered to a cart', () => {
  const express = method(2, {
    name: { en: 'Express', fr: 'Express' },
    prices: { EUR: 2500 },
    weightBands: [
      { upToGrams: 1000, prices: { EUR: 900 } },
      { upToGrams: 5000, prices: { EUR: 1500, GBP: 1300 } },
    ],
    freeOver: { EUR: 15000 },
    days: { min: 1, max: 2 },
  });
  const standard = method(1, { prices: { EUR: 495, JPY: 800 }, freeOver: { EUR: 6000 } });
  const fr = [zone(1, { countries: ['FR'], methods: [standard, express] })];
  const offer = (currency: string, grams: number, itemsMinor: number) =>
    shippingOptions(fr, { country: 'FR', postcode: '69001' }, { currency, grams, itemsMinor }).map(
      (o) => [o.methodId, o.priceMinor],
    );

  it('price each by the cart’s weight band, else the method’s price, in the staff’s order', () => {
    expect(offer('EUR', 800, 2000)).toEqual([
      [1, 495],
      [2, 900],
    ]);
    expect(offer('EUR', 1000, 2000)).toEqual([
      [1, 495],
      [2, 900],
    ]);
    expect(offer('EUR', 1001, 2000)).toEqual([
      [1, 495],
      [2, 1500],
    ]);
    expect(offer('EUR', 12_000, 2000)).toEqual([
      [1, 495],
      [2, 2500],
    ]);
  });

  it('ship free once the items reach the method’s threshold in the cart’s currency', () => {
    expect(offer('EUR', 800, 5999)).toEqual([
      [1, 495],
      [2, 900],
    ]);
    expect(offer('EUR', 800, 6000)).toEqual([
      [1, 0],
      [2, 900],
    ]);
    expect(offer('EUR', 800, 15000)).toEqual([
      [1, 0],
      [2, 0],
    ]);
    const [first] = shippingOptions(
      fr,
      { country: 'FR' },
      { currency: 'EUR', grams: 0, itemsMinor: 10 },
    );
    expect(first).toMatchObject({ freeOverMinor: 6000, days: { min: 2, max: 4 }, zoneId: 1 });
  });

  it('leave out a method with no price in the cart’s currency for its weight', () => {
    expect(offer('JPY', 800, 100)).toEqual([[1, 800]]);
    expect(offer('GBP', 3000, 100)).toEqual([[2, 1300]]);
    expect(offer('GBP', 6000, 100)).toEqual([]);
    expect(offer('USD', 100, 100)).toEqual([]);
  });
});

describe('every cart, every rate', () => {
  // Bands as staff may save them: heavier never cheaper, the price over them the dearest.
  const rates = fc
    .uniqueArray(fc.integer({ min: 1, max: 30_000 }), { maxLength: 5 })
    .chain((weights) =>
      fc
        .array(fc.integer({ min: 0, max: 50_000 }), {
          minLength: weights.length + 1,
          maxLength: weights.length + 1,
        })
        .map((amounts) => {
          const sorted = [...amounts].sort((a, b) => a - b);
          return {
            bands: [...weights]
              .sort((a, b) => a - b)
              .map((upToGrams, i) => ({ upToGrams, prices: { EUR: sorted[i]! } })),
            price: sorted[weights.length]!,
          };
        }),
    );
  const cart = fc.record({
    grams: fc.integer({ min: 0, max: 40_000 }),
    more: fc.integer({ min: 0, max: 40_000 }),
    itemsMinor: fc.integer({ min: 0, max: 100_000 }),
    freeOver: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
  });

  it('never cost less than 0, cost 0 over the threshold, and never less for a heavier cart', () => {
    fc.assert(
      fc.property(rates, cart, ({ bands, price }, c) => {
        const m = method(1, {
          prices: { EUR: price },
          weightBands: bands,
          freeOver: c.freeOver === undefined ? {} : { EUR: c.freeOver },
        });
        const at = (grams: number) =>
          shippingOptions(
            [zone(1, { methods: [m] })],
            { country: 'FR' },
            { currency: 'EUR', grams, itemsMinor: c.itemsMinor },
          )[0]!.priceMinor;
        const light = at(c.grams);
        const heavy = at(c.grams + c.more);
        expect(light).toBeGreaterThanOrEqual(0);
        expect(light).toBeLessThanOrEqual(heavy);
        if (c.freeOver !== undefined && c.itemsMinor >= c.freeOver) expect(heavy).toBe(0);
        if (c.freeOver === undefined || c.itemsMinor < c.freeOver) {
          const covering = bands.find((b) => c.grams <= b.upToGrams);
          expect(light).toBe(covering ? covering.prices.EUR : price);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
