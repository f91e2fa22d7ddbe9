// Plans in the markets' currencies (issue 29 item 2): the owner fixes a plan's price per currency;
// a shopper buys it in their market's currency, fixed or converted, and each renewal charges the
// currency and amount of the order that started the plan.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS, type AdminPlan, type Order } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { manualClock } from '../auth/test-helpers.ts';
import { home } from '../orders/test-helpers.ts';
import { buyPlan, currentPlan, DAY, planMails, shopper } from './test-helpers.ts';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let h: Harness;
let owner: string;
beforeAll(async () => {
  h = await startHarness({ products: 2, clock: clock.now });
});
afterAll(() => h?.close());
// A month passes in a test, past a staff session's life.
beforeEach(async () => {
  owner = (await staffSession(h, 'owner')).cookie;
});

const patch = (id: number, payload: object) =>
  h.app.inject({
    method: 'PATCH',
    url: `/api/admin/plans/${id}`,
    headers: { cookie: owner },
    payload,
  });
const shopPlans = async (market: string) =>
  (await h.app.inject({ url: `/api/subscriptions/plan?market=${market}` })).json<
    { id: number; price: number; currency: string }[]
  >();

describe('the back office', () => {
  it('fixes a plan’s price per currency, and refuses one no market sells in or at nothing', async () => {
    const res = await patch(3, { prices: { USD: 1999, EUR: 1800 } });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPlan>().prices).toEqual({ USD: 1999, EUR: 1800 });
    const refused = async (payload: object, id = 3) => (await patch(id, payload)).json().error;
    expect((await refused({ prices: { USD: 1999, XYZ: 100 } })).fields).toEqual({
      'prices.XYZ': 'Choose a currency from the list',
    });
    expect((await refused({ prices: { USD: 1999, CHF: 100 } })).fields).toEqual({
      'prices.CHF': 'No market sells in CHF',
    });
    expect((await refused({ prices: { USD: 1999, EUR: 0 } })).fields).toEqual({
      'prices.EUR': 'A paid plan costs more than 0',
    });
    expect((await refused({ prices: { USD: 1999, EUR: -5 } })).code).toBe('VALIDATION');
    expect((await refused({ prices: { USD: 0, EUR: 100 } }, 1)).fields).toEqual({
      'prices.EUR': 'The free plan costs nothing',
    });
    // Nothing refused was kept.
    expect((await shopPlans('eu')).find((p) => p.id === 3)).toMatchObject({
      price: 18,
      currency: 'EUR',
    });
  });
});

describe('the shop', () => {
  it('sells a plan at its fixed euro price to a shopper living in France, renewing in euros', async () => {
    await patch(3, { prices: { USD: 1999, EUR: 1800 } });
    const cookie = await shopper(h.app, 'paris-member@example.com');
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers: { cookie: await cookie() },
      payload: {
        action: 'I',
        ...home,
        city: 'Paris',
        region: '',
        zipocode: '75001',
        country: 'FR',
      },
    });
    expect(saved.statusCode).toBe(201);
    // Browsing in dollars, the plan is bought where the shopper lives.
    const order: Order = await buyPlan(h.app, await cookie(), 3, { market: 'us', lang: 'fr' });
    expect(order).toMatchObject({ currency: 'EUR', market: 'eu', total: 18 });
    expect(await currentPlan(h.app, await cookie())).toMatchObject({
      price: 18,
      currency: 'EUR',
    });
    // A new price is for new members: this one keeps paying €18.00.
    await patch(3, { prices: { USD: 1999, EUR: 2500 } });
    clock.advance(31 * DAY);
    await currentPlan(h.app, await cookie());
    const renewals = await h.db.query(
      `select outcome, amount_cents as "amountCents", currency from plan_renewals
        where user_id = (select id from users where email = 'paris-member@example.com')`,
    );
    expect(renewals).toEqual([{ outcome: 'succeeded', amountCents: 1800, currency: 'EUR' }]);
    const [renewed] = await planMails(h, 'paris-member@example.com');
    expect(renewed!.text).toMatch(/18,00\s€/);
  });

  it('converts the base price to whole yen where no yen price is fixed', async () => {
    // $19.99 at 155 yen, rounded up to the Japanese market's 10 yen: ¥3,100.
    expect((await shopPlans('jp')).find((p) => p.id === 3)).toMatchObject({
      price: 3100,
      currency: 'JPY',
    });
    const cookie = await shopper(h.app, 'tokyo-member@example.com');
    const order = await buyPlan(h.app, await cookie(), 3, {
      market: 'jp',
      card: TEST_CARDS.succeeds,
    });
    expect(order).toMatchObject({ currency: 'JPY', market: 'jp', total: 3100 });
    expect(await currentPlan(h.app, await cookie())).toMatchObject({
      price: 3100,
      currency: 'JPY',
    });
  });
});
