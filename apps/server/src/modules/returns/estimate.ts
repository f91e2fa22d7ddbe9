import type { CreateReturnRequest, Language, ReturnEstimate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrderViewer } from '../orders/access.ts';
import { exchangeDifference, returnRefund } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';
import { orderLines } from './eligibility.ts';
import { pricesInOrderMarket, viewerOrder } from './service.ts';

/**
 * POST /api/v1/returns/estimate: what the lines asked back for a refund would give, as the return
 * would estimate it once asked for (each line's share of what it was paid, after the units
 * refunded already; an exchange for a cheaper size its difference), and what exchanges for dearer
 * sizes cost more. Nothing is written or checked for eligibility: POST /returns decides.
 */
export async function estimateReturn(
  q: Queryable,
  viewer: OrderViewer,
  body: CreateReturnRequest,
  lang: Language,
  now: Date,
): Promise<ReturnEstimate> {
  const order = await viewerOrder(q, viewer, body.orderCode);
  const items = await orderLines(q, order.id, lang);
  const given = new Map(items.map((i) => [i.orderItemId, i.refundedUnits]));
  const [{ taxIncluded }] = (await q.query<{ taxIncluded: boolean }>(
    'select tax_included as "taxIncluded" from orders where id = $1',
    [order.id],
  )) as [{ taxIncluded: boolean }];
  const skus = body.lines.flatMap((l) => (l.exchangeSku ? [l.exchangeSku] : []));
  const variants = await q.query<{ id: number; sku: string; productId: number }>(
    'select id, sku, product_id as "productId" from variants where sku = any($1::text[])',
    [skus],
  );
  const prices = await pricesInOrderMarket(
    q,
    order,
    variants.map((v) => v.id),
    now,
  );
  let exchangeCost = 0;
  let cheaper = 0;
  const lines = body.lines.map((l, i) => {
    const item = items.find((x) => x.orderItemId === l.orderItemId);
    if (!item) {
      throw new AppError('VALIDATION', 'A line is not on this order', {
        [`lines.${i}.orderItemId`]: 'Not on this order',
      });
    }
    const before = given.get(item.orderItemId)!;
    const variant = variants.find((v) => v.sku === l.exchangeSku);
    const price = variant?.productId === item.productId ? prices.get(variant.id) : undefined;
    if (price !== undefined) {
      // As the return will have it (repo.ts lineRefunds): a cheaper size gives the difference
      // back, never more than the units were paid; a dearer one costs it.
      const units = Math.min(l.qty, item.qty);
      const was = { sellingMinor: item.sellingCents, rate: item.taxRate };
      const difference = exchangeDifference(was, price, units, taxIncluded ? 'included' : 'added');
      const paid = { paidMinor: item.paidCents ?? 0, qty: item.qty, given: before, units };
      cheaper += Math.min(Math.max(0, -difference), returnRefund([paid]).itemsMinor);
      exchangeCost += Math.max(0, difference);
    }
    const units = l.exchangeSku ? 0 : Math.max(0, Math.min(l.qty, item.qty - before));
    given.set(item.orderItemId, before + units);
    return { paidMinor: item.paidCents ?? 0, qty: item.qty, given: before, units };
  });
  return {
    currency: order.currency,
    refundEstimate: majorUnits(returnRefund(lines).itemsMinor + cheaper, order.currency),
    exchangeCost: majorUnits(exchangeCost, order.currency),
  };
}
