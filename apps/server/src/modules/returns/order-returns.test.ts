// Issue 30: an order's page shows its returns, to its owner and to the holder of its link's key;
// the review before a return is asked for shows the refund the server estimates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Return, Returnable } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { variants } from '../orders/test-helpers.ts';
import { deliveredOrder, linkKey, shopperCall, sizedProduct } from './test-helpers.ts';

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
    const byLink = await shopperCall(
      h.app,
      { key: await linkKey(h, placed.orderCode) },
      'GET',
      url,
    );
    expect((byLink.json() as Return[]).map((r) => r.code)).toEqual([second, first]);

    expect((await shopperCall(h.app, await shopper(), 'GET', url)).statusCode).toBe(404);
    expect((await shopperCall(h.app, { key: 'f'.repeat(64) }, 'GET', url)).statusCode).toBe(404);
    expect((await shopperCall(h.app, {}, 'GET', url)).statusCode).toBe(401);
  });
});

describe('the estimate before asking', () => {
  it('is what the return then says: refunded units count, an exchange gives nothing back', async () => {
    const ada = await shopper();
    const [small, medium, large] = await sizedProduct(h);
    const placed = await deliveredOrder(h.app, staff, ada, [
      [small!, 2],
      [medium!, 1],
    ]);
    const url = `/api/v1/orders/by-code/${placed.orderCode}/returnable`;
    const [tee, other] = ((await shopperCall(h.app, ada, 'GET', url)).json() as Returnable).lines;
    const body = {
      orderCode: placed.orderCode,
      lines: [
        { orderItemId: tee!.orderItemId, qty: 2, reason: 'TOO_SMALL' },
        { orderItemId: other!.orderItemId, qty: 1, reason: 'TOO_SMALL', exchangeSku: large!.sku },
      ],
    };
    const estimate = await shopperCall(h.app, ada, 'POST', '/api/v1/returns/estimate', body);
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json()).toMatchObject({ currency: 'USD' });
    expect(estimate.json().refundEstimate).toBeGreaterThan(0);
    const exchangeOnly = await shopperCall(h.app, ada, 'POST', '/api/v1/returns/estimate', {
      ...body,
      lines: body.lines.slice(1),
    });
    expect(exchangeOnly.json().refundEstimate).toBe(0);

    const asked = await shopperCall(h.app, ada, 'POST', '/api/v1/returns', body);
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as Return).refundEstimate).toBe(estimate.json().refundEstimate);

    const stranger = await shopperCall(
      h.app,
      await shopper(),
      'POST',
      '/api/v1/returns/estimate',
      body,
    );
    expect(stranger.statusCode).toBe(404);
    const notOnIt = await shopperCall(h.app, ada, 'POST', '/api/v1/returns/estimate', {
      ...body,
      lines: [{ orderItemId: 2_000_000, qty: 1, reason: 'FIT' }],
    });
    expect(notOnIt.statusCode).toBe(400);
  });
});
