// Issue 30 item 7: an order changed before it ships — the shopper swaps a size, staff swap, add,
// remove and re-address — re-priced in its market, stock moved through the ledger, the
// difference refunded or owed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_KEY_PARAM,
  type AdminOrder,
  type Order,
  type OrderEditPreview,
  type PaymentIntent,
  type SwapOptions,
} from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../auth/test-helpers.ts';
import { outbox, staffCall } from '../../admin/orders/test-helpers.ts';
import { staffSession } from '../../admin/test-helpers.ts';
import { cartUpdate, home, order, setStock, stockOf, TEST_CARD } from './test-helpers.ts';

let h: Harness;
let staff: string;
/** Three sizes of one product: `base` as sold, one `cheaper` and one `dearer`. */
let base: string;
let cheaper: string;
let dearer: string;
let productId: number;
let other: string;

beforeAll(async () => {
  h = await startHarness({ products: 4 });
  staff = (await staffSession(h, 'owner')).cookie;
  const [p] = await h.db.query<{ id: number; skus: string[] }>(
    `select product_id as id, array_agg(sku order by id) as skus from variants
      group by product_id having count(*) >= 3 order by product_id limit 1`,
  );
  productId = p!.id;
  [base, cheaper, dearer] = p!.skus as [string, string, string];
  // The sizes' prices as staff set them: the cheaper and dearer a clear step from the base.
  for (const [sku, cents] of [
    [base, 5000],
    [cheaper, 3000],
    [dearer, 8000],
  ] as const) {
    await h.db.query('update variants set original_price_cents = $2 where sku = $1', [sku, cents]);
    await setStock(h, sku, 10);
  }
  const [o] = await h.db.query<{ sku: string }>(
    'select sku from variants where product_id <> $1 order by id limit 1',
    [productId],
  );
  other = o!.sku;
  await setStock(h, other, 10);
});
afterAll(() => h?.close());

let n = 0;
async function shopper() {
  const email = `edit${++n}@example.com`;
  return { email, cookie: await signedIn(h.app, email) };
}

type Shopper = Awaited<ReturnType<typeof shopper>>;

async function place(s: Shopper, sku: string, body: object = {}) {
  const carted = await cartUpdate(h.app, s.cookie, {
    userId: s.email,
    sku,
    productId,
    qty: 1,
    action: 'I',
  });
  expect(carted.statusCode, carted.body).toBe(200);
  const res = await order(h.app, s.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

async function pay(s: Shopper, placed: Order) {
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/payment/create-payment-intent',
    headers: { cookie: s.cookie },
    payload: {
      amount: placed.total,
      currency: placed.currency.toLowerCase(),
      orderCode: placed.orderCode,
    },
  });
  const { clientSecret } = created.json() as PaymentIntent;
  const paid = await h.app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie: s.cookie },
    payload: { clientSecret, ...TEST_CARD },
  });
  expect(paid.json().status).toBe('succeeded');
}

