import type { AdminProduct, AdminProductInput, AdminProductUpdate } from '@atelier/contract';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { auditable } from './prices.ts';
import { readProduct } from './read.ts';
import { saveProducts } from './save.ts';

export function createProduct(deps: AdminDeps, actor: Actor, input: AdminProductInput) {
  return deps.db.tx(async (q) => (await saveProducts(q, actor, [{ input }], deps.now()))[0]!);
}

/** Saves the document over the product if nobody saved it since `version` was read. */
export function updateProduct(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: AdminProductUpdate,
) {
  return deps.db.tx(
    async (q) =>
      (await saveProducts(q, actor, [{ id, version: input.version, input }], deps.now()))[0]!,
  );
}

/** DELETE archives: the shop stops showing it, orders keep their lines. */
export function archiveProduct(deps: AdminDeps, actor: Actor, id: number): Promise<AdminProduct> {
  return deps.db.tx(async (q) => {
    const now = deps.now();
    const before = await readProduct(q, id);
    if (!before) throw notFound('Product');
    await q.query(
      `update products set status = 'archived', version = version + 1, updated_at = $2 where id = $1`,
      [id, now],
    );
    const after = (await readProduct(q, id))!;
    await recordAudit(
      q,
      actor,
      {
        entity: 'product',
        entityId: id,
        action: 'archive',
        before: auditable(before),
        after: auditable(after),
      },
      now,
    );
    return after;
  });
}
