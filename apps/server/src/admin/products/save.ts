import type { AdminProduct, AdminProductInput } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { slug } from '../../db/seed/vocab/attributes.ts';
import { recordAudits, type Actor } from '../audit/repo.ts';
import { writeExtras } from './extras.ts';
import { auditable, checkPrices, writePrices } from './prices.ts';
import { readProducts } from './read.ts';
import {
  checkCodes,
  colorAndSizeIds,
  topCategoriesOf,
  writeImages,
  writeOptions,
  writeTexts,
  writeVariants,
  type ProductWrite,
} from './write.ts';

/** A document to save: a new product (no id), or over product `id` as read at `version`. */
export interface ProductSave {
  id?: number;
  version?: number;
  input: AdminProductInput;
}

const stale = () =>
  new AppError(
    'CONFLICT',
    'Someone saved this product since you opened it: reload it to see their changes',
    { version: 'Stale version' },
  );
const handleTaken = () =>
  new AppError('CONFLICT', 'Another product has this handle', { handle: 'Handle is taken' });

/**
 * Each product's handle: an update keeps its own unless the document gives one, a new product
 * takes the one given or its English name's slug. A handle given that another product holds (in
 * the shop or earlier in the batch) is refused; a slug already taken gets the product's id.
 */
async function handles(q: Queryable, items: ProductWrite[], before: Map<number, AdminProduct>) {
  const wanted = items.map(
    ({ id, input }) => input.handle ?? before.get(id)?.handle ?? slug(input.texts.en.name),
  );
  const holders = new Map(
    (
      await q.query<{ id: number; handle: string }>(
        'select id, handle from products where handle = any($1::text[])',
        [wanted],
      )
    ).map((row) => [row.handle, row.id]),
  );
  return items.map(({ id, input }, i) => {
    const base = wanted[i]!;
    const free = (handle: string) => (holders.get(handle) ?? id) === id;
    if ((before.has(id) || input.handle) && !free(base)) throw handleTaken();
    const handle = base && free(base) ? base : `${base || 'product'}-${id}`;
    holders.set(handle, id);
    return handle;
  });
}

/** The products row's columns a document sets; its card's price is the lowest variant's. */
const rowOf = (
  { id, input }: ProductWrite,
  handle: string,
  tops: Map<number, number>,
  version?: number,
) => ({
  id,
  version,
  handle,
  status: input.status,
  category_id: input.categoryId,
  top: tops.get(input.categoryId),
  price: Math.min(...input.variants.map((v) => v.priceCents)),
  discount: input.discountPercentage,
});
const ROW = `r(id int, version int, handle text, status text, category_id int, top int, price int,
                discount int)`;

/**
 * The one way products are written, by the back office's save (a batch of one) and by an import
 * (a couple of hundred at once): each statement writes the whole batch, so the tables' statement
 * triggers (search rows, listing options, the catalog's version) run once per batch, not once a
 * product. Run inside the caller's transaction. An update is refused when the product was saved
 * since its version was read (the check and the increment are one conditional update, so of two
 * racing saves one is refused and changes nothing). Answers the products as saved, in order, each
 * with an audit row of its before and after, unless `audit` is false: a bulk action records one
 * row for all of them itself.
 */
export async function saveProducts(
  q: Queryable,
  actor: Actor,
  saves: ProductSave[],
  now: Date,
  { audit = true }: { audit?: boolean } = {},
): Promise<AdminProduct[]> {
  if (!saves.length) return [];
  for (const save of saves) checkCodes(save.input);
  const tops = await topCategoriesOf(
    q,
    saves.map((save) => save.input.categoryId),
  );
  const before = await readProducts(
    q,
    saves.flatMap((save) => save.id ?? []),
  );
  for (const save of saves)
    if (save.id !== undefined && !before.has(save.id)) throw notFound('Product');
  const fresh = saves.filter((save) => save.id === undefined).length;
  const drawn = await q.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('products', 'id'))::int as id
       from generate_series(1, $1::int)`,
    [fresh],
  );
  const items: ProductWrite[] = saves.map((save) => ({
    id: save.id ?? drawn.shift()!.id,
    input: save.input,
  }));
  await checkPrices(q, items);
  const names = await handles(q, items, before);
  const rows = items.map((item, i) => rowOf(item, names[i]!, tops, saves[i]!.version));
  const created = rows.filter((row) => !before.has(row.id));
  if (created.length) {
    await q.query(
      `insert into products (id, handle, status, category_id, top_category_id, original_price_cents,
                             discount_percentage, updated_at, created_at)
       overriding system value
       select r.id, r.handle, r.status, r.category_id, r.top, r.price, r.discount, $2, $2
         from json_to_recordset($1::json) as ${ROW} order by r.id`,
      [JSON.stringify(created), now],
    );
  }
  const updated = rows.filter((row) => before.has(row.id));
  if (updated.length) {
    const saved = await q.query(
      `update products p set handle = r.handle, status = r.status, category_id = r.category_id,
              top_category_id = r.top, original_price_cents = r.price,
              discount_percentage = r.discount, updated_at = $2, version = p.version + 1
         from json_to_recordset($1::json) as ${ROW}
        where p.id = r.id and p.version = r.version returning p.id`,
      [JSON.stringify(updated), now],
    );
    if (saved.length < updated.length) throw stale();
  }
  // Texts last: their insert reads the products' options into its search keywords (020), where
  // texts written first were rewritten by the options' trigger.
  const ids = await colorAndSizeIds(q, items);
  await writeVariants(q, items, ids, actor.email);
  await writePrices(q, items);
  await writeImages(q, items, ids.colors);
  await writeOptions(q, items, ids);
  await writeExtras(q, items);
  await writeTexts(q, items);
  const after = await readProducts(
    q,
    items.map((item) => item.id),
  );
  if (!audit) return items.map(({ id }) => after.get(id)!);
  await recordAudits(
    q,
    actor,
    items.map(({ id }) => ({
      entity: 'product' as const,
      entityId: id,
      action: before.has(id) ? 'update' : 'create',
      before: before.has(id) ? auditable(before.get(id)!) : null,
      after: auditable(after.get(id)!),
    })),
    now,
  );
  return items.map(({ id }) => after.get(id)!);
}
