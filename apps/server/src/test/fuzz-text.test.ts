// Text PostgreSQL can't store (U+0000; a lone UTF-16 surrogate, which would be stored changed) in
// any string field is a 400 naming the field, never a 500: one rule in the contract (`str`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@atelier/contract';
import { home, variants } from '../modules/orders/test-helpers.ts';
import { startHarness } from './harness.ts';
import { snapshotRows } from './rows.ts';
import { shopperWithEverything } from './shoppers.ts';

const h = await startHarness({ products: 4 });
afterAll(() => h.close());
const [item] = await variants(h, 1, 10);
const shopper = await shopperWithEverything(h, 'text@example.com', item!);
const { cookie, email } = shopper;

const BAD = { NUL: 'Ad\u0000a', 'lone surrogate': 'Ad\uD800a' };
const line = { userId: email, action: 'I', qty: 1, sku: item!.sku, productId: item!.productId };
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'A' };
const register = { name: 'Ada', email: 'ada@example.com', password: 'secret1' };

interface Case {
  field: string;
  send: (bad: string) => { method?: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object };
  signedIn?: boolean;
}

const json =
  (url: string, body: (bad: string) => object, method: 'POST' | 'PATCH' = 'POST') =>
  (bad: string) => ({ method, url, payload: body(bad) });

const ADDRESS_FIELDS = [...Object.keys(home), 'addrsesLine2', 'email'];
const CASES: Case[] = [
  ...['name', 'email', 'password', 'referral'].map((field) => ({
    field,
    send: json('/api/auth/register', (bad) => ({
      ...register,
      confirmPassword: register.password,
      [field]: bad,
    })),
  })),
  {
    field: 'confirmPassword',
    send: json('/api/auth/register', (bad) => ({ ...register, confirmPassword: bad })),
  },
  {
    field: 'username',
    signedIn: true,
    send: json('/api/users/details', (bad) => ({ username: bad }), 'PATCH'),
  },
  ...ADDRESS_FIELDS.map((field) => ({
    field,
    signedIn: true,
    send: json('/api/v1/address', (bad) => ({ action: 'I', ...home, [field]: bad })),
  })),
  { field: 'sku', signedIn: true, send: json('/api/v1/cart/update', (sku) => ({ ...line, sku })) },
  {
    field: 'category',
    send: (bad) => ({ url: `/api/v1/products?category=${encodeURIComponent(bad)}` }),
  },
  {
    field: 'category',
    send: (bad) => ({ url: `/api/v1/filter/category?category=${encodeURIComponent(bad)}` }),
  },
  { field: 'category', send: json('/api/v1/products/filter', (category) => ({ category })) },
  { field: 'q', send: (bad) => ({ url: `/api/v1/search/suggest?q=${encodeURIComponent(bad)}` }) },
  ...ADDRESS_FIELDS.map((field) => ({
    field: `address.${field}`,
    signedIn: true,
    send: json('/api/v1/orders', (bad) => ({ address: { ...home, [field]: bad } })),
  })),
  {
    field: 'clientSecret',
    signedIn: true,
    send: json('/api/payment/test/confirm', (clientSecret) => ({ ...card, clientSecret })),
  },
];

/** The review form is multipart: its text fields go through the same contract. */
function reviewForm(fields: Record<string, string>) {
  const boundary = 'textboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/** The field named by the answer: ErrorBody's `fields`, or on /api/auth/* the text itself. */
function expectNamed(res: Awaited<ReturnType<typeof h.app.inject>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  if (String(res.headers['content-type']).startsWith('text/plain')) {
    expect(res.body).toContain(field);
    return;
  }
  const { error } = ErrorBody.parse(res.json());
  expect(error.code).toBe('VALIDATION');
  expect(error.fields?.[field], JSON.stringify(error)).toMatch(/cannot be stored/);
}

const rows = await snapshotRows(h.db);

const isJson = (c: Case) => c.send('').payload !== undefined;
const label = (c: Case) =>
  `${c.send('').method ?? 'GET'} ${c.send('').url.split('?')[0]} ${c.field}`;

describe.each([
  // A query string or a form arrives as UTF-8 bytes: a surrogate's come as U+FFFD. Only JSON's
  // \u escapes can carry a lone one.
  { kind: 'NUL', bad: BAD.NUL, cases: CASES, form: true },
  { kind: 'lone surrogate', bad: BAD['lone surrogate'], cases: CASES.filter(isJson), form: false },
])('a $kind', ({ bad, cases, form }) => {
  it.each(cases.map((c) => [label(c), c] as const))(
    '%s: 400 naming the field',
    async (_name, { field, send, signedIn }) => {
      const { method = 'GET', url, payload } = send(bad);
      const headers = signedIn ? { cookie } : {};
      expectNamed(await h.app.inject({ method, url, headers, payload }), field);
    },
  );

  it.runIf(form).each(['name', 'comment'])('review %s: 400 naming the field', async (field) => {
    const fields = { productId: String(item!.productId), name: 'Ada', rating: '5', comment: 'Ok' };
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/products/review',
      ...reviewForm({ ...fields, [field]: bad }),
    });
    expectNamed(res, field);
  });
});

it('changed nothing, and the same requests without the character still succeed', async () => {
  expect(await snapshotRows(h.db)).toEqual(rows);
  const res = await h.app.inject({
    method: 'PATCH',
    url: '/api/users/details',
    headers: { cookie },
    payload: { username: 'Ada' },
  });
  expect(res.statusCode).toBe(200);
});

it('every string of the contract is `str` (the rule above), but the error body', () => {
  const dir = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
  const plain: string[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    if (file === 'common.ts') continue;
    fs.readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .forEach((text, n) => {
        if (/\bz\s*\.string\(|^\s*\.string\(/.test(text)) plain.push(`${file}:${n + 1}: ${text}`);
      });
  }
  expect(plain).toEqual([]);
});
