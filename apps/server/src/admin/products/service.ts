import type { AdminProduct, AdminProductInput, AdminProductUpdate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { slug } from '../../db/seed/vocab/attributes.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { readProduct } from './read.ts';
import {
  checkCodes,
  optionIds,
  topCategoryOf,
  writeImages,
  writeOptions,
  writeTexts,
  writeVariants,
} from './write.ts';

const stale = () =>
  new AppError(
    'CONFLICT',
    'Someone saved this product since you opened it: reload it to see their changes',
    {
      version: 'Stale version',
    },
  );

async function handleFree(q: Queryable, handle: string, id: number) {
  const [row] = await q.query('select 1 from products where handle = $1 and id <> $2', [
    handle,
    id,
  ]);
  return !row;
}

/**
 * Everything of a product but its products row, written anew from the document. Texts last: their
 * insert reads the product's options into its search keywords (020), where texts written first
 * were rewritten by the options' trigger, six updates of their search vectors and indexes.
 */
async function writeParts(q: Queryable, id: number, input: AdminProductInput, actor: Actor) {
  const colors = await optionIds(q, 'color', input.options.colors);
  const sizes = await optionIds(q, 'size', input.options.sizes);
  await writeVariants(q, id, input, { colors, sizes }, actor.email);
  await writeImages(q, id, input, colors);
  await writeOptions(q, id, input, { colors, sizes });
  await writeTexts(q, id, input);
}

/** The products row's columns a document sets; its card's price is the lowest variant's. */
const rowValues = (input: AdminProductInput, topCategoryId: number) => [
  input.status,
  input.categoryId,
  topCategoryId,
  Math.min(...input.variants.map((v) => v.priceCents)),
  input.discountPercentage,
];

export function createProduct(deps: AdminDeps, actor: Actor, input: AdminProductInput) {
  checkCodes(input);
  return deps.db.tx(async (q) => {
    const now = deps.now();
    const top = await topCategoryOf(q, input.categoryId);
    const [{ id }] = (await q.query<{ id: number }>(
      `select nextval(pg_get_serial_sequence('products', 'id'))::int as id`,
    )) as [{ id: number }];
    const base = input.handle ?? slug(input.texts.en.name);
    if (input.handle && !(await handleFree(q, base, id))) throw handleTaken();
    const handle = base && (await handleFree(q, base, id)) ? base : `${base || 'product'}-${id}`;
    await q.query(
      `insert into products (id, handle, status, category_id, top_category_id, original_price_cents,
                             discount_percentage, updated_at, created_at)
       overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [id, handle, ...rowValues(input, top), now],
    );
    await writeParts(q, id, input, actor);
    const after = (await readProduct(q, id))!;
    await recordAudit(
      q,
      actor,
      { entity: 'product', entityId: id, action: 'create', before: null, after },
      now,
    );
    return after;
  });
}

const handleTaken = () =>
  new AppError('CONFLICT', 'Another product has this handle', { handle: 'Handle is taken' });

/**
 * Saves the document over the product if nobody saved it since `version` was read: the version
 * check and its increment are one conditional update, so of two racing saves one is refused and
 * changes nothing.
 */
export function updateProduct(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: AdminProductUpdate,
) {
  checkCodes(input);
  return deps.db.tx(async (q) => {
    const now = deps.now();
    const before = await readProduct(q, id);
    if (!before) throw notFound('Product');
    const top = await topCategoryOf(q, input.categoryId);
    const handle = input.handle ?? before.handle;
    if (!(await handleFree(q, handle, id))) throw handleTaken();
    const [saved] = await q.query(
      `update products set handle = $3, status = $4, category_id = $5, top_category_id = $6,
              original_price_cents = $7, discount_percentage = $8, updated_at = $9, version = version + 1
        where id = $1 and version = $2 returning id`,
      [id, input.version, handle, ...rowValues(input, top), now],
    );
    if (!saved) throw stale();
    await writeParts(q, id, input, actor);
    const after = (await readProduct(q, id))!;
    await recordAudit(
      q,
      actor,
      { entity: 'product', entityId: id, action: 'update', before, after },
      now,
    );
    return after;
  });
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
      { entity: 'product', entityId: id, action: 'archive', before, after },
      now,
    );
    return after;
  });
}
