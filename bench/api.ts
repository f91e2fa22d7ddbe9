// API load: autocannon with 20 connections on the real server over PGlite and PostgreSQL. Each
// figure is a ratio to a reference measured in the same run (a shared machine's speed drifts: one
// ran the bare ceiling at 12,000 and at 43,000 req/s on one day), and the reference depends on the
// answer: one read from the server's cache against a bare Fastify route sending the same bytes; one
// that must read the database against the database round trip (the health check's `select 1`
// through the whole server); the shop's traffic mix against the bare Node ceiling.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { shopMix } from './mix.ts';
import {
  CEILING_ARGS,
  SAME_BYTES_ARGS,
  SERVER_ARGS,
  prepareTarget,
  startProcess,
  stopProcess,
  type Target,
} from './server.ts';

export const PORT = 3400;
const CEILING_PORT = 3402;
const SAME_BYTES_PORT = 3403;
const base = `http://localhost:${PORT}`;
const ceilingBase = `http://localhost:${CEILING_PORT}`;
const sameBytesBase = `http://localhost:${SAME_BYTES_PORT}`;
const P99_TARGET_MS = 25;
/** Issue 29: checkout's totals within 20 ms at p95; the p99 is held to it, stricter. */
const QUOTE_P99_TARGET_MS = 20;
const TERMS = ['linen dress', 'wool coat', 'silk scarf', 'denim jacket'];
/** The scenario whose row is the floor of every answer that reads the database. */
const FLOOR = 'database round trip';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What a scenario is judged against: see the file's head. */
export type Reference = 'same bytes' | 'floor' | 'ceiling';

