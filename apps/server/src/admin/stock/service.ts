import type { StockAdjustRequest } from '@atelier/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import { moveStock } from '../../modules/stock/ledger.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { variantBySku } from './repo.ts';

/** A counted, damaged, received or other change of one SKU's stock, through the ledger. */
export function adjustStock(deps: AdminDeps, actor: Actor, input: StockAdjustRequest) {
  return deps.db.tx(async (q) => {
    const variant = await variantBySku(q, input.sku);
    if (!variant) throw notFound('SKU');
    const move = {
      variantId: variant.id,
      delta: input.delta,
      reason: input.reason,
      note: input.note,
    };
    const stock = await moveStock(q, { ...move, staffEmail: actor.email });
    if (stock === undefined) {
      throw new AppError('CONFLICT', 'Stock cannot go below 0', {
        delta: 'Stock cannot go below 0',
      });
    }
    const change = { entity: 'stock', entityId: variant.sku, action: input.reason } as const;
    const entry = {
      ...change,
      before: { stock: stock - input.delta },
      after: { stock, note: input.note },
    };
    await recordAudit(q, actor, entry, deps.now());
    return { sku: variant.sku, stock };
  });
}
