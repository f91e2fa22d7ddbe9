import type { Order, PaymentIntent } from '@atelier/contract';
import type { Harness } from '../../test/harness.ts';
import {
  fillCart,
  intent,
  order,
  TEST_CARD,
  type VariantFixture,
} from '../../modules/orders/test-helpers.ts';

type App = Harness['app'];

/** A cash order of `lines` placed by the signed-in shopper, in `lang`. */
export async function cashOrder(
  app: App,
  shopper: { cookie: string; email: string },
  lines: [VariantFixture, number][],
  lang = 'en',
) {
  await fillCart(app, shopper.cookie, shopper.email, lines);
  const res = await order(app, shopper.cookie, { lang });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json() as Order;
}

/** A card order paid with the test provider's succeeding card. */
export async function paidOrder(
  app: App,
  shopper: { cookie: string; email: string },
  lines: [VariantFixture, number][],
  lang = 'en',
) {
  await fillCart(app, shopper.cookie, shopper.email, lines);
  const placed = (
    await order(app, shopper.cookie, { lang, paymentMethod: 'bank' })
  ).json() as Order;
  await payByCard(app, shopper.cookie, placed);
  return placed;
}

/** Pays a placed card order with the test provider's succeeding card. */
export async function payByCard(
  app: App,
  cookie: string,
  placed: { orderCode: string; total: number },
  currency = 'usd',
) {
  const { clientSecret } = (
    await intent(app, cookie, placed.orderCode, placed.total, currency)
  ).json() as PaymentIntent;
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie },
    payload: { clientSecret, ...TEST_CARD },
  });
  if (paid.json().status !== 'succeeded') throw new Error(`pay: ${paid.body}`);
}

/** A staff call with the member's cookie. */
export function staffCall(
  app: App,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export async function outbox(h: Harness, to: string) {
  return h.db.query<{ kind: string; subject: string; text: string; html: string }>(
    'select kind, subject, text, html from mail_outbox where recipient = $1 order by id',
    [to],
  );
}
