import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, order, variants, type VariantFixture } from './test-helpers.ts';

let h: Harness;
let ada: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
  ada = await signedIn(h.app, 'ada@example.com');
  [shirt] = await variants(h, 1);
});
afterAll(() => h?.close());

const settings = async (payload: object) => {
  const { cookie } = await staffSession(h, 'owner');
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie },
    payload,
  });
  expect(res.statusCode).toBe(200);
};
const shopPayments = async () => (await h.app.inject({ url: '/api/v1/shop' })).json().payments;

it('takes cash on delivery and starts checkout on it, as a new shop does', async () => {
  expect(await shopPayments()).toEqual({ cash: true, preselected: 'cash' });
  await fillCart(h.app, ada, 'ada@example.com', [[shirt, 1]]);
  const placed = await order(h.app, ada);
  expect(placed.statusCode).toBe(201);
  expect(placed.json().status).toBe('PLACED');
});

it('refuses cash once the owner switches it off, in the shopper’s language, and takes the card', async () => {
  await settings({ cashOnDelivery: false });
  expect(await shopPayments()).toEqual({ cash: false, preselected: 'bank' });
  await fillCart(h.app, ada, 'ada@example.com', [[shirt, 1]]);
  const cash = await order(h.app, ada, { lang: 'fr' });
  expect(cash.statusCode).toBe(409);
  expect(cash.json().error).toMatchObject({
    reason: 'CASH_OFF',
    message: "Le paiement à la livraison n'est pas proposé : payez par carte",
  });
  const card = await order(h.app, ada, { paymentMethod: 'bank' });
  expect(card.statusCode, card.body).toBe(201);
  expect(card.json().status).toBe('PENDING_PAYMENT');
});

it('starts checkout on the card when the owner preselects it', async () => {
  await settings({ cashOnDelivery: true, preselectedPayment: 'bank' });
  expect(await shopPayments()).toEqual({ cash: true, preselected: 'bank' });
});
