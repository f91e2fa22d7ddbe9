import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartSummary } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { login, signedIn } from '../auth/test-helpers.ts';
import {
  cartUpdate,
  home,
  setStock,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';

let h: Harness;
let ada: string;
let bob: string;
let shirt: VariantFixture;
let dress: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 6 });
  ada = await signedIn(h.app, 'ada@example.com');
  bob = await signedIn(h.app, 'bob@example.com');
  [shirt, dress] = await variants(h, 2);
  await setStock(h, shirt!.sku, 20);
  await setStock(h, dress!.sku, 150);
});
afterAll(() => h?.close());

const cart = async (userId: string, cookie?: string, lang = 'en') =>
  h.app.inject({
    url: `/api/v1/cart?userId=${encodeURIComponent(userId)}&lang=${lang}`,
    headers: cookie ? { cookie } : {},
  });
const lines = async (userId: string, cookie?: string) =>
  ((await cart(userId, cookie)).json() as CartSummary).productCart.map((l) => [l.sku, l.qty]);

describe('cart', () => {
  it('adds, updates and deletes lines with prices from the database', async () => {
    const add = await cartUpdate(h.app, ada, {
      userId: 'ada@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 2,
      action: 'I',
    });
    expect(add.statusCode).toBe(200);
    const again = await cartUpdate(h.app, ada, {
      userId: 'ADA@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 1,
      action: 'I',
    });
    const summary = again.json() as CartSummary;
    expect(summary.productCart).toHaveLength(1);
    const [line] = summary.productCart;
    expect(line).toMatchObject({ sku: shirt.sku, productId: shirt.productId, qty: 3, stock: 20 });
    expect(line!.sellingPrice).toBe(shirt.sellingCents / 100);
    expect(line!.subTotal).toBe((shirt.sellingCents * 3) / 100);
    // In dollars, the market of a request naming none: US sales tax waits for the address.
    expect(summary).toMatchObject({ currency: 'USD', market: 'us', tax: 0 });
    expect(summary.totals).toMatchObject({ taxIncluded: false, taxLines: [], shipping: 0 });
    // One total, what the shopper pays: the order's.
    expect(summary.total).toBe(summary.totals.total);
    expect(summary.total).toBe((shirt.sellingCents * 3) / 100);
    expect(line!.name.length).toBeGreaterThan(0);

    const set = await cartUpdate(h.app, ada, {
      userId: 'ada@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 5,
      action: 'U',
      id: line!.cartId,
    });
    expect((set.json() as CartSummary).productCart[0]!.qty).toBe(5);

    const removed = await cartUpdate(h.app, ada, {
      userId: 'ada@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 5,
      action: 'D',
      id: line!.cartId,
    });
    expect((removed.json() as CartSummary).productCart).toEqual([]);
    expect((removed.json() as CartSummary).total).toBe(0);
  });

  it('refuses 0, 100 and more than the stock, naming the limit', async () => {
    const base = { userId: 'ada@example.com', productId: shirt.productId, sku: shirt.sku };
    const zero = await cartUpdate(h.app, ada, { ...base, qty: 0, action: 'I' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.qty).toBe('Quantity must be at least 1');
    const hundred = await cartUpdate(h.app, ada, {
      ...base,
      sku: dress.sku,
      productId: dress.productId,
      qty: 100,
      action: 'I',
    });
    expect(hundred.statusCode).toBe(400);
    expect(hundred.json().error.fields.qty).toBe('Quantity must be at most 99');
    const tooMany = await cartUpdate(h.app, ada, { ...base, qty: 21, action: 'I' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({
      fields: { qty: 'Only 20 left in stock' },
      reason: 'ONLY_LEFT',
      params: { count: 20 },
    });

    await cartUpdate(h.app, ada, { ...base, qty: 15, action: 'I' });
    const sum = await cartUpdate(h.app, ada, { ...base, qty: 6, action: 'I' });
    expect(sum.json().error.fields.qty).toBe('Only 20 left in stock');
    const update = await cartUpdate(h.app, ada, { ...base, qty: 21, action: 'U' });
    expect(update.statusCode).toBe(400);
    expect(await lines('ada@example.com', ada)).toEqual([[shirt.sku, 15]]);

    await setStock(h, shirt.sku, 0);
    const soldOut = await cartUpdate(h.app, ada, { ...base, qty: 1, action: 'U' });
    expect(soldOut.json().error).toMatchObject({
      fields: { qty: 'This item is sold out' },
      reason: 'SOLD_OUT',
    });
    await setStock(h, shirt.sku, 20);
    await cartUpdate(h.app, ada, { ...base, action: 'D' });
  });

  it('refuses an unknown sku, a mismatched product and an unknown line', async () => {
    const base = { userId: 'ada@example.com', qty: 1 };
    expect(
      (await cartUpdate(h.app, ada, { ...base, sku: 'NOPE-1', productId: 1, action: 'I' }))
        .statusCode,
    ).toBe(404);
    const wrong = await cartUpdate(h.app, ada, {
      ...base,
      sku: shirt.sku,
      productId: dress.productId,
      action: 'I',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('productId');
    const line = await cartUpdate(h.app, ada, {
      ...base,
      sku: shirt.sku,
      productId: shirt.productId,
      action: 'U',
      id: 999999,
    });
    expect(line.statusCode).toBe(404);
    expect(
      (
        await cartUpdate(h.app, ada, {
          ...base,
          sku: shirt.sku,
          productId: shirt.productId,
          action: 'X' as 'I',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('fills the delivery fields from the default address', async () => {
    expect((await cart('bob@example.com', bob)).json()).toMatchObject({
      name: '',
      flatNo: '',
      phone: '',
    });
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers: { cookie: bob },
      payload: { action: 'I', ...home, addrsesLine2: 'Westminster' },
    });
    expect((await cart('bob@example.com', bob)).json()).toMatchObject({
      name: home.name,
      flatNo: home.flatNo,
      addrssLine1: home.addrssLine1,
      addrssLine2: 'Westminster',
      zipocode: home.zipocode,
      phone: home.phone,
    });
  });

  it('keeps a guest cart under its UUID and refuses a guest naming an account', async () => {
    const guest = randomUUID();
    const add = await cartUpdate(h.app, undefined, {
      userId: guest,
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 2,
      action: 'I',
    });
    expect(add.statusCode).toBe(200);
    expect(await lines(guest)).toEqual([[shirt.sku, 2]]);
    expect(await lines(randomUUID())).toEqual([]);
    expect((await cart('ada@example.com')).statusCode).toBe(403);
    const asAda = await cartUpdate(h.app, undefined, {
      userId: 'ada@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 1,
      action: 'I',
    });
    expect(asAda.statusCode).toBe(403);
    expect((await cart('not-an-id')).statusCode).toBe(400);
  });

  it("never shows or changes another user's cart", async () => {
    await cartUpdate(h.app, bob, {
      userId: 'bob@example.com',
      sku: dress.sku,
      productId: dress.productId,
      qty: 1,
      action: 'I',
    });
    expect((await cart('bob@example.com', ada)).statusCode).toBe(403);
    expect((await cart(randomUUID(), ada)).statusCode).toBe(403);
    const steal = await cartUpdate(h.app, ada, {
      userId: 'bob@example.com',
      sku: dress.sku,
      productId: dress.productId,
      action: 'D',
    });
    expect(steal.statusCode).toBe(403);
    const bobsLine = ((await cart('bob@example.com', bob)).json() as CartSummary).productCart[0]!;
    const byId = await cartUpdate(h.app, ada, {
      userId: 'ada@example.com',
      sku: dress.sku,
      productId: dress.productId,
      qty: 3,
      action: 'U',
      id: bobsLine.cartId,
    });
    expect(byId.statusCode).toBe(404);
    expect(await lines('bob@example.com', bob)).toEqual([[dress.sku, 1]]);
  });

  it('merges the guest cart into the account at sign-in, capped at stock', async () => {
    const carol = await signedIn(h.app, 'carol@example.com');
    await cartUpdate(h.app, carol, {
      userId: 'carol@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 15,
      action: 'I',
    });
    const guest = randomUUID();
    await cartUpdate(h.app, undefined, {
      userId: guest,
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 10,
      action: 'I',
    });
    await cartUpdate(h.app, undefined, {
      userId: guest,
      sku: dress.sku,
      productId: dress.productId,
      qty: 4,
      action: 'I',
    });

    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'carol@example.com', password: 'secret123', guestId: guest },
    });
    expect(res.statusCode).toBe(200);
    const cookie = `atelier_session=${res.cookies.find((c) => c.name === 'atelier_session')!.value}`;
    expect(await lines('carol@example.com', cookie)).toEqual([
      [shirt.sku, 20],
      [dress.sku, 4],
    ]);
    expect(await lines(guest)).toEqual([]);
    expect((await login(h.app, 'carol@example.com')).statusCode).toBe(200);
    expect(await lines('carol@example.com', cookie)).toEqual([
      [shirt.sku, 20],
      [dress.sku, 4],
    ]);
  });

  it('signs a guest who signs up in, with their guest cart', async () => {
    const guest = randomUUID();
    await cartUpdate(h.app, undefined, {
      userId: guest,
      sku: dress.sku,
      productId: dress.productId,
      qty: 2,
      action: 'I',
    });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Dora',
        email: 'dora@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
        guestId: guest,
      },
    });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((c) => c.name === 'atelier_session');
    expect(session?.httpOnly).toBe(true);
    const cookie = `atelier_session=${session!.value}`;
    expect(await lines('dora@example.com', cookie)).toEqual([[dress.sku, 2]]);
    expect(await lines(guest)).toEqual([]);
  });
});
