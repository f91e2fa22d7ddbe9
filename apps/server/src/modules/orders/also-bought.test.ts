import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductCard } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { fillCart, order, variants } from './test-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 12 });
});
afterAll(() => h?.close());

it('puts the products most often bought together first in "Customers Also Bought"', async () => {
  const [me, often, once, unpaid] = await variants(h, 4);
  const buy = async (email: string, lines: (typeof me)[], paymentMethod = 'cash') => {
    const cookie = await signedIn(h.app, email);
    await fillCart(
      h.app,
      cookie,
      email,
      lines.map((v) => [v!, 1]),
    );
    expect((await order(h.app, cookie, { paymentMethod })).statusCode).toBe(201);
  };
  await buy('one@example.com', [me, often]);
  await buy('two@example.com', [me, often, once]);
  // Awaiting payment is not bought yet.
  await buy('three@example.com', [me, unpaid], 'bank');
  await buy('four@example.com', [me, unpaid], 'bank');
  await buy('five@example.com', [me, unpaid], 'bank');

  const res = await h.app.inject({
    url: `/api/v1/products/${me!.productId}/also-bought/en?pagesize=10`,
  });
  const ids = (res.json() as ProductCard[]).map((c) => c.id);
  expect(ids.slice(0, 2)).toEqual([often!.productId, once!.productId]);
  expect(ids).not.toContain(me!.productId);
  expect(ids.indexOf(unpaid!.productId)).not.toBeLessThan(2);
});
