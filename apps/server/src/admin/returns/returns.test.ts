// Issue 30: the returns desk approves, receives, refunds and ships exchanges; money never passes
// what was captured for the lines, and stock always equals its ledger.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReturn, Order, Return, ShippingZone } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import {
  cartUpdate,
  fillCart,
  home,
  order,
  setStock,
  stockOf,
  variants,
  TEST_CARD,
} from '../../modules/orders/test-helpers.ts';
import { postCode } from '../../modules/promotions/test-helpers.ts';
import {
  deliveredOrder,
  ledgerMismatches,
  orderItems,
  shopperCall,
  sizedProduct,
} from '../../modules/returns/test-helpers.ts';
import { lapseReturns } from '../../modules/returns/lapse.ts';
import { staffSession } from '../test-helpers.ts';
import { outbox, staffCall } from '../orders/test-helpers.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await startHarness({ products: 8 });
  staff = (await staffSession(h, 'fulfilment')).cookie;
});
afterAll(() => h?.close());

let count = 0;
async function shopper() {
  const email = `desk-${++count}@example.com`;
  return { email, cookie: await signedIn(h.app, email) };
}

const desk = (method: 'GET' | 'POST', path: string, body?: object) =>
  staffCall(h.app, staff, method, `/api/admin/returns${path}`, body);
const detail = async (code: string) => (await desk('GET', `/${code}`)).json() as AdminReturn;

const newYork = { ...home, city: 'New York', region: 'NY', zipocode: '10001' };
const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };

/** Prices every shipping method `usd` cents in dollars; the shop starts with free shipping (0). */
async function priceShipping(owner: string, usd: number) {
  const url = '/api/admin/shipping/zones';
  const zones = (await staffCall(h.app, owner, 'GET', url)).json() as ShippingZone[];
  await Promise.all(
    zones.map((zone) =>
      staffCall(h.app, owner, 'PATCH', `${url}/${zone.id}`, {
        methods: zone.methods.map((m) => ({ ...m, prices: { ...m.prices, USD: usd } })),
      }),
    ),
  );
}

/** A return asked by the shopper: each line [order item id, qty, reason, exchange SKU?]. */
async function ask(
  who: { cookie: string },
  orderCode: string,
  lines: [number, number, string, string?][],
) {
  const res = await shopperCall(h.app, who, 'POST', '/api/v1/returns', {
    orderCode,
    lines: lines.map(([orderItemId, qty, reason, exchangeSku]) => ({
      orderItemId,
      qty,
      reason,
      ...(exchangeSku ? { exchangeSku } : {}),
    })),
  });
  if (res.statusCode !== 201) throw new Error(`return: ${res.statusCode} ${res.body}`);
  return res.json() as Return;
}

/** Approved and received in full as restocked. */
async function receivedReturn(code: string) {
  expect((await desk('POST', `/${code}/approve`, {})).statusCode).toBe(200);
  const lines = (await detail(code)).lines.map((l) => ({
    id: l.id,
    qty: l.qty,
    condition: 'restock',
  }));
  expect((await desk('POST', `/${code}/receive`, { lines })).statusCode).toBe(200);
}

/**
 * An approved return of one small unit for a medium, five of each in stock (the medium now held for
 * it): what the races against the desk's receipt start from.
 */
async function approvedExchange(skip: number) {
  const ada = await shopper();
  const [small, medium] = await sizedProduct(h, skip);
  await setStock(h, small!.sku, 5);
  await setStock(h, medium!.sku, 5);
  const placed = await deliveredOrder(h.app, staff, ada, [[small!, 1]]);
  const [line] = await orderItems(h, placed.orderCode);
  const ret = await ask(ada, placed.orderCode, [[line!.id, 1, 'TOO_SMALL', medium!.sku]]);
  await desk('POST', `/${ret.code}/approve`, {});
  const returnLine = (await detail(ret.code)).lines[0]!;
  return { ada, small: small!, medium: medium!, ret, returnLine };
}

const paidCents = async (orderItemId: number) =>
  (
    await h.db.query<{ paid: number }>('select paid_cents as paid from order_items where id = $1', [
      orderItemId,
    ])
  )[0]!.paid;