const swap = (s: Shopper, code: string, line: number, sku: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/orders/by-code/${code}/lines/${line}/swap?lang=en`,
    headers: { cookie: s.cookie },
    payload: { sku },
  });

const detail = async (code: string) =>
  (await staffCall(h.app, staff, 'GET', `/api/admin/orders/${code}`)).json() as AdminOrder;

/** Every variant's stock equals the sum of its ledger. */
async function ledgerMatches() {
  const rows = await h.db.query<{ sku: string }>(
    `select v.sku from variants v
      where v.stock <> coalesce((select sum(delta) from stock_ledger l where l.variant_id = v.id), 0)`,
  );
  expect(rows).toEqual([]);
}

const cents = (major: number) => Math.round(major * 100);

describe('the shopper swaps a size before it ships', () => {
  it('lists the other sizes in stock, and a cheaper one on a cash order replaces the total', async () => {
    const s = await shopper();
    const placed = await place(s, base);
    const line = placed.orderItems[0]!.id;
    const options = (
      await h.app.inject({
        method: 'GET',
        url: `/api/v1/orders/by-code/${placed.orderCode}/lines/${line}/swap`,
        headers: { cookie: s.cookie },
      })
    ).json() as SwapOptions;
    expect(options.options.map((o) => o.sku)).toEqual(expect.arrayContaining([cheaper, dearer]));
    expect(options.options.map((o) => o.sku)).not.toContain(base);

    const [baseBefore, cheaperBefore] = [await stockOf(h, base), await stockOf(h, cheaper)];
    const res = await swap(s, placed.orderCode, line, cheaper);
    expect(res.statusCode, res.body).toBe(200);
    const swapped = res.json() as Order;
    expect(swapped.total).toBeLessThan(placed.total);
    expect(swapped.orderItems[0]!.id).toBe(line);
    expect(swapped.balanceDue).toBeUndefined();
    expect(await stockOf(h, base)).toBe(baseBefore + 1);
    expect(await stockOf(h, cheaper)).toBe(cheaperBefore - 1);
    await ledgerMatches();
    const o = await detail(placed.orderCode);
    expect(o.totalCents).toBe(cents(swapped.total));
    expect(o.items[0]!.sku).toBe(cheaper);
    expect(o.refunds).toEqual([]);
    expect(swapped.timeline?.map((e) => e.type)).toContain('changed');
    const mails = (await outbox(h, s.email)).filter((m) => m.kind === 'order-changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(placed.orderCode);
  });

  it('a cheaper one on a paid card order refunds the difference to the card, with a credit note', async () => {
    const s = await shopper();
    const placed = await place(s, base, { paymentMethod: 'bank' });
    await pay(s, placed);
    const res = await swap(s, placed.orderCode, placed.orderItems[0]!.id, cheaper);
    expect(res.statusCode, res.body).toBe(200);
    const swapped = res.json() as Order;
    const o = await detail(placed.orderCode);
    expect(o.refunds).toHaveLength(1);
    expect(o.refunds[0]!.amountCents).toBe(cents(placed.total) - cents(swapped.total));
    expect(o.refundedCents).toBe(cents(placed.total) - cents(swapped.total));
    expect(swapped.documents?.creditNotes).toBe(1);
    expect(o.balanceDueCents).toBe(0);
    await ledgerMatches();
  });

  it('a dearer one on a paid card order asks for the difference, and it ships once paid', async () => {
    const s = await shopper();
    const placed = await place(s, base, { paymentMethod: 'bank', lang: 'jp' });
    await pay(s, placed);
    const res = await swap(s, placed.orderCode, placed.orderItems[0]!.id, dearer);
    expect(res.statusCode, res.body).toBe(200);
    const swapped = res.json() as Order;
    const due = cents(swapped.total) - cents(placed.total);
    expect(due).toBeGreaterThan(0);
    expect(cents(swapped.balanceDue!)).toBe(due);
    const [mail] = (await outbox(h, s.email)).filter((m) => m.kind === 'order-changed');
    expect(mail!.subject).toContain('変更');

    const ship = () =>
      staffCall(h.app, staff, 'POST', `/api/admin/orders/${placed.orderCode}/fulfilments`, {
        carrier: 'ups',
        trackingNumber: '1Z999',
      });
    expect((await ship()).statusCode).toBe(409);

    const balance = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/by-code/${placed.orderCode}/balance`,
      headers: { cookie: s.cookie },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(cents(balance.json().amount)).toBe(due);
    const paid = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/by-code/${placed.orderCode}/balance/test-confirm`,
      headers: { cookie: s.cookie },
      payload: { clientSecret: balance.json().clientSecret, ...TEST_CARD },
    });
    expect(paid.json().status).toBe('succeeded');
    const o = await detail(placed.orderCode);
    expect(o.paidCents).toBe(cents(swapped.total));
    expect(o.balanceDueCents).toBe(0);
    expect((await ship()).statusCode).toBe(200);
  });

  it('refuses another product, and any change once the order has shipped', async () => {
    const s = await shopper();
    const placed = await place(s, base);
    const line = placed.orderItems[0]!.id;
    const wrong = await swap(s, placed.orderCode, line, other);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.reason).toBe('SWAP_OTHER_PRODUCT');
    await staffCall(h.app, staff, 'POST', `/api/admin/orders/${placed.orderCode}/fulfilments`, {
      carrier: 'ups',
      trackingNumber: '1Z1',
    });
    const late = await swap(s, placed.orderCode, line, cheaper);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('NOT_EDITABLE');
    const edit = await staffCall(h.app, staff, 'PATCH', `/api/admin/orders/${placed.orderCode}`, {
      add: [{ sku: other, qty: 1 }],
    });
    expect(edit.statusCode).toBe(409);
  });

  it("a guest swaps through the order link's key, and nobody without it", async () => {
    const guestId = randomUUID();
    const carted = await cartUpdate(h.app, undefined, {
      userId: guestId,
      sku: base,
      productId,
      qty: 1,
      action: 'I',
    });
    expect(carted.statusCode).toBe(200);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      payload: {
        guestId,
        email: 'guest-swap@example.com',
        address: home,
        paymentMethod: 'cash',
        lang: 'fr',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    const key = new URL(placed.link!, 'http://x').searchParams.get(ORDER_KEY_PARAM)!;
    const path = `/api/v1/orders/by-code/${placed.orderCode}/lines/${placed.orderItems[0]!.id}/swap`;
    const without = await h.app.inject({ method: 'POST', url: path, payload: { sku: cheaper } });
    expect(without.statusCode).toBe(401);
    const swapped = await h.app.inject({
      method: 'POST',
      url: `${path}?key=${key}`,
      payload: { sku: cheaper },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json() as Order).total).toBeLessThan(placed.total);
    const [mail] = (await outbox(h, 'guest-swap@example.com')).filter(
      (m) => m.kind === 'order-changed',
    );
    expect(mail!.subject).toContain('modifiée');
    expect(mail!.text).toContain(`key=${key}`);
  });

  it("is refused on another shopper's order", async () => {
    const placed = await place(await shopper(), base);
    const res = await swap(await shopper(), placed.orderCode, placed.orderItems[0]!.id, cheaper);
    expect(res.statusCode).toBe(404);
  });

  it('of two shoppers swapping to the last unit at once, exactly one gets it', async () => {
    const [a, b] = [await shopper(), await shopper()];
    const [oa, ob] = [await place(a, base), await place(b, base)];
    await setStock(h, dearer, 1);
    const results = await Promise.all([
      swap(a, oa.orderCode, oa.orderItems[0]!.id, dearer),
      swap(b, ob.orderCode, ob.orderItems[0]!.id, dearer),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The winner's cash order is dearer now: its new total simply replaces the old.
    const won = results.find((r) => r.statusCode === 200)!.json() as Order;
    expect(won.total).toBeGreaterThan(oa.total);
    expect(won.balanceDue).toBeUndefined();
    expect(results.find((r) => r.statusCode === 409)!.json().error.reason).toBe('OUT_OF_STOCK');
    expect(await stockOf(h, dearer)).toBe(0);
    await ledgerMatches();
    await setStock(h, dearer, 10);
  });
});

describe('staff change an order before it ships', () => {
  it('previews, then adds, removes and re-addresses with the tax of the new state added', async () => {
    const s = await shopper();
    const placed = await place(s, base);
    expect(placed.totals.tax).toBe(0);
    const line = placed.orderItems[0]!.id;
    const sanFrancisco = { ...home, city: 'San Francisco', region: 'CA', zipocode: '94103' };
    const edit = { lines: [{ id: line, qty: 2 }], address: sanFrancisco };
    const preview = (
      await staffCall(
        h.app,
        staff,
        'POST',
        `/api/admin/orders/${placed.orderCode}/edit-preview`,
        edit,
      )
    ).json() as OrderEditPreview;
    expect(preview.settles).toBe('replace');
    expect(preview.after.taxLines.map((l) => l.rate)).toEqual([0.0725]);
    expect(preview.differenceCents).toBe(preview.after.totalCents - cents(placed.total));
    // Previewed, nothing changed.
    expect((await detail(placed.orderCode)).totalCents).toBe(cents(placed.total));

    const res = await staffCall(
      h.app,
      staff,
      'PATCH',
      `/api/admin/orders/${placed.orderCode}`,
      edit,
    );
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as AdminOrder;
    expect(o.totalCents).toBe(preview.after.totalCents);
    expect(o.address).toMatchObject({ city: 'San Francisco', region: 'CA' });
    expect(o.items[0]!.qty).toBe(2);
    // California's 7.25% on the items and on the shipping they carry, added on top.
    const taxed = o.subtotalCents + o.shippingCents;
    expect(Math.abs(o.taxCents - Math.round(taxed * 0.0725))).toBeLessThanOrEqual(1);
    expect(o.totalCents).toBe(o.subtotalCents + o.shippingCents + o.taxCents);

    const more = await staffCall(h.app, staff, 'PATCH', `/api/admin/orders/${placed.orderCode}`, {
      lines: [{ id: line, qty: 0 }],
      add: [{ sku: other, qty: 1 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect((more.json() as AdminOrder).items.map((i) => i.sku)).toEqual([other]);
    await ledgerMatches();
  });

  it('re-prices a euro order with its VAT inside the prices and refunds the card', async () => {
    const s = await shopper();
    const paris = { ...home, city: 'Paris', region: '', zipocode: '75001', country: 'FR' };
    const placed = await place(s, dearer, { address: paris, market: 'eu', paymentMethod: 'bank' });
    await pay(s, placed);
    const res = await staffCall(h.app, staff, 'PATCH', `/api/admin/orders/${placed.orderCode}`, {
      lines: [{ id: placed.orderItems[0]!.id, sku: cheaper }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as AdminOrder;
    expect(o.currency).toBe('EUR');
    expect(o.taxIncluded).toBe(true);
    expect(o.taxLines.map((l) => l.rate)).toEqual([0.2]);
    // 20% inside the price: a sixth of what it costs.
    const gross = o.subtotalCents + o.shippingCents;
    expect(Math.abs(o.taxCents - Math.round(gross / 6))).toBeLessThanOrEqual(1);
    expect(o.totalCents).toBe(gross);
    expect(o.refundedCents).toBe(cents(placed.total) - o.totalCents);
    expect(o.refundedCents).toBeGreaterThan(0);
  });
});
