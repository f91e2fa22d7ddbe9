// API load: autocannon with 20 connections on the real server over PGlite and PostgreSQL, next to a
// ceiling — a bare Node HTTP server answering a tiny JSON body on the same machine, measured right
// before each scenario: the machine's speed drifts (a shared VM ran the ceiling at 12,000 and at
// 43,000 req/s on one day), and a ratio means something only against a ceiling of the same moment.
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

export const PORT = 3400;
const CEILING_PORT = 3402;
const base = `http://localhost:${PORT}`;
const ceilingBase = `http://localhost:${CEILING_PORT}`;
/** Listing, filtered listing and product detail must answer p99 within this. */
const P99_TARGET_MS = 25;
const TERMS = ['linen dress', 'wool coat', 'silk scarf', 'denim jacket'];

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ApiRow extends Figures {
  db: string;
  scenario: string;
  /** The ceiling's req/s measured just before this scenario. */
  ceilingRps: number;
  ratio: number;
  /** None for the database round trip, a reference rather than a goal. */
  target?: number;
  p99Target?: number;
}

export interface ApiResult {
  products: number;
  duration: number;
  /** The ceiling's middle measurement. */
  ceiling: Figures;
  rows: ApiRow[];
}

interface Scenario {
  name: string;
  target?: number;
  p99Target?: number;
  path: (pick: number) => string;
}

async function load(
  url: string,
  path: (pick: number) => string,
  duration: number,
): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: 20,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function scenarios(products: number): Promise<Scenario[]> {
  const filters = (await (
    await fetch(`${base}/api/v1/filter/category?category=Craft&lang=en`)
  ).json()) as { id: number; type: string }[];
  const colour = filters.find((f) => f.type === 'color')?.id;
  const size = filters.find((f) => f.type === 'size')?.id;
  const guest = randomUUID();
  return [
    {
      name: 'listing',
      target: 0.5,
      p99Target: P99_TARGET_MS,
      path: (i) => `/api/v1/products?lang=en&category=Craft&offset=${(i % 20) * 10}&pagesize=10`,
    },
    {
      name: 'filtered listing',
      target: 0.5,
      p99Target: P99_TARGET_MS,
      path: (i) =>
        `/api/v1/products?lang=en&category=Craft&minPrice=20&maxPrice=${200 + (i % 5) * 50}&productId=${colour}&productId=${size}&offset=0&pagesize=10`,
    },
    {
      // Every product in turn: on a large catalog nearly every request misses the cache.
      name: 'product detail',
      target: 0.5,
      p99Target: P99_TARGET_MS,
      path: (i) => `/api/v1/products/${1 + ((i * 7919) % products)}/en`,
    },
    {
      name: 'search',
      target: 0.3,
      path: (i) =>
        `/api/v1/products?lang=en&q=${encodeURIComponent(TERMS[i % TERMS.length]!)}&offset=0&pagesize=10`,
    },
    { name: 'cart read', target: 0.25, path: () => `/api/v1/cart?userId=${guest}&lang=en` },
    {
      // The health check: one `select 1` through the whole server. No answer that has to read the
      // database (a cache miss, a cart) can be faster, so this bounds their ratios on this machine.
      name: 'database round trip',
      path: () => '/api/health',
    },
  ];
}

export async function runApi(options: {
  products: number;
  duration: number;
  dbs: Target['name'][];
}): Promise<ApiResult> {
  const { products, duration } = options;
  const ceilingProcess = await startProcess(
    CEILING_ARGS,
    { PORT: String(CEILING_PORT) },
    ceilingBase,
  );
  const ceilings: Figures[] = [];
  const rows: ApiRow[] = [];
  try {
    for (const db of options.dbs) {
      const target = await prepareTarget(db, products);
      const server = await startProcess(
        SERVER_ARGS,
        { ...target.env, PORT: String(PORT) },
        `${base}/api/health`,
      );
      try {
        for (const scenario of await scenarios(products)) {
          await load(base, scenario.path, duration); // warm-up pass is not reported
          const ceiling = await load(ceilingBase, () => '/', duration);
          ceilings.push(ceiling);
          const figures = await load(base, scenario.path, duration);
          const row: ApiRow = {
            db,
            scenario: scenario.name,
            ...figures,
            ceilingRps: ceiling.rps,
            ratio: figures.rps / ceiling.rps,
            target: scenario.target,
            p99Target: scenario.p99Target,
          };
          rows.push(row);
          console.log(JSON.stringify(row));
        }
      } finally {
        await stopProcess(server);
      }
    }
  } finally {
    await stopProcess(ceilingProcess);
  }
  ceilings.sort((a, b) => a.rps - b.rps);
  return { products, duration, ceiling: ceilings[Math.floor(ceilings.length / 2)]!, rows };
}
