import { randomBytes } from 'node:crypto';
import type { AdminCategory, AdminCategoryInput } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { slug } from '../../db/seed/vocab/attributes.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { findCategory, listCategoryRows, refreshProductsOf, subtree, writeNames } from './repo.ts';

/**
 * The whole tree in every language, each category with the products in it and under it: the
 * count that stops its deletion, so a parent whose products sit in subcategories shows them.
 */
export async function categoryTree(q: Queryable): Promise<AdminCategory[]> {
  const rows = await listCategoryRows(q);
  const byId = new Map(rows.map((row) => [row.id, { ...row, children: [] as AdminCategory[] }]));
  const roots: AdminCategory[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (node: AdminCategory): number =>
    (node.products += node.children.reduce((sum, child) => sum + total(child), 0));
  roots.forEach(total);
  return roots;
}

async function checkParent(q: Queryable, parentId: number | null, id?: number) {
  if (parentId === null) return;
  if (!(await findCategory(q, parentId))) {
    throw new AppError('VALIDATION', 'Unknown parent category', { parentId: 'Unknown category' });
  }
  if (id !== undefined && (await subtree(q, id)).includes(parentId)) {
    throw new AppError('VALIDATION', 'A category cannot move under itself', {
      parentId: 'Not under itself',
    });
  }
}

export function createCategory(deps: AdminDeps, actor: Actor, input: AdminCategoryInput) {
  return deps.db.tx((q) => insertCategory(q, actor, input, deps.now()));
}

/** A new category, audited, in the caller's transaction (an import creates those it names). */
export async function insertCategory(
  q: Queryable,
  actor: Actor,
  input: AdminCategoryInput,
  now: Date,
) {
  await checkParent(q, input.parentId);
  const [row] = await q.query<{ id: number }>(
    `insert into categories (parent_id, slug, position) values ($1, $2, $3) returning id`,
    [input.parentId, `new-${randomBytes(8).toString('hex')}`, input.position],
  );
  const id = row!.id;
  // The slug is the English name's, or with the id when another category has it.
  const base = slug(input.names.en) || 'category';
  await q.query(
    `update categories set slug = case when exists (select 1 from categories where slug = $2)
                                      then $2 || '-' || id else $2 end where id = $1`,
    [id, base],
  );
  // A subcategory is also a filter of its parent's listing, as the demo catalog's are.
  if (input.parentId !== null) {
    await q.query(
      `insert into filter_options (type, code, category_id, position)
       select 'subcategory', slug, id, position from categories where id = $1 on conflict do nothing`,
      [id],
    );
  }
  await writeNames(q, id, input.names);
  const after = await findCategory(q, id);
  await recordAudit(
    q,
    actor,
    { entity: 'category', entityId: id, action: 'create', before: null, after },
    now,
  );
  return after!;
}

export function updateCategory(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: AdminCategoryInput,
) {
  return deps.db.tx(async (q) => {
    const before = await findCategory(q, id);
    if (!before) throw notFound('Category');
    await checkParent(q, input.parentId, id);
    await q.query('update categories set parent_id = $2, position = $3 where id = $1', [
      id,
      input.parentId,
      input.position,
    ]);
    await writeNames(q, id, input.names);
    await refreshProductsOf(q, await subtree(q, id));
    const after = await findCategory(q, id);
    await recordAudit(
      q,
      actor,
      { entity: 'category', entityId: id, action: 'update', before, after },
      deps.now(),
    );
    return after!;
  });
}

/** Only a category without products, in it or under it, can go (its empty subcategories with it). */
export function deleteCategory(deps: AdminDeps, actor: Actor, id: number) {
  return deps.db.tx(async (q) => {
    const before = await findCategory(q, id);
    if (!before) throw notFound('Category');
    const [used] = await q.query(
      'select 1 from products where category_id = any($1::int[]) limit 1',
      [await subtree(q, id)],
    );
    if (used)
      throw new AppError(
        'CONFLICT',
        'This category has products: move them to another category first',
      );
    await q.query('delete from categories where id = $1', [id]);
    await recordAudit(
      q,
      actor,
      { entity: 'category', entityId: id, action: 'delete', before, after: null },
      deps.now(),
    );
  });
}
