import type { Order, PaymentIntent } from '@atelier/contract';
import type { Harness } from '../../test/harness.ts';
import { fillCart, intent, order, type VariantFixture } from '../../modules/orders/test-helpers.ts';

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
  const { clientSecret } = (
    await intent(app, shopper.cookie, placed.orderCode, placed.total)
  ).json() as PaymentIntent;
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie: shopper.cookie },
    payload: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      name: 'Ada',
    },
  });
  if (paid.json().status !== 'succeeded') throw new Error(`pay: ${paid.body}`);
  return placed;
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