describe('the returns desk', () => {
  it('approves, tracks, receives a damaged unit, refunds and ships the exchange; the shopper is told each step', async () => {
    const ada = await shopper();
    const [small, medium] = await sizedProduct(h);
    const coat = (await variants(h, 4)).find((v) => v.productId !== small!.productId)!;
    await setStock(h, coat.sku, 10);
    await setStock(h, small!.sku, 10);
    await setStock(h, medium!.sku, 4);
    const placed = await deliveredOrder(h.app, staff, ada, [
      [coat, 2],
      [small!, 1],
    ]);
    const [coatLine, smallLine] = await orderItems(h, placed.orderCode);
    const ret = await ask(ada, placed.orderCode, [
      [coatLine!.id, 2, 'QUALITY'],
      [smallLine!.id, 1, 'TOO_SMALL', medium!.sku],
    ]);
    expect(await stockOf(h, medium!.sku)).toBe(3);

    const queue = (await desk('GET', '?status=REQUESTED')).json();
    expect(queue.items.map((r: { code: string }) => r.code)).toContain(ret.code);
    const approved = await desk('POST', `/${ret.code}/approve`, {
      message: 'Thanks, send it back',
    });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', message: 'Thanks, send it back' });
    const mine = (
      await shopperCall(h.app, ada, 'GET', `/api/v1/returns/${ret.code}`)
    ).json() as Return;
    expect(mine.slipUrl).toBe(`/api/v1/returns/${ret.code}/slip.pdf?lang=en`);

    const tracked = await desk('POST', `/${ret.code}/tracking`, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(tracked.json()).toMatchObject({
      status: 'IN_TRANSIT',
      tracking: {
        carrier: 'ups',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    });

    const lines = (await detail(ret.code)).lines;
    const [coatReturn, smallReturn] = lines;
    const received = await desk('POST', `/${ret.code}/receive`, {
      lines: [
        { id: coatReturn!.id, qty: 1, condition: 'restock' },
        { id: coatReturn!.id, qty: 1, condition: 'damaged' },
        { id: smallReturn!.id, qty: 1, condition: 'restock' },
      ],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().status).toBe('RECEIVED');
    expect(await stockOf(h, coat.sku)).toBe(9);
    expect(await stockOf(h, small!.sku)).toBe(10);
    const moves = await h.db.query<{ delta: number; reason: string }>(
      `select delta, reason from stock_ledger where sku = $1 and note = $2 order by id`,
      [coat.sku, ret.code],
    );
    expect(moves).toEqual([
      { delta: 2, reason: 'return' },
      { delta: -1, reason: 'damaged' },
    ]);

    const paid = await paidCents(coatLine!.id);
    expect(received.json().refundableCents).toBe(paid);
    const refunded = await desk('POST', `/${ret.code}/refund`, { to: 'original' });
    expect(refunded.json()).toMatchObject({
      status: 'RECEIVED',
      refund: { amountCents: paid, bonusCents: 0, to: 'original' },
    });
    const [o] = await h.db.query<{ refunded: number }>(
      'select refunded_cents as refunded from orders where order_code = $1',
      [placed.orderCode],
    );
    expect(o!.refunded).toBe(paid);

    const shipped = await desk('POST', `/${ret.code}/ship-exchange`, {
      carrier: 'dhl',
      trackingNumber: 'JD0146000033',
    });
    expect(shipped.json()).toMatchObject({ status: 'CLOSED' });
    expect(shipped.json().lines[1].exchange).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'dhl', trackingNumber: 'JD0146000033' },
    });
    expect(await stockOf(h, medium!.sku)).toBe(3);
    const exchange = await h.db.query<{ delta: number; reason: string }>(
      'select delta, reason from stock_ledger where sku = $1 and note = $2 order by id',
      [medium!.sku, ret.code],
    );
    expect(exchange).toEqual([
      { delta: -1, reason: 'reserved' },
      { delta: 1, reason: 'released' },
      { delta: -1, reason: 'sale' },
    ]);
    const [fulfilments] = await h.db.query<{ n: number }>(
      `select count(*)::int as n from fulfilments f join orders o on o.id = f.order_id
        where o.order_code = $1 and f.tracking_number = 'JD0146000033'`,
      [placed.orderCode],
    );
    expect(fulfilments!.n).toBe(1);

    const kinds = (await outbox(h, ada.email))
      .map((m) => m.kind)
      .filter((k) => k.startsWith('return-'));
    expect(kinds).toEqual([
      'return-requested',
      'return-approved',
      'return-received',
      'return-refunded',
      'return-exchange-shipped',
    ]);
    const approvedMail = (await outbox(h, ada.email)).find((m) => m.kind === 'return-approved')!;
    expect(approvedMail.text).toContain('Thanks, send it back');
    expect(approvedMail.text).toContain(`/api/v1/returns/${ret.code}/slip.pdf`);
    const timeline = (await detail(ret.code)).timeline.map((e) => e.type);
    expect(timeline).toEqual([
      'requested',
      'approved',
      'in_transit',
      'received',
      'refunded',
      'exchange_shipped',
    ]);
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('rejects with a message the shopper reads, giving the held exchange back', async () => {
    const ada = await shopper();
    const [small, medium] = await sizedProduct(h, 1);
    await setStock(h, small!.sku, 5);
    await setStock(h, medium!.sku, 2);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 1]], { lang: 'fr' });
    const [line] = await orderItems(h, placed.orderCode);
    const ret = await ask(ada, placed.orderCode, [[line!.id, 1, 'FIT', medium!.sku]]);
    expect(await stockOf(h, medium!.sku)).toBe(1);
    const rejected = await desk('POST', `/${ret.code}/reject`, { message: 'Porté, désolé' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    expect(await stockOf(h, medium!.sku)).toBe(2);
    const mail = (await outbox(h, ada.email)).at(-1)!;
    expect(mail.subject).toBe(`À propos de votre retour ${ret.code}`);
    expect(mail.text).toContain('Porté, désolé');
    const seen = await shopperCall(h.app, ada, 'GET', `/api/v1/returns/${ret.code}`);
    expect(seen.json()).toMatchObject({ status: 'REJECTED', message: 'Porté, désolé' });
    expect((await desk('POST', `/${ret.code}/approve`, {})).statusCode).toBe(409);
  });

  it('lets in fulfilment staff and owners only', async () => {
    const catalog = (await staffSession(h, 'catalog')).cookie;
    expect((await staffCall(h.app, catalog, 'GET', '/api/admin/returns')).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/api/admin/returns' })).statusCode).toBe(401);
    const ada = await shopper();
    expect(
      (await h.app.inject({ url: '/api/admin/returns', headers: { cookie: ada.cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('finds a return by its code, its order code or the email, newest first, in pages', async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    await setStock(h, shirt.sku, 20);
    const codes: string[] = [];
    let orderCode = '';
    for (let i = 0; i < 3; i++) {
      const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
      const [line] = await orderItems(h, placed.orderCode);
      codes.unshift((await ask(ada, placed.orderCode, [[line!.id, 1, 'CHANGED_MIND']])).code);
      orderCode = placed.orderCode;
    }
    const found = async (query: string) =>
      ((await desk('GET', query)).json().items as { code: string }[]).map((r) => r.code);
    expect(await found(`?q=${ada.email}`)).toEqual(codes);
    expect(await found(`?q=${codes[1]}`)).toEqual([codes[1]]);
    expect(await found(`?q=${codes[1]!.slice(0, 6).toLowerCase()}`)).toContain(codes[1]);
    expect(await found(`?q=${orderCode}`)).toEqual([codes[0]]);
    const first = (await desk('GET', `?q=${ada.email}&limit=2`)).json();
    expect(first.items.map((r: { code: string }) => r.code)).toEqual(codes.slice(0, 2));
    const next = (await desk('GET', `?q=${ada.email}&limit=2&cursor=${first.nextCursor}`)).json();
    expect(next).toMatchObject({
      items: [{ code: codes[2], units: 1, exchanges: 0 }],
      nextCursor: null,
    });
  });
});

describe("a guest's return, through the order's link", () => {
  it('is asked and followed with the key, mailed with the key, refunded to the payment and never as credit', async () => {
    const [shirt] = await variants(h, 1);
    await setStock(h, shirt.sku, 10);
    const guestId = randomUUID();
    const added = await cartUpdate(h.app, undefined, {
      userId: guestId,
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 1,
      action: 'I',
    });
    expect(added.statusCode).toBe(200);
    const email = 'lea@example.com';
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      payload: { address: paris, market: 'eu', paymentMethod: 'cash', lang: 'fr', guestId, email },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as Order;
    const key = new URL(order.link!, 'http://x').searchParams.get('key')!;
    const url = `/api/admin/orders/${order.orderCode}`;
    const ship = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
    for (const [path, body] of [
      ['fulfilments', ship],
      ['deliver', undefined],
      ['cash-collected', undefined],
    ] as const) {
      expect((await staffCall(h.app, staff, 'POST', `${url}/${path}`, body)).statusCode).toBe(200);
    }
    const [line] = await orderItems(h, order.orderCode);
    const asked = await shopperCall(h.app, { key }, 'POST', '/api/v1/returns', {
      orderCode: order.orderCode,
      lines: [{ orderItemId: line!.id, qty: 1, reason: 'WRONG_ITEM' }],
    });
    expect(asked.statusCode).toBe(201);
    const ret = asked.json() as Return;
    const mail = (await outbox(h, email)).at(-1)!;
    expect(mail.kind).toBe('return-requested');
    expect(mail.text).toContain(`/orders/${order.orderCode}?lang=fr&key=${key}`);
    await receivedReturn(ret.code);
    expect((await desk('POST', `/${ret.code}/refund`, { to: 'credit' })).statusCode).toBe(409);
    const refunded = await desk('POST', `/${ret.code}/refund`, { to: 'original' });
    expect(refunded.json()).toMatchObject({ status: 'CLOSED', refund: { to: 'original' } });
    const seen = await shopperCall(h.app, { key }, 'GET', `/api/v1/returns/${ret.code}`);
    expect(seen.json()).toMatchObject({ status: 'CLOSED', refund: { to: 'original' } });
  });
});

describe('refund money', () => {
  it('gives back to the cent what the lines were paid in a tax-added US market, with a discount pro rata', async () => {
    const owner = (await staffSession(h, 'owner')).cookie;
    expect((await postCode(h.app, owner, { code: 'TENOFF', value: 10 })).statusCode).toBe(201);
    const ada = await shopper();
    const [a, b] = await variants(h, 2);
    await setStock(h, a.sku, 10);
    await setStock(h, b.sku, 10);
    const placed = await deliveredOrder(
      h.app,
      staff,
      ada,
      [
        [a, 3],
        [b, 1],
      ],
      {
        address: newYork,
        discountCode: 'TENOFF',
      },
    );
    const [lineA, lineB] = await orderItems(h, placed.orderCode);
    const paidA = await paidCents(lineA!.id);
    // The discount is off and the sales tax on top of what the line was paid.
    expect(paidA).toBeLessThan(3 * a.sellingCents * 1.04);
    expect(paidA).toBeGreaterThan(3 * a.sellingCents * 0.9);

    const one = await ask(ada, placed.orderCode, [[lineA!.id, 1, 'FIT']]);
    await receivedReturn(one.code);
    const first = (await desk('POST', `/${one.code}/refund`, { to: 'original' })).json();
    expect(first.refund.amountCents).toBe(Math.floor(paidA / 3));

    const rest = await ask(ada, placed.orderCode, [
      [lineA!.id, 2, 'FIT'],
      [lineB!.id, 1, 'FIT'],
    ]);
    await receivedReturn(rest.code);
    const asked = await desk('POST', `/${rest.code}/refund`, {
      to: 'original',
      amountCents: 10 ** 7,
    });
    expect(asked.statusCode).toBe(409);
    const second = (await desk('POST', `/${rest.code}/refund`, { to: 'original' })).json();
    const paidB = await paidCents(lineB!.id);
    expect(second.refund.amountCents).toBe(paidA - Math.floor(paidA / 3) + paidB);
    const [o] = await h.db.query<{ paid: number; refunded: number }>(
      'select paid_cents as paid, refunded_cents as refunded from orders where order_code = $1',
      [placed.orderCode],
    );
    expect(o!.refunded).toBe(o!.paid);
  });

  it('in a tax-included euro market, as store credit with the bonus percentage on top; no shipping for a fit', async () => {
    const owner = (await staffSession(h, 'owner')).cookie;
    const bonus = await h.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload: { storeCreditBonusPercent: 10 },
    });
    expect(bonus.statusCode).toBe(200);
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    await setStock(h, shirt.sku, 10);
    const placed = (await deliveredOrder(h.app, staff, ada, [[shirt, 3]], {
      address: paris,
      market: 'eu',
    })) as Order & { currency: string };
    expect(placed.currency).toBe('EUR');
    const [line] = await orderItems(h, placed.orderCode);
    const paid = await paidCents(line!.id);
    const ret = await ask(ada, placed.orderCode, [[line!.id, 2, 'FIT']]);
    await receivedReturn(ret.code);
    const shipping = await desk('POST', `/${ret.code}/refund`, { to: 'credit', shipping: true });
    expect(shipping.statusCode).toBe(409);
    const refunded = (await desk('POST', `/${ret.code}/refund`, { to: 'credit' })).json();
    const amount = Math.floor((paid * 2) / 3);
    expect(refunded.refund).toMatchObject({
      amountCents: amount,
      bonusCents: Math.round(amount / 10),
      to: 'credit',
    });
    const [credit] = await h.db.query<{ balance: number }>(
      `select balance_after_cents as balance from credit_ledger
        where user_id = (select id from users where email = $1) order by id desc limit 1`,
      [ada.email],
    );
    expect(credit!.balance).toBe(amount + Math.round(amount / 10));
    const mail = (await outbox(h, ada.email)).at(-1)!;
    expect(mail.kind).toBe('return-refunded');
    await h.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload: { storeCreditBonusPercent: 0 },
    });
  });
  it('gives the shipping back with a damaged item, once per order, with its tax where it was added', async () => {
    const owner = (await staffSession(h, 'owner')).cookie;
    await priceShipping(owner, 595);
    try {
      const ada = await shopper();
      const [shirt] = await variants(h, 1);
      await setStock(h, shirt.sku, 10);
      const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 3]], { address: newYork });
      const [o] = await h.db.query<{ shipping: number; shippingTax: number }>(
        `select shipping_cents as shipping, shipping_tax_cents as "shippingTax" from orders
          where order_code = $1`,
        [placed.orderCode],
      );
      expect(o!.shipping).toBe(595);
      const [line] = await orderItems(h, placed.orderCode);
      const paid = await paidCents(line!.id);
      const returned = async (reason: string) => {
        const ret = await ask(ada, placed.orderCode, [[line!.id, 1, reason]]);
        await receivedReturn(ret.code);
        return ret.code;
      };
      const fit = await returned('FIT');
      expect((await detail(fit)).shippingCents).toBe(0);
      await desk('POST', `/${fit}/refund`, { to: 'original' });

      const broken = await returned('DAMAGED');
      expect((await detail(broken)).shippingCents).toBe(o!.shipping + o!.shippingTax);
      const refunded = await desk('POST', `/${broken}/refund`, { to: 'original', shipping: true });
      const second = Math.floor((paid * 2) / 3) - Math.floor(paid / 3);
      expect(refunded.json().refund.amountCents).toBe(second + o!.shipping + o!.shippingTax);

      const again = await returned('DAMAGED');
      expect((await detail(again)).shippingCents).toBe(0);
      const twice = await desk('POST', `/${again}/refund`, { to: 'original', shipping: true });
      expect(twice.statusCode).toBe(409);
      expect((await desk('POST', `/${again}/refund`, { to: 'original' })).statusCode).toBe(200);
      const [after] = await h.db.query<{ paid: number; refunded: number }>(
        'select paid_cents as paid, refunded_cents as refunded from orders where order_code = $1',
        [placed.orderCode],
      );
      expect(after!.refunded).toBe(after!.paid);
    } finally {
      await priceShipping(owner, 0);
    }
  });
});

describe('an exchange for a size of another price', () => {
  const priced = (sku: string, cents: number) =>
    h.db.query('update variants set original_price_cents = $2 where sku = $1', [sku, cents]);
  // At full price, so the sizes' prices are the figures below (a product's discount applies to both).
  beforeAll(async () => {
    const [small] = await sizedProduct(h, 6);
    await h.db.query('update products set discount_percentage = 0 where id = $1', [
      small!.productId,
    ]);
  });
  const mine = async (who: { cookie: string }, code: string) =>
    (await shopperCall(h.app, who, 'GET', `/api/v1/returns/${code}`)).json() as Return;
  /** What the review says before the return is asked for. */
  const estimate = async (who: { cookie: string }, orderCode: string, line: object) =>
    (
      await shopperCall(h.app, who, 'POST', '/api/v1/returns/estimate', {
        orderCode,
        lines: [line],
      })
    ).json();
  const ship = (code: string) =>
    desk('POST', `/${code}/ship-exchange`, { carrier: 'ups', trackingNumber: '1Z999AA1' });

  it('dearer: owed once received, paid by card on the order page, and only then shipped', async () => {
    const ada = await shopper();
    const [small, medium] = await sizedProduct(h, 6);
    await setStock(h, small!.sku, 5);
    await setStock(h, medium!.sku, 5);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 1]]);
    const [line] = await orderItems(h, placed.orderCode);
    const before = await paidCents(line!.id);
    await priced(medium!.sku, small!.sellingCents + 1250);
    try {
      const asked = {
        orderItemId: line!.id,
        qty: 1,
        reason: 'TOO_SMALL',
        exchangeSku: medium!.sku,
      };
      expect(await estimate(ada, placed.orderCode, asked)).toMatchObject({
        refundEstimate: 0,
        exchangeCost: 12.5,
      });
      const ret = await ask(ada, placed.orderCode, [[line!.id, 1, 'TOO_SMALL', medium!.sku]]);
      // Oregon: no sales tax, so the difference is the prices'.
      expect(ret).toMatchObject({ exchangeCost: 12.5, refundEstimate: 0, toPay: null });
      await receivedReturn(ret.code);
      expect((await mine(ada, ret.code)).toPay).toBe(12.5);
      expect((await detail(ret.code)).exchangeDue).toEqual({ cents: 1250, paid: false });
      const refused = await ship(ret.code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/paid the difference/);

      const url = `/api/v1/orders/by-code/${placed.orderCode}/balance`;
      const balance = await shopperCall(h.app, ada, 'POST', url);
      expect(balance.json().amount).toBe(12.5);
      const paid = await shopperCall(h.app, ada, 'POST', `${url}/test-confirm`, {
        clientSecret: balance.json().clientSecret,
        ...TEST_CARD,
      });
      expect(paid.json().status).toBe('succeeded');
      expect((await mine(ada, ret.code)).toPay).toBeNull();
      expect((await detail(ret.code)).exchangeDue).toEqual({ cents: 1250, paid: true });
      expect((await ship(ret.code)).statusCode).toBe(200);
      expect((await detail(ret.code)).status).toBe('CLOSED');
      const [o] = await h.db.query<{ paid: number }>(
        'select paid_cents as paid from orders where order_code = $1',
        [placed.orderCode],
      );
      expect(o!.paid).toBe(before + 1250);
    } finally {
      await priced(medium!.sku, small!.sellingCents);
    }
  });

  it('two dearer exchanges of one order: the second received asks for both, never the first alone', async () => {
    const ada = await shopper();
    const [small, medium, large] = await sizedProduct(h, 6);
    for (const v of [small!, medium!, large!]) await setStock(h, v.sku, 5);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 2]]);
    const [line] = await orderItems(h, placed.orderCode);
    await priced(medium!.sku, small!.sellingCents + 1000);
    await priced(large!.sku, small!.sellingCents + 1500);
    try {
      const first = await ask(ada, placed.orderCode, [[line!.id, 1, 'TOO_SMALL', medium!.sku]]);
      const second = await ask(ada, placed.orderCode, [[line!.id, 1, 'TOO_SMALL', large!.sku]]);
      await receivedReturn(first.code);
      const url = `/api/v1/orders/by-code/${placed.orderCode}/balance`;
      const opened = (await shopperCall(h.app, ada, 'POST', url)).json();
      expect(opened.amount).toBe(10);
      await receivedReturn(second.code);
      // The intent for the first amount was withdrawn: paying it settles nothing.
      const stale = await shopperCall(h.app, ada, 'POST', `${url}/test-confirm`, {
        clientSecret: opened.clientSecret,
        ...TEST_CARD,
      });
      expect(stale.statusCode).toBe(409);
      const both = (await shopperCall(h.app, ada, 'POST', url)).json();
      expect(both.amount).toBe(25);
      await shopperCall(h.app, ada, 'POST', `${url}/test-confirm`, {
        clientSecret: both.clientSecret,
        ...TEST_CARD,
      });
      expect((await ship(first.code)).statusCode).toBe(200);
      expect((await ship(second.code)).statusCode).toBe(200);
    } finally {
      await priced(medium!.sku, small!.sellingCents);
      await priced(large!.sku, small!.sellingCents);
    }
  });

  it('cheaper: the difference given back with the refund, never more than the unit was paid', async () => {
    const ada = await shopper();
    const [small, , large] = await sizedProduct(h, 6);
    await setStock(h, small!.sku, 5);
    await setStock(h, large!.sku, 5);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 2]]);
    const [line] = await orderItems(h, placed.orderCode);
    await priced(large!.sku, small!.sellingCents - 400);
    try {
      const asked = { orderItemId: line!.id, qty: 2, reason: 'TOO_SMALL', exchangeSku: large!.sku };
      expect(await estimate(ada, placed.orderCode, asked)).toMatchObject({
        refundEstimate: 8,
        exchangeCost: 0,
      });
      const ret = await ask(ada, placed.orderCode, [[line!.id, 2, 'TOO_SMALL', large!.sku]]);
      expect(ret).toMatchObject({ exchangeCost: 0, refundEstimate: 8, toPay: null });
      await receivedReturn(ret.code);
      expect((await detail(ret.code)).refundableCents).toBe(800);
      // Owing nothing, it ships at once; the return closes once the difference is refunded.
      expect((await ship(ret.code)).statusCode).toBe(200);
      const refunded = await desk('POST', `/${ret.code}/refund`, { to: 'original' });
      expect(refunded.json()).toMatchObject({ status: 'CLOSED', refund: { amountCents: 800 } });
      // The exchanged units stay sold: none of them counts as refunded.
      const [refund] = await h.db.query<{ lines: unknown[] }>(
        'select lines from refunds where return_id = (select id from returns where code = $1)',
        [ret.code],
      );
      expect(refund!.lines).toEqual([]);
    } finally {
      await priced(large!.sku, small!.sellingCents);
    }
    expect(await ledgerMismatches(h)).toEqual([]);
  });
});

