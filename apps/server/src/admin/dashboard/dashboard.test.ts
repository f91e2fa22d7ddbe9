import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '@atelier/contract';
import { parse } from 'csv-parse/sync';
import type { Dashboard } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import {
  fillCart,
  home,
  order,
  setStock,
  variants,
  type VariantFixture,
} from '../../modules/orders/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { cashOrder, paidOrder, staffCall } from '../orders/test-helpers.ts';

let h: Harness;
let staff: string;
let shirt: VariantFixture;
let scarf: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'owner')).cookie;
  [shirt, scarf] = await variants(h, 2);
  await setStock(h, shirt.sku, 20);
  await setStock(h, scarf.sku, 2);
});
afterAll(() => h?.close());

it('sums the period, counts the queues, names low stock and best sellers, and exports CSV', async () => {
  const ada = { email: 'ada@example.com', cookie: await signedIn(h.app, 'ada@example.com') };
  const cash = await cashOrder(h.app, ada, [[shirt, 3]]);
  const card = await paidOrder(h.app, ada, [
    [shirt, 1],
    [scarf, 1],
  ]);
  const gone = await cashOrder(h.app, ada, [[shirt, 1]]);
  await staffCall(h.app, staff, 'POST', `/api/admin/orders/${gone.orderCode}/cancel`, {
    reason: 'x',
  });
  await staffCall(h.app, staff, 'POST', `/api/admin/orders/${card.orderCode}/fulfilments`, {
    carrier: 'fedex',
    trackingNumber: 'FX123',
  });

  const d = (
    await staffCall(h.app, staff, 'GET', '/api/admin/dashboard?days=7')
  ).json() as Dashboard;
  const cents = (o: { total: number }) => Math.round(o.total * 100);
  expect(d.orders).toBe(2);
  expect(d.salesCents).toBe(cents(cash) + cents(card));
  expect(d.averageOrderCents).toBe(Math.round((cents(cash) + cents(card)) / 2));
  expect(d.toShip).toBe(1);
  expect(d.cashToCollect).toEqual({ orders: 0, cents: 0 });
  expect(d.lowStock.map((l) => l.sku)).toContain(scarf.sku);
  expect(d.topProducts[0]).toMatchObject({ productId: shirt.productId, units: 4 });
  expect((await staffCall(h.app, staff, 'GET', '/api/admin/dashboard?days=0')).statusCode).toBe(
    400,
  );

  const day = new Date().toISOString().slice(0, 10);
  const csv = await staffCall(
    h.app,
    staff,
    'GET',
    `/api/admin/orders/export.csv?from=${day}&to=${day}`,
  );
  expect(csv.headers['content-type']).toContain('text/csv');
  const rows = parse(csv.body) as string[][];
  expect(rows[0]!.slice(0, 4)).toEqual(['code', 'date', 'status', 'payment method']);
  // One row per line: the card order's two lines are two rows.
  expect(rows.slice(1).map((r) => r[0])).toEqual([
    cash.orderCode,
    card.orderCode,
    card.orderCode,
    gone.orderCode,
  ]);
  const column = (name: string) => rows[0]!.indexOf(name);
  const cardRow = rows.find((r) => r[0] === card.orderCode)!;
  expect(cardRow.slice(0, 4)).toEqual([card.orderCode, expect.any(String), 'SHIPPED', 'card']);
  expect(cardRow[column('total')]).toBe(card.total.toFixed(2));
  expect(cardRow[column('refunded')]).toBe('0.00');
  expect(cardRow[column('customer email')]).toBe('ada@example.com');
  const cancelled = await staffCall(
    h.app,
    staff,
    'GET',
    '/api/admin/orders/export.csv?status=CANCELLED',
  );
  expect((parse(cancelled.body) as string[][]).slice(1).map((r) => r[0])).toEqual([gone.orderCode]);
  const old = await staffCall(h.app, staff, 'GET', '/api/admin/orders/export.csv?to=2000-01-01');
  expect(parse(old.body)).toHaveLength(1);
  expect(
    (await staffCall(h.app, staff, 'GET', '/api/admin/orders/export.csv?from=yesterday'))
      .statusCode,
  ).toBe(400);
});

it('counts best sellers net of the units refunded', async () => {
  const top = async () =>
    (
      (await staffCall(h.app, staff, 'GET', '/api/admin/dashboard?days=7')).json() as Dashboard
    ).topProducts.find((p) => p.productId === shirt.productId);
  const before = (await top())?.units ?? 0;
  const bea = { email: 'bea@example.com', cookie: await signedIn(h.app, 'bea@example.com') };
  const placed = await paidOrder(h.app, bea, [[shirt, 3]]);
  const url = `/api/admin/orders/${placed.orderCode}`;
  const order = (await staffCall(h.app, staff, 'GET', url)).json() as AdminOrder;
  const line = order.items[0]!;
  const refund = await staffCall(h.app, staff, 'POST', `${url}/refunds`, {
    amountCents: 2 * line.priceCents,
    reason: 'Two came back',
    lines: [{ orderItemId: line.id, qty: 2 }],
  });
  expect(refund.statusCode).toBe(200);
  // An amount alone (a goodwill gesture) names no unit: the third still counts.
  await staffCall(h.app, staff, 'POST', `${url}/refunds`, { amountCents: 100, reason: 'Late' });
  expect(await top()).toMatchObject({ units: before + 1 });
});

it('adds up orders of every market in dollars at their own rate, and exports each in its own', async () => {
  const before = (
    (await staffCall(h.app, staff, 'GET', '/api/admin/dashboard?days=7')).json() as Dashboard
  ).salesCents;
  const kei = { email: 'kei@example.com', cookie: await signedIn(h.app, 'kei@example.com') };
  await fillCart(h.app, kei.cookie, kei.email, [[shirt, 1]]);
  const tokyo = { ...home, city: 'Tokyo', region: '13', zipocode: '100-0001', country: 'JP' };
  const placed = await order(h.app, kei.cookie, { address: tokyo });
  const yen = placed.json() as { orderCode: string; currency: string; total: number };
  expect(yen.currency).toBe('JPY');
  const after = (
    (await staffCall(h.app, staff, 'GET', '/api/admin/dashboard?days=7')).json() as Dashboard
  ).salesCents;
  // The seeded Japanese market sells at 155 yen to the dollar.
  expect(after - before).toBe(Math.round((yen.total * 100) / 155));

  const csv = await staffCall(h.app, staff, 'GET', '/api/admin/orders/export.csv');
  const rows = parse(csv.body) as string[][];
  const row = rows.find((r) => r[0] === yen.orderCode)!;
  const column = (name: string) => row[rows[0]!.indexOf(name)];
  expect([column('currency'), column('total'), column('tax included')]).toEqual([
    'JPY',
    String(yen.total),
    'yes',
  ]);
  expect(column('total (USD)')).toBe((Math.round((yen.total * 100) / 155) / 100).toFixed(2));
});
