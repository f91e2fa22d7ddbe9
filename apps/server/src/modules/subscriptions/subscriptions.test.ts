import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { activatePlan } from './service.ts';

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  cookie = await signedIn(h.app, 'member@example.com');
});
afterAll(() => h?.close());

const subscribe = (planId: unknown, auth: string | undefined = cookie) =>
  h.app.inject({
    method: 'POST',
    url: '/api/subscriptions/subscribe',
    headers: auth ? { cookie: auth } : {},
    payload: { planId },
  });
const me = async () =>
  (await h.app.inject({ url: '/api/users/details', headers: { cookie } })).json();

it('lists the three plans with their features, in the requested language', async () => {
  const res = await h.app.inject({ url: '/api/subscriptions/plan' });
  const plans = res.json();
  expect(
    plans.map((p: { id: number; name: string; price: number }) => [p.id, p.name, p.price]),
  ).toEqual([
    [1, 'Silver', 0],
    [2, 'Gold', 9.99],
    [3, 'Diamond', 19.99],
  ]);
  expect(plans[0].description.split('\n').length).toBeGreaterThan(1);
  const spanish = (await h.app.inject({ url: '/api/subscriptions/plan?lang=es' })).json();
  // The descriptions say exactly the perks the server applies, and that plans renew.
  expect(spanish[1].description).toMatch(/^Precio de miembro: 5 % de descuento/);
  expect(plans[2].description.split('\n')).toEqual([
    'Member price: 10% off every item',
    '$2.00 store credit every month you are a member',
    'Renews monthly, cancel anytime',
  ]);
  for (const lang of ['es', 'cn', 'jp', 'tw', 'fr']) {
    const texts = (await h.app.inject({ url: `/api/subscriptions/plan?lang=${lang}` })).json();
    expect(texts[1].description).not.toBe(plans[1].description);
    expect(texts[1].description.split('\n')).toHaveLength(3);
  }
  expect((await h.app.inject({ url: '/api/subscriptions/plan?lang=xx' })).statusCode).toBe(400);
});

it('saves the free plan at once, and a paid one only once paid', async () => {
  const paid = await subscribe(3);
  expect(paid.statusCode).toBe(402);
  expect(paid.json().error.code).toBe('PAYMENT');
  expect((await me()).subscriptionType).toBe('Silver');

  const { id } = await me();
  await h.db.tx((q) => activatePlan(q, id, 3));
  expect((await me()).subscriptionType).toBe('Diamond');

  const free = await subscribe(1);
  expect(free.statusCode).toBe(200);
  expect(free.json()).toMatchObject({ email: 'member@example.com', subscriptionType: 'Silver' });
  expect((await me()).subscriptionType).toBe('Silver');
});

it('refuses an unknown plan and a guest', async () => {
  expect((await subscribe(42)).statusCode).toBe(404);
  expect((await subscribe('gold')).statusCode).toBe(400);
  expect((await subscribe(1, '')).statusCode).toBe(401);
});
