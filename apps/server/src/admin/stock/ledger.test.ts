import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import {
  fillCart,
  order,
  variants,
  type VariantFixture,
} from '../../modules/orders/test-helpers.ts';
import { expireUnpaidOrders } from '../../modules/orders/lifecycle.ts';
import { staffSession } from '../test-helpers.ts';

let h: Harness;
let staff: string;
let skus: VariantFixture[];
const shoppers: { email: string; cookie: string }[] = [];

beforeAll(async () => {
  h = await startHarness({ products: 6 });
  staff = (await staffSession(h, 'catalog')).cookie;
  skus = await variants(h, 3, 1);
  for (let i = 0; i < 6; i++) {
    const email = `shopper${i}@example.com`;
    shoppers.push({ email, cookie: await signedIn(h.app, email) });
  }
});
afterAll(() => h?.close());

const adjust = (sku: string, delta: number, reason = 'received', note = '') =>
  h.app.inject({
    method: 'POST',
    url: '/api/admin/stock/adjust',
    headers: { cookie: staff },
    payload: { sku, delta, reason, note },
  });
/** A stock count: the stock becomes `count`. */
const countTo = (sku: string, count: number, note = '') =>
  h.app.inject({
    method: 'POST',
    url: '/api/admin/stock/adjust',
    headers: { cookie: staff },
    payload: { sku, count, reason: 'count', note },
  });

/** Every variant whose stock differs from the sum of its ledger, or from its last row's stockAfter. */
async function drift() {
  return h.db.query<{ sku: string; stock: number; sum: number }>(
    `select v.sku, v.stock, coalesce(l.sum, 0)::int as sum
       from variants v
       left join (select variant_id, sum(delta) as sum from stock_ledger group by variant_id) l
         on l.variant_id = v.id
      where v.stock <> coalesce(l.sum, 0)
         or v.stock <> coalesce((select stock_after from stock_ledger x where x.variant_id = v.id
                                  order by x.id desc limit 1), 0)`,
  );
}

describe('the stock ledger', () => {
  it('starts with every seeded variant equal to its ledger', async () => {
    expect(await drift()).toEqual([]);
  });

  it('adjusts with a reason, refuses to go below 0, and lists the moves newest first', async () => {
    const sku = skus[0]!.sku;
    const level = (await (await adjust(sku, 7, 'received')).json()) as { stock: number };
    expect((await adjust(sku, -(level.stock + 1), 'damaged')).statusCode).toBe(409);
    expect((await adjust(sku, 1, 'other')).statusCode).toBe(400); // "other" needs a note
    const counted = await countTo(sku, 0, 'shelf counted empty');
    expect(counted.json()).toEqual({ sku, stock: 0 });
    const ledger = await h.app.inject({
      url: `/api/admin/stock/ledger?sku=${sku}&limit=2`,
      headers: { cookie: staff },
    });
    const page = ledger.json() as {
      items: { delta: number; reason: string; note: string; staffEmail: string }[];
      nextCursor: string;
    };
    expect(page.items.map((i) => [i.delta, i.reason, i.note])).toEqual([
      [-level.stock, 'count', 'shelf counted empty'],
      [7, 'received', ''],
    ]);
    expect(page.items[0]!.staffEmail).toMatch(/^catalog-/);
    const next = await h.app.inject({
      url: `/api/admin/stock/ledger?sku=${sku}&cursor=${page.nextCursor}`,
      headers: { cookie: staff },
    });
    expect((next.json() as { items: { reason: string }[] }).items.at(-1)!.reason).toBe('import');
    const low = await h.app.inject({
      url: '/api/admin/stock/low?threshold=0',
      headers: { cookie: staff },
    });
    expect((low.json() as { items: { sku: string }[] }).items.map((i) => i.sku)).toContain(sku);
  });

  it('sets the stock to a count, and takes returns back in', async () => {
    const sku = skus[2]!.sku;
    await adjust(sku, 5, 'received');
    const counted = await countTo(sku, 3);
    expect(counted.json()).toEqual({ sku, stock: 3 });
    expect((await countTo(sku, 3)).json()).toEqual({ sku, stock: 3 });
    expect((await adjust(sku, 2, 'return', 'parcel back')).json()).toEqual({ sku, stock: 5 });
    expect((await countTo(sku, -1)).statusCode).toBe(400);
    expect((await adjust(sku, 0, 'count')).statusCode).toBe(400);
    expect(await drift()).toEqual([]);
  });

  it('sells the last one to one of two racing shoppers only', async () => {
    const v = skus[1]!;
    await countTo(v.sku, 1);
    const [a, b] = shoppers;
    await fillCart(h.app, a!.cookie, a!.email, [[v, 1]]);
    await fillCart(h.app, b!.cookie, b!.email, [[v, 1]]);
    const answers = await Promise.all([order(h.app, a!.cookie), order(h.app, b!.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const placed = answers.find((r) => r.statusCode === 201)!.json() as Order;
    // The sale's row names the order that took the unit.
    const sale = await h.db.query(
      `select o.order_code as "orderCode" from stock_ledger l join orders o on o.id = l.order_id
        where l.sku = $1 and l.reason = 'sale' and l.delta = -1`,
      [v.sku],
    );
    expect(sale).toEqual([{ orderCode: placed.orderCode }]);
    await h.db.query('delete from cart_lines');
  });

  it('keeps every SKU equal to its ledger after a random mix of orders, cancellations and adjustments, concurrently', async () => {
    for (const v of skus) await adjust(v.sku, 20, 'received');
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const statuses: number[] = [];
    const work = shoppers.map(async ({ email, cookie }, i) => {
      for (let round = 0; round < 4; round++) {
        const v = skus[random(skus.length)]!;
        const pick = random(3);
        if (pick === 0) {
          const r = await adjust(v.sku, random(7) - 3 || 1, i % 2 ? 'damaged' : 'received');
          statuses.push(r.statusCode);
          continue;
        }
        await h.db.query(
          'delete from cart_lines where user_id = (select id from users where email = $1)',
          [email],
        );
        await fillCart(h.app, cookie, email, [[v, 1 + random(3)]]).catch(() => undefined);
        // Cash is placed at once; a card order holds its stock until paid, and is cancelled below.
        const placed = await order(h.app, cookie, { paymentMethod: pick === 1 ? 'cash' : 'bank' });
        statuses.push(placed.statusCode);
      }
    });
    await Promise.all(work);
    // Every card order left unpaid is cancelled and its stock put back.
    const pending = await h.db.query<Order>(
      `select id from orders where status = 'PENDING_PAYMENT'`,
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses).toContain(201);
    expect(statuses).toContain(200); // an adjustment went through
    expect(pending.length).toBeGreaterThan(0);
    await h.db.tx((q) => expireUnpaidOrders(q, new Date(Date.now() + 24 * 3600 * 1000)));
    const cancellations = await h.db.query(
      `select 1 from stock_ledger where reason = 'cancellation'`,
    );
    expect(cancellations.length).toBeGreaterThanOrEqual(pending.length);
    expect(await drift()).toEqual([]);
    const orphanSales = await h.db.query(
      `select id from stock_ledger where reason in ('sale', 'cancellation') and order_id is null`,
    );
    expect(orphanSales).toEqual([]);
    const negative = await h.db.query('select sku from variants where stock < 0');
    expect(negative).toEqual([]);
  });
});
