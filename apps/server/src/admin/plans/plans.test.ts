import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { manualClock } from '../../modules/auth/test-helpers.ts';
import {
  buyPlan,
  currentPlan,
  DAY,
  planMails,
  planOf,
  renewals,
  shopper,
} from '../../modules/subscriptions/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';

const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let h: Harness;
let owner: string;
beforeAll(async () => {
  h = await startHarness({ products: 2, clock: clock.now });
});
afterAll(() => h?.close());
// Tests move the clock a month on, past a staff session's life: each signs in on its own day.
beforeEach(async () => {
  owner = (await staffSession(h, 'owner')).cookie;
});

const patch = (id: number, payload: object, cookie = owner) =>
  h.app.inject({ method: 'PATCH', url: `/api/admin/plans/${id}`, headers: { cookie }, payload });
const shopPlans = async (lang = 'en') =>
  (await h.app.inject({ url: `/api/subscriptions/plan?lang=${lang}` })).json<
    { id: number; name: string; price: number }[]
  >();
const adminPlan = async (id: number) =>
  (await h.app.inject({ url: '/api/admin/plans', headers: { cookie: owner } }))
    .json<AdminPlan[]>()
    .find((p) => p.id === id)!;

describe('plans in the back office', () => {
  it('are the owner’s: catalog staff and shoppers are refused', async () => {
    const catalog = (await staffSession(h, 'catalog')).cookie;
    expect((await patch(2, { status: 'hidden' }, catalog)).statusCode).toBe(403);
    const list = await h.app.inject({ url: '/api/admin/plans', headers: { cookie: catalog } });
    expect(list.statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/admin/plans' })).statusCode).toBe(401);
  });

  it('renames and reprices a plan in every language; members keep the price they joined at', async () => {
    const member = await shopper(h.app, 'kept-price@example.com');
    await buyPlan(h.app, await member(), 2);
    const gold = await adminPlan(2);
    expect(gold.members).toBeGreaterThanOrEqual(1);
    const res = await patch(2, {
      name: { ...gold.name, en: 'Gold Club', fr: 'Club Or' },
      prices: { USD: 1299 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPlan>().name).toMatchObject({ en: 'Gold Club', fr: 'Club Or' });

    expect((await shopPlans('fr')).find((p) => p.id === 2)).toMatchObject({
      name: 'Club Or',
      price: 12.99,
    });
    // Spanish was never named: it reads the English name.
    expect((await shopPlans('es')).find((p) => p.id === 2)?.name).toBe('Gold Club');
    // The member's next month costs what they signed up for.
    expect((await currentPlan(h.app, await member())).price).toBe(9.99);
    clock.advance(31 * DAY);
    await currentPlan(h.app, await member());
    expect(await renewals(h, 'kept-price@example.com')).toEqual([
      { outcome: 'succeeded', amountCents: 999 },
    ]);
    const audit = await h.db.query<{ action: string }>(
      `select action from audit_log where entity = 'plan' and entity_id = '2'`,
    );
    expect(audit).toEqual([{ action: 'update' }]);
  });

  it('refuses what would break the free plan or price a paid one at nothing', async () => {
    const off = await patch(1, { status: 'off' });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.fields).toEqual({ status: 'The free plan is always offered' });
    expect((await patch(1, { prices: { USD: 500 } })).statusCode).toBe(400);
    expect((await patch(3, { prices: { USD: 0 } })).statusCode).toBe(400);
    expect((await patch(3, { prices: { USD: -1 } })).statusCode).toBe(400);
    const taken = await patch(3, { name: { en: 'Silver' } });
    expect(taken.statusCode).toBe(409);
    expect((await patch(999, { status: 'hidden' })).statusCode).toBe(404);
  });

  it('creates a plan the shop sells at once, with its perks', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: { cookie: owner },
      payload: {
        name: { en: 'Platinum', jp: 'プラチナ' },
        prices: { USD: 2999 },
        perks: {
          memberPercent: 15,
          monthlyCreditCents: 500,
          description: { en: 'Member price: 15% off every item' },
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminPlan>();
    expect(created).toMatchObject({ status: 'on_sale', members: 0, free: false });
    expect((await shopPlans('jp')).find((p) => p.id === created.id)).toMatchObject({
      name: 'プラチナ',
      price: 29.99,
    });
  });
});

describe('taking a plan off sale', () => {
  it('hidden: nobody can join it, its members keep renewing', async () => {
    const member = await shopper(h.app, 'hidden-member@example.com');
    await buyPlan(h.app, await member(), 3);
    expect((await patch(3, { status: 'hidden' })).statusCode).toBe(200);
    expect((await shopPlans()).map((p) => p.id)).not.toContain(3);
    const late = await shopper(h.app, 'too-late@example.com');
    const checkout = await h.app.inject({
      method: 'POST',
      url: '/api/subscriptions/checkout',
      headers: { cookie: await late() },
      payload: { planId: 3, lang: 'fr' },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error).toMatchObject({
      reason: 'PLAN_NOT_ON_SALE',
      message: "Cette formule n'est plus proposée",
    });
    clock.advance(31 * DAY);
    await currentPlan(h.app, await member());
    expect(await renewals(h, 'hidden-member@example.com')).toEqual([
      { outcome: 'succeeded', amountCents: 1999 },
    ]);
    owner = (await staffSession(h, 'owner')).cookie;
    expect((await patch(3, { status: 'on_sale' })).statusCode).toBe(200);
  });

  it('off: members keep their plan to the end of the paid month, are told, and are not charged again', async () => {
    const member = await shopper(h.app, 'off-member@example.com');
    await buyPlan(h.app, await member(), 3);
    const end = (await currentPlan(h.app, await member())).currentPeriodEnd;
    expect((await patch(3, { status: 'off' })).statusCode).toBe(200);
    expect(await currentPlan(h.app, await member())).toMatchObject({
      plan: 'Diamond',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end,
    });
    const mails = await planMails(h, 'off-member@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['plan-discontinued']);
    expect(mails[0]!.subject).toBe('Your Diamond plan is being discontinued');
    expect(mails[0]!.text).toContain('nothing more will be charged');
    // Keeping it is refused with the reason.
    const resume = await h.app.inject({
      method: 'POST',
      url: '/api/subscriptions/resume',
      headers: { cookie: await member() },
    });
    expect(resume.json().error.reason).toBe('PLAN_OFF');
    clock.advance(31 * DAY);
    expect(await currentPlan(h.app, await member())).toBeNull();
    expect(await planOf(h.app, await member())).toBe('Silver');
    expect(await renewals(h, 'off-member@example.com')).toEqual([]);
  });
});
