import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderRow, Order } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import {
  setStock,
  stockOf,
  variants,
  type VariantFixture,
} from '../../modules/orders/test-helpers.ts';
import { staffSession } from '../test-helpers.ts';
import { cashOrder, outbox, paidOrder, staffCall } from './test-helpers.ts';

let h: Harness;
let staff: string;
let staffEmail: string;
let ada: { cookie: string; email: string };
let shirt: VariantFixture;
let scarf: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 4 });
  const member = await staffSession(h, 'fulfilment');
  staff = member.cookie;
  staffEmail = member.member.email;
  ada = { email: 'ada@example.com', cookie: await signedIn(h.app, 'ada@example.com') };
  [shirt, scarf] = await variants(h, 2);
  await setStock(h, shirt.sku, 50);
  await setStock(h, scarf.sku, 50);
});
afterAll(() => h?.close());

const get = (url: string) => staffCall(h.app, staff, 'GET', url);
const post = (url: string, payload?: object) => staffCall(h.app, staff, 'POST', url, payload);
const detail = async (code: string) =>
  (await get(`/api/admin/orders/${code}`)).json() as AdminOrder;
const list = async (query: string) =>
  ((await get(`/api/admin/orders?${query}`)).json() as { items: AdminOrderRow[] }).items.map(
    (o) => o.code,
  );

