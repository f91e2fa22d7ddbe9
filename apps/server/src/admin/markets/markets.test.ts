import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Market, PublicMarket, TaxRate } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let owner: string;
beforeAll(async () => {
  h = await startHarness({ products: 1 });
  owner = (await staffSession(h, 'owner')).cookie;
});
afterAll(() => h?.close());

type Call = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: unknown };
const call = ({ method = 'GET', url, payload }: Call, cookie = owner) =>
  h.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
const markets = async () => (await call({ url: '/api/admin/markets' })).json<Market[]>();
const market = async (code: string) => (await markets()).find((m) => m.code === code)!;
const patch = async (code: string, payload: object) =>
  call({ method: 'PATCH', url: `/api/admin/markets/${(await market(code)).id}`, payload });
const create = (payload: object) => call({ method: 'POST', url: '/api/admin/markets', payload });
const putRates = (payload: unknown) =>
  call({ method: 'PUT', url: '/api/admin/tax-rates', payload });
const rates = async () => (await call({ url: '/api/admin/tax-rates' })).json<TaxRate[]>();
const shopMarkets = async () => (await h.app.inject('/api/v1/markets')).json<PublicMarket[]>();
const errorOf = (res: { json: () => unknown }) => (res.json() as ErrorBody).error;

const swiss = {
  code: 'ch',
  name: 'Switzerland',
  countries: ['CH', 'LI'],
  currency: 'CHF',
  taxMode: 'included',
  rounding: { step: 5 },
};

