// A guest's discount code comes into their account at sign-in or sign-up (issue 22), checked as
// the account's: one the account can never use is dropped, and the cart says why.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartSummary } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';
import { registerUser, signedIn } from '../auth/test-helpers.ts';
import {
  cartUpdate,
  fillCart,
  order,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { insertCode } from './codes.ts';
import { applyCode, cartOf, postCode } from './test-helpers.ts';

let h: Harness;
let item: VariantFixture;
let shopper = 0;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  [item] = await variants(h, 1, 30);
  const catalog = (await staffSession(h, 'catalog')).cookie;
  for (const code of [
    { code: 'GUEST-10' },
    { code: 'MINE-5', kind: 'amount', value: 500 },
    { code: 'FIRST-15', value: 15, firstOrderOnly: true },
    { code: 'RAISED' },
  ]) {
    const res = await postCode(h.app, catalog, code);
    if (res.statusCode !== 201) throw new Error(`code ${code.code}: ${res.body}`);
  }
  // A personal code, as the newsletter mails one (staff make only codes for everyone).
  const personal = { kind: 'percent', value: 10, email: 'zoe@example.com' };
  await insertCode(h.db, 'ONLY-ZOE', personal, new Date());
});
afterAll(() => h?.close());

/** A guest with one unit in their cart and `code` applied to it. */
async function guestWithCode(code: string) {
  const guest = randomUUID();
  const line = { userId: guest, sku: item.sku, productId: item.productId, qty: 1 };
  expect((await cartUpdate(h.app, undefined, { ...line, action: 'I' })).statusCode).toBe(200);
  const applied = await applyCode(h.app, undefined, guest, code);
  expect(applied.statusCode, applied.body).toBe(200);
  expect(applied.json().discountCode).toBe(code);
  return guest;
}

/** Signs `email` in from the guest's cart; answers the session's Cookie header value. */
async function signInAsGuest(email: string, guestId: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'secret123', guestId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

const newEmail = () => `carry${++shopper}@example.com`;

async function guestCodeRows(guestId: string) {
  return h.db.query('select 1 from cart_discounts where guest_id = $1', [guestId]);
}

describe("a guest's code at sign-in", () => {
  it('comes into an account cart without one, and takes its discount off there', async () => {
    const email = newEmail();
    await registerUser(h.app, { email });
    const guest = await guestWithCode('GUEST-10');
    const cookie = await signInAsGuest(email, guest);
    const cart: CartSummary = await cartOf(h.app, cookie, email);
    expect(cart.discountCode).toBe('GUEST-10');
    expect(cart.discount).toBe(Math.round((item.sellingCents * 10) / 100) / 100);
    expect(cart.discountDropped).toBeUndefined();
    expect(await guestCodeRows(guest)).toEqual([]);
  });

  it('comes with a guest who signs up', async () => {
    const email = newEmail();
    const guest = await guestWithCode('GUEST-10');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Noa',
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        guestId: guest,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    expect((await cartOf(h.app, cookie, email)).discountCode).toBe('GUEST-10');
  });

  it("leaves the account's own code in place", async () => {
    const email = newEmail();
    const cookie = await signedIn(h.app, email);
    await fillCart(h.app, cookie, email, [[item, 1]]);
    expect((await applyCode(h.app, cookie, email, 'MINE-5')).statusCode).toBe(200);
    const guest = await guestWithCode('GUEST-10');
    await signInAsGuest(email, guest);
    const cart: CartSummary = await cartOf(h.app, cookie, email);
    expect([cart.discountCode, cart.discount]).toEqual(['MINE-5', 5]);
    expect(await guestCodeRows(guest)).toEqual([]);
  });

  it("drops another account's personal code, says why, and forgets it once a code is chosen", async () => {
    const email = newEmail();
    const cookie = await signedIn(h.app, email);
    await signInAsGuest(email, await guestWithCode('ONLY-ZOE'));
    const cart: CartSummary = await cartOf(h.app, cookie, email);
    expect(cart.discountCode).toBeNull();
    expect(cart.discount).toBe(0);
    expect(cart.discountDropped).toEqual({ code: 'ONLY-ZOE', reason: 'CODE_NOT_YOURS' });
    // Said again on every read until the shopper acts on it.
    expect((await cartOf(h.app, cookie, email)).discountDropped?.reason).toBe('CODE_NOT_YOURS');

    const applied = await applyCode(h.app, cookie, email, 'GUEST-10');
    expect(applied.json().discountDropped).toBeUndefined();
    expect((await cartOf(h.app, cookie, email)).discountDropped).toBeUndefined();
  });

  it('carries the personal code into the account it belongs to', async () => {
    const cookie = await signedIn(h.app, 'zoe@example.com');
    await signInAsGuest('zoe@example.com', await guestWithCode('ONLY-ZOE'));
    expect((await cartOf(h.app, cookie, 'zoe@example.com')).discountCode).toBe('ONLY-ZOE');
  });

  it('drops a first-order code for an account that has ordered; the order clears the word', async () => {
    const email = newEmail();
    const cookie = await signedIn(h.app, email);
    await fillCart(h.app, cookie, email, [[item, 1]]);
    expect((await order(h.app, cookie)).statusCode).toBe(201);

    await signInAsGuest(email, await guestWithCode('FIRST-15'));
    const cart: CartSummary = await cartOf(h.app, cookie, email);
    expect(cart.discountCode).toBeNull();
    expect(cart.discountDropped).toEqual({ code: 'FIRST-15', reason: 'CODE_FIRST_ORDER' });
    expect(cart.productCart.map((l) => l.sku)).toEqual([item.sku]);

    expect((await order(h.app, cookie)).statusCode).toBe(201);
    expect((await cartOf(h.app, cookie, email)).discountDropped).toBeUndefined();
  });

  it('keeps a first-order code for an account with no order yet', async () => {
    const email = newEmail();
    const cookie = await signedIn(h.app, email);
    await signInAsGuest(email, await guestWithCode('FIRST-15'));
    const cart: CartSummary = await cartOf(h.app, cookie, email);
    expect(cart.discountCode).toBe('FIRST-15');
    expect(cart.discount).toBe(Math.round((item.sellingCents * 15) / 100) / 100);
  });

  it('carries a code the cart has become too small for, saying why it takes nothing off', async () => {
    const guest = await guestWithCode('RAISED');
    // Staff raise its minimum after the guest applied it: the cart keeps it, as for an account.
    await h.db.query(
      `update discount_codes set min_subtotal_cents = 100000000 where code = 'RAISED'`,
    );
    const email = newEmail();
    const cookie = await signedIn(h.app, email);
    await signInAsGuest(email, guest);
    const cart: CartSummary = await cartOf(h.app, cookie, email);
    expect(cart).toMatchObject({ discountCode: 'RAISED', discountReason: 'CODE_MIN_SUBTOTAL' });
    expect(cart.discountDropped).toBeUndefined();
  });
});
