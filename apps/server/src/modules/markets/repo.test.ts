import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { listMarkets, marketOf, taxRatesOf } from './repo.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 40 });
});
afterAll(() => h.close());

describe('the seeded markets', () => {
  it('sell everywhere at once: a country’s market, else the rest of the world’s', async () => {
    const markets = await listMarkets(h.db);
    expect(markets.map((m) => `${m.code}:${m.currency}:${m.taxMode}`)).toEqual([
      'us:USD:added',
      'eu:EUR:included',
      'gb:GBP:included',
      'jp:JPY:included',
      'cn:CNY:included',
      'tw:TWD:included',
      'world:USD:added',
    ]);
    expect(marketOf(markets, 'FR').code).toBe('eu');
    expect(marketOf(markets, 'JP')).toMatchObject({
      currency: 'JPY',
      rounding: { step: 10, ending: 0 },
    });
    expect(marketOf(markets, 'AQ').code).toBe('world');
    await h.db.query(`update markets set active = false where code = 'gb'`);
    expect(marketOf(await listMarkets(h.db), 'GB').code).toBe('world');
    await h.db.query(`update markets set active = true where code = 'gb'`);
  });

  it('tax each product by where it goes: a category’s rate over the region’s over the country’s', async () => {
    const rows = await h.db.query<{ kids: number; adult: number }>(
      `select (select p.id from products p join categories c on c.id = p.category_id
                join categories k on k.id = c.parent_id where k.slug = 'kids' limit 1) as kids,
              (select p.id from products p join categories c on c.id = p.category_id
                join categories w on w.id = c.parent_id where w.slug <> 'kids' limit 1) as adult`,
    );
    const { kids, adult } = rows[0]!;
    expect(kids).toBeTypeOf('number');
    const uk = await taxRatesOf(h.db, { country: 'GB' }, [kids, adult]);
    expect([uk.get(kids), uk.get(adult)]).toEqual([0, 0.2]);
    const ny = await taxRatesOf(h.db, { country: 'US', region: 'NY' }, [kids, adult]);
    expect([ny.get(kids), ny.get(adult)]).toEqual([0.04, 0.04]);
    expect((await taxRatesOf(h.db, { country: 'US', region: 'MN' }, [adult])).get(adult)).toBe(
      0.06875,
    );
    expect((await taxRatesOf(h.db, { country: 'US', region: 'OR' }, [adult])).get(adult)).toBe(0);
    expect((await taxRatesOf(h.db, { country: 'DE' }, [kids])).get(kids)).toBe(0.19);
    expect((await taxRatesOf(h.db, { country: 'AQ' }, [adult])).get(adult)).toBe(0);
  });
});
