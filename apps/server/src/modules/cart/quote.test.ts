// Issue 29 items 3-6: the cart sent to an address is priced in the address's market, with its
// tax and shipping; an order to another market than the one shown is refused until seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, home, order, variants, type VariantFixture } from '../orders/test-helpers.ts';

let h: Harness;
let ada: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 6 });
  ada = await signedIn(h.app, 'ada@example.com');
  [shirt] = await variants(h, 1, 5);
  await fillCart(h.app, ada, 'ada@example.com', [[shirt, 2]]);
});
afterAll(() => h?.close());

const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };
const tokyo = { ...home, city: 'Tokyo', region: '13', zipocode: '100-0001', country: 'JP' };
const newYork = { ...home, city: 'New York', region: 'NY', zipocode: '10001' };

const quote = async (address: object, extra: object = {}) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/cart/quote',
    headers: { cookie: ada },
    payload: { userId: 'ada@example.com', lang: 'fr', address, ...extra },
  });
  expect(res.json()).not.toHaveProperty('error');
  return res.json() as CartQuote;
};

describe('a cart sent to an address', () => {
  it('is priced in the address’s market, saying so, with its VAT inside the prices', async () => {
    const q = await quote(paris);
    expect(q).toMatchObject({ currency: 'EUR', market: 'eu', marketChanged: true });
    const [line] = q.productCart;
    // Euro shelf prices end in .95 before any discount of the product's.
    expect(q.totals.subtotal).toBe(line!.subTotal);
    expect(q.totals).toMatchObject({ taxIncluded: true, shipping: 0, total: q.totals.subtotal });
    const cents = Math.round(q.totals.subtotal * 100);
    expect(q.totals.taxLines).toEqual([
      { rate: 0.2, net: (cents - Math.round(cents / 6)) / 100, tax: Math.round(cents / 6) / 100 },
    ]);
    expect(q.shippingMethods).toEqual([
      {
        id: q.shippingMethod,
        name: 'Standard',
        price: 0,
        freeOver: null,
        moreForFree: 0,
        days: { min: 3, max: 7 },
      },
    ]);
  });

  it('pays whole yen in Japan, and adds New York’s sales tax in dollars', async () => {
    const yen = await quote(tokyo, { market: 'jp' });
    expect(yen).toMatchObject({ currency: 'JPY', marketChanged: false });
    expect(Number.isInteger(yen.totals.total)).toBe(true);
    expect(yen.totals.tax).toBe(Math.round((yen.totals.total * 10) / 110));
    const ny = await quote(newYork, { market: 'us' });
    const subtotal = shirt.sellingCents * 2;
    expect(ny).toMatchObject({ currency: 'USD', marketChanged: false });
    expect(ny.totals).toMatchObject({
      subtotal: subtotal / 100,
      taxIncluded: false,
      tax: Math.round(subtotal * 0.04) / 100,
      total: (subtotal + Math.round(subtotal * 0.04)) / 100,
    });
  });

  it('ships to the rest of the world in dollars, with no tax', async () => {
    const antarctica = {
      ...home,
      city: 'McMurdo Station',
      region: '',
      zipocode: 'BIQQ 1ZZ',
      country: 'AQ',
    };
    const q = await quote(antarctica);
    expect(q).toMatchObject({ currency: 'USD', market: 'world' });
    expect(q.totals).toMatchObject({ tax: 0, taxLines: [], total: (shirt.sellingCents * 2) / 100 });
  });

  it('refuses an order in another market than the one shown, and a method not offered', async () => {
    const shown = await order(h.app, ada, { address: paris, market: 'us' });
    expect(shown.statusCode).toBe(409);
    expect(shown.json().error).toMatchObject({
      reason: 'MARKET_CHANGED',
      params: { currency: 'EUR', market: 'eu' },
    });
    const method = await order(h.app, ada, { address: paris, market: 'eu', shippingMethod: 999 });
    expect(method.statusCode).toBe(400);
    expect(method.json().error.reason).toBe('SHIPPING_UNAVAILABLE');
    const seen = await quote(paris, { market: 'eu' });
    const placed = await order(h.app, ada, { address: paris, market: 'eu' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      currency: 'EUR',
      market: 'eu',
      total: seen.totals.total,
    });
    expect(placed.json().totals).toEqual(seen.totals);
  });
});
