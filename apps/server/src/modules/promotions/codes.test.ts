// Discount codes (issue 22 item 1): staff manage them, the cart takes one and says why one
// doesn't apply, and the order records its discount and its use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import {
  cartUpdate,
  fillCart,
  home,
  order,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { listMarkets } from '../markets/repo.ts';
import { variantPrices } from '../markets/prices.ts';
import { applyCode, cartOf, postCode } from './test-helpers.ts';

let h: Harness;
let catalog: string;
let item: VariantFixture;
let shopper = 0;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  catalog = (await staffSession(h, 'catalog')).cookie;
  [item] = await variants(h, 1, 30);
});
afterAll(() => h?.close());

/** A new shopper with `qty` of the item in their cart. */
async function newShopper(qty = 1) {
  const email = `shopper${++shopper}@example.com`;
  const cookie = await signedIn(h.app, email);
  await fillCart(h.app, cookie, email, [[item, qty]]);
  return { email, cookie };
}

describe('back office', () => {
  it('lets catalog staff create, list and change codes, audited; fulfilment may not', async () => {
    const fulfilment = (await staffSession(h, 'fulfilment')).cookie;
    expect((await postCode(h.app, fulfilment, { code: 'NOPE10' })).statusCode).toBe(403);
    const created = await postCode(h.app, catalog, {
      code: ' spring-10 ',
      minSubtotalCents: 5000,
      usageLimit: 100,
    });
    expect(created.statusCode).toBe(201);
    const code = created.json();
    expect(code).toMatchObject({ code: 'SPRING-10', kind: 'percent', value: 10, usedCount: 0 });
    expect((await postCode(h.app, catalog, { code: 'SPRING-10' })).statusCode).toBe(409);
    expect(
      (await postCode(h.app, catalog, { code: 'BIG', value: 150 })).json().error.fields,
    ).toMatchObject({ value: 'A percentage is at most 100' });

    const patched = await h.app.inject({
      method: 'PATCH',
      url: `/api/admin/promotions/codes/${code.id}`,
      headers: { cookie: catalog },
      payload: { kind: 'amount', value: 500, active: false },
    });
    expect(patched.json()).toMatchObject({ kind: 'amount', value: 500, active: false });
    const list = await h.app.inject({
      url: '/api/admin/promotions/codes?q=sp',
      headers: { cookie: catalog },
    });
    expect(list.json().items.map((c: { code: string }) => c.code)).toEqual(['SPRING-10']);
    const audit = await h.db.query<{ action: string }>(
      `select action from audit_log where entity = 'promotion' and entity_id = $1 order by id`,
      [String(code.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });
});

describe('cart and checkout', () => {
  it('answers each reason a code does not apply, and applies one that does', async () => {
    const now = Date.now();
    await postCode(h.app, catalog, {
      code: 'LATER',
      startsAt: new Date(now + 3600e3).toISOString(),
    });
    await postCode(h.app, catalog, {
      code: 'OVER',
      startsAt: new Date(now - 7200e3).toISOString(),
      endsAt: new Date(now - 3600e3).toISOString(),
    });
    await postCode(h.app, catalog, { code: 'RICH', minSubtotalCents: 100_000_00 });
    await postCode(h.app, catalog, { code: 'FIVE-OFF', kind: 'amount', value: 500 });
    const { email, cookie } = await newShopper(2);
    const reasonOf = async (code: string) => (await applyCode(h.app, cookie, email, code)).json();
    expect((await reasonOf('MISSING')).error.reason).toBe('CODE_UNKNOWN');
    expect((await reasonOf('LATER')).error.reason).toBe('CODE_NOT_STARTED');
    expect((await reasonOf('OVER')).error.reason).toBe('CODE_EXPIRED');
    expect((await reasonOf('RICH')).error).toMatchObject({
      reason: 'CODE_MIN_SUBTOTAL',
      params: { min: 100_000, currency: 'USD' },
    });
    expect((await reasonOf('x')).error.code).toBe('VALIDATION');
    // The message in the request's language; the reason and its parameters stay.
    const refusal = (code: string, lang: string) =>
      h.app
        .inject({
          method: 'POST',
          url: '/api/v1/cart/discount',
          headers: { cookie },
          payload: { userId: email, code, lang },
        })
        .then((res) => res.json().error);
    expect(await refusal('RICH', 'jp')).toMatchObject({
      message: 'このコードのご利用には 100000 USD 以上のお買い物が必要です',
      reason: 'CODE_MIN_SUBTOTAL',
      params: { min: 100_000, currency: 'USD' },
    });
    expect(await refusal('MISSING', 'es')).toMatchObject({
      message: 'Este código no existe',
      reason: 'CODE_UNKNOWN',
    });
    expect(await refusal('OVER', 'fr')).toMatchObject({
      message: 'Ce code a expiré',
      reason: 'CODE_EXPIRED',
    });
    expect((await refusal('LATER', 'en')).message).toBe('This code is not valid yet');

    const cart = await reasonOf('five-off');
    const subtotal = (item.sellingCents * 2) / 100;
    expect(cart).toMatchObject({ discountCode: 'FIVE-OFF', discount: 5 });
    // One total: what the shopper pays, the discount taken off.
    expect(cart.total).toBe(cart.totals.total);
    expect(cart.totals).toEqual({
      subtotal,
      member: 0,
      discount: 5,
      shipping: 0,
      tax: 0,
      taxIncluded: false,
      taxLines: [],
      credit: 0,
      total: (item.sellingCents * 2 - 500) / 100,
    });
    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/discount?userId=${email}`,
      headers: { cookie },
    });
    expect(removed.json()).toMatchObject({ discountCode: null, discount: 0 });
    expect(removed.json().totals.total).toBe(removed.json().totals.subtotal + removed.json().tax);
  });

  it("keeps a guest's code on the cart emptied after it, taking nothing off", async () => {
    await postCode(h.app, catalog, { code: 'GUEST-5', kind: 'amount', value: 500 });
    const guest = crypto.randomUUID();
    const line = { userId: guest, sku: item.sku, productId: item.productId };
    await cartUpdate(h.app, undefined, { ...line, qty: 1, action: 'I' });
    const applied = (await applyCode(h.app, undefined, guest, 'GUEST-5')).json();
    expect(applied).toMatchObject({ discountCode: 'GUEST-5', discount: 5 });

    const [{ cartId }] = applied.productCart;
    const emptied = await cartUpdate(h.app, undefined, { ...line, action: 'D', id: cartId });
    expect(emptied.json()).toMatchObject({
      productCart: [],
      discountCode: 'GUEST-5',
      discount: 0,
      totals: { subtotal: 0, total: 0 },
    });
  });

  it('records the discount on the order, and gives the use back when it is cancelled', async () => {
    const { id } = (await postCode(h.app, catalog, { code: 'ONCE', usageLimit: 1 })).json();
    const { email, cookie } = await newShopper(1);
    await applyCode(h.app, cookie, email, 'ONCE');
    // Sent to Paris: the code's 10 % comes off the euro price, and VAT is inside what is left.
    const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };
    const placed = await order(h.app, cookie, { address: paris });
    expect(placed.statusCode).toBe(201);
    const eu = (await listMarkets(h.db)).find((m) => m.code === 'eu')!;
    const prices = await variantPrices(h.db, eu, { variantIds: [item.variantId] }, new Date());
    const price = prices.get(item.variantId)!.sellingMinor;
    const discount = Math.round(price * 0.1);
    const tax = Math.round(((price - discount) * 20) / 120);
    expect(placed.json()).toMatchObject({
      discountCode: 'ONCE',
      currency: 'EUR',
      market: 'eu',
      total: (price - discount) / 100,
      totals: { discount: discount / 100, tax: tax / 100, taxIncluded: true },
    });
    // The code left the cart with the order, and its one use is taken.
    expect((await cartOf(h.app, cookie, email)).discountCode).toBeNull();
    const other = await newShopper();
    expect((await applyCode(h.app, other.cookie, other.email, 'ONCE')).json().error.reason).toBe(
      'CODE_USED_UP',
    );
    const cancelled = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/by-code/${placed.json().orderCode}/cancel`,
      headers: { cookie },
      payload: {},
    });
    expect(cancelled.json().status).toBe('CANCELLED');
    const [code] = await h.db.query<{ used: number }>(
      'select used_count as used from discount_codes where id = $1',
      [id],
    );
    expect(code!.used).toBe(0);
    expect((await applyCode(h.app, other.cookie, other.email, 'ONCE')).statusCode).toBe(200);
  });

  it('keeps per-customer limits and first-order codes, and refuses an order whose code went stale', async () => {
    await postCode(h.app, catalog, { code: 'TWICE-EACH', perCustomerLimit: 1 });
    await postCode(h.app, catalog, { code: 'HELLO', firstOrderOnly: true });
    const { email, cookie } = await newShopper();
    await applyCode(h.app, cookie, email, 'TWICE-EACH');
    expect((await order(h.app, cookie)).statusCode).toBe(201);
    await fillCart(h.app, cookie, email, [[item, 1]]);
    expect((await applyCode(h.app, cookie, email, 'TWICE-EACH')).json().error.reason).toBe(
      'CODE_ALREADY_USED',
    );
    expect((await applyCode(h.app, cookie, email, 'HELLO')).json().error.reason).toBe(
      'CODE_FIRST_ORDER',
    );

    // Applied while it held, then turned off: the cart says why, the order is refused.
    const fresh = await newShopper();
    await applyCode(h.app, fresh.cookie, fresh.email, 'HELLO');
    await h.db.query(`update discount_codes set ends_at = now() - interval '1 minute'
                       , starts_at = now() - interval '2 minutes' where code = 'HELLO'`);
    const cart = await cartOf(h.app, fresh.cookie, fresh.email);
    expect(cart).toMatchObject({
      discountCode: 'HELLO',
      discount: 0,
      discountReason: 'CODE_EXPIRED',
    });
    const refused = await order(h.app, fresh.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('CODE_EXPIRED');
  });
});
