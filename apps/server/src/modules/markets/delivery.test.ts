// Issue 29 item 5: the shop's delivery promises (the product page's note, the cart's "more for
// free delivery") follow the merchant's shipping rates of the shopper's market.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartSummary, DeliveryAnswer, ShippingZone } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { cartUpdate, variants, type VariantFixture } from '../orders/test-helpers.ts';

let h: Harness;
let owner: string;
let ada: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  owner = (await staffSession(h, 'owner')).cookie;
  ada = await signedIn(h.app, EMAIL);
  [shirt] = await variants(h, 1, 5);
});
afterAll(() => h?.close());

const EMAIL = 'ada@example.com';

const promise = async (market: string) => {
  const res = await h.app.inject({ url: `/api/v1/delivery?market=${market}` });
  expect(res.statusCode).toBe(200);
  return res.json<DeliveryAnswer>();
};

/** Staff price the catch-all zone's Standard method (cents per currency, free-over per currency). */
async function priceStandard(prices: Record<string, number>, freeOver: Record<string, number>) {
  const url = '/api/admin/shipping/zones';
  const zones = (await h.app.inject({ url, headers: { cookie: owner } })).json<ShippingZone[]>();
  const everywhere = zones.find((z) => z.countries.length === 0)!;
  const standard = everywhere.methods[0]!;
  const res = await h.app.inject({
    method: 'PATCH',
    url: `${url}/${everywhere.id}`,
    headers: { cookie: owner },
    payload: { methods: [{ ...standard, prices: { ...standard.prices, ...prices }, freeOver }] },
  });
  expect(res.statusCode).toBe(200);
}

let inCart = false;
/** Ada's cart holding `qty` of the shirt, in euros. */
const cart = async (qty: number) => {
  const action = inCart ? 'U' : 'I';
  inCart = true;
  const sku = { sku: shirt.sku, productId: shirt.productId };
  const updated = await cartUpdate(h.app, ada, { userId: EMAIL, ...sku, qty, action });
  expect(updated.json()).not.toHaveProperty('error');
  const url = `/api/v1/cart?userId=${EMAIL}&market=eu`;
  const res = await h.app.inject({ url, headers: { cookie: ada } });
  return res.json<CartSummary>();
};

describe('the delivery a market’s shopper is promised', () => {
  it('is free everywhere in the seeded shop, with its 3 to 7 days', async () => {
    for (const market of ['us', 'eu', 'jp']) {
      expect((await promise(market)).delivery).toEqual({
        price: 0,
        freeOver: null,
        moreForFree: 0,
        days: { min: 3, max: 7 },
      });
    }
    expect((await cart(1)).delivery).toMatchObject({ price: 0, moreForFree: 0 });
  });

  it('is, in the United States’ market, the United States’ (not its first country by name)', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/shipping/zones',
      headers: { cookie: owner },
      payload: {
        name: 'United States',
        countries: ['US'],
        methods: [
          {
            name: { en: 'Standard' },
            prices: { USD: 595 },
            freeOver: { USD: 10000 },
            days: { min: 3, max: 5 },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await promise('us')).toEqual({
      currency: 'USD',
      market: 'us',
      delivery: { price: 5.95, freeOver: 100, moreForFree: 100, days: { min: 3, max: 5 } },
    });
    const url = `/api/admin/shipping/zones/${res.json<ShippingZone>().id}`;
    await h.app.inject({ method: 'DELETE', url, headers: { cookie: owner } });
    expect((await promise('us')).delivery?.price).toBe(0);
  });

  it('follows staff’s €4.95 Standard at once, free over €50, and the cart says what it lacks', async () => {
    expect((await promise('eu')).delivery?.price).toBe(0);
    await priceStandard({ EUR: 495 }, {});
    // The answer kept under the catalog's version is read again: the shipping tables bump it.
    expect(await promise('eu')).toEqual({
      currency: 'EUR',
      market: 'eu',
      delivery: { price: 4.95, freeOver: null, moreForFree: 0, days: { min: 3, max: 7 } },
    });
    // Another currency's price is not the euro's.
    expect((await promise('us')).delivery?.price).toBe(0);

    await priceStandard({ EUR: 495 }, { EUR: 5000 });
    expect((await promise('eu')).delivery).toMatchObject({ price: 4.95, freeOver: 50 });

    const one = await cart(1);
    const items = Math.round(one.totals.subtotal * 100);
    expect(items).toBeLessThan(5000);
    expect(one.delivery).toEqual({
      price: 4.95,
      freeOver: 50,
      moreForFree: (5000 - items) / 100,
      days: { min: 3, max: 7 },
    });
    const enough = await cart(Math.ceil(5000 / items));
    expect(enough.delivery).toMatchObject({ price: 0, freeOver: 50, moreForFree: 0 });
  });
});