describe("the shop's shipping refund rule", () => {
  it('never: not even for a damaged item; always: for a change of mind too, once per order', async () => {
    const owner = (await staffSession(h, 'owner')).cookie;
    const rule = (refundShipping: string) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: owner },
        payload: { refundShipping },
      });
    expect((await rule('sometimes')).statusCode).toBe(400);
    await priceShipping(owner, 595);
    try {
      const ada = await shopper();
      const [shirt] = await variants(h, 1);
      await setStock(h, shirt.sku, 10);
      const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 3]], { address: newYork });
      const [o] = await h.db.query<{ shipping: number }>(
        `select shipping_cents + shipping_tax_cents as shipping from orders where order_code = $1`,
        [placed.orderCode],
      );
      const [line] = await orderItems(h, placed.orderCode);
      const returned = async (reason: string) => {
        const ret = await ask(ada, placed.orderCode, [[line!.id, 1, reason]]);
        await receivedReturn(ret.code);
        return ret.code;
      };
      expect((await rule('never')).json().refundShipping).toBe('never');
      const broken = await returned('DAMAGED');
      expect((await detail(broken)).shippingCents).toBe(0);
      expect(
        (await desk('POST', `/${broken}/refund`, { to: 'original', shipping: true })).statusCode,
      ).toBe(409);

      await rule('always');
      expect((await detail(broken)).shippingCents).toBe(o!.shipping);
      const changed = await returned('CHANGED_MIND');
      expect((await detail(changed)).shippingCents).toBe(o!.shipping);
      const refunded = await desk('POST', `/${changed}/refund`, { to: 'original', shipping: true });
      expect(refunded.json().refund.amountCents).toBeGreaterThan(o!.shipping);
      expect((await detail(broken)).shippingCents).toBe(0);
    } finally {
      await rule('faulty');
      await priceShipping(owner, 0);
    }
  });
});

