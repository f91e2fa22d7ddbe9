import type { Address, CartSummary, Order, PaymentIntent } from '@atelier/contract';
import { signedIn } from '../modules/auth/test-helpers.ts';
import {
  fillCart,
  home,
  intent,
  order,
  type VariantFixture,
} from '../modules/orders/test-helpers.ts';
import type { Harness } from './harness.ts';

export interface Shopper {
  email: string;
  cookie: string;
  address: Address;
  cart: CartSummary;
  wished: number;
  cashOrder: Order;
  cardOrder: Order;
  clientSecret: string;
}

async function ok<T>(what: string, res: { statusCode: number; body: string; json(): unknown }) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/**
 * A signed-in shopper with one of everything: an address, a cart line, a wished product, a cash
 * order and a card order awaiting payment with its intent.
 */
export async function shopperWithEverything(
  h: Harness,
  email: string,
  item: VariantFixture,
): Promise<Shopper> {
  const { app } = h;
  const cookie = await signedIn(app, email);
  const headers = { cookie };
  const address = await ok<Address>(
    'address',
    await app.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers,
      payload: { action: 'I', ...home, name: email },
    }),
  );
  await fillCart(app, cookie, email, [[item, 1]]);
  const cashOrder = await ok<Order>('cash order', await order(app, cookie));
  await fillCart(app, cookie, email, [[item, 1]]);
  const cardOrder = await ok<Order>(
    'card order',
    await order(app, cookie, { paymentMethod: 'bank' }),
  );
  const paying = await ok<PaymentIntent>(
    'intent',
    await intent(app, cookie, cardOrder.orderCode, cardOrder.total),
  );
  await fillCart(app, cookie, email, [[item, 1]]);
  const cart = await ok<CartSummary>(
    'cart',
    await app.inject({ url: `/api/v1/cart?userId=${email}&lang=en`, headers }),
  );
  await ok(
    'wishlist',
    await app.inject({ method: 'PUT', url: `/api/v1/wishlist/${item.productId}`, headers }),
  );
  return {
    email,
    cookie,
    address,
    cart,
    wished: item.productId,
    cashOrder,
    cardOrder,
    clientSecret: paying.clientSecret,
  };
}
