import { TEST_CARDS, type Language, type Order, type PaymentIntent } from '@atelier/contract';
import type { Harness } from '../../test/harness.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';
import { login, registerUser } from '../auth/test-helpers.ts';
import { intent } from '../orders/test-helpers.ts';

type App = Harness['app'];

/**
 * A new shopper whose every call signs in afresh (answers its Cookie header): these tests move
 * the clock past a session's lifetime, as a month is.
 */
export async function shopper(app: App, email: string) {
  await registerUser(app, { email });
  return async () => {
    const cookie = (await login(app, email)).cookies.find((c) => c.name === SESSION_COOKIE);
    return `${SESSION_COOKIE}=${cookie!.value}`;
  };
}

/** Buys plan `planId` as the storefront does: its order, its intent, the test card form. */
export async function buyPlan(
  app: App,
  cookie: string,
  planId: number,
  opts: { card?: string; lang?: Language; market?: string } = {},
) {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/checkout',
    headers: { cookie },
    payload: { planId, lang: opts.lang ?? 'en', market: opts.market },
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout: ${checkout.body}`);
  const order = checkout.json<Order>();
  const paying = await intent(
    app,
    cookie,
    order.orderCode,
    order.total,
    order.currency.toLowerCase(),
  );
  const { clientSecret } = paying.json<PaymentIntent>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/payment/test/confirm',
    headers: { cookie },
    payload: {
      clientSecret,
      cardNumber: opts.card ?? TEST_CARDS.succeeds,
      expMonth: 12,
      expYear: 99,
      cvc: '123',
      name: 'Ada Lovelace',
    },
  });
  if (confirm.json().status !== 'succeeded') throw new Error(`confirm: ${confirm.body}`);
  return order;
}

/** The caller's paid plan, as the account's subscription tab reads it (renewing what is due). */
export async function currentPlan(app: App, cookie: string) {
  const res = await app.inject({ url: '/api/subscriptions/current', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`current: ${res.statusCode} ${res.body}`);
  return res.json().subscription;
}

export const planOf = async (app: App, cookie: string) =>
  (await app.inject({ url: '/api/users/details', headers: { cookie } })).json().subscriptionType;

/** The plan mails in the outbox for `email`, oldest first. */
export const planMails = (h: Harness, email: string) =>
  h.db.query<{ kind: string; subject: string; text: string }>(
    `select kind, subject, text from mail_outbox
      where recipient = $1 and kind like 'plan-%' order by id`,
    [email],
  );

export const renewals = (h: Harness, email: string) =>
  h.db.query<{ outcome: string; amountCents: number }>(
    `select outcome, amount_cents as "amountCents" from plan_renewals
      where user_id = (select id from users where email = $1) order by id`,
    [email],
  );

export const DAY = 24 * 60 * 60 * 1000;
