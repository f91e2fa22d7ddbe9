// Limits that hold when shoppers race (issue 22): a code limited to one use, raced for by 20
// shoppers (on PostgreSQL through two server instances with pools of their own), and one credit
// balance spent by two orders at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { secondServer } from '../../test/second-server.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { signedIn } from '../auth/test-helpers.ts';
import {
  fillCart,
  order,
  setStock,
  variants,
  type VariantFixture,
} from '../orders/test-helpers.ts';
import { moveCredit } from '../referrals/credit.ts';
import { applyCode, postCode } from './test-helpers.ts';

let h: Harness;
/** A second server on the same database: on PostgreSQL its own pool, like another process. */
let other: Awaited<ReturnType<typeof secondServer>>;
let item: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  other = await secondServer(h);
  [item] = await variants(h, 1, 5);
  await setStock(h, item.sku, 50);
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

it('lets exactly one of 20 shoppers racing for a code limited to one use have it', async () => {
  const { cookie: staff } = await staffSession(h, 'catalog');
  expect((await postCode(h.app, staff, { code: 'ONLY-ONE', usageLimit: 1 })).statusCode).toBe(201);
  const shoppers = [];
  for (let n = 0; n < 20; n++) {
    const email = `racer${n}@example.com`;
    const cookie = await signedIn(h.app, email);
    await fillCart(h.app, cookie, email, [[item, 1]]);
    expect((await applyCode(h.app, cookie, email, 'ONLY-ONE')).statusCode).toBe(200);
    shoppers.push(cookie);
  }
  const results = await Promise.all(
    shoppers.map((cookie, n) => order(n % 2 ? other.app : h.app, cookie)),
  );
  const placed = results.filter((r) => r.statusCode === 201);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.json().discountCode).toBe('ONLY-ONE');
  for (const refused of results.filter((r) => r.statusCode !== 201)) {
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('CODE_USED_UP');
  }
  const [uses] = await h.db.query<{ redemptions: number; used: number }>(
    `select (select count(*)::int from discount_redemptions) as redemptions, used_count as used
       from discount_codes where code = 'ONLY-ONE'`,
  );
  expect(uses).toEqual({ redemptions: 1, used: 1 });
  const [{ n }] = (await h.db.query<{ n: number }>(
    `select count(*)::int as n from orders where discount_code = 'ONLY-ONE'`,
  )) as [{ n: number }];
  expect(n).toBe(1);
}, 120_000);

it('spends one credit balance once when two orders race for it, never below 0', async () => {
  const email = 'spender@example.com';
  const cookie = await signedIn(h.app, email);
  const [{ id }] = (await h.db.query<{ id: number }>('select id from users where email = $1', [
    email,
  ])) as [{ id: number }];
  await moveCredit(h.db, id, { deltaCents: 500, reason: 'adjustment', at: new Date() });
  await fillCart(h.app, cookie, email, [[item, 1]]);
  // Two cash orders of the same cart at once, one through each server.
  const results = await Promise.all([
    order(h.app, cookie, { useCredit: true }),
    order(other.app, cookie, { useCredit: true }),
  ]);
  const placed = results.filter((r) => r.statusCode === 201).map((r) => r.json());
  expect(placed.length).toBeGreaterThanOrEqual(1);
  const spent = placed.reduce((sum, o) => sum + o.totals.credit, 0);
  expect(spent).toBe(5);
  for (const o of placed) expect(o.total).toBe(o.totals.subtotal - o.totals.credit);
  const ledger = await h.db.query<{ delta: number; after: number }>(
    `select delta_cents as delta, balance_after_cents as after from credit_ledger
      where user_id = $1 order by id`,
    [id],
  );
  expect(ledger.at(-1)!.after).toBe(0);
  expect(ledger.every((row) => row.after >= 0)).toBe(true);
}, 60_000);
