// Issue 30: a shopper asks to return or exchange lines of a delivered order; the server decides
// what may go back, and an exchange holds its new size at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Return, Returnable } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { outbox } from '../../admin/orders/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { fillCart, order, setStock, stockOf, variants } from '../orders/test-helpers.ts';
import {
  deliveredOrder,
  ledgerMismatches,
  linkKey,
  orderItems,
  shopperCall,
  sizedProduct,
} from './test-helpers.ts';

let h: Harness;
let staff: string;
let fulfilmentEmail: string;
let now = new Date('2026-03-02T10:00:00Z');
const DAY = 86_400_000;
beforeAll(async () => {
  h = await startHarness({ products: 8, clock: () => now });
  staff = (await staffSession(h, 'owner')).cookie;
  fulfilmentEmail = (await staffSession(h, 'fulfilment')).member.email;
});
afterAll(() => h?.close());

let count = 0;
async function shopper() {
  const email = `returner-${++count}@example.com`;
  return { email, cookie: await signedIn(h.app, email) };
}

const returnable = async (who: { cookie?: string; key?: string }, code: string) => {
  const res = await shopperCall(h.app, who, 'GET', `/api/v1/orders/by-code/${code}/returnable`);
  expect(res.statusCode).toBe(200);
  return res.json() as Returnable;
};

describe('what may be returned', () => {
  it('nothing before delivery; everything within the window (a setting); nothing once it has closed', async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    await setStock(h, shirt.sku, 10);
    await fillCart(h.app, ada.cookie, ada.email, [[shirt, 2]]);
    const placed = (await order(h.app, ada.cookie)).json() as Order;
    const before = await returnable(ada, placed.orderCode);
    expect(before.lines[0]).toMatchObject({ returnableQty: 0, notReturnable: 'NOT_DELIVERED' });
    expect(before.returnBy).toBeNull();

    const delivered = await deliveredOrder(h.app, staff, ada, [[shirt, 2]]);
    const open = await returnable(ada, delivered.orderCode);
    expect(open.lines[0]).toMatchObject({ qty: 2, returnableQty: 2, notReturnable: null });
    expect(open.returnBy).toBe(new Date(now.getTime() + 30 * DAY).toISOString());

    const settings = (days: number) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: staff },
        payload: { returnWindowDays: days },
      });
    expect((await settings(2)).statusCode).toBe(200);
    const saved = now;
    now = new Date(saved.getTime() + 2 * DAY + 60_000);
    try {
      const closed = await returnable(ada, delivered.orderCode);
      expect(closed.lines[0]).toMatchObject({ returnableQty: 0, notReturnable: 'WINDOW_CLOSED' });
      const asked = await shopperCall(h.app, ada, 'POST', '/api/v1/returns', {
        orderCode: delivered.orderCode,
        lines: [{ orderItemId: closed.lines[0]!.orderItemId, qty: 1, reason: 'FIT' }],
      });
      expect(asked.statusCode).toBe(409);
      expect(asked.json().error).toMatchObject({
        reason: 'NOT_RETURNABLE',
        fields: { 'lines.0': 'The return window has closed' },
      });
    } finally {
      now = saved;
      await settings(30);
    }
  });

  it('never a final-sale product, and not a unit twice', async () => {
    const ada = await shopper();
    const [, , sale, plain] = await variants(h, 4);
    await h.db.query('update products set final_sale = true where id = $1', [sale.productId]);
    const placed = await deliveredOrder(h.app, staff, ada, [
      [sale, 1],
      [plain, 2],
    ]);
    const lines = (await returnable(ada, placed.orderCode)).lines;
    const saleLine = lines.find((l) => l.returnableQty === 0)!;
    const plainLine = lines.find((l) => l.returnableQty === 2)!;
    expect(saleLine.notReturnable).toBe('FINAL_SALE');

    const ask = (lines: object[]) =>
      shopperCall(h.app, ada, 'POST', '/api/v1/returns', { orderCode: placed.orderCode, lines });
    const refused = await ask([
      { orderItemId: plainLine.orderItemId, qty: 1, reason: 'TOO_SMALL' },
      { orderItemId: saleLine.orderItemId, qty: 1, reason: 'TOO_SMALL' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ 'lines.1': 'Final sale: not returnable' });

    const first = await ask([{ orderItemId: plainLine.orderItemId, qty: 2, reason: 'QUALITY' }]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'REQUESTED', orderCode: placed.orderCode });
    const again = await ask([{ orderItemId: plainLine.orderItemId, qty: 1, reason: 'QUALITY' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ 'lines.0': 'Already returned' });
    const after = (await returnable(ada, placed.orderCode)).lines;
    expect(after.find((l) => l.orderItemId === plainLine.orderItemId)).toMatchObject({
      returnableQty: 0,
      notReturnable: 'RETURNED',
    });
    // Cancelled, the units may be asked back again.
    const code = (first.json() as Return).code;
    expect(
      (await shopperCall(h.app, ada, 'POST', `/api/v1/returns/${code}/cancel`)).statusCode,
    ).toBe(200);
    expect((await returnable(ada, placed.orderCode)).lines[1]!.returnableQty).toBe(2);
  });

  it("is another's order: 404, whether signed in as someone else or with a wrong key", async () => {
    const ada = await shopper();
    const eve = await shopper();
    const [shirt] = await variants(h, 1);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    const url = `/api/v1/orders/by-code/${placed.orderCode}/returnable`;
    expect((await shopperCall(h.app, eve, 'GET', url)).statusCode).toBe(404);
    expect((await shopperCall(h.app, { key: 'f'.repeat(64) }, 'GET', url)).statusCode).toBe(404);
    expect((await shopperCall(h.app, {}, 'GET', url)).statusCode).toBe(401);
  });
});