export interface ApiRow extends Figures {
  db: string;
  scenario: string;
  /** The bare ceiling's req/s measured just before this scenario. */
  ceilingRps: number;
  reference?: Reference;
  /** The reference's req/s in this run: same bytes just before, the floor row, or the ceiling. */
  referenceRps?: number;
  ratio?: number;
  /** None for the database round trip, the floor itself. */
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

/** A GET of a path, or a POST of a JSON body to one. */
type Request = string | { path: string; body: string };

interface Scenario {
  name: string;
  reference?: Reference;
  target?: number;
  p99Target?: number;
  /** The scenario's next request; its count goes on from the warm-up. */
  next: () => Request;
}

async function load(url: string, next: () => Request, duration: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: 20,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          if (typeof r === 'string') return { ...req, path: r };
          const headers = { ...req.headers, 'content-type': 'application/json' };
          return { ...req, method: 'POST', path: r.path, body: r.body, headers };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const counting = <T extends Request>(path: (i: number) => T) => {
  let i = 0;
  return () => path(i++);
};

async function scenarios(products: number): Promise<Scenario[]> {
  const filters = (await (
    await fetch(`${base}/api/v1/filter/category?category=Craft&lang=en`)
  ).json()) as { id: number; type: string }[];
  const colour = filters.find((f) => f.type === 'color')?.id;
  const size = filters.find((f) => f.type === 'size')?.id;
  const guests = Array.from({ length: 50 }, () => randomUUID());
  const paths = {
    listing: (i: number) =>
      `/api/v1/products?lang=en&category=Craft&offset=${(i % 20) * 10}&pagesize=10`,
    filtered: (i: number) =>
      `/api/v1/products?lang=en&category=Craft&minPrice=20&maxPrice=${200 + (i % 5) * 50}&productId=${colour}&productId=${size}&offset=0&pagesize=10`,
    search: (i: number) =>
      `/api/v1/products?lang=en&q=${encodeURIComponent(TERMS[i % TERMS.length]!)}&offset=0&pagesize=10`,
    cart: (i: number) => `/api/v1/cart?userId=${guests[i % guests.length]}&lang=en`,
    product: (id: number) => `/api/v1/products/${id}/en`,
  };
  const cached = { reference: 'same bytes' as const, target: 0.8 };
  // Checkout's totals: each guest's cart of three products sent to Paris, priced in euros with
  // VAT, delivery methods and the code-less totals (POST /api/v1/cart/quote) — several reads a
  // quote, none cached.
  const skus = await Promise.all(
    [1, 2, 3].map(async (id) => {
      const detail = (await (await fetch(`${base}${paths.product(id)}`)).json()) as {
        variants: { sku: string }[];
      };
      return { productId: id, sku: detail.variants[0]!.sku };
    }),
  );
  for (const userId of guests) {
    for (const line of skus) {
      await fetch(`${base}/api/v1/cart/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId, lang: 'en', ...line, qty: 1, action: 'I' }),
      });
    }
  }
  const paris = {
    name: 'Ada Lovelace',
    phone: '+33 1 23 45 67 89',
    flatNo: '1',
    addrssLine1: '1 rue de Rivoli',
    city: 'Paris',
    zipocode: '75001',
    country: 'FR',
  };
  const quote = (i: number) => ({
    path: '/api/v1/cart/quote',
    body: JSON.stringify({
      userId: guests[i % guests.length],
      lang: 'fr',
      market: 'eu',
      address: paris,
    }),
  });
  return [
    // The health check: one `select 1` through the whole server. No answer that has to read the
    // database (a cache miss, a cart) can be faster: the floor the next rows are judged against.
    { name: FLOOR, next: () => '/api/health' },
    { name: 'listing', ...cached, p99Target: P99_TARGET_MS, next: counting(paths.listing) },
    {
      name: 'filtered listing',
      ...cached,
      p99Target: P99_TARGET_MS,
      next: counting(paths.filtered),
    },
    { name: 'search', ...cached, next: counting(paths.search) },
    {
      // Every product in turn, the count going on from the warm-up: on a catalog larger than the
      // requests of both passes, each product is asked once, so every request misses the cache.
      name: 'product detail',
      reference: 'floor',
      target: 0.5,
      p99Target: P99_TARGET_MS,
      next: counting((i) => paths.product(1 + ((i * 7919) % products))),
    },
    { name: 'cart read', reference: 'floor', target: 0.6, next: counting(paths.cart) },
    {
      name: 'checkout quote',
      reference: 'floor',
      target: 0.3,
      p99Target: QUOTE_P99_TARGET_MS,
      next: counting(quote),
    },
    {
      name: 'shop mix',
      reference: 'ceiling',
      target: 0.5,
      p99Target: P99_TARGET_MS,
      next: shopMix(products, paths),
    },
  ];
}

/** The scenarios on one database: each warmed up first, then its reference, then itself. */
async function runScenarios(db: Target['name'], products: number, duration: number) {
  const rows: ApiRow[] = [];
  const ceilings: Figures[] = [];
  const sameBytes = await startProcess(
    SAME_BYTES_ARGS,
    { PORT: String(SAME_BYTES_PORT), ORIGIN: base },
    `${sameBytesBase}/api/health`,
  );
  try {
    for (const scenario of await scenarios(products)) {
      await load(base, scenario.next, duration); // warm-up pass is not reported
      const ceiling = await load(ceilingBase, () => '/', duration);
      ceilings.push(ceiling);
      let referenceRps = ceiling.rps;
      if (scenario.reference === 'same bytes') {
        // The reference asks the same paths, kept from the warm-up's answers.
        referenceRps = (await load(sameBytesBase, scenario.next, duration)).rps;
      } else if (scenario.reference === 'floor') {
        referenceRps = rows.find((row) => row.scenario === FLOOR)!.rps;
      }
      const figures = await load(base, scenario.next, duration);
      const row: ApiRow = {
        db,
        scenario: scenario.name,
        ...figures,
        ceilingRps: ceiling.rps,
        ...(scenario.reference && {
          reference: scenario.reference,
          referenceRps,
          ratio: figures.rps / referenceRps,
        }),
        target: scenario.target,
        p99Target: scenario.p99Target,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  } finally {
    await stopProcess(sameBytes);
  }
  return { rows, ceilings };
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
        const run = await runScenarios(db, products, duration);
        rows.push(...run.rows);
        ceilings.push(...run.ceilings);
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
