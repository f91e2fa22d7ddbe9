import { TEST_CARDS, type Order, type PaymentIntent } from '@atelier/contract';
import { home } from '../modules/orders/test-helpers.ts';
import { SESSION_COOKIE } from '../platform/session.ts';

export const PASSWORD = 'secret123';
/** A request unanswered this long counts as failed: a stalled server must not stall the client. */
const TIMEOUT_MS = 10_000;

export interface CartItem {
  sku: string;
  productId: number;
}

/**
 * One request as the web app sends it: JSON in and out, from 127.0.0.1, or from the client `from`
 * as a proxy names it (believed by a server with TRUST_PROXY=127.0.0.1).
 */
export function send(
  base: string,
  path: string,
  init: { body?: object; cookie?: string; from?: string } = {},
) {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie } : {};
  if (init.body) headers['content-type'] = 'application/json';
  if (init.from) headers['x-forwarded-for'] = init.from;
  return fetch(`${base}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers,
    body: init.body && JSON.stringify(init.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

export async function signUp(base: string, email: string) {
  const body = { name: 'Ada Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD };
  await expectStatus(await send(base, '/api/auth/register', { body }), 201, `sign up ${email}`);
}

/** A signed-in shopper over real HTTP, holding the session cookie as a browser would. */
export class HttpShopper {
  private constructor(
    readonly base: string,
    readonly email: string,
    readonly cookie: string,
  ) {}

  static async signIn(base: string, email: string) {
    const res = await send(base, '/api/auth/login', { body: { email, password: PASSWORD } });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error(`sign in ${email}: ${res.status} ${await res.text()}`);
    return new HttpShopper(base, email, cookie);
  }

  send(path: string, body?: object) {
    return send(this.base, path, { body, cookie: this.cookie });
  }

  addToCart(item: CartItem, qty: number) {
    return this.send('/api/v1/cart/update', {
      userId: this.email,
      lang: 'en',
      action: 'I',
      qty,
      ...item,
    });
  }

  order(paymentMethod: 'cash' | 'bank') {
    return this.send('/api/v1/orders', { address: home, paymentMethod, lang: 'en' });
  }

  intent(order: Order) {
    return this.send('/api/payment/create-payment-intent', {
      amount: order.total,
      currency: 'usd',
      orderCode: order.orderCode,
    });
  }

  /** Settles an intent with the built-in provider's succeeding test card. */
  confirm(clientSecret: string) {
    return this.send('/api/payment/test/confirm', {
      clientSecret,
      cardNumber: TEST_CARDS.succeeds,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      name: 'Ada Lovelace',
    });
  }

  /** Pays a card order; answers the payment's status. */
  async pay(order: Order) {
    const intent = await expectStatus(await this.intent(order), 200, `intent ${order.orderCode}`);
    const { clientSecret } = (await intent.json()) as PaymentIntent;
    const confirm = await expectStatus(await this.confirm(clientSecret), 200, 'confirm');
    return ((await confirm.json()) as { status: string }).status;
  }
}
