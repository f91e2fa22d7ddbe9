import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dataDirOf } from './server.ts';

interface Variant {
  sku: string;
  color: string;
  size: string;
  stock: number;
}
export interface Product {
  id: number;
  name: string;
  variants: Variant[];
}

export const PASSWORD = 'secret1';

/**
 * Headers of an API request from a client address of its own (serve.mjs trusts the loopback
 * proxy to name it): the shop limits sign-ups and sign-ins per address, as it runs, and every
 * journey of the suite would otherwise come from the one address and spend them.
 */
export function ownAddress(baseURL: string) {
  const [a, b, c] = randomBytes(3);
  return { Origin: baseURL, 'X-Forwarded-For': `10.${a}.${b}.${c}` };
}

/** A new account, created through the API but not signed in; answers its email. */
export async function registerAccount(page: Page, baseURL: string, name = 'Ada Lovelace') {
  const email = `shopper-${randomUUID()}@example.com`;
  const account = { name, email, password: PASSWORD, confirmPassword: PASSWORD };
  const response = await page.request.post('/api/auth/register', {
    headers: ownAddress(baseURL),
    data: account,
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A new account, signed in through the API; the page starts with its `users` mirror. */
export async function signIn(page: Page, baseURL: string) {
  const email = await registerAccount(page, baseURL);
  const login = await page.request.post('/api/auth/login', {
    headers: ownAddress(baseURL),
    data: { email, password: PASSWORD },
  });
  expect(await login.text()).toBe('Login successful');
  const user = await (
    await page.request.get('/api/users/details', { params: { userId: email } })
  ).json();
  await page.addInitScript((record) => localStorage.setItem('users', record), JSON.stringify(user));
  return email;
}

/** A product with two sizes in stock in its first colour (the page preselects the first variant). */
export async function productWithTwoSizes(request: APIRequestContext) {
  const page = await (
    await request.get('/api/v1/products', { params: { lang: 'en', pagesize: 40 } })
  ).json();
  for (const card of page.content as { id: number }[]) {
    const product: Product = await (await request.get(`/api/v1/products/${card.id}/en`)).json();
    const [first, ...rest] = product.variants;
    const second = rest.find((v) => v.color === first?.color && v.stock >= 3);
    if (first && first.stock >= 3 && second) return { product, first, second };
  }
  throw new Error('the catalog has no product with two sizes in stock');
}

/** Puts one piece of `sku` into the signed-in shopper's cart, straight through the API. */
export async function addToCart(
  page: Page,
  baseURL: string,
  email: string,
  sku: string,
  productId: number,
  lang = 'en',
) {
  const data = { userId: email, lang, sku, qty: 1, action: 'I', productId };
  const response = await page.request.post('/api/v1/cart/update', {
    headers: { Origin: baseURL },
    data,
  });
  expect(response.ok()).toBe(true);
}

/** Puts one piece of some product in stock into the cart, straight through the API. */
export async function fillCart(page: Page, baseURL: string, email: string) {
  const { product, first } = await productWithTwoSizes(page.request);
  await addToCart(page, baseURL, email, first.sku, product.id);
  return product;
}

/** A variant's stock as the shop tells it now. */
export async function stockOf(page: Page, product: Product, sku: string) {
  const fresh: Product = await (await page.request.get(`/api/v1/products/${product.id}/en`)).json();
  return fresh.variants.find((v) => v.sku === sku)!.stock;
}

/** A delivery address the journeys use. */
export const TEST_ADDRESS = {
  name: 'Grace Hopper',
  phone: '+1 555 0100',
  flatNo: '7',
  addrssLine1: 'Navy Yard',
  zipocode: '20374',
  city: 'Washington',
  region: 'DC',
  country: 'US',
};

/** Saves a default address to the signed-in account; answers its id. */
export async function saveAddress(page: Page, baseURL: string) {
  const address = { action: 'I', ...TEST_ADDRESS, default: true };
  const response = await page.request.post('/api/v1/address', {
    headers: { Origin: baseURL },
    data: address,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Turns the cart into an order delivered to `addressId`; answers the order's code. */
/** Pays on the payment page with a test card (the contract's TEST_CARDS say what each does). */
export async function payByCard(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  // In the order's currency: 'Pay $…', 'Pay £…'.
  await page.getByRole('button', { name: /^Pay / }).click();
}

export async function placeOrder(
  page: Page,
  baseURL: string,
  order: { addressId: number; paymentMethod: 'cash' | 'bank'; lang: string },
) {
  const response = await page.request.post('/api/v1/orders', {
    headers: { Origin: baseURL },
    data: order,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderCode: string }).orderCode;
}

/**
 * The latest code mailed to `email` by the server at `baseURL` (the suite's shared one unless
 * named): without SMTP the server writes each mail to DATA_DIR/outbox.
 */
export function latestOtp(email: string, baseURL?: string): string | undefined {
  return mails(email, baseURL)
    .map(decodeParts)
    .at(-1)
    ?.match(/^ {4}(\d{6})$/m)?.[1];
}

/** The raw mails to `email` in the outbox of the server at `baseURL`, oldest first. */
function mails(email: string, baseURL?: string) {
  const outbox = path.join(dataDirOf(baseURL), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** The next code mailed to `email` after `previous` (the outbox worker writes it a moment later). */
export async function nextOtp(email: string, previous: string | undefined, baseURL?: string) {
  await expect
    .poll(() => latestOtp(email, baseURL), { timeout: 20_000 })
    .toMatch(new RegExp(`^(?!${previous ?? 'x'}$)\\d{6}$`));
  return latestOtp(email, baseURL)!;
}

/** The mails sent to `email` so far (by the server at `baseURL`), oldest first: each subject and its decoded text. */
export function mailsTo(email: string, baseURL?: string): { subject: string; text: string }[] {
  return mails(email, baseURL).map((mail) => ({
    subject: subjectOf(mail),
    text: decodeParts(mail),
  }));
}

/** The Subject header, unfolded, its encoded words (RFC 2047, B or Q) decoded. */
function subjectOf(mail: string) {
  const head = mail.split(/\r?\n\r?\n/)[0] ?? '';
  const raw = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  return (
    raw
      // Space between two encoded words, folded or not, is no part of the text (RFC 2047 §6.2).
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/\r?\n[ \t]+/g, ' ')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (__, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
      )
      .replace(/\?==\?/g, '')
  );
}

/** Quoted-printable text (RFC 2045): soft line breaks joined, =XX bytes read as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mail with its base64 and quoted-printable parts decoded (a mail in Japanese, say). */
function decodeParts(mail: string) {
  return mail
    .split(/\r?\n--/)
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      if (/^Content-Transfer-Encoding: base64\r?$/im.test(head)) {
        return Buffer.from(body.join(''), 'base64').toString('utf8');
      }
      return /^Content-Transfer-Encoding: quoted-printable\r?$/im.test(head)
        ? fromQuotedPrintable(body.join('\n\n'))
        : part;
    })
    .join('\n--');
}
