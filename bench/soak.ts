// Soak: the real server at a fixed request rate for a minute — shoppers browsing, guests filling
// carts, signed-in shoppers checking out and paying — counting every failed request and watching
// the server process's memory from the end of a warm-up to the end of the run.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Order, PaymentIntent } from '@atelier/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db.ts';
import { NO_RATE_LIMITS } from '../apps/server/src/platform/rate-limit.ts';
import {
  HttpShopper,
  PASSWORD,
  send,
  type CartItem,
} from '../apps/server/src/test/http-shopper.ts';
import { SERVER_ARGS, prepareTarget, startProcess, stopProcess, type Target } from './server.ts';

const PORT = 3401;
const base = `http://127.0.0.1:${PORT}`;
const WARM_UP_S = 10;
const RSS_GROWTH_TARGET = 0.2;
/** Orders each account places in a run: the server allows 20 per account in 10 minutes. */
const ORDERS_PER_ACCOUNT = 10;
const GUESTS = 200;
const TERMS = ['linen dress', 'wool coat', 'silk scarf', 'denim jacket'];
const SECTIONS = ['flash-sales', 'best-selling', 'explore', 'new-arrivals'];
/** One cycle of the mix, slot by slot: mostly browsing, some cart updates, one checkout. */
const MIX = 'hlpcsfhlpcplhcsfpl$'.split('');

export interface SoakRow {
  db: Target['name'];
  requests: number;
  rps: number;
  orders: number;
  errors: number;
  rssStartMb: number;
  rssEndMb: number;
  growth: number;
}

export interface SoakResult {
  products: number;
  duration: number;
  rate: number;
  warmUp: number;
  growthTarget: number;
  rows: SoakRow[];
}

/**
 * Accounts made with the server's own sign-up, in process: over HTTP the shop allows 20 sign-ups
 * an hour from one address. Answers them with items in stock to put in carts.
 */
