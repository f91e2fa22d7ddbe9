import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder, Order, PaymentIntent } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import { fillCart, intent, order, setStock, variants } from '../../modules/orders/test-helpers.ts';
import { startStripeShop, type StripeShop } from '../../modules/payments/stripe-stand-in.ts';
import { staffSession } from '../test-helpers.ts';
import { staffCall } from './test-helpers.ts';

let h: Harness;
let shop: StripeShop;
let stripe: StripeShop['stripe'];
let app: StripeShop['app'];
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  shop = await startStripeShop(h);
  ({ app, stripe } = shop);
});
afterAll(async () => {
  await shop?.close();
  await h?.close();
});

it("refunds through Stripe's refunds API, never more than the intent received", async () => {
  const cookie = await signedIn(app, 'ada@example.com');
  const [shirt] = await variants(h, 1);
  await setStock(h, shirt.sku, 10);
  await fillCart(app, cookie, 'ada@example.com', [[shirt, 2]]);
  const placed = (await order(app, cookie, { paymentMethod: 'bank' })).json() as Order;
  const { clientSecret } = (
    await intent(app, cookie, placed.orderCode, placed.total)
  ).json() as PaymentIntent;
  stripe.succeed(clientSecret.split('_secret_')[0]!);
  // The order page asks Stripe about an unpaid order: a lost webhook loses nothing.
  const seen = await app.inject({
    url: `/api/v1/orders/by-code/${placed.orderCode}`,
    headers: { cookie },
  });
  expect((seen.json() as Order).status).toBe('PAID');

  const staff = (await staffSession(h, 'fulfilment')).cookie;
  const url = `/api/admin/orders/${placed.orderCode}/refunds`;
  const total = Math.round(placed.total * 100);
  const part = await staffCall(app, staff, 'POST', url, { amountCents: 500, reason: 'Stain' });
  const refunded = part.json() as AdminOrder;
  expect(refunded.refundedCents).toBe(500);
  const [made] = [...stripe.refunds.values()];
  expect(made).toMatchObject({ amount: 500, payment_intent: clientSecret.split('_secret_')[0] });
  expect(refunded.refunds[0]!.providerRefundId).toBe(made!.id);

  const over = await staffCall(app, staff, 'POST', url, { amountCents: total, reason: 'All' });
  expect(over.statusCode).toBe(409);
  expect(stripe.refunds.size).toBe(1);
  const rest = await staffCall(app, staff, 'POST', url, {
    amountCents: total - 500,
    reason: 'All',
  });
  expect((rest.json() as AdminOrder).refundedCents).toBe(total);
  expect([...stripe.refunds.values()].reduce((sum, r) => sum + r.amount, 0)).toBe(total);
});
