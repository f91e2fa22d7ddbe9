import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import {
  fillCart,
  order,
  setStock,
  stockOf,
  variants,
  type VariantFixture,
} from './test-helpers.ts';

let h: Harness;
let last: VariantFixture;
let other: VariantFixture;
const shoppers: [string, string][] = [];
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  [last, other] = await variants(h, 2);
  for (const email of ['ann@example.com', 'ben@example.com']) {
    shoppers.push([email, await signedIn(h.app, email)]);
  }
});
afterAll(() => h?.close());

const unitsSold = async (productId: number) =>
  (
    await h.db.query<{ n: number }>('select units_sold as n from products where id = $1', [
      productId,
    ])
  )[0]!.n;

it('sells the last unit to exactly one of two shoppers ordering at once', async () => {
  await setStock(h, last.sku, 1);
  await setStock(h, other.sku, 10);
  const sold = await unitsSold(last.productId);
  for (const [email, cookie] of shoppers)
    await fillCart(h.app, cookie, email, [
      [other, 1],
      [last, 1],
    ]);

  const results = await Promise.all(
    shoppers.map(([, cookie], i) => order(h.app, cookie, { paymentMethod: i ? 'bank' : 'cash' })),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  const refused = results.find((r) => r.statusCode === 409)!.json();
  expect(refused.error).toMatchObject({
    code: 'CONFLICT',
    fields: { [last.sku]: 'Not enough stock' },
  });
  expect(refused.error.message).toContain(last.sku);

  expect(await stockOf(h, last.sku)).toBe(0);
  // The refused order took nothing, not even the line that was in stock.
  expect(await stockOf(h, other.sku)).toBe(9);
  expect(await unitsSold(last.productId)).toBe(sold + 1);
  const [{ n }] = (await h.db.query<{ n: number }>('select count(*)::int as n from orders')) as [
    { n: number },
  ];
  expect(n).toBe(1);
  // The refused shopper keeps their cart to try again.
  const loser = shoppers[results.findIndex((r) => r.statusCode === 409)]!;
  const cart = (
    await h.app.inject({ url: `/api/v1/cart?userId=${loser[0]}`, headers: { cookie: loser[1] } })
  ).json();
  expect(cart.productCart).toHaveLength(2);
});
