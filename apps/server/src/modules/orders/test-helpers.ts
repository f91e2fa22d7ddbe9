import type { Harness } from '../../test/harness.ts';
import { moveStock } from '../stock/ledger.ts';
import { pricingAt, variantPrice } from '../products/pricing.ts';

type App = Harness['app'];

export interface VariantFixture {
  sku: string;
  productId: number;
  variantId: number;
  stock: number;
  sellingCents: number;
}

type Tuple<N extends number, T, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<N, T, [T, ...R]>;

/**
 * Variants of distinct products from the seeded catalog, each with at least `minStock` units, at
 * the price the shop charges now (the seeded flash sale's while it runs).
 */
export async function variants<N extends number>(
  h: Harness,
  count: N,
  minStock = 5,
): Promise<Tuple<N, VariantFixture>> {
  const pricing = await pricingAt(h.db, new Date());
  const rows = await h.db.query<VariantFixture>(
    `select distinct on (p.id) v.sku, p.id as "productId", v.id as "variantId", v.stock,
            ${variantPrice(pricing)} as "sellingCents"
       from variants v join products p on p.id = v.product_id
      where v.stock >= $1 order by p.id, v.id limit $2`,
    [minStock, count],
  );
  if (rows.length < count) throw new Error('the seeded catalog has too few variants in stock');
  return rows as Tuple<N, VariantFixture>;
}

/** Sets a variant's stock as staff would, through the ledger, so stock keeps equal to its sum. */
export async function setStock(h: Harness, sku: string, stock: number) {
  const [row] = await h.db.query<{ id: number; stock: number }>(
    'select id, stock from variants where sku = $1',
    [sku],
  );
  if (!row) throw new Error(`no variant ${sku}`);
  if (row.stock === stock) return;
  const move = { variantId: row.id, delta: stock - row.stock, reason: 'count' } as const;
  if ((await moveStock(h.db, move)) !== stock) throw new Error(`stock of ${sku} moved meanwhile`);
}

export async function stockOf(h: Harness, sku: string) {
  const [row] = await h.db.query<{ stock: number }>('select stock from variants where sku = $1', [
    sku,
  ]);
  return row!.stock;
}

/** The test provider's card that always succeeds. */
export const TEST_CARD = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: 2040,
  cvc: '123',
  name: 'Ada',
};

/**
 * A delivery address in the United States' market (dollars, tax added) and in Oregon, which has
 * no sales tax: an order's total is its cart's. Tests of other markets and taxes name their own.
 */
export const home = {
  name: 'Ada Lovelace',
  phone: '+1 503 555 0118',
  flatNo: '12B',
  addrssLine1: '1120 SW 5th Ave',
  city: 'Portland',
  region: 'OR',
  zipocode: '97204',
  country: 'US',
};

/** The cart call the storefront makes: `userId` is the email, or the guest's UUID. */
export function cartUpdate(
  app: App,
  cookie: string | undefined,
  body: {
    userId: string;
    sku: string;
    productId: number;
    qty?: number;
    action: 'I' | 'U' | 'D';
    id?: number;
  },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/cart/update',
    headers: cookie ? { cookie } : {},
    payload: { lang: 'en', ...body },
  });
}

export async function fillCart(
  app: App,
  cookie: string,
  email: string,
  lines: [VariantFixture, number][],
) {
  for (const [v, qty] of lines) {
    const res = await cartUpdate(app, cookie, {
      userId: email,
      sku: v.sku,
      productId: v.productId,
      qty,
      action: 'I',
    });
    if (res.statusCode !== 200) throw new Error(`cart ${v.sku}: ${res.statusCode} ${res.body}`);
  }
}

export function order(app: App, cookie: string, body: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { cookie },
    payload: { address: home, paymentMethod: 'cash', lang: 'en', ...body },
  });
}

export function intent(
  app: App,
  cookie: string,
  orderCode: string,
  amount: number,
  currency = 'usd',
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/create-payment-intent',
    headers: { cookie },
    payload: { amount, currency, orderCode },
  });
}
