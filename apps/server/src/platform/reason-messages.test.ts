// Issue 27 item 14: a refusal's `message` is in the request's language for API clients; its
// `reason` and `params` stay as they are, for the shop to translate as it always has.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@atelier/contract';
import { startHarness, type Harness } from '../test/harness.ts';
import { signedIn } from '../modules/auth/test-helpers.ts';
import { setStock, variants, type VariantFixture } from '../modules/orders/test-helpers.ts';

let h: Harness;
let ada: string;
let shirt: VariantFixture;
beforeAll(async () => {
  h = await startHarness({ products: 2 });
  ada = await signedIn(h.app, 'ada@example.com');
  [shirt] = await variants(h, 1);
  await setStock(h, shirt!.sku, 20);
});
afterAll(() => h?.close());

const tooMany = (lang: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/v1/cart/update',
    headers: { cookie: ada },
    payload: {
      userId: 'ada@example.com',
      sku: shirt.sku,
      productId: shirt.productId,
      qty: 21,
      action: 'I',
      lang,
    },
  });

it("answers a refusal's message, and the field it names, in the request's language", async () => {
  const error = (await tooMany('fr')).json().error;
  expect(error).toEqual({
    code: 'VALIDATION',
    message: 'Plus que 20 en stock',
    fields: { qty: 'Plus que 20 en stock' },
    reason: 'ONLY_LEFT',
    params: { count: 20 },
  });
  expect((await tooMany('tw')).json().error.message).toBe('僅剩 20 件庫存');
  expect((await tooMany('en')).json().error.message).toBe('Only 20 left in stock');
  // A call without a `lang` field: its address's ?lang=, else the shop's language cookie.
  const cancel = (url: string, cookie: string) =>
    h.app.inject({ method: 'POST', url, headers: { cookie } }).then((res) => res.json().error);
  expect(await cancel('/api/subscriptions/cancel?lang=es', ada)).toMatchObject({
    message: 'No tienes ningún plan de pago',
    reason: 'NO_PLAN',
  });
  const japanese = `${ada}; ${LANGUAGE_COOKIE}=jp`;
  expect((await cancel('/api/subscriptions/cancel', japanese)).message).toBe(
    '有料プランに加入していません',
  );
});
