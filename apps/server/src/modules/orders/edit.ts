import type { z } from 'zod';
import type {
  AddressFields,
  Language,
  OrderEditPreview,
  OrderEditRequest,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentProvider } from '../../platform/payments/index.ts';
import { optionName } from '../cart/repo.ts';
import { priceCart, type RecordedLine } from '../markets/checkout.ts';
import { majorUnits, sellingMarket } from '../markets/prices.ts';
import type { Market } from '../markets/repo.ts';
import type { ShippingZone } from '../markets/shipping.ts';
import { keptShippingZones } from '../markets/shipping-repo.ts';
import { LISTED } from '../products/sql.ts';
import { codeTermsIn, findCode } from '../promotions/codes.ts';
import { moveCredit } from '../referrals/credit.ts';
import { moveStock } from '../stock/ledger.ts';
import { memberPercentOf } from '../subscriptions/perks.ts';
import type { OrderViewer } from './access.ts';
import type { CommerceDeps } from './deps.ts';
import { recordOrderEvent, SHOPPER, type OrderActor } from './events.ts';
import { closeBalanceIntent } from './balance.ts';
import { withdrawIntents } from './expiry.ts';
import { countSold } from './lifecycle.ts';
import { findOrderState } from './repo.ts';
import { lockOrder, refundLocked, type LockedOrder } from './refund.ts';
import { chosenShipping, orderByCode } from './service.ts';
import type { OrderMoney } from './totals.ts';

export type OrderEdit = z.output<typeof OrderEditRequest>;

export interface EditContext {
  payments: PaymentProvider;
  now: Date;
  actor: OrderActor;
  publicUrl: string;
  /** The order's market and the shipping zones, read before the transaction. */
  market: Market;
  zones: readonly ShippingZone[];
}

const notEditable = (message: string) =>
  new AppError('CONFLICT', message, undefined, { reason: 'NOT_EDITABLE' });

/** The order's market and the zones, read outside a transaction (PGlite has one session). */
export async function editContext(
  deps: Pick<CommerceDeps, 'db' | 'payments' | 'config'>,
  code: string,
  now: Date,
  actor: OrderActor,
) {
  const [row] = await deps.db.query<{ market: string }>(
    'select market from orders where order_code = $1',
    [code],
  );
  if (!row) throw notFound('Order');
  const [market, zones] = await Promise.all([
    sellingMarket(deps.db, row.market),
    keptShippingZones(deps.db),
  ]);
  return { payments: deps.payments, now, actor, publicUrl: deps.config.publicUrl, market, zones };
}

interface Item {
  id: number;
  variantId: number | null;
  productId: number | null;
  sku: string;
  qty: number;
  sellingPriceCents: number;
  taxRate: number;
}

interface Variant {
  variantId: number;
  productId: number;
  sku: string;
  name: string;
  brand: string;
  imageUrl: string;
  size: string;
  color: string;
  available: boolean;
}

/** Variants by SKU with their texts in the order's language, as an order line records them. */
async function variantsBySku(q: Queryable, skus: string[], lang: Language) {
  if (!skus.length) return new Map<string, Variant>();
  const rows = await q.query<Variant>(
    `select v.id as "variantId", p.id as "productId", v.sku, t.name, t.brand,
            coalesce((select i.url from product_images i where i.product_id = p.id
                       order by i.color_id is not distinct from v.color_id desc, i.position limit 1), '')
              as "imageUrl",
            ${optionName('v.size_id')} as size, ${optionName('v.color_id')} as color,
            ${LISTED} as available
       from variants v join products p on p.id = v.product_id
       join product_texts t on t.product_id = p.id and t.lang = $2
      where v.sku = any($1::text[])`,
    [skus, lang],
  );
  return new Map(rows.map((r) => [r.sku, r]));
}

/** A line of the order after the edit: kept as sold, or (with `variant`) changed or new. */
interface Line {
  id?: number;
  variantId: number;
  productId: number;
  qty: number;
  variant?: Variant;
  recorded?: { sellingMinor: number; rate: number };
}

