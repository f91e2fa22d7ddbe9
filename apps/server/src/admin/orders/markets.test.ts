// Issue 29: the back office shows an order in the currency it was sold in, with its shipping and
// its tax per rate, and a refund's limit is named in that currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminOrder, Order, PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import {
  fillCart,
  home,
  order,
  setStock,
  variants,
  type VariantFixture,
} from '../../modules/orders/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { staffCall } from './test-helpers.ts';

let h: Harness;
let staff: string;
let ada: { cookie: string; email: string };
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'owner')).cookie;
  ada = { email: 'ada@example.com', cookie: await signedIn(h.app, 'ada@example.com') };
  [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 20);
});
afterAll(() => h?.close());

const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };

/** A card order to Paris, in euros, paid with the test provider's succeeding card. */
async function euroOrder(qty: number) {
  await fillCart(h.app, ada.cookie, ada.email, [[shirt, qty]]);
  const placed = (
    await order(h.app, ada.cookie, { address: paris, market: 'eu', paymentMethod: 'bank' })
  ).json() as Order;
  const { clientSecret } = (
    await h.app.inject({
      method: 'POST',
      url: '/api/payment/create-payment-intent',
      headers: { cookie: ada.cookie },
      payload: { amount: placed.total, currency: 'eur', orderCode: placed.orderCode },
    })
  ).json() as PaymentIntent;
  const paid = await h.app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie: ada.cookie },
    payload: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      name: 'Ada',
    },
  });
  expect(paid.json().status).toBe('succeeded');
  return placed;
}

const detail = async (code: string) =>
  (await staffCall(h.app, staff, 'GET', `/api/admin/orders/${code}`)).json() as AdminOrder;

describe('a euro order in the back office', () => {
  it('is in euros, with its delivery method and its VAT per rate inside the prices', async () => {
    const placed = await euroOrder(2);
    const o = await detail(placed.orderCode);
    const total = Math.round(placed.total * 100);
    expect(o).toMatchObject({
      currency: 'EUR',
      market: 'eu',
      totalCents: total,
      paidCents: total,
      shippingCents: 0,
      shippingMethod: { name: 'Standard', days: { min: 3, max: 7 } },
      taxIncluded: true,
    });
    const vat = Math.round(total / 6);
    expect(o.taxLines).toEqual([{ rate: 0.2, netCents: total - vat, taxCents: vat }]);
    expect(o.items).toEqual([
      expect.objectContaining({ qty: 2, taxRate: 0.2, taxCents: vat, paidCents: total }),
    ]);
    const list = (await staffCall(h.app, staff, 'GET', '/api/admin/orders')).json();
    expect(list.items[0]).toMatchObject({ code: placed.orderCode, currency: 'EUR', market: 'eu' });
  });

  it('names the most a refund can give back in euros', async () => {
    const placed = await euroOrder(1);
    const o = await detail(placed.orderCode);
    const res = await staffCall(h.app, staff, 'POST', `/api/admin/orders/${o.code}/refunds`, {
      amountCents: o.paidCents + 1,
      reason: 'Too much',
    });
    expect(res.statusCode).toBe(409);
    const left = (o.paidCents / 100).toFixed(2);
    expect(res.json().error.fields.amountCents).toBe(`At most ${left} EUR can be refunded`);
  });

  it("adds the customer's spend up in dollars at each order's rate", async () => {
    const orders = await h.db.query<{ paid: number; toBase: string }>(
      `select paid_cents - refunded_cents as paid, to_base::text as "toBase"
         from orders where email = $1`,
      [ada.email],
    );
    const dollars = orders.reduce((sum, o) => sum + Math.round(o.paid * Number(o.toBase)), 0);
    const [user] = await h.db.query<{ id: number }>('select id from users where email = $1', [
      ada.email,
    ]);
    const customer = (
      await staffCall(h.app, staff, 'GET', `/api/admin/customers/${user!.id}`)
    ).json() as AdminCustomer;
    expect(Number(orders[0]!.toBase)).not.toBe(1);
    expect(customer.spendCents).toBe(dollars);
    expect(customer.recentOrders.map((r) => r.currency)).toEqual(['EUR', 'EUR']);
  });
});