describe('an order from placed to delivered', () => {
  it('is mailed in its language, queued to ship, found by code, email, phone and name', async () => {
    const o = await cashOrder(
      h.app,
      ada,
      [
        [shirt, 2],
        [scarf, 1],
      ],
      'jp',
    );
    const mails = await outbox(h, ada.email);
    expect(mails.at(-1)).toMatchObject({ kind: 'order-placed' });
    expect(mails.at(-1)!.subject).toContain('ご注文');
    expect(mails.at(-1)!.text).toContain(`/orders/${o.orderCode}?lang=jp`);
    expect((await outbox(h, staffEmail)).at(-1)).toMatchObject({ kind: 'order-staff-new-order' });

    expect(await list('queue=to_ship')).toContain(o.orderCode);
    expect(await list('queue=shipped')).not.toContain(o.orderCode);
    expect(await list(`q=${o.orderCode.slice(4, 9)}`)).toEqual([o.orderCode]);
    expect(await list('q=ADA@example')).toContain(o.orderCode);
    expect(await list(`q=${encodeURIComponent(o.phone.slice(0, 8))}`)).toContain(o.orderCode);
    // A name's whole words, in any order and case.
    const reversed = o.name.split(' ').reverse().join(' ').toUpperCase();
    expect(await list(`q=${encodeURIComponent(reversed)}`)).toContain(o.orderCode);
    expect(await list(`q=${encodeURIComponent(`${o.name} Nobody`)}`)).toEqual([]);
    expect(await list('q=nobody-at-all')).toEqual([]);
    expect(await list('paymentMethod=bank&queue=to_ship')).not.toContain(o.orderCode);
    const newer = await cashOrder(h.app, ada, [[scarf, 1]]);
    const first = (await get('/api/admin/orders?limit=1')).json();
    expect(first.items.map((i: AdminOrderRow) => i.code)).toEqual([newer.orderCode]);
    const next = await get(`/api/admin/orders?limit=1&cursor=${first.nextCursor}`);
    expect(next.json().items[0].code).toBe(o.orderCode);
  });

  it('ships in parts with tracking links, then is delivered and its cash collected', async () => {
    const o = await cashOrder(
      h.app,
      ada,
      [
        [shirt, 2],
        [scarf, 1],
      ],
      'jp',
    );
    const [first, second] = (await detail(o.orderCode)).items;
    const part = await post(`/api/admin/orders/${o.orderCode}/fulfilments`, {
      lines: [{ orderItemId: first!.id, qty: 1 }],
      carrier: 'yamato',
      trackingNumber: '1234-5678-9012',
    });
    expect(part.statusCode).toBe(200);
    expect((part.json() as AdminOrder).status).toBe('PLACED');
    const shipped = (await outbox(h, ada.email)).at(-1)!;
    expect(shipped.kind).toBe('order-shipped');
    expect(shipped.subject).toContain('発送');
    expect(shipped.html).toContain('kuronekoyamato.co.jp');
    expect(shipped.text).toContain('1234-5678-9012');

    const tooMany = await post(`/api/admin/orders/${o.orderCode}/fulfilments`, {
      lines: [{ orderItemId: first!.id, qty: 2 }],
      carrier: 'ups',
      trackingNumber: '1Z999',
    });
    expect(tooMany.statusCode).toBe(409);
    const rest = await post(`/api/admin/orders/${o.orderCode}/fulfilments`, {
      carrier: 'other',
      trackingNumber: 'LOCAL-1',
    });
    const all = rest.json() as AdminOrder;
    expect(all.status).toBe('SHIPPED');
    expect(all.items.map((i) => i.fulfilledQty)).toEqual([2, 1]);
    expect(all.fulfilments.map((f) => f.trackingUrl)).toEqual([
      expect.stringContaining('1234-5678-9012'),
      null,
    ]);
    expect(second).toBeDefined();
    expect(await list('queue=cash_to_collect')).toContain(o.orderCode);

    expect((await post(`/api/admin/orders/${o.orderCode}/deliver`)).json().status).toBe(
      'DELIVERED',
    );
    const cash = (
      await post(`/api/admin/orders/${o.orderCode}/cash-collected`)
    ).json() as AdminOrder;
    expect(cash.paidCents).toBe(cash.totalCents);
    expect(cash.payments).toEqual([
      expect.objectContaining({ provider: 'cash', status: 'succeeded' }),
    ]);
    expect((await post(`/api/admin/orders/${o.orderCode}/cash-collected`)).statusCode).toBe(409);
    expect(await list('queue=cash_to_collect')).not.toContain(o.orderCode);
    await post(`/api/admin/orders/${o.orderCode}/notes`, { text: 'Left with the neighbour' });

    const page = await detail(o.orderCode);
    expect(page.timeline.map((e) => [e.type, e.actor])).toEqual([
      ['placed', 'shopper'],
      ['shipped', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
      ['cash_collected', 'staff'],
      ['note', 'staff'],
    ]);
    expect(page.notes).toEqual([
      expect.objectContaining({ text: 'Left with the neighbour', staffEmail }),
    ]);
    expect((await outbox(h, ada.email)).map((m) => m.kind).slice(-3)).toEqual([
      'order-shipped',
      'order-shipped',
      'order-delivered',
    ]);

    // The shopper's page shows the same timeline, without notes, and the tracking link.
    const mine = (
      await h.app.inject({
        url: `/api/v1/orders/by-code/${o.orderCode}`,
        headers: { cookie: ada.cookie },
      })
    ).json() as Order;
    expect(mine.timeline!.map((e) => e.type)).not.toContain('note');
    expect(mine.shipments![0]!.trackingUrl).toContain('kuronekoyamato');
    expect(mine.timeline!.every((e) => e.staffEmail === null)).toBe(true);
    const [audit] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'order' and entity_id = $1`,
      [o.orderCode],
    );
    expect(audit!.n).toBe(5);
  });

  it('previews each of its mails', async () => {
    const o = await cashOrder(h.app, ada, [[shirt, 1]], 'fr');
    for (const kind of [
      'placed',
      'paid',
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
      'staff-new-order',
    ]) {
      const res = await get(`/api/admin/orders/${o.orderCode}/mails/${kind}`);
      expect(res.statusCode, kind).toBe(200);
      expect(res.json().html).toContain('<html');
      if (kind !== 'staff-new-order') expect(res.json().lang).toBe('fr');
    }
    expect((await get(`/api/admin/orders/${o.orderCode}/mails/placed`)).json().subject).toContain(
      'commande',
    );
    expect((await get(`/api/admin/orders/${o.orderCode}/mails/nope`)).statusCode).toBe(400);
  });

  it('refuses bad input with a 4xx', async () => {
    const o = await cashOrder(h.app, ada, [[shirt, 1]]);
    const url = `/api/admin/orders/${o.orderCode}/fulfilments`;
    expect((await post(url, { carrier: 'pigeon', trackingNumber: 'X123' })).statusCode).toBe(400);
    expect((await post(url, { carrier: 'ups', trackingNumber: '' })).statusCode).toBe(400);
    const foreign = {
      lines: [{ orderItemId: 999999, qty: 1 }],
      carrier: 'ups',
      trackingNumber: '1Z1',
    };
    expect((await post(url, foreign)).statusCode).toBe(400);
    expect((await post('/api/admin/orders/ATL-AAAA-AAAA/deliver')).statusCode).toBe(404);
    expect((await post(`/api/admin/orders/${o.orderCode}/deliver`)).statusCode).toBe(409);
    expect((await get('/api/admin/orders?cursor=abc')).statusCode).toBe(400);
  });
});

describe('cancel and refund', () => {
  it('cancels a paid order: stock back through the ledger, refunded in full, mailed', async () => {
    const before = await stockOf(h, shirt.sku);
    const o = await paidOrder(h.app, ada, [[shirt, 3]], 'es');
    expect(await stockOf(h, shirt.sku)).toBe(before - 3);
    const res = await post(`/api/admin/orders/${o.orderCode}/cancel`, {
      restock: true,
      reason: 'Out of dye',
    });
    const cancelled = res.json() as AdminOrder;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refundedCents).toBe(cancelled.paidCents);
    expect(cancelled.refunds[0]!.providerRefundId).toMatch(/^re_test_/);
    expect(await stockOf(h, shirt.sku)).toBe(before);
    const [ledger] = await h.db.query<{ sum: number; stock: number }>(
      `select sum(l.delta)::int as sum, v.stock from stock_ledger l join variants v on v.id = l.variant_id
        where v.sku = $1 group by v.stock`,
      [shirt.sku],
    );
    expect(ledger!.sum).toBe(ledger!.stock);
    const kinds = (await outbox(h, ada.email)).map((m) => m.kind);
    expect(kinds.at(-1)).toBe('order-cancelled');
    expect((await outbox(h, ada.email)).at(-1)!.subject).toContain('cancelado');
    expect(await list('queue=closed')).toContain(o.orderCode);
    expect(
      (await post(`/api/admin/orders/${o.orderCode}/cancel`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });

  it('never refunds more than was paid, even when two staff refund at once', async () => {
    const o = await paidOrder(h.app, ada, [[scarf, 2]]);
    const total = (await detail(o.orderCode)).paidCents;
    const sixty = Math.ceil(total * 0.6);
    const results = await Promise.all(
      [1, 2].map(() =>
        post(`/api/admin/orders/${o.orderCode}/refunds`, { amountCents: sixty, reason: 'Late' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(o.orderCode);
    expect(after.refundedCents).toBe(sixty);
    expect(after.refunds).toHaveLength(1);
    const rest = await post(`/api/admin/orders/${o.orderCode}/refunds`, {
      amountCents: total - sixty,
      reason: 'Goodwill',
      lines: [{ orderItemId: after.items[0]!.id, qty: 1 }],
    });
    expect(rest.json().refundedCents).toBe(total);
    expect(
      (await post(`/api/admin/orders/${o.orderCode}/refunds`, { amountCents: 1, reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await outbox(h, ada.email)).at(-1)!.kind).toBe('order-refunded');
  });

  it('leaves one consistent state when cancel races a shipment', async () => {
    for (let round = 0; round < 3; round++) {
      const stock = await stockOf(h, shirt.sku);
      const o = await cashOrder(h.app, ada, [[shirt, 1]]);
      const [cancel, ship] = await Promise.all([
        post(`/api/admin/orders/${o.orderCode}/cancel`, { restock: true, reason: 'Race' }),
        post(`/api/admin/orders/${o.orderCode}/fulfilments`, {
          carrier: 'dhl',
          trackingNumber: 'JD0001',
        }),
      ]);
      expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
      const end = await detail(o.orderCode);
      if (end.status === 'CANCELLED') {
        expect(end.fulfilments).toEqual([]);
        expect(await stockOf(h, shirt.sku)).toBe(stock);
      } else {
        expect(end.status).toBe('SHIPPED');
        expect(await stockOf(h, shirt.sku)).toBe(stock - 1);
      }
    }
  });

  it('lets the shopper cancel their own order until it ships', async () => {
    const cancel = (code: string) =>
      h.app.inject({
        method: 'POST',
        url: `/api/v1/orders/by-code/${code}/cancel`,
        headers: { cookie: ada.cookie },
      });
    const open = await cashOrder(h.app, ada, [[scarf, 1]]);
    expect((await cancel(open.orderCode)).json()).toMatchObject({ status: 'CANCELLED' });
    const timeline = (await detail(open.orderCode)).timeline;
    expect(timeline.at(-1)).toMatchObject({ type: 'cancelled', actor: 'shopper' });

    const sent = await cashOrder(h.app, ada, [[scarf, 1]]);
    await post(`/api/admin/orders/${sent.orderCode}/fulfilments`, {
      carrier: 'usps',
      trackingNumber: '9400100000',
    });
    const refused = await cancel(sent.orderCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('NOT_CANCELLABLE');
  });
});