describe('at once', () => {
  it('two refunds of one return, and a retry, pay once; a cancel of the order meanwhile is refused', async () => {
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    await setStock(h, shirt.sku, 10);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 2]]);
    const [line] = await orderItems(h, placed.orderCode);
    const ret = await ask(ada, placed.orderCode, [[line!.id, 2, 'QUALITY']]);
    await receivedReturn(ret.code);
    const other = (await staffSession(h, 'fulfilment')).cookie;
    const [a, b, cancel] = await Promise.all([
      desk('POST', `/${ret.code}/refund`, { to: 'original' }),
      staffCall(h.app, other, 'POST', `/api/admin/returns/${ret.code}/refund`, { to: 'original' }),
      staffCall(h.app, other, 'POST', `/api/admin/orders/${placed.orderCode}/cancel`, {
        reason: 'Asked',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(cancel.statusCode).toBe(409);
    const retry = await desk('POST', `/${ret.code}/refund`, { to: 'original' });
    expect(retry.statusCode).toBe(409);
    const refunds = await h.db.query<{ amount: number }>(
      `select f.amount_cents as amount from refunds f join orders o on o.id = f.order_id
        where o.order_code = $1`,
      [placed.orderCode],
    );
    const paid = await paidCents(line!.id);
    expect(refunds).toEqual([{ amount: paid }]);
    const [o] = await h.db.query<{ status: string; refunded: number }>(
      'select status, refunded_cents as refunded from orders where order_code = $1',
      [placed.orderCode],
    );
    expect(o).toEqual({ status: 'DELIVERED', refunded: paid });
  });

  it("a shopper's cancel and the desk's receipt: one wins, and stock follows it", async () => {
    const { ada, small, medium, ret, returnLine } = await approvedExchange(2);
    const [cancel, receive] = await Promise.all([
      shopperCall(h.app, ada, 'POST', `/api/v1/returns/${ret.code}/cancel`),
      desk('POST', `/${ret.code}/receive`, {
        lines: [{ id: returnLine.id, qty: 1, condition: 'restock' }],
      }),
    ]);
    expect([cancel.statusCode, receive.statusCode].sort()).toEqual([200, 409]);
    const status = (await detail(ret.code)).status;
    if (status === 'CANCELLED') {
      expect(await stockOf(h, small.sku)).toBe(4);
      expect(await stockOf(h, medium.sku)).toBe(5);
    } else {
      expect(status).toBe('RECEIVED');
      expect(await stockOf(h, small.sku)).toBe(5);
      expect(await stockOf(h, medium.sku)).toBe(4);
    }
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('keeps every SKU at its ledger after a random mix of orders, returns, exchanges and cancels', async () => {
    let seed = 30;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const sizes = await sizedProduct(h, 3);
    for (const v of sizes) await setStock(h, v.sku, 3);
    const people = [await shopper(), await shopper(), await shopper()];
    const open: { code: string; who: (typeof people)[number] }[] = [];
    for (let step = 0; step < 14; step++) {
      const who = people[random(people.length)]!;
      const v = sizes[random(sizes.length)]!;
      const action = random(5);
      if (action === 0) {
        await fillCart(h.app, who.cookie, who.email, [[v, 1]]).catch(() => undefined);
        const placed = await order(h.app, who.cookie);
        if (placed.statusCode === 201 && random(2) === 0) {
          const code = (placed.json() as Order).orderCode;
          await h.app.inject({
            method: 'POST',
            url: `/api/v1/orders/by-code/${code}/cancel`,
            headers: { cookie: who.cookie },
          });
        }
        await h.db.query(
          'delete from cart_lines where user_id = (select id from users where email = $1)',
          [who.email],
        );
      } else if (action === 1 || action === 2) {
        if ((await stockOf(h, v.sku)) === 0) continue;
        const placed = await deliveredOrder(h.app, staff, who, [[v, 1]]);
        const [line] = await orderItems(h, placed.orderCode);
        const swap = sizes[random(sizes.length)]!;
        const exchange = swap.sku !== v.sku ? swap.sku : undefined;
        const res = await shopperCall(h.app, who, 'POST', '/api/v1/returns', {
          orderCode: placed.orderCode,
          lines: [
            {
              orderItemId: line!.id,
              qty: 1,
              reason: 'TOO_SMALL',
              ...(exchange ? { exchangeSku: exchange } : {}),
            },
          ],
        });
        if (res.statusCode === 201) open.push({ code: (res.json() as Return).code, who });
        else expect(res.json().error.reason).toBe('EXCHANGE_SOLD_OUT');
      } else if (open.length) {
        const { code, who: owner } = open.splice(random(open.length), 1)[0]!;
        if (action === 3) {
          await shopperCall(h.app, owner, 'POST', `/api/v1/returns/${code}/cancel`);
        } else {
          await receivedReturn(code);
          const ret = await detail(code);
          if (ret.refundableCents > 0) await desk('POST', `/${code}/refund`, { to: 'original' });
          if (ret.lines.some((l) => l.exchange?.status === 'reserved')) {
            await desk('POST', `/${code}/ship-exchange`, {
              carrier: 'ups',
              trackingNumber: `1Z${step}XYZ`,
            });
          }
          expect((await detail(code)).status).toBe('CLOSED');
        }
      }
      expect(await ledgerMismatches(h)).toEqual([]);
    }
  });
});

describe('a return never sent', () => {
  const later = (days: number) => new Date(Date.now() + days * 86_400_000);

  it('lapses after the shop’s hold: cancelled by the system, the held size back on sale, the shopper mailed', async () => {
    const ada = await shopper();
    const [small, medium] = await sizedProduct(h, 4);
    await setStock(h, small!.sku, 5);
    await setStock(h, medium!.sku, 5);
    const placed = await deliveredOrder(h.app, staff, ada, [[small!, 2]], { lang: 'fr' });
    const [line] = await orderItems(h, placed.orderCode);
    const held = await ask(ada, placed.orderCode, [[line!.id, 1, 'TOO_SMALL', medium!.sku]]);
    const sent = await ask(ada, placed.orderCode, [[line!.id, 1, 'FIT']]);
    await desk('POST', `/${sent.code}/approve`, {});
    await desk('POST', `/${sent.code}/tracking`, { carrier: 'ups', trackingNumber: '1Z999AA1' });
    expect(await stockOf(h, medium!.sku)).toBe(4);

    // Not yet: 13 days on, of the default 14.
    expect(await h.db.tx((q) => lapseReturns(q, h, later(13)))).not.toContain(held.code);
    // Two processes at once lapse it once.
    const runs = await Promise.all([
      h.db.tx((q) => lapseReturns(q, h, later(15))),
      h.db.tx((q) => lapseReturns(q, h, later(15))),
    ]);
    expect(runs.flat().filter((code) => code === held.code)).toHaveLength(1);
    expect(runs.flat()).not.toContain(sent.code);

    const mine = (
      await shopperCall(h.app, ada, 'GET', `/api/v1/returns/${held.code}`)
    ).json() as Return;
    expect(mine.status).toBe('CANCELLED');
    expect(mine.lines[0]!.exchange!.status).toBe('released');
    expect(mine.timeline.at(-1)).toMatchObject({ type: 'cancelled', actor: 'system' });
    expect((await detail(sent.code)).status).toBe('IN_TRANSIT');
    expect(await stockOf(h, medium!.sku)).toBe(5);
    const moves = await h.db.query<{ reason: string; delta: number }>(
      'select reason, delta from stock_ledger where sku = $1 and note = $2 order by id',
      [medium!.sku, held.code],
    );
    expect(moves).toEqual([
      { reason: 'reserved', delta: -1 },
      { reason: 'released', delta: 1 },
    ]);
    const mails = (await outbox(h, ada.email)).filter((m) => m.kind === 'return-lapsed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre retour ${held.code} a été annulé`);
    // Its units may be asked back again.
    const again = await ask(ada, placed.orderCode, [[line!.id, 1, 'TOO_SMALL', medium!.sku]]);
    expect(again.status).toBe('REQUESTED');
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('waits as long as the shop says', async () => {
    const owner = (await staffSession(h, 'owner')).cookie;
    const hold = (returnHoldDays: number) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: owner },
        payload: { returnHoldDays },
      });
    const ada = await shopper();
    const [shirt] = await variants(h, 1);
    await setStock(h, shirt.sku, 5);
    const placed = await deliveredOrder(h.app, staff, ada, [[shirt, 1]]);
    const [line] = await orderItems(h, placed.orderCode);
    const ret = await ask(ada, placed.orderCode, [[line!.id, 1, 'FIT']]);
    await desk('POST', `/${ret.code}/approve`, {});
    expect((await hold(30)).statusCode).toBe(200);
    try {
      expect(await h.db.tx((q) => lapseReturns(q, h, later(20)))).not.toContain(ret.code);
      expect(await h.db.tx((q) => lapseReturns(q, h, later(31)))).toContain(ret.code);
    } finally {
      await hold(14);
    }
  });

  it('racing the desk’s receipt: one wins, and stock follows it', async () => {
    const { small, medium, ret, returnLine } = await approvedExchange(5);
    const [lapsed, receive] = await Promise.all([
      h.db.tx((q) => lapseReturns(q, h, later(15))),
      desk('POST', `/${ret.code}/receive`, {
        lines: [{ id: returnLine.id, qty: 1, condition: 'restock' }],
      }),
    ]);
    const status = (await detail(ret.code)).status;
    if (lapsed.includes(ret.code)) {
      expect(receive.statusCode).toBe(409);
      expect(status).toBe('CANCELLED');
      expect(await stockOf(h, small.sku)).toBe(4);
      expect(await stockOf(h, medium.sku)).toBe(5);
    } else {
      expect(receive.statusCode).toBe(200);
      expect(status).toBe('RECEIVED');
      expect(await stockOf(h, small.sku)).toBe(5);
      expect(await stockOf(h, medium.sku)).toBe(4);
      // Received, it is no longer waiting to be sent.
      expect(await h.db.tx((q) => lapseReturns(q, h, later(15)))).not.toContain(ret.code);
    }
    expect(await ledgerMismatches(h)).toEqual([]);
  });
});
