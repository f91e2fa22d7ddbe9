import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { openDb } from '../../platform/db.ts';
import { migrate } from '../migrate.ts';
import { seedOrders } from './orders.ts';

const USAGE = 'Usage: npm run seed:orders -- --orders N (1 to 10,000,000)';

async function main() {
  const { values } = parseArgs({ options: { orders: { type: 'string' } } });
  const count = Number(values.orders);
  if (!/^\d+$/.test(values.orders ?? '') || count < 1 || count > 10_000_000) {
    throw new ConfigError(USAGE);
  }
  // Run inside apps/server by npm: a relative DATA_DIR is the one `npm start` uses (the root's).
  const base = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.resolve(base, process.env.DATA_DIR || './data'),
  });
  const db = await openDb({ databaseUrl: config.directDatabaseUrl, dataDir: config.dataDir });
  const started = performance.now();
  try {
    await migrate(db);
    console.log(`Adding ${count} orders to ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}…`);
    await seedOrders(db, count, (done) => console.log(`  ${done} orders`));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${String(error)}`);
  process.exit(1);
});
