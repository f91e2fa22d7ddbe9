// Issue 30 item 8: the dashboard shows what comes back, by product, size and reason, so a
// merchant sees "runs small" before ordering more stock.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Dashboard, Return } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import { setStock } from '../../modules/orders/test-helpers.ts';
import {
  deliveredOrder,
  orderItems,
  shopperCall,
  sizedProduct,
} from '../../modules/returns/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { staffCall } from '../orders/test-helpers.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'fulfilment')).cookie;
});
afterAll(() => h?.close());

async function ask(who: { cookie: string }, orderCode: string, lines: [number, number, string][]) {
  const res = await shopperCall(h.app, who, 'POST', '/api/v1/returns', {
    orderCode,
    lines: lines.map(([orderItemId, qty, reason]) => ({ orderItemId, qty, reason })),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Return;
}

const board = async (days = 30) =>
  (await staffCall(h.app, staff, 'GET', `/api/admin/dashboard?days=${days}`)).json() as Dashboard;

it('rates the returns of the period by product, by size and by reason, rejected ones aside', async () => {
  const [small, medium] = await sizedProduct(h);
  await setStock(h, small!.sku, 20);
  await setStock(h, medium!.sku, 20);
  expect((await board()).returns).toEqual({
    sold: 0,
    returned: 0,
    byProduct: [],
    bySize: [],
    byReason: [],
  });

  const ada = { email: 'ada@example.com', cookie: await signedIn(h.app, 'ada@example.com') };
  const first = await deliveredOrder(h.app, staff, ada, [
    [small!, 2],
    [medium!, 1],
  ]);
  const [s, m] = await orderItems(h, first.orderCode);
  await ask(ada, first.orderCode, [
    [s!.id, 2, 'TOO_SMALL'],
    [m!.id, 1, 'CHANGED_MIND'],
  ]);
  const bea = { email: 'bea@example.com', cookie: await signedIn(h.app, 'bea@example.com') };
  const second = await deliveredOrder(h.app, staff, bea, [[small!, 1]]);
  const [s2] = await orderItems(h, second.orderCode);
  const refused = await ask(bea, second.orderCode, [[s2!.id, 1, 'QUALITY']]);
  const reject = await staffCall(
    h.app,
    staff,
    'POST',
    `/api/admin/returns/${refused.code}/reject`,
    {
      message: 'Worn',
    },
  );
  expect(reject.statusCode).toBe(200);

  // The seeded product's variants differ by colour: the lines are told their sizes.
  const sizeOf = (sku: string) => (sku === small!.sku ? 'S' : 'M');
  for (const sku of [small!.sku, medium!.sku]) {
    await h.db.query('update order_items set size = $2 where sku = $1', [sku, sizeOf(sku)]);
  }
  const rates = (await board()).returns;
  expect(rates).toMatchObject({ sold: 4, returned: 3 });
  expect(rates.byProduct).toEqual([
    {
      productId: small!.productId,
      name: expect.any(String),
      sold: 4,
      returned: 3,
      topReason: 'TOO_SMALL',
    },
  ]);
  // The medium came back every time it sold, so it leads; the small, 2 of its 3.
  expect(rates.bySize).toEqual([
    { size: sizeOf(medium!.sku), sold: 1, returned: 1 },
    { size: sizeOf(small!.sku), sold: 3, returned: 2 },
  ]);
  expect(rates.byReason).toEqual([
    { reason: 'TOO_SMALL', returned: 2 },
    { reason: 'CHANGED_MIND', returned: 1 },
  ]);

  // Orders placed before the period are not counted.
  await h.db.query(`update orders set created_at = now() - interval '40 days'`);
  expect((await board()).returns).toMatchObject({ sold: 0, returned: 0, byProduct: [] });
  expect((await board(90)).returns).toMatchObject({ sold: 4, returned: 3 });
});
