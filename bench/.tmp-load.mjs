import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
const [kind, duration = '8', products = '1000'] = process.argv.slice(2);
const base = 'http://localhost:3499';
let i = 0;
const guests = Array.from({ length: 50 }, () => randomUUID());
const next = {
  health: () => '/api/health',
  listing: () => `/api/v1/products?lang=en&category=Craft&offset=${(i++ % 20) * 10}&pagesize=10`,
  product: () => `/api/v1/products/${1 + ((i++ * 7919) % Number(products))}/en?x=${i}`,
  cart: () => `/api/v1/cart?userId=${guests[i++ % 50]}&lang=en`,
}[kind];
const r = await autocannon({ url: base, connections: 20, duration: Number(duration), requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }] });
console.log(kind, Math.round(r.requests.average), 'req/s p50', r.latency.p50, 'p99', r.latency.p99, 'errors', r.errors + r.non2xx);
