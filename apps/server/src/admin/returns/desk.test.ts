// The returns desk's queue counts and its store-credit preview (issue 30 item 4): what the back
// office shows before staff act.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminReturn, AdminReturnQueues, Return } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import { setStock, variants } from '../../modules/orders/test-helpers.ts';
import { deliveredOrder, orderItems, shopperCall } from '../../modules/returns/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { staffCall } from '../orders/test-helpers.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'fulfilment')).cookie;
});
afterAll(() => h?.close());

const desk = (path: string, body?: object) =>
  staffCall(h.app, staff, body ? 'POST' : 'GET', `/api/admin/returns${path}`, body);

it('counts each queue up to its cap, and previews the store credit bonus of a refund', async () => {
  const [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 20);
  const ada = { email: 'ada@example.com', cookie: await signedIn(h.app, 'ada@example.com') };
  const asked: Return[] = [];
  for (let i = 0; i < 2; i++) {
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt!, 1]]);
    const [item] = await orderItems(h, placed.orderCode);
    const res = await shopperCall(h.app, ada, 'POST', '/api/v1/returns', {
      orderCode: placed.orderCode,
      lines: [{ orderItemId: item!.id, qty: 1, reason: 'TOO_SMALL' }],
    });
    expect(res.statusCode).toBe(201);
    asked.push(res.json() as Return);
  }
  const queues = async () => (await desk('/queues')).json() as AdminReturnQueues;
  expect(await queues()).toEqual({
    REQUESTED: 2,
    APPROVED: 0,
    IN_TRANSIT: 0,
    RECEIVED: 0,
    CLOSED: 0,
  });

  const code = asked[0]!.code;
  await h.db.query('update shop_settings set store_credit_bonus_percent = 10');
  expect((await desk(`/${code}/approve`, { message: '' })).statusCode).toBe(200);
  const [line] = ((await desk(`/${code}`)).json() as AdminReturn).lines;
  const received = await desk(`/${code}/receive`, {
    lines: [{ id: line!.id, qty: 1, condition: 'restock' }],
  });
  const ret = received.json() as AdminReturn;
  expect(ret.refundableCents).toBeGreaterThan(0);
  // 10% of what the unit gives back, rounded half up, as the refund would pay it.
  expect(ret.creditBonus).toEqual({
    percent: 10,
    cents: Math.round(ret.refundableCents / 10),
    withShippingCents: Math.round((ret.refundableCents + ret.shippingCents) / 10),
  });
  expect(await queues()).toMatchObject({ REQUESTED: 1, RECEIVED: 1 });
  const refunded = await desk(`/${code}/refund`, { to: 'credit' });
  expect((refunded.json() as AdminReturn).refund).toMatchObject({
    amountCents: ret.refundableCents,
    bonusCents: ret.creditBonus!.cents,
    to: 'credit',
  });

  // A long history of closed returns is counted no further than the cap.
  await h.db.query(
    `insert into returns (code, order_id, status, created_at, updated_at)
     select 'R-' || lpad(to_hex(g), 4, '0') || '-ZZZZ', order_id, 'CLOSED', now(), now()
       from generate_series(1, 1200) g, (select order_id from returns limit 1) o`,
  );
  expect((await queues()).CLOSED).toBe(1000);
});
