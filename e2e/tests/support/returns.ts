import { randomUUID } from 'node:crypto';
import { expect, request as playwright, type APIRequestContext, type Page } from '@playwright/test';
import { latestOtp, nextOtp, ownAddress, saveAddress, signIn, type Product } from './shopper.ts';
import { inviteMember } from './staff.ts';
import type { Lang } from './texts.ts';

// What issue 30's journeys share: a product with three sizes, a staff member's API, and a
// shopper's order delivered, ready to be returned.

/** A product with three sizes of one colour in stock: two are bought, the third is exchanged for. */
export async function productWithThreeSizes(request: APIRequestContext) {
  const page = await (
    await request.get('/api/v1/products', { params: { lang: 'en', pagesize: 40 } })
  ).json();
  for (const card of page.content as { id: number }[]) {
    const product: Product = await (await request.get(`/api/v1/products/${card.id}/en`)).json();
    const [first] = product.variants;
    const sizes = product.variants.filter((v) => v.color === first?.color && v.stock >= 3);
    if (sizes.length >= 3) return { product, sizes };
  }
  throw new Error('the catalog has no product with three sizes in stock');
}

export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * A staff member of the journey's own, signed in on an API context of their own: `post` expects
 * 200 and answers the body, `get` answers the body of a GET (both under /api/admin).
 */
export async function staffApi(
  baseURL: string,
  role: 'owner' | 'fulfilment' = 'fulfilment',
  name = 'Rui Returns',
) {
  const context = await playwright.newContext({ baseURL });
  const headers = ownAddress(baseURL);
  const member = await inviteMember(context, baseURL, role, name);
  const before = latestOtp(member.email, baseURL);
  expect((await context.post('/api/admin/auth/login', { headers, data: member })).ok()).toBe(true);
  const otp = await nextOtp(member.email, before, baseURL);
  const verify = { email: member.email, otp };
  expect((await context.post('/api/admin/auth/verify', { headers, data: verify })).ok()).toBe(true);
  return {
    post: async (path: string, data: object = {}) => {
      const response = await context.post(`/api/admin${path}`, { headers, data });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return response.json();
    },
    get: async (path: string) => {
      const response = await context.get(`/api/admin${path}`, { headers });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return response.json();
    },
  };
}

/** A signed-in shopper's order of two sizes, paid by the test card, shipped and delivered. */
export async function deliveredOrder(page: Page, baseURL: string, staff: StaffApi, lang: Lang) {
  const email = await signIn(page, baseURL);
  const addressId = await saveAddress(page, baseURL);
  const { product, sizes } = await productWithThreeSizes(page.request);
  const headers = { Origin: baseURL };
  for (const v of sizes.slice(0, 2)) {
    const data = { userId: email, lang, sku: v.sku, qty: 1, action: 'I', productId: product.id };
    expect((await page.request.post('/api/v1/cart/update', { headers, data })).ok()).toBe(true);
  }
  const placed = await page.request.post('/api/v1/orders', {
    headers,
    data: { addressId, paymentMethod: 'bank', lang },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { orderCode: string; total: number; currency: string };
  const intent = await page.request.post('/api/payment/create-payment-intent', {
    headers,
    data: {
      amount: order.total,
      currency: order.currency.toLowerCase(),
      orderCode: order.orderCode,
    },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
  const paid = await page.request.post('/api/payment/test/confirm', {
    headers,
    data: { clientSecret, ...card, name: 'Ada Lovelace' },
  });
  expect((await paid.json()).status).toBe('succeeded');
  const ups = { carrier: 'ups', trackingNumber: `1Z${randomUUID().slice(0, 8).toUpperCase()}` };
  await staff.post(`/orders/${order.orderCode}/fulfilments`, ups);
  await staff.post(`/orders/${order.orderCode}/deliver`);
  return { email, code: order.orderCode, product, sizes };
}
