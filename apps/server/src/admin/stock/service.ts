import type { StockAdjustRequest } from '@atelier/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import { moveStock } from '../../modules/stock/ledger.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { variantBySku } from './repo.ts';

/**
 * A received, returned, damaged or other change of one SKU's stock, or its count (the stock
 * becomes the units counted), through the ledger. A count equal to the stock moves nothing: the
 * ledger has no row of 0, the audit log still says it was counted.
 */
export function adjustStock(deps: AdminDeps, actor: Actor, input: StockAdjustRequest) {
  return deps.db.tx(async (q) => {
    const variant = await variantBySku(q, input.sku);
    if (!variant) throw notFound('SKU');
    const delta = input.reason === 'count' ? input.count! - variant.stock : input.delta!;
    const move = { variantId: variant.id, delta, reason: input.reason, note: input.note };
    const stock = delta ? await moveStock(q, { ...move, staffEmail: actor.email }) : variant.stock;
    if (stock === undefined) {
      throw new AppError('CONFLICT', 'Stock cannot go below 0', {
        delta: 'Stock cannot go below 0',
      });
    }
    const change = { entity: 'stock', entityId: variant.sku, action: input.reason } as const;
    const entry = {
      ...change,
      before: { stock: stock - delta },
      after: { stock, note: input.note },
    };
    await recordAudit(q, actor, entry, deps.now());
    return { sku: variant.sku, stock };
  });
}
