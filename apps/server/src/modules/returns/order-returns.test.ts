// Issue 30: an order's page shows its returns, to its owner and to the holder of its link's key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Return, Returnable } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { variants } from '../orders/test-helpers.ts';
import { deliveredOrder, shopperCall } from './test-helpers.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'owner')).cookie;
});
afterAll(() => h?.close());

let count = 0;
async function shopper() {
  const email = `order-returns-${++count}@example.com`;
  return { email, cookie: await signedIn(h.app, email) };
}

describe("an order's returns", () => {
  it('are listed newest first for its owner and its link, and for nobody else', async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 2]]);
    const other = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    const ask = async (code: string) => {
      const url = `/api/v1/orders/by-code/${code}/returnable`;
      const [line] = ((await shopperCall(h.app, ada, 'GET', url)).json() as Returnable).lines;
      const res = await shopperCall(h.app, ada, 'POST', '/api/v1/returns', {
        orderCode: code,
        lines: [{ orderItemId: line!.orderItemId, qty: 1, reason: 'TOO_SMALL' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as Return).code;
    };
    const first = await ask(placed.orderCode);
    const second = await ask(placed.orderCode);
    await ask(other.orderCode);

    const url = `/api/v1/orders/by-code/${placed.orderCode}/returns`;
    const mine = await shopperCall(h.app, ada, 'GET', url);
    expect((mine.json() as Return[]).map((r) => r.code)).toEqual([second, first]);
    const [row] = await h.db.query<{ key: string }>(
      'select link_key as key from orders where order_code = $1',
      [placed.orderCode],
    );
    const byLink = await shopperCall(h.app, { key: row!.key }, 'GET', url);
    expect((byLink.json() as Return[]).map((r) => r.code)).toEqual([second, first]);

    expect((await shopperCall(h.app, await shopper(), 'GET', url)).statusCode).toBe(404);
    expect((await shopperCall(h.app, { key: 'f'.repeat(64) }, 'GET', url)).statusCode).toBe(404);
    expect((await shopperCall(h.app, {}, 'GET', url)).statusCode).toBe(401);
  });
});
