import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, Order } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, home, order, stockOf, variants, type VariantFixture } from './test-helpers.ts';

let h: Harness;
let ada: string;
let bob: string;
let a: VariantFixture;
let b: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 6 });
  ada = await signedIn(h.app, 'ada@example.com');
  bob = await signedIn(h.app, 'bob@example.com');
  [a, b] = await variants(h, 2, 5);
});
afterAll(() => h?.close());

const get = (url: string, cookie?: string) =>
  h.app.inject({ url, headers: cookie ? { cookie } : {} });
const unitsSold = async (productId: number) =>
  (
    await h.db.query<{ n: number }>('select units_sold as n from products where id = $1', [
      productId,
    ])
  )[0]!.n;

describe('placing an order', () => {
  it('prices it from the database with the state’s sales tax, takes the stock and empties the cart', async () => {
    const before = {
      a: await stockOf(h, a.sku),
      b: await stockOf(h, b.sku),
      sold: await unitsSold(a.productId),
    };
    await fillCart(h.app, ada, 'ada@example.com', [
      [a, 2],
      [b, 1],
    ]);
    const newYork = { ...home, city: 'New York', region: 'NY', zipocode: '10001' };
    const res = await order(h.app, ada, { paymentMethod: 'cash', address: newYork });
    expect(res.statusCode).toBe(201);
    const placed = res.json() as Order;
    const subtotal = a.sellingCents * 2 + b.sellingCents;
    // New York's 4 %, added and rounded line by line.
    const tax = Math.round(a.sellingCents * 2 * 0.04) + Math.round(b.sellingCents * 0.04);
    expect(placed).toMatchObject({
      status: 'PLACED',
      currency: 'USD',
      market: 'us',
      tax: tax / 100,
      charges: 0,
      total: (subtotal + tax) / 100,
      tnxNumber: null,
      name: home.name,
      email: 'ada@example.com',
      flatNo: home.flatNo,
      addrsesLine2: '',
      country: home.country,
    });
    expect(placed.totals).toMatchObject({
      taxIncluded: false,
      taxLines: [{ rate: 0.04, net: subtotal / 100, tax: tax / 100 }],
      shipping: 0,
    });
    expect(placed.orderCode).toMatch(/^ATL-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(placed.orderItems.map((i) => [i.qty, i.sellingPrice, i.subTotal, i.status])).toEqual([
      [2, a.sellingCents / 100, (a.sellingCents * 2) / 100, 'PLACED'],
      [1, b.sellingCents / 100, b.sellingCents / 100, 'PLACED'],
    ]);
    expect(await stockOf(h, a.sku)).toBe(before.a - 2);
    expect(await stockOf(h, b.sku)).toBe(before.b - 1);
    expect(await unitsSold(a.productId)).toBe(before.sold + 2);
    const cart = (await get('/api/v1/cart?userId=ada@example.com', ada)).json();
    expect(cart.productCart).toEqual([]);
  });

  it('refuses an empty cart, and a guest who gives no email', async () => {
    const empty = await order(h.app, ada);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Your cart is empty');
    const guest = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      payload: { paymentMethod: 'cash', lang: 'en' },
    });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().error.fields).toEqual({ guestId: 'Required', email: 'Email is required' });
  });

  it('delivers to a saved address of the caller only, and validates a new one', async () => {
    const saved = (
      await h.app.inject({
        method: 'POST',
        url: '/api/v1/address',
        headers: { cookie: bob },
        payload: { action: 'I', ...home, name: 'Bob' },
      })
    ).json() as Address;
    await fillCart(h.app, ada, 'ada@example.com', [[a, 1]]);
    expect((await order(h.app, ada, { address: undefined, addressId: saved.id })).statusCode).toBe(
      404,
    );
    const bad = await order(h.app, ada, { address: { ...home, phone: 'call me', zipocode: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'address.phone',
      'address.zipocode',
    ]);
    expect((await order(h.app, ada, { address: undefined })).json().error.fields).toEqual({
      address: 'Choose a delivery address',
    });

    const kept = await order(h.app, ada, {
      address: { ...home, name: 'Ada at work' },
      saveAddress: true,
    });
    expect(kept.statusCode).toBe(201);
    const book = (
      await h.app.inject({
        method: 'POST',
        url: '/api/v1/address',
        headers: { cookie: ada },
        payload: { action: 'X' },
      })
    ).json() as Address[];
    expect(book.map((x) => x.name)).toEqual(['Ada at work']);

    await fillCart(h.app, ada, 'ada@example.com', [[b, 1]]);
    const toSaved = await order(h.app, ada, { address: undefined, addressId: book[0]!.id });
    expect((toSaved.json() as Order).name).toBe('Ada at work');
    await fillCart(h.app, ada, 'ada@example.com', [[b, 1]]);
    expect(((await order(h.app, ada, { address: undefined })).json() as Order).name).toBe(
      'Ada at work',
    );
  });

  it('holds the stock of a card order as PENDING_PAYMENT', async () => {
    const before = await stockOf(h, b.sku);
    await fillCart(h.app, bob, 'bob@example.com', [[b, 2]]);
    const res = await order(h.app, bob, { paymentMethod: 'bank' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as Order).status).toBe('PENDING_PAYMENT');
    expect(await stockOf(h, b.sku)).toBe(before - 2);
  });
});

describe('reading orders', () => {
  it("lists the caller's orders newest first, with item names in the language asked", async () => {
    const list = await get('/api/v1/orders/ada@example.com/fr', ada);
    expect(list.statusCode).toBe(200);
    const orders = list.json() as Order[];
    expect(orders).toHaveLength(4);
    const times = orders.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const [french] = await h.db.query<{ name: string }>(
      "select name from product_texts where product_id = $1 and lang = 'fr'",
      [b.productId],
    );
    expect(orders[0]!.orderItems[0]!.name).toBe(french!.name);

    const one = await get(`/api/v1/orders/by-code/${orders[0]!.orderCode}?lang=fr`, ada);
    // By code, the order also carries its timeline, shipments (issue 21) and documents (issue 29).
    const { timeline, shipments, documents, ...listed } = one.json() as Order;
    expect(listed).toEqual(orders[0]);
    expect(timeline!.map((e) => e.type)).toEqual(['placed']);
    expect(shipments).toEqual([]);
    // Placed in cash, not paid yet: no invoice.
    expect(documents).toEqual({ invoice: false, creditNotes: 0 });
  });

  it("refuses another user's orders", async () => {
    const [adas] = (await get('/api/v1/orders/ada@example.com/en', ada)).json() as Order[];
    expect((await get('/api/v1/orders/ada@example.com/en', bob)).statusCode).toBe(403);
    expect((await get('/api/v1/orders/ada@example.com/en')).statusCode).toBe(401);
    expect((await get(`/api/v1/orders/by-code/${adas!.orderCode}`, bob)).statusCode).toBe(404);
    expect((await get('/api/v1/orders/by-code/ATL-AAAA-AAAA', ada)).statusCode).toBe(404);
    expect((await get('/api/v1/orders/ada@example.com/xx', ada)).statusCode).toBe(400);
  });
});
