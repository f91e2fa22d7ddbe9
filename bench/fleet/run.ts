// `npm run fleet`: the shop as a fleet on this machine — three hosts (separate processes, each on a
// loopback address and a data folder of its own) behind Debian's HAProxy, one PostgreSQL database
// (made for the run, dropped after), one S3-compatible bucket (s3rver) — under a steady shop load,
// checking what a merchant running several hosts counts on. Prints a table of figures and exits 1
// when a property fails; `--write` also puts the table into bench/README.md's "Fleet" section.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedCatalog } from '../../apps/server/src/db/seed/index.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { openDb, type Db } from '../../apps/server/src/platform/db.ts';
import { NO_RATE_LIMITS } from '../../apps/server/src/platform/rate-limit.ts';
import { freshDatabase } from '../../apps/server/src/test/fresh-database.ts';
import { PASSWORD, type CartItem } from '../../apps/server/src/test/http-shopper.ts';
import { staffCookie } from '../server.ts';
import {
  importDuringLoad,
  killOne,
  ordersKept,
  photoServedByAll,
  priceSeenEverywhere,
  rollingRestart,
  type Check,
} from './checks.ts';
import { Balancer } from './haproxy.ts';
import { Host, freePort, killAll, sleep, startBucket } from './hosts.ts';
import { ShopLoad } from './load.ts';
import { loadFigures, writeFleetSection } from './report.ts';

const { values } = parseArgs({
  options: {
    hosts: { type: 'string', default: '3' },
    write: { type: 'boolean', default: false },
  },
});
const HOSTS = Number(values.hosts);
const PRODUCTS = 200;
const ACCOUNTS = 40;
const PRICE_ROUNDS = 3;
const WARM_UP_MS = 3000;
/** The PostgreSQL server the run makes its database on. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The catalog, the shoppers' accounts (made with the server's own sign-up, in process: over HTTP
 * the shop allows 20 sign-ups an hour from one address) and a staff session, before any host starts.
 */
async function prepareShop(databaseUrl: string, dir: string) {
  const db = await openDb({ databaseUrl });
  try {
    await migrate(db);
    await seedCatalog(db, { products: PRODUCTS });
    const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, 'setup') });
    const app = await buildApp({
      config,
      db,
      logger: false,
      rateLimits: { signUp: NO_RATE_LIMITS.signUp },
    });
    const accounts = Array.from({ length: ACCOUNTS }, (_, n) => `fleet-${n}@example.com`);
    try {
      for (const email of accounts) {
        const payload = { name: 'Fleet', email, password: PASSWORD, confirmPassword: PASSWORD };
        const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
        if (res.statusCode !== 201) throw new Error(`sign up ${email}: ${res.body}`);
      }
    } finally {
      await app.close();
    }
    const products = await db.query<{ id: number }>(
      `select id from products where status = 'published' order by id`,
    );
    // The price check's product is kept out of the carts, so its price moves alone.
    const priced = products.at(-1)!.id;
    const items = await db.query<CartItem>(
      `select sku, product_id as "productId" from variants where stock >= 30 and product_id <> $1
       order by id limit 300`,
      [priced],
    );
    return {
      cookie: await staffCookie(db),
      productIds: products.map((p) => p.id),
      priced,
      items,
      accounts,
    };
  } finally {
    await db.close();
  }
}

async function codesIn(databaseUrl: string, codes: string[]) {
  const db: Db = await openDb({ databaseUrl });
  try {
    const rows = await db.query<{ code: string }>(
      'select order_code as code from orders where order_code = any($1)',
      [codes],
    );
    return new Set(rows.map((row) => row.code));
  } finally {
    await db.close();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-fleet-'));
  const database = await freshDatabase(SERVER_URL, 'fleet');
  const bucket = await startBucket(path.join(dir, 's3'));
  const balancer = new Balancer(await freePort(), dir);
  const hosts: Host[] = [];
  const cleanUp = async () => {
    balancer.stop();
    killAll([...hosts.map((host) => host.child), balancer.process]);
    await Promise.all(hosts.map((host) => host.exited));
    await bucket.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let load: ShopLoad | undefined;
  const checks: Check[] = [];
  try {
    console.log(`fleet: preparing the shop on ${database.url.replace(/\/\/.*@/, '//')}`);
    const shop = await prepareShop(database.url, dir);
    const port = await freePort();
    const env = {
      ...bucket.env,
      DATABASE_URL: database.url,
      PUBLIC_URL: balancer.base,
      // The balancer's address: its X-Forwarded-For names the shopper.
      TRUST_PROXY: '127.0.0.1',
      DATABASE_POOL_SIZE: '5',
    };
    for (let n = 1; n <= HOSTS; n++) {
      const name = `host${n}`;
      const address = `127.0.0.${10 + n}`;
      hosts.push(new Host(name, address, port, await freePort(), path.join(dir, name), env));
    }
    console.log(`fleet: starting ${HOSTS} hosts and HAProxy on ${balancer.base}`);
    await Promise.all(hosts.map((host) => host.start().ready()));
    balancer.start(hosts);
    for (const host of hosts) await balancer.waitFor(host, 'UP');

    load = new ShopLoad(balancer.base, shop.productIds, shop.items, shop.accounts);
    load.start();
    await sleep(WARM_UP_MS);
    const step = async (name: string, check: () => Promise<Check>) => {
      console.log(`fleet: ${name}…`);
      const result = await check();
      console.log(`  ${result.pass ? 'pass' : 'FAIL'}: ${result.figure}`);
      checks.push(result);
    };
    await step('photo', () => photoServedByAll(balancer.base, shop.cookie, hosts));
    await step('price', () =>
      priceSeenEverywhere(balancer.base, shop.cookie, hosts, shop.priced, PRICE_ROUNDS),
    );
    await step('rolling restart', () => rollingRestart(load!, balancer, hosts));
    const killed = hosts[1 % hosts.length]!;
    console.log(`fleet: kill -9 ${killed.name}…`);
    const kill = await killOne(load, balancer, killed);
    await step('import', () => importDuringLoad(load!, balancer.base, shop.cookie, dir));
    await sleep(1000);
    await load.stop();
    await step('orders kept', () =>
      ordersKept(load!, (codes) => codesIn(database.url, codes), killed, kill),
    );
    const figures = await loadFigures(load, hosts, kill);
    const failedOutside = figures.failedOutsideKill;
    checks.push({
      name: 'no failed request outside the kill -9',
      figure: `${failedOutside} failed of ${figures.requests}`,
      target: '0',
      pass: failedOutside === 0,
    });
    const table = printTable(checks, figures.lines);
    if (values.write) writeFleetSection(table, HOSTS);
    if (checks.some((check) => !check.pass)) {
      for (const host of hosts) console.log(host.lastLines());
      process.exitCode = 1;
    }
  } catch (error) {
    console.error('fleet: the run stopped:', error);
    for (const host of hosts) console.error(host.lastLines());
    process.exitCode = 1;
  } finally {
    await load?.stop();
    await cleanUp();
  }
  // The closing line CI reads (README: 'N passed, N failed'); a run that stopped early failed.
  const passed = checks.filter((check) => check.pass).length;
  const failures = checks.length - passed || (process.exitCode ? 1 : 0);
  console.log(`fleet: ${passed} passed, ${failures} failed`);
}

function printTable(checks: Check[], load: string[]) {
  const rows = [
    '| property | measured | target | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.figure} | ${c.target} | ${c.pass ? 'pass' : 'FAIL'} |`),
  ];
  const table = [...rows, '', ...load].join('\n');
  console.log(`\n${table}\n`);
  return table;
}

await main();