describe('markets in the back office', () => {
  it('are the owner’s: other roles get 403, guests 401', async () => {
    const calls: Call[] = [
      { url: '/api/admin/markets' },
      { method: 'POST', url: '/api/admin/markets', payload: swiss },
      { method: 'PATCH', url: '/api/admin/markets/1', payload: { active: false } },
      { url: '/api/admin/tax-rates' },
      { method: 'PUT', url: '/api/admin/tax-rates', payload: [] },
    ];
    for (const role of ['catalog', 'fulfilment'] as const) {
      const cookie = (await staffSession(h, role)).cookie;
      for (const c of calls) expect((await call(c, cookie)).statusCode, c.url).toBe(403);
    }
    for (const c of calls) expect((await call(c, '')).statusCode, c.url).toBe(401);
    expect(await market('ch')).toBeUndefined();
    expect((await rates()).length).toBeGreaterThan(60);
  });

  it('lists the seeded markets and creates one the shop offers at once, audited', async () => {
    expect((await markets()).map((m) => m.code)).toEqual([
      'us',
      'eu',
      'gb',
      'jp',
      'cn',
      'tw',
      'world',
    ]);
    expect(await market('jp')).toMatchObject({
      currency: 'JPY',
      rounding: { step: 10, ending: 0 },
    });
    const res = await create(swiss);
    expect(res.statusCode).toBe(201);
    expect(res.json<Market>()).toMatchObject({
      ...swiss,
      rounding: { step: 5, ending: 0 },
      exchangeRate: 1,
      paymentMethods: ['card', 'cash'],
      active: true,
      restOfWorld: false,
    });
    // Before the rest of the world, which stays last.
    expect((await markets()).map((m) => m.code).slice(-2)).toEqual(['ch', 'world']);
    expect((await shopMarkets()).find((m) => m.code === 'ch')).toEqual({
      code: 'ch',
      name: 'Switzerland',
      countries: ['CH', 'LI'],
      currency: 'CHF',
      taxMode: 'included',
      exchangeRate: 1,
      paymentMethods: ['card', 'cash'],
    });
    const audit = await h.db.query<{ action: string }>(
      `select action from audit_log where entity = 'market' and entity_id = $1`,
      [String(res.json<Market>().id)],
    );
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('keeps a country in one market and says which has it', async () => {
    const taken = await create({ ...swiss, code: 'fr-only', countries: ['FR'] });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      message: 'FR is in the market Eurozone already',
      fields: { countries: 'A country is in another market already' },
    });
    const moved = await patch('gb', { countries: ['GB', 'DE'] });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).message).toBe('DE is in the market Eurozone already');
    expect((await market('gb')).countries).toEqual(['GB']);
    // Taken out of one market, a country may join another.
    expect(
      (await patch('eu', { countries: (await market('eu')).countries.filter((c) => c !== 'IE') }))
        .statusCode,
    ).toBe(200);
    expect((await patch('gb', { countries: ['GB', 'IE'] })).json<Market>().countries).toEqual([
      'GB',
      'IE',
    ]);
  });

  it('keeps the rest of the world on, naming no country, and codes unique', async () => {
    const off = await patch('world', { active: false });
    expect(off.statusCode).toBe(400);
    expect(errorOf(off).fields).toEqual({ active: 'The rest of the world cannot be switched off' });
    const named = await patch('world', { countries: ['AQ'] });
    expect(errorOf(named).fields).toEqual({
      countries: 'The rest of the world lists no countries',
    });
    expect((await patch('world', { currency: 'EUR' })).json<Market>().currency).toBe('EUR');
    const again = await create({ ...swiss, countries: [] });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toEqual({ code: 'Another market has this code' });
  });

  it('refuses what is not a currency, a country or a rounding, naming the field', async () => {
    const bad = await create({
      ...swiss,
      code: 'bad',
      countries: ['SE', 'ZZ', 'SE'],
      currency: 'XYZ1',
      rounding: { step: 100, ending: 100 },
      exchangeRate: 1.1234567,
      paymentMethods: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      'countries.1': 'Choose a country from the list',
      currency: 'Choose a currency from the list',
      'rounding.ending': 'The ending must be less than the step',
      exchangeRate: 'At most 6 decimal places',
      paymentMethods: 'Choose at least one payment method',
    });
    const twice = await create({ ...swiss, code: 'se', countries: ['SE', 'SE'] });
    expect(errorOf(twice).fields).toEqual({ countries: 'A country is listed twice' });
    expect(
      (await call({ method: 'PATCH', url: '/api/admin/markets/9999', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('hides a switched-off market from shoppers at once (the cached answer is dropped)', async () => {
    expect((await shopMarkets()).map((m) => m.code)).toContain('tw');
    expect((await patch('tw', { active: false })).statusCode).toBe(200);
    expect((await shopMarkets()).map((m) => m.code)).not.toContain('tw');
    expect((await patch('tw', { active: true })).statusCode).toBe(200);
  });

  it('gives each of two owners adding one country at once a clear answer: one wins, one 409', async () => {
    const [a, b] = await Promise.all([
      create({ ...swiss, code: 'no', name: 'Norway', countries: ['NO'], currency: 'NOK' }),
      create({ ...swiss, code: 'no-2', name: 'Norway too', countries: ['NO'], currency: 'NOK' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await markets()).filter((m) => m.countries.includes('NO'))).toHaveLength(1);
  });
});

describe('the tax rates table', () => {
  it('holds rates a percent with three decimals needs (Minnesota 6.875 %)', async () => {
    expect((await rates()).find((r) => r.country === 'US' && r.region === 'MN')).toEqual({
      country: 'US',
      region: 'MN',
      rate: 0.06875,
    });
  });

  it('refuses a region, a rate, a category or a row it cannot take, naming the row', async () => {
    const before = await rates();
    const bad = await putRates([
      { country: 'US', region: 'ZZ', rate: 0.05 },
      { country: 'DE', rate: 1 },
      { country: 'FR', rate: 0.1234567 },
      { country: 'XX', rate: 0.1 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      '0.region': 'Choose a region from the list',
      '1.rate': 'Below 100 %',
      '2.rate': 'At most 4 decimal places of a percent',
      '3.country': 'Choose a country from the list',
    });
    const twice = await putRates([
      { country: 'DE', rate: 0.19 },
      { country: 'DE', rate: 0.07 },
    ]);
    expect(errorOf(twice).fields).toEqual({
      '1.country': 'This place and category have a rate already',
    });
    const gone = await putRates([{ country: 'GB', category: 999999, rate: 0 }]);
    expect(gone.statusCode).toBe(400);
    expect(errorOf(gone).fields).toEqual({ '0.category': 'This category no longer exists' });
    expect(await rates()).toEqual(before);
  });

  it('replaces the whole table, audited, and two replacements at once leave one of them whole', async () => {
    const [category] = await h.db.query<{ id: number }>('select id from categories limit 1');
    const mine: TaxRate[] = [
      { country: 'GB', rate: 0.2 },
      { country: 'GB', category: category!.id, rate: 0 },
      { country: 'US', region: 'NY', rate: 0.08875 },
    ];
    const res = await putRates(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(mine);
    expect(await rates()).toEqual(mine);
    const [audit] = await h.db.query<{ before: unknown[]; after: unknown[] }>(
      `select before, after from audit_log where entity = 'tax-rates' and action = 'replace'`,
    );
    expect(audit!.before.length).toBeGreaterThan(60);
    expect(audit!.after).toEqual(mine);

    const a: TaxRate[] = ['AL', 'AZ', 'CA', 'NY'].map((region) => ({
      country: 'US',
      region,
      rate: 0.05,
    }));
    const b: TaxRate[] = [
      { country: 'FR', rate: 0.2 },
      { country: 'JP', rate: 0.1 },
    ];
    const answers = await Promise.all([putRates(a), putRates(b), putRates(a), putRates(b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const final = await rates();
    expect([a, b]).toContainEqual(final);
  });
});
