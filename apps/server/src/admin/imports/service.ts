import path from 'node:path';
import type { ImportReport, Language } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { moveStocks } from '../../modules/stock/ledger.ts';
import { recordAudit, type Actor } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import { createProduct, updateProduct } from '../products/service.ts';
import { planBatch, type RunState } from './batch.ts';
import { productBatches } from './groups.ts';
import { loadLookups } from './lookups.ts';
import { translate, type Issue } from './messages.ts';
import { Pictures } from './pictures.ts';
import type { Plan } from './plan.ts';

export interface ImportOptions {
  dryRun: boolean;
  /** The folder relative picture names are read from (the command line's `--images`). */
  imagesDir?: string;
  /** The name the audit log gives the run (the uploaded file's). */
  name: string;
  /** The language of the report's messages. */
  lang: Language;
}

type Counts = Omit<ImportReport, 'dryRun' | 'errors' | 'images'>;
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

/** The product services run inside the import's transaction: their own tx() joins it. */
const joined = (db: Db, q: Queryable): Db => ({
  kind: db.kind,
  query: (sql, params) => q.query(sql, params),
  exec: (sql) => q.exec(sql),
  tx: (work) => work(q),
  close: () => Promise.resolve(),
});

async function apply(deps: AdminDeps, q: Queryable, actor: Actor, plan: Plan) {
  const inTx = { ...deps, db: joined(deps.db, q) };
  let id = plan.existing?.id;
  if (!id) id = (await createProduct(inTx, actor, plan.document!)).id;
  else if (plan.document)
    await updateProduct(inTx, actor, id, { ...plan.document, version: plan.existing!.version });
  if (!plan.stock.size) return;
  // Locked, so a sale between the plan and this move can't make the delta miss the file's count.
  const rows = await q.query<{ id: number; sku: string; stock: number }>(
    'select id, sku, stock from variants where product_id = $1 order by id for update',
    [id],
  );
  const moves = rows.flatMap((row) => {
    const wanted = plan.stock.get(row.sku);
    return wanted === undefined || wanted === row.stock
      ? []
      : [{ variantId: row.id, delta: wanted - row.stock }];
  });
  await moveStocks(q, moves, 'import', actor.email);
}

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
 * one transaction and writes each product through the back office's own services, its stock
 * through the ledger (reason `import`), and one audit row for the run; any error rolls it all
 * back.
 */
export async function runImport(
  deps: AdminDeps,
  actor: Actor,
  file: string,
  options: ImportOptions,
) {
  const pictures = new Pictures(deps.db, {
    store: !options.dryRun,
    uploadDir: deps.config.uploadDir,
    publicUrl: deps.config.publicUrl,
    imagesDir: options.imagesDir,
    allowPrivateHosts: deps.config.importAllowPrivateHosts,
  });
  const pass = async (q: Queryable, write: boolean) => {
    const issues: Issue[] = [];
    const counts = emptyCounts();
    const run: RunState = { lookups: await loadLookups(q), pictures, skuLines: new Map() };
    for await (const batch of productBatches(file, issues)) {
      for (const plan of await planBatch(q, run, batch, issues)) {
        tally(counts, plan);
        if (write && !issues.length && plan.outcome !== 'unchanged')
          await apply(deps, q, actor, plan);
      }
    }
    return { issues, counts };
  };
  let { issues, counts } = await pass(deps.db, false);
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
  };
  return report;
}