/** The lines the edit leaves, checked: the order's own, SKUs that are sold, the same product for a shopper. */
async function editedLines(
  q: Queryable,
  items: Item[],
  edit: OrderEdit,
  lang: Language,
  sameProduct: boolean,
) {
  const skus = [
    ...(edit.lines ?? []).flatMap((l) => (l.sku ? [l.sku] : [])),
    ...(edit.add ?? []).map((a) => a.sku),
  ];
  const variants = await variantsBySku(q, skus, lang);
  const variantOf = (sku: string) => {
    const v = variants.get(sku);
    if (!v?.available) {
      const message = `${sku} is not sold`;
      throw new AppError('VALIDATION', message, { sku: message }, { reason: 'UNAVAILABLE' });
    }
    return v;
  };
  const changes = new Map((edit.lines ?? []).map((l) => [l.id, l]));
  if (changes.size !== (edit.lines ?? []).length) {
    throw new AppError('VALIDATION', 'A line is named twice', { lines: 'A line is named twice' });
  }
  for (const id of changes.keys()) {
    if (!items.some((i) => i.id === id)) throw notFound('Order line');
  }
  const lines: Line[] = [];
  for (const item of items) {
    const change = changes.get(item.id);
    const qty = change?.qty ?? item.qty;
    if (qty === 0) continue;
    if (item.variantId === null || item.productId === null) {
      throw notEditable('A line of this order is no longer sold: it cannot be re-priced');
    }
    if (!change?.sku || change.sku === item.sku) {
      const recorded = { sellingMinor: item.sellingPriceCents, rate: item.taxRate };
      lines.push({
        id: item.id,
        variantId: item.variantId,
        productId: item.productId,
        qty,
        recorded,
      });
      continue;
    }
    const variant = variantOf(change.sku);
    if (sameProduct && variant.productId !== item.productId) {
      const message = 'Only another size or colour of the same product';
      throw new AppError('VALIDATION', message, { sku: message }, { reason: 'SWAP_OTHER_PRODUCT' });
    }
    lines.push({
      id: item.id,
      variantId: variant.variantId,
      productId: variant.productId,
      qty,
      variant,
    });
  }
  for (const add of edit.add ?? []) {
    const variant = variantOf(add.sku);
    lines.push({
      variantId: variant.variantId,
      productId: variant.productId,
      qty: add.qty,
      variant,
    });
  }
  if (!lines.length) throw notEditable('An order keeps at least one line: cancel it instead');
  return lines;
}

/**
 * Each variant's units from what the order held to what it holds now, through the ledger in
 * variant order (as takeStock, so two edits never wait on each other in a cycle): units given up
 * go back as 'cancellation', units taken are a 'sale' — in one transaction, and conditional, so
 * of two shoppers swapping to the last unit one gets it and the other a 409.
 */
async function moveUnits(
  q: Queryable,
  orderId: number,
  items: Item[],
  lines: Line[],
  staffEmail?: string,
) {
  const delta = new Map<number, { sku: string; units: number }>();
  const add = (variantId: number | null, sku: string, units: number) => {
    if (variantId === null) return;
    const d = delta.get(variantId) ?? { sku, units: 0 };
    delta.set(variantId, { sku: d.sku, units: d.units + units });
  };
  for (const i of items) add(i.variantId, i.sku, i.qty);
  for (const l of lines)
    add(l.variantId, l.variant?.sku ?? items.find((i) => i.id === l.id)!.sku, -l.qty);
  const short: string[] = [];
  for (const [variantId, { sku, units }] of [...delta].sort(([a], [b]) => a - b)) {
    if (units === 0) continue;
    const reason = units > 0 ? 'cancellation' : 'sale';
    const move = { variantId, delta: units, reason, orderId, staffEmail } as const;
    if ((await moveStock(q, move)) === undefined) short.push(sku);
  }
  if (short.length) {
    throw new AppError('CONFLICT', `Not enough stock for ${short.join(', ')}`, undefined, {
      reason: 'OUT_OF_STOCK',
      params: { items: short.join(', ') },
    });
  }
}

/** The order as it stands, its totals as the quote that made them. */
interface OrderRow extends Omit<OrderMoney, 'currency' | 'taxLines'> {
  userId: number | null;
  lang: Language;
  discountCode: string | null;
  shippingMethodId: number | null;
  balanceDueCents: number;
  country: string;
  region: string;
  postcode: string;
}

async function orderRow(q: Queryable, orderId: number) {
  const [row] = await q.query<OrderRow>(
    `select user_id as "userId", lang, discount_code as "discountCode",
            (shipping_method->>'id')::int as "shippingMethodId", balance_due_cents as "balanceDueCents",
            subtotal_cents as "itemsMinor", member_cents as "memberMinor",
            discount_cents as "discountMinor", shipping_cents as "shippingMinor", tax_cents as "taxMinor",
            tax_included as "taxIncluded", credit_cents as "creditMinor", total_cents as "totalMinor",
            country, region, zip_code as postcode
       from orders where id = $1`,
    [orderId],
  );
  const taxLines = await q.query<{ rate: number; netMinor: number; taxMinor: number }>(
    `select rate::float8 as rate, net_cents as "netMinor", tax_cents as "taxMinor"
       from order_tax_lines where order_id = $1 order by rate desc`,
    [orderId],
  );
  return { ...row!, taxLines };
}

