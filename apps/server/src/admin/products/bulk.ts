import {
  BULK_LIMIT,
  BULK_PREVIEW_ROWS,
  type BulkRequest,
  type BulkResult,
  type BulkSelection,
} from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { changes, planOf, summaryOf, type Plan } from './bulk-change.ts';
import { matchingIds, readProducts } from './read.ts';
import { saveProducts } from './save.ts';
import { topCategoriesOf } from './write.ts';

/** Products written per saveProducts call: an import's batch size, its statements stay small. */
const BATCH = 200;

const tooMany = () =>
  new AppError('VALIDATION', `Select at most ${BULK_LIMIT} products at once`, {
    selection: 'Too many products',
  });
const changedSincePreview = () =>
  new AppError('CONFLICT', 'Some of these products changed since the preview: preview again', {
    version: 'Stale version',
  });

async function selected(q: Queryable, selection: BulkSelection) {
  const ids =
    'ids' in selection
      ? [...new Set(selection.ids)]
      : await matchingIds(q, selection.filter, BULK_LIMIT + 1);
  if (ids.length > BULK_LIMIT) throw tooMany();
  return ids;
}

/** True when the products are exactly those the preview saw, at the versions it saw. */
function asSeen(plans: Plan[], expected: NonNullable<BulkRequest['expected']>) {
  const seen = new Map(expected.map((e) => [e.id, e.version]));
  return (
    seen.size === plans.length && plans.every((p) => seen.get(p.product.id) === p.product.version)
  );
}

/**
 * One action on many products. A preview reads and answers what it would do. Applying locks the
 * products (in id order, so two bulk actions on overlapping products queue instead of
 * deadlocking: the second then works on the first's result), refuses when `expected` no longer
 * matches, writes the changed ones through the editor's own writer in one transaction (any
 * refusal rolls back all of them), and records one audit entry listing each product's before and
 * after. The writes bump the catalog's version like an editor's save, so cached pages follow.
 */
export function bulkProducts(deps: AdminDeps, actor: Actor, body: BulkRequest) {
  return deps.db.tx(async (q): Promise<BulkResult> => {
    const { action } = body;
    const ids = await selected(q, body.selection);
    if (!body.preview && ids.length) {
      await q.query('select id from products where id = any($1::int[]) order by id for update', [
        ids,
      ]);
    }
    if (action.type === 'move') await topCategoriesOf(q, [action.categoryId]);
    const products = await readProducts(q, ids);
    if (products.size < ids.length) throw notFound('Product');
    const plans = ids.map((id) => planOf(products.get(id)!, action));
    if (body.expected && !asSeen(plans, body.expected)) throw changedSincePreview();
    const changed = plans.filter(changes);
    const versions = new Map(plans.map((p) => [p.product.id, p.product.version]));
    if (!body.preview && changed.length) {
      const now = deps.now();
      for (let i = 0; i < changed.length; i += BATCH) {
        const saved = await saveProducts(
          q,
          actor,
          changed
            .slice(i, i + BATCH)
            .map((p) => ({ id: p.product.id, version: p.product.version, input: p.after })),
          now,
          { audit: false },
        );
        for (const product of saved) versions.set(product.id, product.version);
      }
      const each = (side: 'before' | 'after') =>
        Object.fromEntries(changed.map((p) => [p.product.id, summaryOf(p[side])]));
      await recordAudit(
        q,
        actor,
        {
          entity: 'product',
          entityId: 'bulk',
          action: `bulk-${action.type}`,
          before: { products: each('before') },
          after: { action, ids: changed.map((p) => p.product.id), products: each('after') },
        },
        now,
      );
    }
    return {
      preview: body.preview,
      selected: plans.length,
      changed: changed.length,
      compareAtCleared: changed.reduce((sum, p) => sum + p.cleared, 0),
      fixedPrices: changed.reduce((sum, p) => sum + p.fixed, 0),
      items: changed.slice(0, BULK_PREVIEW_ROWS).map((p) => ({
        id: p.product.id,
        name: p.product.texts.en.name,
        before: summaryOf(p.before),
        after: summaryOf(p.after),
      })),
      seen: ids.map((id) => ({ id, version: versions.get(id)! })),
    };
  });
}
