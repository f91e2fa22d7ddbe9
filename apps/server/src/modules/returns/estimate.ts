import type { CreateReturnRequest, Language, ReturnEstimate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrderViewer } from '../orders/access.ts';
import { returnRefund } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';
import { orderLines } from './eligibility.ts';
import { viewerOrder } from './service.ts';

/**
 * POST /api/v1/returns/estimate: what the lines asked back for a refund would give, as the return
 * would estimate it once asked for (each line's share of what it was paid, after the units
 * refunded already; an exchange gives nothing back). Nothing is written or checked for
 * eligibility: POST /returns decides.
 */
export async function estimateReturn(
  q: Queryable,
  viewer: OrderViewer,
  body: CreateReturnRequest,
  lang: Language,
): Promise<ReturnEstimate> {
  const order = await viewerOrder(q, viewer, body.orderCode);
  const items = await orderLines(q, order.id, lang);
  const given = new Map(items.map((i) => [i.orderItemId, i.refundedUnits]));
  const lines = body.lines.map((l, i) => {
    const item = items.find((x) => x.orderItemId === l.orderItemId);
    if (!item) {
      throw new AppError('VALIDATION', 'A line is not on this order', {
        [`lines.${i}.orderItemId`]: 'Not on this order',
      });
    }
    const before = given.get(item.orderItemId)!;
    const units = l.exchangeSku ? 0 : Math.max(0, Math.min(l.qty, item.qty - before));
    given.set(item.orderItemId, before + units);
    return { paidMinor: item.paidCents ?? 0, qty: item.qty, given: before, units };
  });
  return {
    currency: order.currency,
    refundEstimate: majorUnits(returnRefund(lines).itemsMinor, order.currency),
  };
}