/** What an edit settles with: a negative difference refunded, a positive one owed. */
interface Settlement {
  settles: OrderEditPreview['settles'];
  differenceCents: number;
}

/**
 * Re-prices a locked order with the edit: its lines (kept ones at the price and rate they were
 * sold at, changed and new ones at its market's price now), its address, shipping by the same
 * method, tax by where it goes, its code and member price, and the credit it used; stock moved.
 * Answers the order's money before and after and what the difference does; writes the order.
 */
async function reprice(
  q: Queryable,
  order: LockedOrder,
  edit: OrderEdit,
  ctx: EditContext,
  sameProduct: boolean,
) {
  if (order.kind !== 'goods' || (order.status !== 'PLACED' && order.status !== 'PAID')) {
    throw notEditable(`A ${order.status.toLowerCase().replace('_', ' ')} order cannot be changed`);
  }
  const [shipped] = await q.query('select 1 from fulfilments where order_id = $1 limit 1', [
    order.id,
  ]);
  if (shipped) throw notEditable('Part of this order has shipped: it can no longer be changed');
  const before = await orderRow(q, order.id);
  const items = await q.query<Item>(
    `select id, variant_id as "variantId", product_id as "productId", sku, qty,
            selling_price_cents as "sellingPriceCents", tax_rate::float8 as "taxRate"
       from order_items where order_id = $1 order by id`,
    [order.id],
  );
  const lines = await editedLines(q, items, edit, before.lang, sameProduct);
  const a = edit.address;
  if (a && !ctx.market.countries.includes(a.country)) {
    // The order is sold in its market's currency: another market's address is another order.
    const { currency } = ctx.market;
    throw new AppError(
      'CONFLICT',
      `This order is paid in ${currency}: deliver it in its market`,
      undefined,
      {
        reason: 'MARKET_CHANGED',
        params: { currency, market: ctx.market.code },
      },
    );
  }
  const to = a
    ? { country: a.country, region: a.region, postcode: a.zipocode }
    : { country: before.country, region: before.region, postcode: before.postcode };
  // A new address is taxed where it goes: every line's rate is looked up again.
  const refs: RecordedLine[] = lines.map((l) => ({
    variantId: l.variantId,
    productId: l.productId,
    qty: l.qty,
    ...(l.recorded
      ? { sellingMinor: l.recorded.sellingMinor, ...(a ? {} : { rate: l.recorded.rate }) }
      : {}),
  }));
  const code = before.discountCode ? await findCode(q, { code: before.discountCode }) : undefined;
  const priced = await priceCart(q, {
    market: ctx.market,
    to,
    zones: ctx.zones,
    lines: refs,
    memberPercent: await memberPercentOf(q, before.userId),
    discount: code && codeTermsIn(code, ctx.market),
    creditMinor: before.creditMinor,
    shippingMethodId: before.shippingMethodId ?? undefined,
    now: ctx.now,
  });
  const shipping = chosenShipping(priced, before.shippingMethodId ?? undefined);
  const money = priced.quote;
  const staffEmail = ctx.actor.kind === 'staff' ? ctx.actor.email : undefined;
  await countSold(q, order.id, -1);
  await moveUnits(q, order.id, items, lines, staffEmail);
  await writeLines(q, order.id, items, lines, priced, money);
  const net = order.paidCents - order.refundedCents;
  const settlement: Settlement =
    order.paidCents === 0
      ? { settles: 'replace', differenceCents: money.totalMinor - before.totalMinor }
      : {
          settles: money.totalMinor > net ? 'charge' : money.totalMinor < net ? 'refund' : 'none',
          differenceCents: money.totalMinor - net,
        };
  await q.query(
    `update orders set subtotal_cents = $2, member_cents = $3, discount_cents = $4, shipping_cents = $5,
            shipping_tax_cents = $6, tax_cents = $7, credit_cents = $8, total_cents = $9,
            shipping_method = $10::jsonb, balance_due_cents = $11
      where id = $1`,
    [
      order.id,
      money.itemsMinor,
      money.memberMinor,
      money.discountMinor,
      money.shippingMinor,
      money.shippingTaxMinor,
      money.taxMinor,
      money.creditMinor,
      money.totalMinor,
      JSON.stringify({ id: shipping.methodId, name: shipping.name, days: shipping.days }),
      settlement.settles === 'charge' ? settlement.differenceCents : 0,
    ],
  );
  if (a) await writeAddress(q, order.id, a);
  await countSold(q, order.id, 1);
  // Credit the smaller total no longer needs goes back to the account it came from.
  if (before.userId !== null && money.creditMinor < before.creditMinor) {
    const back = before.creditMinor - money.creditMinor;
    const move = {
      deltaCents: back,
      reason: 'refund',
      orderId: order.id,
      staffEmail,
      at: ctx.now,
    } as const;
    await moveCredit(q, before.userId, move);
  }
  const { currency } = order;
  return { before: { ...before, currency }, after: { ...money, currency }, settlement };
}

