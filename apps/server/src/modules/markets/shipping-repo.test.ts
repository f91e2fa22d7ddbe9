import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { listShippingZones } from './shipping-repo.ts';
import { shippingOptions } from './shipping.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 1 });
});
afterAll(() => h.close());

describe('the seeded shipping', () => {
  it('keeps the storefront’s promise: free Standard delivery everywhere, in every market’s currency', async () => {
    const zones = await listShippingZones(h.db);
    expect(zones).toEqual([
      {
        id: expect.any(Number),
        name: 'Everywhere',
        countries: [],
        postcodes: [],
        methods: [
          {
            id: expect.any(Number),
            name: expect.objectContaining({ en: 'Standard', fr: 'Standard', jp: '通常配送' }),
            prices: { CNY: 0, EUR: 0, GBP: 0, JPY: 0, TWD: 0, USD: 0 },
            weightBands: [],
            freeOver: {},
            days: { min: 3, max: 7 },
          },
        ],
      },
    ]);
    for (const [country, currency] of [
      ['US', 'USD'],
      ['FR', 'EUR'],
      ['GB', 'GBP'],
      ['JP', 'JPY'],
      ['CN', 'CNY'],
      ['TW', 'TWD'],
      ['AQ', 'USD'],
    ] as const) {
      const options = shippingOptions(zones, { country }, { currency, grams: 5000, itemsMinor: 1 });
      expect(options.map((o) => [o.name.en, o.priceMinor, o.days])).toEqual([
        ['Standard', 0, { min: 3, max: 7 }],
      ]);
    }
  });

  it('reads weight bands in order, the price over them and the free-over apart', async () => {
    const [z] = await h.db.query<{ id: number }>(
      `insert into shipping_zones (name, countries, postcodes) values ('Paris', '{FR}', '{75}') returning id`,
    );
    const [m] = await h.db.query<{ id: number }>(
      `insert into shipping_methods (zone_id, names, days_min, days_max)
       values ($1, '{"en":"Courier"}', 1, 1) returning id`,
      [z!.id],
    );
    await h.db.query(
      `insert into shipping_prices (method_id, currency, up_to_grams, price_cents)
       values ($1, 'EUR', 5000, 1200), ($1, 'EUR', null, 2000), ($1, 'EUR', 1000, 700)`,
      [m!.id],
    );
    await h.db.query(
      `insert into shipping_free_over (method_id, currency, amount_cents) values ($1, 'EUR', 9000)`,
      [m!.id],
    );
    const [paris] = await listShippingZones(h.db, [z!.id]);
    expect(paris!.methods[0]).toMatchObject({
      prices: { EUR: 2000 },
      weightBands: [
        { upToGrams: 1000, prices: { EUR: 700 } },
        { upToGrams: 5000, prices: { EUR: 1200 } },
      ],
      freeOver: { EUR: 9000 },
    });
    const zones = await listShippingZones(h.db);
    const to = { country: 'FR', postcode: '75011' };
    expect(
      shippingOptions(zones, to, { currency: 'EUR', grams: 2000, itemsMinor: 100 })[0],
    ).toMatchObject({ name: { en: 'Courier' }, priceMinor: 1200, freeOverMinor: 9000 });
    await h.db.query('delete from shipping_zones where id = $1', [z!.id]);
  });
});
