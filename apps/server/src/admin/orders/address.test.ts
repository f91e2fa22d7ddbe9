import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { AdminOrder, AdminOrderRow, Order } from '@atelier/contract';
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
import { applyCode, postCode } from '../../modules/promotions/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { staffCall } from './test-helpers.ts';

let h: Harness;
let staff: string;
let shirt: VariantFixture;
let scarf: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'owner')).cookie;
  [shirt, scarf] = await variants(h, 2);
  await setStock(h, shirt.sku, 20);
  await setStock(h, scarf.sku, 20);
});
afterAll(() => h?.close());

const sanFrancisco = {
  ...home,
  city: 'San Francisco',
  region: 'CA',
  zipocode: '94103',
  country: 'US',
};

it('shows the whole address, the discount code and the card as chosen, on the order, the list and the export', async () => {
  expect((await postCode(h.app, staff, { code: 'TEN' })).statusCode).toBe(201);
  const email = 'grace@example.com';
  const cookie = await signedIn(h.app, email);
  await fillCart(h.app, cookie, email, [
    [shirt, 2],
    [scarf, 1],
  ]);
  expect((await applyCode(h.app, cookie, email, 'TEN')).statusCode).toBe(200);
  const res = await order(h.app, cookie, { address: sanFrancisco, paymentMethod: 'bank' });
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as Order;

  const detail = (
    await staffCall(h.app, staff, 'GET', `/api/admin/orders/${placed.orderCode}`)
  ).json() as AdminOrder;
  expect(detail.address).toMatchObject({ city: 'San Francisco', region: 'CA', zipCode: '94103' });
  expect(detail.discountCode).toBe('TEN');
  expect(detail.discountCents).toBe(Math.round(placed.totals.discount * 100));
  expect(detail.discountCents).toBeGreaterThan(0);

  const list = (
    await staffCall(h.app, staff, 'GET', `/api/admin/orders?q=${placed.orderCode}`)
  ).json() as { items: AdminOrderRow[] };
  expect(list.items[0]!.address).toMatchObject({ city: 'San Francisco', region: 'CA' });

  const csv = (await staffCall(h.app, staff, 'GET', '/api/admin/orders/export.csv')).body;
  const [header, ...rows] = parse(csv) as string[][];
  const mine = rows
    .filter((row) => row[0] === placed.orderCode)
    .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
  // One row per line, each with the customer, the address, the code and the method chosen.
  expect(mine.map((row) => [row.sku, row.qty])).toEqual([
    [shirt.sku, '2'],
    [scarf.sku, '1'],
  ]);
  for (const row of mine) {
    expect(row).toMatchObject({
      'payment method': 'card',
      'customer name': 'Ada Lovelace',
      'customer email': email,
      address: `${home.flatNo} ${home.addrssLine1}`,
      city: 'San Francisco',
      region: 'CA',
      'zip code': '94103',
      country: 'US',
      'discount code': 'TEN',
      discount: placed.totals.discount.toFixed(2),
      total: placed.total.toFixed(2),
    });
  }
});