/** The order's lines as edited: kept ones with their new tax share, changed ones re-described. */
async function writeLines(
  q: Queryable,
  orderId: number,
  items: Item[],
  lines: Line[],
  priced: Awaited<ReturnType<typeof priceCart>>,
  money: Awaited<ReturnType<typeof priceCart>>['quote'],
) {
  const kept = new Set(lines.flatMap((l) => (l.id ? [l.id] : [])));
  const gone = items.filter((i) => !kept.has(i.id)).map((i) => i.id);
  if (gone.length) await q.query('delete from order_items where id = any($1::int[])', [gone]);
  for (const [i, line] of lines.entries()) {
    const p = priced.lines[i]!;
    const m = money.lines[i]!;
    const unit = p.price.sellingMinor;
    const v = line.variant;
    if (line.id && !v) {
      await q.query(
        'update order_items set qty = $2, tax_rate = $3, tax_cents = $4, paid_cents = $5 where id = $1',
        [line.id, line.qty, p.rate, m.taxMinor, m.paidMinor],
      );
    } else if (v) {
      // A line changed to another variant takes it whole, as a line added does.
      const values = [
        v.variantId,
        v.productId,
        v.sku,
        v.name,
        v.brand,
        v.color,
        v.size,
        v.imageUrl,
        line.qty,
        unit,
        p.rate,
        m.taxMinor,
        m.paidMinor,
      ];
      await q.query(
        line.id
          ? `update order_items set variant_id = $2, product_id = $3, sku = $4, name = $5,
                    brand = $6, color = $7, size = $8, image_url = $9, qty = $10,
                    selling_price_cents = $11, tax_rate = $12, tax_cents = $13, paid_cents = $14
              where id = $1`
          : `insert into order_items (order_id, variant_id, product_id, sku, name, brand, color,
                                      size, image_url, qty, selling_price_cents, tax_rate,
                                      tax_cents, paid_cents)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [line.id ?? orderId, ...values],
      );
    }
  }
  await q.query('delete from order_tax_lines where order_id = $1', [orderId]);
  await q.query(
    `insert into order_tax_lines (order_id, rate, net_cents, tax_cents)
     select $1, l.rate, l."netMinor", l."taxMinor"
       from json_to_recordset($2) as l(rate numeric, "netMinor" int, "taxMinor" int)`,
    [orderId, JSON.stringify(money.taxLines)],
  );
}

async function writeAddress(q: Queryable, orderId: number, a: z.output<typeof AddressFields>) {
  await q.query(
    `update orders set name = $2, phone = $3, flat_no = $4, address_line1 = $5, address_line2 = $6,
            city = $7, region = $8, zip_code = $9, country = $10,
            email = case when $11 = '' then email else $11 end
      where id = $1`,
    [
      orderId,
      a.name,
      a.phone,
      a.flatNo ?? '',
      a.addrssLine1,
      a.addrsesLine2 ?? '',
      a.city ?? '',
      a.region ?? '',
      a.zipocode,
      a.country,
      a.email ?? '',
    ],
  );
}

/**
 * Edits a locked order before it ships and settles the difference: an order not paid yet (cash on
 * delivery) simply has its new total; a paid one is refunded a smaller total through the payment
 * that took it (with its credit note), and owes a larger one, asked of the shopper on the order
 * page (its mail and the order say so) and paid before it ships. Recorded on the timeline; the
 * shopper is mailed. Answers the intents to withdraw after commit.
 */
export async function editLocked(
  q: Queryable,
  order: LockedOrder,
  edit: OrderEdit,
  ctx: EditContext,
  sameProduct = false,
) {
  const { before, after, settlement } = await reprice(q, order, edit, ctx, sameProduct);
  const withdraw = await closeBalanceIntent(q, order.id, ctx.now);
  let refundCents = 0;
  if (settlement.settles === 'refund') {
    refundCents = -settlement.differenceCents;
    await refundLocked(q, order, { amountCents: refundCents, reason: 'order changed' }, ctx);
  }
  const change = {
    type: 'changed',
    fromTotalCents: before.totalMinor,
    toTotalCents: after.totalMinor,
    refundCents,
    dueCents: settlement.settles === 'charge' ? settlement.differenceCents : 0,
    lines: edit.lines ?? [],
    added: edit.add ?? [],
    address: Boolean(edit.address),
  } as const;
  await recordOrderEvent(q, ctx.now, order.id, ctx.actor, change, { publicUrl: ctx.publicUrl });
  return withdraw;
}

/** An order's money under the back office's names (ADMIN-API.md: amounts in `…Cents`). */
const totalsInCents = (m: OrderMoney) => ({
  subtotalCents: m.itemsMinor,
  memberCents: m.memberMinor,
  discountCents: m.discountMinor,
  shippingCents: m.shippingMinor,
  taxCents: m.taxMinor,
  taxIncluded: m.taxIncluded,
  taxLines: m.taxLines.map((l) => ({ rate: l.rate, netCents: l.netMinor, taxCents: l.taxMinor })),
  creditCents: m.creditMinor,
  totalCents: m.totalMinor,
});

/** Thrown to roll a preview back: an edit is computed as it would be saved, then not saved. */
class Preview extends Error {
  constructor(readonly answer: OrderEditPreview) {
    super('preview');
  }
}

/** What an edit would do to the order's money, without doing it (no stock, refund or mail). */
export async function previewEdit(
  db: CommerceDeps['db'],
  code: string,
  edit: OrderEdit,
  ctx: EditContext,
): Promise<OrderEditPreview> {
  try {
    await db.tx(async (q) => {
      const order = await lockOrder(q, code);
      const { before, after, settlement } = await reprice(q, order, edit, ctx, false);
      throw new Preview({
        currency: order.currency,
        before: totalsInCents(before),
        after: totalsInCents(after),
        differenceCents: settlement.differenceCents,
        settles: settlement.settles,
      });
    });
  } catch (error) {
    if (error instanceof Preview) return error.answer;
    throw error;
  }
  throw new Error('unreachable');
}

/**
 * The shopper swaps one line for another size or colour of its product, until the order ships:
 * the new unit taken from stock as the old one goes back, the order re-priced and the difference
 * refunded or asked for.
 */
export async function swapLine(
  deps: CommerceDeps,
  viewer: OrderViewer,
  code: string,
  line: { orderItemId: number; sku: string },
  lang: Language,
) {
  const found = await findOrderState(deps.db, viewer, code);
  if (!found) throw notFound('Order');
  const ctx = await editContext(deps, code, deps.now(), SHOPPER);
  const withdraw = await deps.db.tx(async (q) => {
    const order = await lockOrder(q, code);
    const edit = { lines: [{ id: line.orderItemId, sku: line.sku }] };
    return editLocked(q, order, edit, ctx, true);
  });
  await withdrawIntents(deps, withdraw);
  return orderByCode(deps.db, viewer, code, lang);
}

/** The other sizes and colours of a line's product in stock, at the order's market's price. */
export async function swapOptions(
  deps: CommerceDeps,
  viewer: OrderViewer,
  code: string,
  orderItemId: number,
  lang: Language,
) {
  const order = await findOrderState(deps.db, viewer, code);
  if (!order) throw notFound('Order');
  const [item] = await deps.db.query<{ productId: number | null; variantId: number | null }>(
    'select product_id as "productId", variant_id as "variantId" from order_items where id = $1 and order_id = $2',
    [orderItemId, order.id],
  );
  if (!item) throw notFound('Order line');
  const { market } = await editContext(deps, code, deps.now(), SHOPPER);
  const rows = await deps.db.query<{
    sku: string;
    variantId: number;
    productId: number;
    inStock: number;
  }>(
    `select v.sku, v.id as "variantId", v.product_id as "productId", v.stock as "inStock"
       from variants v join products p on p.id = v.product_id
      where v.product_id = $1 and v.id <> $2 and v.stock > 0 and ${LISTED} order by v.id`,
    [item.productId, item.variantId],
  );
  const named = await variantsBySku(
    deps.db,
    rows.map((r) => r.sku),
    lang,
  );
  const priced = await priceCart(deps.db, {
    market,
    zones: [],
    lines: rows.map((r) => ({ ...r, qty: 1 })),
    memberPercent: 0,
    creditMinor: 0,
    now: deps.now(),
  });
  return {
    currency: market.currency,
    options: rows.map((r, i) => ({
      sku: r.sku,
      color: named.get(r.sku)?.color ?? '',
      size: named.get(r.sku)?.size ?? '',
      inStock: r.inStock,
      price: majorUnits(priced.lines[i]!.price.sellingMinor, market.currency),
    })),
  };
}
