// `npm run bench`: API load on the real server over PGlite and PostgreSQL against a bare Node ceiling.
// Options: --products N (100000), --duration S (10), --db pglite|postgres|both (both).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  CEILING_ARGS,
  SERVER_ARGS,
  prepareTarget,
  startProcess,
  stopProcess,
  type Target,
} from './server.ts';
import { writeReport, type Row } from './report.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const PORT = 3400;
const base = `http://localhost:${PORT}`;

interface Scenario {
  name: string;
  target: number;
  path: (pick: number) => string;
}

async function load(scenario: Pick<Scenario, 'path'>) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: scenario.path(n++) }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function scenarios(): Promise<Scenario[]> {
  const filters = (await (
    await fetch(`${base}/api/v1/filter/category?category=Craft&lang=en`)
  ).json()) as {
    id: number;
    type: string;
  }[];
  const colour = filters.find((f) => f.type === 'color')?.id;
  const size = filters.find((f) => f.type === 'size')?.id;
  const guest = randomUUID();
  return [
    {
      name: 'listing',
      target: 0.5,
      path: (i) => `/api/v1/products?lang=en&category=Craft&offset=${(i % 20) * 10}&pagesize=10`,
    },
    {
      name: 'filtered listing',
      target: 0.5,
      path: (i) =>
        `/api/v1/products?lang=en&category=Craft&minPrice=20&maxPrice=${200 + (i % 5) * 50}&productId=${colour}&productId=${size}&offset=0&pagesize=10`,
    },
    {
      name: 'product detail',
      target: 0.5,
      path: (i) => `/api/v1/products/${1 + ((i * 7919) % products)}/en`,
    },
    {
      name: 'search',
      target: 0.3,
      path: (i) =>
        `/api/v1/products?lang=en&q=${['linen dress', 'wool coat', 'silk scarf', 'denim jacket'][i % 4]}&offset=0&pagesize=10`,
    },
    { name: 'cart read', target: 0.25, path: () => `/api/v1/cart?userId=${guest}&lang=en` },
  ];
}

const rows: Row[] = [];
const ceilingProcess = await startProcess(CEILING_ARGS, { PORT: String(PORT) }, base);
const ceiling = await load({ path: () => '/' });
await stopProcess(ceilingProcess);
console.log(`ceiling: ${ceiling.rps} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`);

const dbs =
  values.db === 'both' ? (['pglite', 'postgres'] as const) : [values.db as Target['name']];
for (const db of dbs) {
  const target = await prepareTarget(db, products);
  const server = await startProcess(
    SERVER_ARGS,
    { ...target.env, PORT: String(PORT) },
    `${base}/api/health`,
  );
  for (const scenario of await scenarios()) {
    await load({ path: scenario.path }); // warm-up pass is not reported
    const figures = await load(scenario);
    const row: Row = {
      db,
      scenario: scenario.name,
      ...figures,
      ratio: figures.rps / ceiling.rps,
      target: scenario.target,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  await stopProcess(server);
}

const file = writeReport({ products, duration, ceiling, rows });
console.log(`results written to ${path.relative(process.cwd(), file)}`);
