import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import { setStock, stockOf, variants } from '../../modules/orders/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { paidOrder, staffCall } from './test-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
});
afterAll(() => h?.close());

it('puts the lines returned with a refund back into stock, a return row naming the order', async () => {
  const staff = (await staffSession(h, 'fulfilment')).cookie;
  const [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 10);
  const email = 'lin@example.com';
  const placed = await paidOrder(h.app, { email, cookie: await signedIn(h.app, email) }, [
    [shirt!, 3],
  ]);
  expect(await stockOf(h, shirt!.sku)).toBe(7);
  const url = `/api/admin/orders/${placed.orderCode}`;
  const line = ((await staffCall(h.app, staff, 'GET', url)).json() as AdminOrder).items[0]!;
  const refund = await staffCall(h.app, staff, 'POST', `${url}/refunds`, {
    amountCents: 2 * line.priceCents,
    reason: 'Two came back',
    lines: [{ orderItemId: line.id, qty: 2 }],
  });
  expect(refund.statusCode).toBe(200);
  expect(await stockOf(h, shirt!.sku)).toBe(9);
  const rows = await h.db.query<{ delta: number; reason: string; code: string }>(
    `select l.delta, l.reason, o.order_code as code from stock_ledger l
       join orders o on o.id = l.order_id where l.sku = $1 and l.reason = 'return'`,
    [shirt!.sku],
  );
  expect(rows).toEqual([{ delta: 2, reason: 'return', code: placed.orderCode }]);
  // A refund of an amount alone returns nothing.
  await staffCall(h.app, staff, 'POST', `${url}/refunds`, { amountCents: 100, reason: 'Late' });
  expect(await stockOf(h, shirt!.sku)).toBe(9);
});

it('never takes back more units than were ordered: a second return of them, or a cancel after one', async () => {
  const staff = (await staffSession(h, 'fulfilment')).cookie;
  const [, scarf] = await variants(h, 2);
  await setStock(h, scarf!.sku, 10);
  const email = 'twice@example.com';
  const placed = await paidOrder(h.app, { email, cookie: await signedIn(h.app, email) }, [
    [scarf!, 2],
  ]);
  expect(await stockOf(h, scarf!.sku)).toBe(8);
  const url = `/api/admin/orders/${placed.orderCode}`;
  const line = ((await staffCall(h.app, staff, 'GET', url)).json() as AdminOrder).items[0]!;
  const refund = (qty: number) =>
    staffCall(h.app, staff, 'POST', `${url}/refunds`, {
      amountCents: 100,
      reason: 'Came back',
      lines: [{ orderItemId: line.id, qty }],
    });
  expect((await refund(1)).statusCode).toBe(200);
  expect(await stockOf(h, scarf!.sku)).toBe(9);
  const again = await refund(2);
  expect(again.statusCode).toBe(400);
  expect(again.json().error.fields.lines).toBe(`Line ${line.id}: only 1 left to return`);
  expect(await stockOf(h, scarf!.sku)).toBe(9);
  // Cancelled now, the unit still out goes back, not the one returned already.
  const cancel = await staffCall(h.app, staff, 'POST', `${url}/cancel`, {
    reason: 'Customer asked',
    restock: true,
  });
  expect(cancel.statusCode).toBe(200);
  expect(await stockOf(h, scarf!.sku)).toBe(10);
});
