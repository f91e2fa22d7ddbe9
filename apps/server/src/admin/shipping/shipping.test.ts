import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingZone, ShippingZoneCreateInput } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { listShippingZones } from '../../modules/markets/shipping-repo.ts';
import { shippingOptions } from '../../modules/markets/shipping.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let owner: string;
beforeAll(async () => {
  h = await startHarness({ products: 1 });
  owner = (await staffSession(h, 'owner')).cookie;
});
afterAll(() => h?.close());

const URL = '/api/admin/shipping/zones';
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = owner) =>
  h.app.inject({ method, url, headers: { cookie }, payload });

const express = {
  name: { en: 'Express', fr: 'Express', jp: '速達' },
  prices: { EUR: 2500 },
  weightBands: [
    { upToGrams: 1000, prices: { EUR: 900 } },
    { upToGrams: 5000, prices: { EUR: 1500 } },
  ],
  freeOver: { EUR: 15000 },
  days: { min: 1, max: 2 },
};
const paris: ShippingZoneCreateInput = {
  name: 'Paris',
  countries: ['FR'],
  postcodes: ['75', '92 1'],
  methods: [express],
};

describe('shipping zones in the back office', () => {
  it('are the owner’s: other staff and shoppers are refused', async () => {
    const catalog = (await staffSession(h, 'catalog')).cookie;
    expect((await h.app.inject({ url: URL, headers: { cookie: catalog } })).statusCode).toBe(403);
    expect((await send('POST', URL, paris, catalog)).statusCode).toBe(403);
    expect((await h.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('prices a Paris courier by weight, free over €150, audited; the shop’s cart sees it', async () => {
    const res = await send('POST', URL, paris);
    expect(res.statusCode).toBe(201);
    const zone = res.json<ShippingZone>();
    expect(zone).toMatchObject({ name: 'Paris', postcodes: ['75', '921'] });
    expect(zone.methods[0]).toMatchObject({ ...express, id: expect.any(Number) });

    const zones = await listShippingZones(h.db);
    const cart = { currency: 'EUR', grams: 1200, itemsMinor: 8000 };
    const at = (postcode: string, itemsMinor = 8000) =>
      shippingOptions(zones, { country: 'FR', postcode }, { ...cart, itemsMinor }).map((o) => [
        o.name.en,
        o.priceMinor,
      ]);
    expect(at('75011')).toEqual([['Express', 1500]]);
    expect(at('75011', 15000)).toEqual([['Express', 0]]);
    // Lyon is not in Paris: the seeded free Standard everywhere else.
    expect(at('69001')).toEqual([['Standard', 0]]);

    const [audit] = await h.db.query<{ action: string; after: { name: string } }>(
      `select action, after from audit_log where entity = 'shipping-zone' and entity_id = $1`,
      [String(zone.id)],
    );
    expect(audit).toMatchObject({ action: 'create', after: { name: 'Paris' } });
  });

  it('keeps a method’s id when edited, so a cart that chose it still names it', async () => {
    const [zone] = (await h.app.inject({ url: URL, headers: { cookie: owner } }))
      .json<ShippingZone[]>()
      .filter((z) => z.name === 'Paris');
    const method = zone!.methods[0]!;
    const standard = { name: { en: 'Standard' }, prices: { EUR: 495 }, days: { min: 2, max: 3 } };
    const res = await send('PATCH', `${URL}/${zone!.id}`, {
      methods: [standard, { ...method, prices: { EUR: 2900 } }],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<ShippingZone>();
    expect(after.postcodes).toEqual(['75', '921']);
    expect(after.methods.map((m) => [m.name.en, m.prices.EUR])).toEqual([
      ['Standard', 495],
      ['Express', 2900],
    ]);
    expect(after.methods[1]!.id).toBe(method.id);
  });

  it('refuses what would not add up, field by field', async () => {
    const bad = async (payload: object, method: 'POST' | 'PATCH' = 'POST', url = URL) => {
      const res = await send(method, url, payload);
      return [res.statusCode, res.json<{ error: { fields?: object } }>().error.fields];
    };
    const m = (over: object) => ({
      ...paris,
      name: 'Lyon',
      postcodes: ['69'],
      methods: [{ ...express, ...over }],
    });
    expect(await bad(m({ days: { min: 5, max: 2 } }))).toEqual([
      400,
      { 'methods.0.days.max': 'At least the minimum' },
    ]);
    expect(
      await bad(
        m({
          weightBands: [
            { upToGrams: 1000, prices: { EUR: 900 } },
            { upToGrams: 2000, prices: { EUR: 800 } },
          ],
        }),
      ),
    ).toEqual([400, { 'methods.0.weightBands.1.prices.EUR': 'A heavier band cannot cost less' }]);
    expect(await bad(m({ prices: { EUR: 1000 } }))).toEqual([
      400,
      { 'methods.0.prices.EUR': 'The price over the bands cannot be less than a band’s' },
    ]);
    expect(await bad(m({ prices: { EURO: 100 } }))).toMatchObject([400, expect.anything()]);
    expect(await bad(m({ prices: {}, weightBands: [] }))).toEqual([
      400,
      { 'methods.0.prices': 'Give a price in at least one currency' },
    ]);
    // A method is moved by no edit: another zone's id is refused, not taken over.
    const [world, mine] = (await h.app.inject({ url: URL, headers: { cookie: owner } })).json<
      ShippingZone[]
    >();
    const theirs = { ...world!.methods[0]!, prices: { EUR: 1 } };
    expect(await bad({ methods: [theirs] }, 'PATCH', `${URL}/${mine!.id}`)).toEqual([
      400,
      { 'methods.0.id': 'This method is not one of this zone’s' },
    ]);
    expect(await bad({ ...paris, name: 'Nowhere', countries: [] })).toEqual([
      400,
      { countries: 'Choose the countries these postcodes are in' },
    ]);
  });

  it('puts a place in one zone: a second catch-all or the same postcode is a conflict', async () => {
    const everywhere = { name: 'World', countries: [], methods: [express] };
    expect(await send('POST', URL, everywhere).then((r) => [r.statusCode, r.json()])).toEqual([
      409,
      {
        error: expect.objectContaining({
          code: 'CONFLICT',
          message: 'The zone Everywhere covers these places already',
          fields: { countries: 'Another zone covers these places already' },
        }),
      },
    ]);
    const again = await send('POST', URL, { ...paris, name: 'Paris 11e', postcodes: ['75'] });
    expect(again.statusCode).toBe(409);
    const inner = await send('POST', URL, { ...paris, name: 'Paris 11e', postcodes: ['75011'] });
    expect(inner.statusCode).toBe(201);
  });

  it('deletes a zone: its addresses ship by the next zone that takes them', async () => {
    const zones = (await h.app.inject({ url: URL, headers: { cookie: owner } })).json<
      ShippingZone[]
    >();
    for (const z of zones.filter((z) => z.countries.includes('FR'))) {
      expect((await send('DELETE', `${URL}/${z.id}`)).statusCode).toBe(204);
    }
    expect((await send('DELETE', `${URL}/${zones[1]!.id}`)).statusCode).toBe(404);
    const options = shippingOptions(
      await listShippingZones(h.db),
      { country: 'FR', postcode: '75011' },
      { currency: 'EUR', grams: 0, itemsMinor: 0 },
    );
    expect(options.map((o) => [o.name.en, o.priceMinor])).toEqual([['Standard', 0]]);
  });
});