async function prepareShop(target: Target, accounts: string[]) {
  const config = loadConfig({ ...process.env, ...target.env });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const rateLimits = { signUp: NO_RATE_LIMITS.signUp };
  const app = await buildApp({ config, db, logger: false, rateLimits });
  try {
    for (const email of accounts) {
      const payload = { name: 'Soak', email, password: PASSWORD, confirmPassword: PASSWORD };
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
      if (res.statusCode !== 201) throw new Error(`sign up ${email}: ${res.body}`);
    }
    return await db.query<CartItem>(
      `select sku, product_id as "productId" from variants where stock >= 20 order by id limit 500`,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function soak(target: Target, products: number, duration: number, rate: number) {
  const slots = (WARM_UP_S + duration) * rate;
  const checkouts = Math.ceil((slots * MIX.filter((k) => k === '$').length) / MIX.length);
  const run = randomUUID().slice(0, 8);
  const emails = Array.from(
    { length: Math.ceil(checkouts / ORDERS_PER_ACCOUNT) + 1 },
    (_, n) => `soak-${run}-${n}@example.com`,
  );
  const items = await prepareShop(target, emails);
  const server = await startProcess(
    SERVER_ARGS,
    // Guests come from addresses of their own (X-Forwarded-For), as on the web: one address
    // making every guest's cart changes would be held back by the per-address limit.
    { ...target.env, PORT: String(PORT), HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' },
    `${base}/api/health`,
  );
  try {
    const shoppers = await Promise.all(emails.map((email) => HttpShopper.signIn(base, email)));
    const busy = new Set<HttpShopper>();
    const filters = (await (
      await send(base, '/api/v1/filter/category?category=Craft&lang=en')
    ).json()) as { id: number; type: string }[];
    const colour = filters.find((f) => f.type === 'color')!.id;
    const guests = Array.from({ length: GUESTS }, () => randomUUID());

    let stats = { requests: 0, errors: 0, orders: 0 };
    const failed = (counted: typeof stats, what: string, error: unknown) => {
      counted.errors++;
      if (counted.errors <= 10) console.log(`${what}: ${String(error)}`);
    };
    /** One request, counted in the phase it started in; answers its JSON, or nothing on failure. */
    const hit = async <T>(
      what: string,
      request: () => Promise<Response>,
    ): Promise<T | undefined> => {
      const counted = stats;
      counted.requests++;
      try {
        const res = await request();
        if (res.ok) return (await res.json()) as T;
        throw new Error(`${res.status} ${await res.text()}`);
      } catch (error) {
        failed(counted, what, error);
      }
    };
    const item = (i: number) => items[(i * 7919) % items.length]!;
    const get = (what: string, path: string) => hit(what, () => send(base, path));
    const checkout = async (shopper: HttpShopper, i: number) => {
      const counted = stats;
      if (!(await hit('cart', () => shopper.addToCart(item(i), 1)))) return;
      const card = i % 2 === 1;
      const order = await hit<Order>('order', () => shopper.order(card ? 'bank' : 'cash'));
      if (!order) return;
      counted.orders++;
      if (!card) return;
      const paying = await hit<PaymentIntent>('intent', () => shopper.intent(order));
      if (paying) await hit('confirm', () => shopper.confirm(paying.clientSecret));
    };
    const slot = (i: number): Promise<unknown> => {
      const page = `lang=en&offset=${(i % 10) * 10}&pagesize=10`;
      const term = encodeURIComponent(TERMS[i % TERMS.length]!);
      switch (MIX[i % MIX.length]) {
        case 'h':
          return get('home', `/api/v1/products?section=${SECTIONS[i % 4]}&${page}`);
        case 'l':
          return get('listing', `/api/v1/products?category=Craft&${page}`);
        case 'f':
          return get(
            'filtered',
            `/api/v1/products?category=Craft&maxPrice=200&productId=${colour}&${page}`,
          );
        case 'p':
          return get('product', `/api/v1/products/${1 + ((i * 7919) % products)}/en`);
        case 's':
          return get(
            'search',
            i % 2
              ? `/api/v1/search/suggest?q=${term}&lang=en`
              : `/api/v1/products?q=${term}&${page}`,
          );
        case 'c': {
          const body = { userId: guests[i % GUESTS], lang: 'en', action: 'I', qty: 1, ...item(i) };
          const from = `198.18.0.${i % GUESTS}`;
          return hit('guest cart', () => send(base, '/api/v1/cart/update', { body, from }));
        }
        default: {
          // Round-robin keeps each account within ORDERS_PER_ACCOUNT; one still busy with its
          // last checkout means the server is falling behind.
          const shopper = shoppers[Math.floor(i / MIX.length) % shoppers.length]!;
          if (busy.has(shopper)) return Promise.resolve(failed(stats, 'checkout', 'backlog'));
          busy.add(shopper);
          return checkout(shopper, i).finally(() => busy.delete(shopper));
        }
      }
    };

    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(rssMb(server.pid!)), 1000);
    const warmUp = WARM_UP_S * rate;
    const inFlight = new Set<Promise<unknown>>();
    const started = performance.now();
    for (let i = 0; i < slots; await new Promise((resolve) => setTimeout(resolve, 5))) {
      const due = Math.min(slots, ((performance.now() - started) / 1000) * rate);
      for (; i < due; i++) {
        if (i === warmUp) {
          stats = { requests: 0, errors: 0, orders: 0 };
          rss.length = 0;
        }
        const request: Promise<unknown> = slot(i).finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
    }
    await Promise.all(inFlight);
    clearInterval(sampler);
    const rssStartMb = median(rss.slice(0, 5));
    const rssEndMb = median(rss.slice(-5));
    return {
      db: target.name,
      ...stats,
      rps: Math.round(stats.requests / duration),
      rssStartMb: Math.round(rssStartMb),
      rssEndMb: Math.round(rssEndMb),
      growth: Number(((rssEndMb - rssStartMb) / rssStartMb).toFixed(3)),
    } satisfies SoakRow;
  } finally {
    await stopProcess(server);
  }
}

export async function runSoak(options: {
  products: number;
  duration: number;
  rate: number;
  dbs: Target['name'][];
}): Promise<SoakResult> {
  const rows: SoakRow[] = [];
  for (const db of options.dbs) {
    const target = await prepareTarget(db, options.products);
    const row = await soak(target, options.products, options.duration, options.rate);
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  const { products, duration, rate } = options;
  return { products, duration, rate, warmUp: WARM_UP_S, growthTarget: RSS_GROWTH_TARGET, rows };
}
