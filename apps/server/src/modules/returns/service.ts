import type {
  CreateReturnRequest,
  Language,
  NotReturnable,
  Returnable,
  ReturnStatus,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { viewerIs, type OrderViewer } from '../orders/access.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { newReturnCode } from '../orders/code.ts';
import { SHOPPER, type OrderActor } from '../orders/events.ts';
import { lockOrder } from '../orders/refund.ts';
import { majorUnits, variantPrices } from '../markets/prices.ts';
import { listMarkets } from '../markets/repo.ts';
import { returnRefund } from '../markets/money.ts';
import { shopSettings } from '../settings/repo.ts';
import { moveStock } from '../stock/ledger.ts';
import { deliveredAt, eligibility, orderLines, returnBy, type OrderLine } from './eligibility.ts';
import { recordReturnEvent } from './events.ts';
import {
  findReturn,
  returnLines,
  shopperReturn,
  type ReturnLineRow,
  type ReturnRow,
} from './repo.ts';

const NOT_RETURNABLE_TEXT: Record<NotReturnable, string> = {
  NOT_DELIVERED: 'The order has not been delivered',
  FINAL_SALE: 'Final sale: not returnable',
  WINDOW_CLOSED: 'The return window has closed',
  RETURNED: 'Already returned',
};

/** The viewer's order with `code`, as returns decide on it. */
export async function viewerOrder(q: Queryable, viewer: OrderViewer, code: string) {
  const by = viewerIs(viewer, 2);
  const [order] = await q.query<{ id: number; status: string; kind: string; currency: string }>(
    `select o.id, o.status, o.kind, o.currency from orders o where o.order_code = $1 and ${by.sql}`,
    [code, by.value],
  );
  if (!order) throw notFound('Order');
  return order;
}

/** Each line with what may still be returned of it, or why not; the window's last day. */
async function linesWithEligibility(
  q: Queryable,
  deps: Pick<CommerceDeps, 'config' | 'now'>,
  order: { id: number; status: string; kind: string },
  lang: Language,
) {
  const delivered = await deliveredAt(q, order.id);
  const { returnWindowDays } = await shopSettings(q, deps.config);
  const now = deps.now();
  const lines = (await orderLines(q, order.id, lang)).map((line) => ({
    ...line,
    ...eligibility(line, { ...order, deliveredAt: delivered }, returnWindowDays, now),
  }));
  return { lines, returnBy: delivered ? returnBy(delivered, returnWindowDays) : null };
}

/** Other sizes and colours of each product, with their stock: what an exchange may ask for. */
function exchangeOptions(q: Queryable, productIds: number[], lang: Language) {
  return q.query<{
    productId: number;
    variantId: number;
    sku: string;
    color: string;
    size: string;
    inStock: number;
  }>(
    `select v.product_id as "productId", v.id as "variantId", v.sku,
            coalesce(cn.name, '') as color, coalesce(sn.name, '') as size, v.stock as "inStock"
       from variants v
       left join filter_option_names cn on cn.option_id = v.color_id and cn.lang = $2
       left join filter_option_names sn on sn.option_id = v.size_id and sn.lang = $2
      where v.product_id = any($1::int[]) order by v.product_id, v.position, v.id`,
    [productIds, lang],
  );
}

/** GET /api/v1/orders/by-code/{orderCode}/returnable. */
export async function returnableOf(
  deps: CommerceDeps,
  viewer: OrderViewer,
  orderCode: string,
  lang: Language,
): Promise<Returnable> {
  const order = await viewerOrder(deps.db, viewer, orderCode);
  const { lines, returnBy: by } = await linesWithEligibility(deps.db, deps, order, lang);
  const products = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const options = await exchangeOptions(deps.db, products, lang);
  return {
    orderCode,
    currency: order.currency,
    returnBy: by?.toISOString() ?? null,
    lines: lines.map((l) => ({
      orderItemId: l.orderItemId,
      name: l.name,
      color: l.color,
      size: l.size,
      imageUrl: l.imageUrl,
      qty: l.qty,
      returnableQty: l.returnableQty,
      notReturnable: l.notReturnable,
      unitRefund: majorUnits(unitRefund(l), order.currency),
      exchangeOptions: options
        .filter((o) => o.productId === l.productId && o.variantId !== l.variantId)
        .map(({ sku, color, size, inStock }) => ({ sku, color, size, inStock })),
    })),
  };
}

/** What the next unit of a line refunds. */
const unitRefund = (l: OrderLine) =>
  returnRefund([
    {
      paidMinor: l.paidCents ?? 0,
      qty: l.qty,
      given: Math.min(l.refundedUnits, l.qty - 1),
      units: 1,
    },
  ]).itemsMinor;

const notReturnable = (fields: Record<string, string>) =>
  new AppError('CONFLICT', `Not returnable: ${Object.values(fields).join('; ')}`, fields, {
    reason: 'NOT_RETURNABLE',
  });

/** The exchange's variant: another of the line's product. */
async function exchangeVariant(q: Queryable, sku: string, line: OrderLine, field: string) {
  const [variant] = await q.query<{ id: number; productId: number }>(
    'select id, product_id as "productId" from variants where sku = $1',
    [sku],
  );
  if (!variant || variant.productId !== line.productId || variant.id === line.variantId) {
    const message = 'Choose another size or colour of the same product';
    throw new AppError('VALIDATION', message, { [field]: message });
  }
  return variant.id;
}

/**
 * POST /api/v1/returns: the lines asked back, each checked on the server (every refused line
 * says why), and each exchange's new variant reserved at once through the stock ledger — a
 * conditional update, so of a shopper exchanging for the last unit and another ordering it,
 * exactly one gets it; a sold-out exchange is a 409 naming the sizes left.
 */
export async function requestReturn(
  deps: CommerceDeps,
  viewer: OrderViewer,
  body: CreateReturnRequest,
  lang: Language,
) {
  const order = await viewerOrder(deps.db, viewer, body.orderCode);
  const now = deps.now();
  const code = await deps.db.tx(async (q) => {
    // Returns of one order queue on its row: two requests never both take its last unit.
    const locked = await lockOrder(q, body.orderCode);
    const { lines } = await linesWithEligibility(
      q,
      deps,
      { ...order, status: locked.status },
      lang,
    );
    const asked = new Map<number, number>();
    const refused: Record<string, string> = {};
    body.lines.forEach((l, i) => {
      const line = lines.find((x) => x.orderItemId === l.orderItemId);
      if (!line) {
        throw new AppError('VALIDATION', 'A line is not on this order', {
          [`lines.${i}.orderItemId`]: 'Not on this order',
        });
      }
      const total = (asked.get(l.orderItemId) ?? 0) + l.qty;
      asked.set(l.orderItemId, total);
      if (line.notReturnable) refused[`lines.${i}`] = NOT_RETURNABLE_TEXT[line.notReturnable];
      else if (total > line.returnableQty)
        refused[`lines.${i}`] = `Only ${line.returnableQty} can be returned`;
    });
    if (Object.keys(refused).length) throw notReturnable(refused);
    for (const [i, l] of body.lines.entries()) {
      if (!l.photo) continue;
      const [media] = await q.query('select 1 from media where id = $1', [l.photo]);
      if (!media)
        throw new AppError('VALIDATION', 'Upload the photo first', {
          [`lines.${i}.photo`]: 'Upload the photo first',
        });
    }
    const code = newReturnCode();
    const [ret] = await q.query<{ id: number }>(
      `insert into returns (code, order_id, status, created_at, updated_at)
       values ($1, $2, 'REQUESTED', $3, $3) returning id`,
      [code, order.id, now],
    );
    const withVariant = [];
    for (const [i, l] of body.lines.entries()) {
      const line = lines.find((x) => x.orderItemId === l.orderItemId)!;
      const variantId = l.exchangeSku
        ? await exchangeVariant(q, l.exchangeSku, line, `lines.${i}.exchangeSku`)
        : null;
      withVariant.push({ ...l, variantId, line });
    }
    // In variant order, as orders take stock: two transactions never wait on each other in a cycle.
    for (const l of [...withVariant].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0))) {
      if (l.variantId === null) continue;
      const move = {
        variantId: l.variantId,
        delta: -l.qty,
        reason: 'reserved',
        orderId: order.id,
        note: code,
      } as const;
      if ((await moveStock(q, move)) === undefined)
        throw await soldOut(q, l.line, l.exchangeSku!, lang);
    }
    const prices = await pricesInOrderMarket(
      q,
      order,
      withVariant.flatMap((l) => (l.variantId === null ? [] : [l.variantId])),
      now,
    );
    for (const l of withVariant) {
      await q.query(
        `insert into return_lines (return_id, order_item_id, qty, reason, comment, photo_media_id,
                                   exchange_variant_id, exchange_sku, exchange_status,
                                   exchange_price_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          ret!.id,
          l.orderItemId,
          l.qty,
          l.reason,
          l.comment,
          l.photo ?? null,
          l.variantId,
          l.exchangeSku ?? null,
          l.variantId ? 'reserved' : null,
          l.variantId === null ? null : (prices.get(l.variantId) ?? null),
        ],
      );
    }
    const row = (await findReturn(q, code))!;
    const units = body.lines.reduce((sum, l) => sum + l.qty, 0);
    const exchanges = body.lines.filter((l) => l.exchangeSku).length;
    await recordReturnEvent(
      q,
      now,
      row,
      SHOPPER,
      { type: 'requested', units, exchanges },
      deps.config.publicUrl,
    );
    return code;
  });
  return viewReturn(deps.db, viewer, code, lang);
}

/**
 * The variants' unit prices now in the order's market and currency: what an exchange costs. None
 * when the order's market is gone or sells in another currency (its exchanges cost nothing more).
 */
export async function pricesInOrderMarket(
  q: Queryable,
  order: { id: number; currency: string },
  variantIds: number[],
  now: Date,
) {
  const [row] = await q.query<{ market: string }>('select market from orders where id = $1', [
    order.id,
  ]);
  const market = (await listMarkets(q)).find((m) => m.code === row!.market);
  if (!market || market.currency !== order.currency) return new Map<number, number>();
  const prices = await variantPrices(q, market, { variantIds }, now);
  return new Map([...prices].map(([id, price]) => [id, price.sellingMinor]));
}

/** 409 EXCHANGE_SOLD_OUT: the sizes and colours of the product still in stock. */
async function soldOut(q: Queryable, line: OrderLine, sku: string, lang: Language) {
  const left = (await exchangeOptions(q, line.productId ? [line.productId] : [], lang)).filter(
    (o) => o.inStock > 0 && o.variantId !== line.variantId,
  );
  const names = left.map((o) => [o.size, o.color].filter(Boolean).join(' · ')).join(', ');
  return new AppError(
    'CONFLICT',
    left.length
      ? `${sku} is sold out; still in stock: ${names}`
      : `${sku} is sold out, and so are the others`,
    { exchangeSku: left.map((o) => o.sku).join(',') },
    { reason: 'EXCHANGE_SOLD_OUT', params: { sku, left: names } },
  );
}

/** GET /api/v1/returns/{code}: the viewer's return (its order's owner, or its link's holder). */
export async function viewReturn(q: Queryable, viewer: OrderViewer, code: string, lang: Language) {
  const by = viewerIs(viewer, 2);
  const ret = await findReturn(q, code, by);
  if (!ret) throw notFound('Return');
  return shopperReturn(q, ret, lang, 'key' in viewer ? viewer.key : undefined);
}

/** GET /api/v1/orders/by-code/{orderCode}/returns: the order's returns, newest first. */
export async function orderReturns(
  q: Queryable,
  viewer: OrderViewer,
  orderCode: string,
  lang: Language,
) {
  const order = await viewerOrder(q, viewer, orderCode);
  const rows = await q.query<{ code: string }>(
    'select code from returns where order_id = $1 order by id desc',
    [order.id],
  );
  const out = [];
  for (const { code } of rows) out.push(await viewReturn(q, viewer, code, lang));
  return out;
}

/** GET /api/v1/returns: the user's returns, newest first. */
export async function myReturns(q: Queryable, userId: number, lang: Language) {
  const rows = await q.query<{ code: string }>(
    `select r.code from returns r join orders o on o.id = r.order_id
      where o.user_id = $1 order by r.id desc limit 200`,
    [userId],
  );
  const out = [];
  for (const { code } of rows) out.push(await viewReturn(q, { userId }, code, lang));
  return out;
}

/**
 * A return's reserved exchange units back into stock, but for `keep(line)` of each line (the
 * units received, whose exchange will ship): the rest will not.
 */
export async function releaseExchanges(
  q: Queryable,
  ret: ReturnRow,
  keep: (line: ReturnLineRow) => number = () => 0,
) {
  const lines = await returnLines(q, ret.id, ret.lang);
  const byVariant = [...lines].sort(
    (a, b) => (a.exchangeVariantId ?? 0) - (b.exchangeVariantId ?? 0),
  );
  for (const line of byVariant) {
    if (line.exchangeStatus !== 'reserved' || line.exchangeVariantId === null) continue;
    const units = line.qty - keep(line);
    if (units > 0) {
      const variantId = line.exchangeVariantId;
      const move = {
        variantId,
        delta: units,
        reason: 'released',
        orderId: ret.orderId,
        note: ret.code,
      } as const;
      await moveStock(q, move);
    }
    if (units === line.qty) {
      await q.query(`update return_lines set exchange_status = 'released' where id = $1`, [
        line.id,
      ]);
    }
  }
}

/** Locks the order, then its return: every change of a return takes both, in this order. */
export async function lockReturn(
  q: Queryable,
  code: string,
  scope?: { sql: string; value: unknown },
) {
  const found = await findReturn(q, code, scope);
  if (!found) throw notFound('Return');
  const order = await lockOrder(q, found.orderCode);
  return { ret: (await findReturn(q, code, undefined, true))!, order };
}

/** A step allowed from `from`: else a 409 naming the return's status. */
export function expectStatus(ret: ReturnRow, from: ReturnStatus[], reason?: 'RETURN_CLOSED') {
  if (from.includes(ret.status)) return;
  const message = `This return is ${ret.status.toLowerCase().replace('_', ' ')}`;
  throw new AppError('CONFLICT', message, undefined, reason ? { reason } : undefined);
}

/**
 * POST /api/v1/returns/{code}/cancel: until it is received; the exchange's reserved units go
 * back. Cancelling twice answers the cancelled return.
 */
export async function cancelReturn(
  deps: CommerceDeps,
  viewer: OrderViewer,
  code: string,
  lang: Language,
  actor: OrderActor = SHOPPER,
) {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const { ret } = await lockReturn(q, code, viewerIs(viewer, 2));
    if (ret.status === 'CANCELLED') return;
    expectStatus(ret, ['REQUESTED', 'APPROVED', 'IN_TRANSIT'], 'RETURN_CLOSED');
    await releaseExchanges(q, ret);
    ret.status = 'CANCELLED';
    await q.query('update returns set closed_at = $2 where id = $1', [ret.id, now]);
    await recordReturnEvent(q, now, ret, actor, { type: 'cancelled' }, deps.config.publicUrl);
  });
  return viewReturn(deps.db, viewer, code, lang);
}