describe('asking for a return', () => {
  it("holds an exchange's new size at once, mails the shopper in the order's language and the staff, and gives it back when cancelled", async () => {
    const ada = await shopper();
    const [small, medium] = await sizedProduct(h);
    await setStock(h, small!.sku, 5);
    await setStock(h, medium!.sku, 3);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 1]], { lang: 'jp' });
    const [item] = await orderItems(h, placed.orderCode);
    const res = await shopperCall(h.app, ada, 'POST', '/api/v1/returns?lang=jp', {
      orderCode: placed.orderCode,
      lines: [{ orderItemId: item!.id, qty: 1, reason: 'TOO_SMALL', exchangeSku: medium!.sku }],
    });
    expect(res.statusCode).toBe(201);
    const ret = res.json() as Return;
    expect(ret.code).toMatch(/^R-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(ret.lines[0]!.exchange).toMatchObject({ sku: medium!.sku, status: 'reserved' });
    expect(ret.refundEstimate).toBe(0);
    expect(ret.timeline.map((e) => e.type)).toEqual(['requested']);
    expect(await stockOf(h, medium!.sku)).toBe(2);
    const [held] = await h.db.query<{ delta: number; reason: string }>(
      `select delta, reason from stock_ledger where sku = $1 order by id desc limit 1`,
      [medium!.sku],
    );
    expect(held).toEqual({ delta: -1, reason: 'reserved' });

    const mails = await outbox(h, ada.email);
    expect(mails.at(-1)!.kind).toBe('return-requested');
    expect(mails.at(-1)!.subject).toBe(`返品のお申し込み ${ret.code} を受け付けました`);
    const staffMails = await outbox(h, fulfilmentEmail);
    expect(staffMails.at(-1)).toMatchObject({ kind: 'return-staff-new-return' });
    expect(staffMails.at(-1)!.text).toContain(`/admin/returns/${ret.code}`);

    const mine = (await shopperCall(h.app, ada, 'GET', '/api/v1/returns')).json() as Return[];
    expect(mine.map((r) => r.code)).toEqual([ret.code]);

    const url = `/api/v1/returns/${ret.code}/cancel`;
    const cancelled = await shopperCall(h.app, ada, 'POST', url);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await shopperCall(h.app, ada, 'POST', url)).json()).toMatchObject({
      status: 'CANCELLED',
    });
    expect(await stockOf(h, medium!.sku)).toBe(3);
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('answers a sold-out exchange with 409 and the sizes left, holding nothing', async () => {
    const ada = await shopper();
    const [small, medium, large] = await sizedProduct(h);
    await setStock(h, small!.sku, 5);
    await setStock(h, medium!.sku, 0);
    await setStock(h, large!.sku, 4);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 1]]);
    const [item] = await orderItems(h, placed.orderCode);
    const res = await shopperCall(h.app, ada, 'POST', '/api/v1/returns', {
      orderCode: placed.orderCode,
      lines: [{ orderItemId: item!.id, qty: 1, reason: 'TOO_SMALL', exchangeSku: medium!.sku }],
    });
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.reason).toBe('EXCHANGE_SOLD_OUT');
    expect(error.fields.exchangeSku.split(',')).toContain(large!.sku);
    expect(error.fields.exchangeSku.split(',')).not.toContain(medium!.sku);
    const [{ n }] = (await h.db.query<{ n: number }>(
      'select count(*)::int as n from returns r join orders o on o.id = r.order_id where o.order_code = $1',
      [placed.orderCode],
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect(await stockOf(h, large!.sku)).toBe(4);
  });

  it('of the last unit, asked by an exchange and by an order at once: exactly one gets it', async () => {
    const ada = await shopper();
    const bob = await shopper();
    const [small, medium] = await sizedProduct(h, 1);
    await setStock(h, small!.sku, 5);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 1]]);
    const [item] = await orderItems(h, placed.orderCode);
    for (let round = 0; round < 3; round++) {
      await setStock(h, medium!.sku, 1);
      await fillCart(h.app, bob.cookie, bob.email, [[medium!, 1]]);
      const [exchange, bought] = await Promise.all([
        shopperCall(h.app, ada, 'POST', '/api/v1/returns', {
          orderCode: placed.orderCode,
          lines: [{ orderItemId: item!.id, qty: 1, reason: 'TOO_SMALL', exchangeSku: medium!.sku }],
        }),
        order(h.app, bob.cookie),
      ]);
      expect([exchange.statusCode, bought.statusCode].filter((s) => s === 201)).toHaveLength(1);
      expect(await stockOf(h, medium!.sku)).toBe(0);
      // Put things back for the next round: the return cancelled, or the order.
      if (exchange.statusCode === 201) {
        const code = (exchange.json() as Return).code;
        await shopperCall(h.app, ada, 'POST', `/api/v1/returns/${code}/cancel`);
        await h.db.query(
          'delete from cart_lines where user_id = (select id from users where email = $1)',
          [bob.email],
        );
      } else {
        const code = (bought.json() as Order).orderCode;
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/orders/by-code/${code}/cancel`,
          headers: { cookie: bob.cookie },
        });
      }
    }
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it("lets the holder of the order's link ask and follow, without an account", async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    const guest = { key: await linkKey(h, placed.orderCode) };
    const lines = (await returnable(guest, placed.orderCode)).lines;
    const res = await shopperCall(h.app, guest, 'POST', '/api/v1/returns', {
      orderCode: placed.orderCode,
      lines: [{ orderItemId: lines[0]!.orderItemId, qty: 1, reason: 'CHANGED_MIND' }],
    });
    expect(res.statusCode).toBe(201);
    const ret = res.json() as Return;
    expect(ret.refundEstimate).toBe(lines[0]!.unitRefund);
    const seen = await shopperCall(h.app, guest, 'GET', `/api/v1/returns/${ret.code}`);
    expect(seen.json()).toMatchObject({ code: ret.code, status: 'REQUESTED' });
    const other = await shopper();
    expect((await shopperCall(h.app, other, 'GET', `/api/v1/returns/${ret.code}`)).statusCode).toBe(
      404,
    );
  });
});
