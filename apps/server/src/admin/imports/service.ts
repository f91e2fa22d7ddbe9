import path from 'node:path';
import type { ImportReport, Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { moveStocks } from '../../modules/stock/ledger.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { saveProducts } from '../products/save.ts';
import { planBatch, type RunState } from './batch.ts';
import { CategoryPlanner } from './categories.ts';
import { insertCategory } from '../categories/service.ts';
import { productBatches } from './groups.ts';
import { loadLookups } from './lookups.ts';
import { translate, type Issue } from './messages.ts';
import { Pictures } from './pictures.ts';
import type { Plan } from './plan.ts';
import { filesOf } from '../../platform/files.ts';

export interface ImportOptions {
  dryRun: boolean;
  /** The folder relative picture names are read from (the command line's `--images`). */
  imagesDir?: string;
  /** The name the audit log gives the run (the uploaded file's). */
  name: string;
  /** The language of the report's messages. */
  lang: Language;
}

type Counts = Pick<ImportReport, 'created' | 'updated' | 'unchanged' | 'variants'>;
const emptyCounts = (): Counts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  variants: { created: 0, updated: 0, unchanged: 0, deleted: 0 },
});
function tally(counts: Counts, plan: Plan) {
  counts[plan.outcome]++;
  for (const key of ['created', 'updated', 'unchanged', 'deleted'] as const) {
    counts.variants[key] += plan.variants[key];
  }
}

/**
 * Writes a batch's changed products through the back office's own writer (one statement set for
 * the batch), then moves the stock the file counts through the ledger (reason `import`).
 */
async function apply(q: Queryable, actor: Actor, plans: Plan[], now: Date) {
  const changed = plans.filter((plan) => plan.document);
  await saveProducts(
    q,
    actor,
    changed.map((plan) => ({ ...plan.existing, input: plan.document! })),
    now,
  );
  const wanted = new Map(plans.flatMap((plan) => [...plan.stock]));
  if (!wanted.size) return;
  // Locked, so a sale between the plan and this move can't make the delta miss the file's count.
  const rows = await q.query<{ id: number; sku: string; stock: number }>(
    'select id, sku, stock from variants where sku = any($1::text[]) order by id for update',
    [[...wanted.keys()]],
  );
  const moves = rows.flatMap((row) => {
    const count = wanted.get(row.sku)!;
    return count === row.stock ? [] : [{ variantId: row.id, delta: count - row.stock }];
  });
  await moveStocks(q, moves, 'import', actor.email);
}

/**
 * The tables an import grows. PGlite has no autovacuum, and PostgreSQL's can't see rows of a
 * transaction not yet committed: without an ANALYZE inside the run, every statement and trigger
 * went on being planned for the shop as it was before it (a handful of variants: scans inside
 * per-row subqueries), and each batch took longer than the last (10,000 products: 470 s on PGlite).
 */
const GROWN =
  'products, product_texts, product_options, product_images, product_search, variants, stock_ledger';

/** Thrown inside the transaction when the second pass finds what the first did not. */
class Changed extends Error {
  constructor(readonly issues: Issue[]) {
    super('The shop changed during the import');
  }
}

/**
 * Imports a Shopify product CSV. The first pass reads the file as a stream, batch by batch,
 * checks every cell against the shop and reads (and, for a real run, stores) its pictures,
 * writing nothing else: a dry run ends there. A real run without errors reads the file again in
 * one transaction and writes its products batch by batch through the back office's own writer
 * (saveProducts), their stock through the ledger (reason `import`), and one audit row for the run;
 * any error rolls it all back.
 */
export async function runImport(
  deps: AdminDeps,
  actor: Actor,
  file: string,
  options: ImportOptions,
) {
  const pictures = new Pictures(deps.db, {
    store: !options.dryRun,
    files: filesOf(deps.config),
    publicUrl: deps.config.publicUrl,
    imagesDir: options.imagesDir,
    allowPrivateHosts: deps.config.importAllowPrivateHosts,
  });
  const notImported = new Set<string>();
  const pass = async (q: Queryable, write: boolean) => {
    const issues: Issue[] = [];
    const counts = emptyCounts();
    const lookups = await loadLookups(q);
    const create = async (input: Parameters<typeof insertCategory>[2]) =>
      (await insertCategory(q, actor, input, deps.now())).id;
    const run: RunState = {
      lookups,
      pictures,
      skuLines: new Map(),
      categories: new CategoryPlanner(lookups, write ? create : undefined),
      notices: [],
    };
    let written = 0;
    const fixedPrices: Record<string, number> = {};
    for await (const batch of productBatches(file, issues, notImported)) {
      for (const product of batch)
        for (const variant of product.variants)
          for (const currency of Object.keys(variant.prices ?? {}))
            fixedPrices[currency] = (fixedPrices[currency] ?? 0) + 1;
      const plans = await planBatch(q, run, batch, issues);
      for (const plan of plans) tally(counts, plan);
      if (!write || issues.length) continue;
      await apply(q, actor, plans, deps.now());
      // The tables' statistics follow them as they double (after batches 1, 2, 4, 8 ...).
      written++;
      if ((written & (written - 1)) === 0) await q.exec(`analyze ${GROWN}`);
    }
    return {
      issues,
      counts,
      categories: run.categories.toCreate,
      notices: run.notices,
      fixedPrices,
    };
  };
  const first = await pass(deps.db, false);
  let { issues, counts } = first;
  if (!options.dryRun && !issues.length) {
    try {
      counts = await deps.db.tx(async (q) => {
        const second = await pass(q, true);
        if (second.issues.length) throw new Changed(second.issues);
        await recordAudit(
          q,
          actor,
          {
            entity: 'import',
            entityId: path.basename(options.name),
            action: 'import',
            before: null,
            after: second.counts,
          },
          deps.now(),
        );
        return second.counts;
      });
    } catch (error) {
      if (!(error instanceof Changed)) throw error;
      issues = error.issues;
    }
  }
  issues.sort((a, b) => a.line - b.line);
  const report: ImportReport = {
    dryRun: options.dryRun,
    ...counts,
    images: pictures.read,
    errors: issues.map((issue) => translate(issue, options.lang)),
    categoriesToCreate: first.categories,
    columnsNotImported: [...notImported],
    fixedPrices: first.fixedPrices,
    notices: first.notices.map((issue) => translate(issue, options.lang)),
  };
  return report;
}
