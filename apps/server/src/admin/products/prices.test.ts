import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductUpdate, BulkResult } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 3 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie }, payload });
const read = async (id: number) =>
  (await as('GET', `/api/admin/products/${id}`)).json<AdminProduct>();
/** The product as the editor sends it back, with its first variant changed by `first`. */
const edited = (
  p: AdminProduct,
  first: Partial<AdminProductUpdate['variants'][number]>,
  more: Partial<AdminProductUpdate> = {},
): AdminProductUpdate => ({
  ...p,
  ...more,
  variants: p.variants.map((v, i) => (i === 0 ? { ...v, ...first } : v)),
});

describe('prices per currency in the product editor', () => {
  it('answers each market currency’s converted price, with the market’s rate and rounding', async () => {
    const p = await read(1);
    const saved = await as(
      'PUT',
      '/api/admin/products/1',
      edited(p, { priceCents: 5900, compareAtPriceCents: 7900 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const v = saved.json<AdminProduct>().variants[0]!;
    // Seeded: EUR at 0.86 ending .95, GBP 0.75 in whole pounds, JPY 155 in tens of yen, CNY 7.1
    // in whole yuan, TWD 31 in tens of NT$; USD is the base and has no conversion of its own.
    expect(v.converted).toEqual({
      EUR: { priceCents: 5095, compareAtPriceCents: 6795 },
      GBP: { priceCents: 4500, compareAtPriceCents: 6000 },
      JPY: { priceCents: 9150, compareAtPriceCents: 12250 },
      CNY: { priceCents: 41900, compareAtPriceCents: 56100 },
      TWD: { priceCents: 183000, compareAtPriceCents: 245000 },
    });
    expect(v.prices).toEqual({});
  });

  it('saves a fixed price and compare-at per currency, a weight and final sale, read back and audited', async () => {
    const p = await read(1);
    const res = await as(
      'PUT',
      '/api/admin/products/1',
      edited(
        p,
        { prices: { EUR: 4995, JPY: 7900 }, compareAtPrices: { EUR: 6995 }, grams: 320 },
        { finalSale: true },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const again = await read(1);
    expect(again.finalSale).toBe(true);
    expect(again.variants[0]).toMatchObject({
      prices: { EUR: 4995, JPY: 7900 },
      compareAtPrices: { EUR: 6995 },
      grams: 320,
    });
    expect(again.variants[1]!.prices).toEqual({});
    const [audit] = await h.db.query<{ after: AdminProduct }>(
      `select after from audit_log where entity = 'product' and entity_id = '1' order by id desc limit 1`,
    );
    expect(audit!.after.variants[0]!.prices).toEqual({ EUR: 4995, JPY: 7900 });
    // Converted prices follow from the markets' rates: the product's history does not keep them.
    expect(audit!.after.variants[0]).not.toHaveProperty('converted');
  });

  it('keeps fixed prices and final sale a document leaves out, and drops a currency left out of `prices`', async () => {
    const p = await read(1);
    const { prices: _p, compareAtPrices: _c, ...first } = p.variants[0]!;
    const { finalSale: _f, ...rest } = p;
    const kept = await as('PUT', '/api/admin/products/1', {
      ...rest,
      variants: [first, ...p.variants.slice(1)],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<AdminProduct>().finalSale).toBe(true);
    expect(kept.json<AdminProduct>().variants[0]!.prices).toEqual({ EUR: 4995, JPY: 7900 });
    const dropped = await as(
      'PUT',
      '/api/admin/products/1',
      edited(kept.json(), { prices: { JPY: 7900 }, compareAtPrices: {} }),
    );
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json<AdminProduct>().variants[0]).toMatchObject({
      prices: { JPY: 7900 },
      compareAtPrices: {},
    });
  });

  it.each([
    [{ prices: { XAU: 100 } }, 'no market sells in XAU'],
    [{ prices: { USD: 100 } }, 'USD is the base price'],
    [{ prices: { EUR: 100 }, compareAtPrices: { GBP: 200 } }, 'needs a price in GBP'],
    [{ prices: { EUR: 0 } }, undefined],
    [{ prices: { eur: 100 } }, undefined],
  ])('refuses %j with a clear 400 and changes nothing', async (variant, message) => {
    const p = await read(1);
    const res = await as('PUT', '/api/admin/products/1', edited(p, variant));
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().error.message).toContain(message);
    expect((await read(1)).version).toBe(p.version);
  });

  it('refuses a save over a version someone else saved since, fixed prices included', async () => {
    const p = await read(1);
    expect(
      (await as('PUT', '/api/admin/products/1', edited(p, { prices: { EUR: 5500 } }))).statusCode,
    ).toBe(200);
    const stale = await as('PUT', '/api/admin/products/1', edited(p, { prices: { EUR: 4500 } }));
    expect(stale.statusCode).toBe(409);
    expect((await read(1)).variants[0]!.prices.EUR).toBe(5500);
  });
});

describe('a bulk price change and fixed prices', () => {
  const bulk = (action: object, preview = false) =>
    as('POST', '/api/admin/products/bulk', { selection: { ids: [2] }, action, preview });

  it('changes fixed prices by the same percentage, rounded in each currency’s unit', async () => {
    const p = await read(2);
    await as(
      'PUT',
      '/api/admin/products/2',
      edited(p, { prices: { EUR: 4995, JPY: 7900 }, compareAtPrices: { EUR: 5200 } }),
    );
    const preview = (
      await bulk({ type: 'price', percent: 10, round: 'x99' }, true)
    ).json<BulkResult>();
    expect(preview.fixedPrices).toBe(2);
    const res = await bulk({ type: 'price', percent: 10, round: 'x99' });
    expect(res.statusCode, res.body).toBe(200);
    // €54.945 → €54.99; ¥8690 has no .99: a whole yen. The EUR compare-at (€52) is now below
    // the price: cleared, as the base's would be.
    expect((await read(2)).variants[0]).toMatchObject({
      prices: { EUR: 5499, JPY: 8690 },
      compareAtPrices: {},
    });
    expect(res.json<BulkResult>().compareAtCleared).toBeGreaterThanOrEqual(1);
  });

  it('leaves fixed prices as they are on an amount, which is in the base currency', async () => {
    const before = await read(2);
    const res = await bulk({ type: 'price', amountMinor: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkResult>().fixedPrices).toBe(2);
    const after = await read(2);
    expect(after.variants[0]!.priceCents).toBe(before.variants[0]!.priceCents + 500);
    expect(after.variants[0]!.prices).toEqual({ EUR: 5499, JPY: 8690 });
  });
});
