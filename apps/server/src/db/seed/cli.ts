import path from 'node:path';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { openDb } from '../../platform/db.ts';
import { migrate } from '../migrate.ts';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, seedCatalog } from './index.ts';

const USAGE = 'Usage: npm run seed -- [--products N] [--seed S]';
const MAX_PRODUCTS = 1_000_000;

class UsageError extends Error {}

/** Reads `--products N` / `--products=N` and `--seed S`; anything else is a usage error. */
function parseArgs(args: string[]): { products: number; seed: number } {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const [flag = '', inline] = args[i]!.split('=', 2);
    if (flag !== '--products' && flag !== '--seed')
      throw new UsageError(`Unknown argument "${args[i]}". ${USAGE}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value. ${USAGE}`);
    values[flag] = value;
  }
  const number = (flag: string, fallback: number, min: number, max: number) => {
    const raw = values[flag];
    if (raw === undefined) return fallback;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= min && n <= max)) {
      throw new UsageError(
        `${flag} must be a whole number from ${min} to ${max}, not "${raw}". ${USAGE}`,
      );
    }
    return n;
  };
  return {
    products: number('--products', DEFAULT_PRODUCTS, 1, MAX_PRODUCTS),
    seed: number('--seed', DEFAULT_SEED, 0, 2 ** 31 - 1),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // `npm run seed` runs inside apps/server; a relative DATA_DIR means the one `npm start` uses,
  // relative to where npm was invoked (the repository root).
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, process.env.DATA_DIR || './data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Seeding ${options.products} products into ${where}...`);
  console.log(
    'This replaces the catalog: carts, wishlists and orders of the old products go with it.',
  );
  const started = performance.now();
  const db = await openDb({ databaseUrl: config.directDatabaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const result = await seedCatalog(db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.products} products with ${result.variants} variants in ${seconds} s.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof UsageError
      ? error.message
      : `Seeding failed: ${String(error)}`,
  );
  process.exit(1);
});
