import { orderDocuments } from '../documents/files.ts';
import type { z } from 'zod';
import {
  PAYMENT_WINDOW_MINUTES,
  type CreateOrderRequest,
  type Language,
  type Order,
} from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertSelf, type SessionUser } from '../../platform/session.ts';
import { findAddress } from '../addresses/repo.ts';
import { addressAction, defaultAddress } from '../addresses/service.ts';
import { clearCart, listLines, type CartOwner, type LineRow } from '../cart/repo.ts';
import { unavailable } from '../cart/service.ts';
import type { OrderViewer } from './access.ts';
import type { CommerceDeps } from './deps.ts';
import { expireOrders, withdrawIntents } from './expiry.ts';
import { priceCart, type PricedCart } from '../markets/checkout.ts';
import { marketFor } from '../markets/prices.ts';
import { keptShippingZones } from '../markets/shipping-repo.ts';
import type { Market } from '../markets/repo.ts';
import { creditSpendableIn } from '../promotions/cart.ts';
import { codeTermsIn } from '../promotions/codes.ts';
import { memberPercentOf } from '../subscriptions/perks.ts';
import { lockCartCode, lockCredit, recordOrderMoney } from '../promotions/order-money.ts';
import { orderTimeline, recordOrderEvent, SHOPPER } from './events.ts';
import { orderFulfilments } from './tracking.ts';
import { closePendingOrdersOf, countSold, takeStock } from './lifecycle.ts';
import { insertOrder, readOrders, type DeliveryAddress } from './repo.ts';
import { reconcileOrder } from '../payments/service.ts';
import { reconcileBalance } from './balance.ts';
import { shopSettings } from '../settings/repo.ts';

type NewOrderBody = z.output<typeof CreateOrderRequest>;

export const payBy = (now: Date) => new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60 * 1000);

/**
 * Who places an order: a signed-in account, or a guest by their cart's key and the email their
 * order's mails (and its link) go to.
 */
export type Orderer = { user: SessionUser } | { guest: { id: string; email: string } };

/** The cart, codes and orders awaiting payment of the orderer. */
const cartOf = (o: Orderer): CartOwner =>
  'user' in o ? { userId: o.user.id } : { guestId: o.guest.id };

/** One of the caller's saved addresses, a new one, or else the default; never another user's. */
async function deliveryAddress(q: Queryable, orderer: Orderer, body: NewOrderBody) {
  const user = 'user' in orderer ? orderer.user : undefined;
  const saved =
    user && body.addressId !== undefined
      ? await findAddress(q, user.id, body.addressId)
      : user && body.address === undefined
        ? await defaultAddress(q, user.id)
        : undefined;
  if (body.addressId !== undefined && !saved) throw notFound('Address');
  const a = saved ?? body.address;
  if (!a) {
    const message = 'Choose a delivery address';
    throw new AppError('VALIDATION', message, { address: message }, { reason: 'ADDRESS_REQUIRED' });
  }
  const email = user ? a.email || user.email : 'guest' in orderer ? orderer.guest.email : '';
  return { ...a, email } satisfies DeliveryAddress;
}

// The advisory lock space of placing orders (migrations and the seed use single-key locks).
const PLACE_ORDER_LOCK = 4244;

/**
 * One order at a time per shopper, held to the end of the transaction: an order awaiting payment
 * is replaced by the next, so two placed at once would otherwise both see none to replace.
 */
export async function lockOrdersOf(q: Queryable, cart: CartOwner) {
  await q.query(
    'userId' in cart
      ? 'select pg_advisory_xact_lock($1, $2::int)'
      : 'select pg_advisory_xact_lock($1 + 1, hashtext($2::text))',
    [PLACE_ORDER_LOCK, 'userId' in cart ? cart.userId : cart.guestId],
  );
}

/** The 409 of lines the stock can't cover, naming their products in the order's language. */
function outOfStock(lines: LineRow[], short: string[]) {
  const names = lines
    .filter((l) => short.includes(l.sku))
    .map((l) => `${l.name} (${l.color}, ${l.size})`);
  const fields = Object.fromEntries(short.map((sku) => [sku, 'Not enough stock']));
  return new AppError('CONFLICT', `Not enough stock for ${short.join(', ')}`, fields, {
    reason: 'OUT_OF_STOCK',
    params: { items: names.join(', ') },
  });
}

/** The market an order to `to` is sold in, refused when it is not the one the shopper saw. */
async function orderMarket(db: Db, to: DeliveryAddress, saw: string | undefined) {
  const market = await marketFor(db, to.country);
  if (saw !== undefined && saw !== market.code) {
    const { currency } = market;
    throw new AppError(
      'CONFLICT',
      `This address pays in ${currency}: check the new prices`,
      undefined,
      {
        reason: 'MARKET_CHANGED',
        params: { currency, market: market.code },
      },
    );
  }
  return market;
}

/** Cash needs both the shop's setting and the market's methods (ADMIN-API.md, Markets). */
async function refuseCashIfOff(deps: CommerceDeps, market: Market) {
  const offered =
    (await shopSettings(deps.db, deps.config)).cashOnDelivery &&
    market.paymentMethods.includes('cash');
  if (!offered) {
    throw new AppError('CONFLICT', 'Cash on delivery is not offered: pay by card', undefined, {
      reason: 'CASH_OFF',
    });
  }
}

/** The shipping the shopper chose, which must be one the address can have. */
export function chosenShipping({ shipping }: PricedCart, asked: number | undefined) {
  if (!shipping.options.length) {
    throw new AppError('CONFLICT', 'We do not deliver to this address', undefined, {
      reason: 'NO_DELIVERY',
    });
  }
  if (!shipping.chosen) {
    const message = `Delivery method ${asked} is not offered for this address`;
    throw new AppError(
      'VALIDATION',
      message,
      { shippingMethod: message },
      {
        reason: 'SHIPPING_UNAVAILABLE',
      },
    );
  }
  return shipping.chosen;
}

/**
 * Turns the caller's cart into an order in one transaction: prices from the database in the
 * market of the delivery address, tax by where it goes, stock taken with conditional updates (a
 * line that can't be taken rolls everything back: 409 naming the products). Cash is PLACED at
 * once and empties the cart; a card order waits PAYMENT_WINDOW_MINUTES for payment and leaves the
 * cart as it is until paid. Either replaces the caller's orders still awaiting payment: those were
 * this same cart, their stock goes back first.
 */
export async function placeOrder(deps: CommerceDeps, orderer: Orderer, body: NewOrderBody) {
  const now = deps.now();
  const address = await deliveryAddress(deps.db, orderer, body);
  const market = await orderMarket(deps.db, address, body.market);
  if (body.paymentMethod === 'cash') await refuseCashIfOff(deps, market);
  // Read before the transaction: PGlite's one session would wait on it for the zones' read.
  const zones = await keptShippingZones(deps.db);
  await expireOrders(deps, now);
  const cart = cartOf(orderer);
  const account = 'user' in orderer ? orderer.user : undefined;
  const { order, replaced } = await deps.db.tx(async (q) => {
    await lockOrdersOf(q, cart);
    const replaced = await closePendingOrdersOf(q, cart, now);
    const lines = await listLines(q, cart, body.lang, now, true);
    if (!lines.length) {
      throw new AppError('VALIDATION', 'Your cart is empty', undefined, { reason: 'CART_EMPTY' });
    }
    const gone = lines.filter((l) => !l.available);
    if (gone.length) throw unavailable(gone.map((l) => l.sku));
    const shopper = account ? { userId: account.id, email: account.email } : null;
    const code = await lockCartCode(q, cart, shopper, { market, lines }, now);
    const credit =
      account && body.useCredit && creditSpendableIn(market)
        ? await lockCredit(q, account.id, now)
        : 0;
    const priced = await priceCart(q, {
      market,
      to: { country: address.country, region: address.region, postcode: address.zipocode },
      zones,
      lines,
      memberPercent: account ? await memberPercentOf(q, account.id) : 0,
      discount: code && codeTermsIn(code, market),
      creditMinor: credit,
      shippingMethodId: body.shippingMethod,
      now,
    });
    const shipping = chosenShipping(priced, body.shippingMethod);
    const money = priced.quote;
    // Nothing left to pay (credit or a code covered it all): placed at once, like cash.
    const cash = body.paymentMethod === 'cash' || money.totalMinor === 0;
    const order = await insertOrder(
      q,
      {
        owner: cart,
        kind: 'goods',
        status: cash ? 'PLACED' : 'PENDING_PAYMENT',
        paymentMethod: body.paymentMethod,
        lang: body.lang,
        address,
        market,
        money,
        shipping: { id: shipping.methodId, name: shipping.name, days: shipping.days },
        discountCode: code?.code,
        createdAt: now,
        payBy: cash ? null : payBy(now),
      },
      lines.map((l, i) => ({
        ...l,
        sellingPriceCents: priced.lines[i]!.price.sellingMinor,
        taxRate: priced.lines[i]!.rate,
        taxCents: money.lines[i]!.taxMinor,
        paidCents: money.lines[i]!.paidMinor,
      })),
    );
    await recordOrderMoney(q, { id: order.id, owner: cart }, code, money.creditMinor, now);
    // Taken after the order row exists, so each sale's ledger row names its order; a line that
    // can't be taken rolls the order back with it.
    const short = await takeStock(q, lines, order.id);
    if (short.length) throw outOfStock(lines, short);
    await countSold(q, order.id, 1);
    if (cash) await clearCart(q, cart);
    // A card order's shopper (and staff) are mailed once it is paid.
    const mail = cash ? { publicUrl: deps.config.publicUrl } : undefined;
    await recordOrderEvent(q, now, order.id, SHOPPER, { type: 'placed' }, mail);
    return { order, replaced };
  });
  await withdrawIntents(deps, replaced);
  if (account && body.address && body.saveAddress) {
    // The order stands either way; a full address book only means this address isn't kept.
    await addressAction(deps.db, account, { action: 'I', ...body.address }).catch(() => undefined);
  }
  const viewer = account ? { userId: account.id } : { key: order.linkKey };
  return (await readOrders(deps.db, { ...viewer, code: order.orderCode }, body.lang))[0]!;
}

export async function myOrders(q: Queryable, user: SessionUser, email: string, lang: Language) {
  assertSelf(user, email);
  return readOrders(q, { userId: user.id }, lang);
}

/**
 * The viewer's order with its timeline and shipments (tracking links); another's is answered
 * like an unknown code.
 */
export async function orderByCode(
  q: Queryable,
  viewer: OrderViewer,
  code: string,
  lang: Language,
): Promise<Order> {
  const [order] = await readOrders(q, { ...viewer, code }, lang);
  if (!order) throw notFound('Order');
  return {
    ...order,
    timeline: await orderTimeline(q, order.id, 'shopper'),
    shipments: (await orderFulfilments(q, order.id)).map(({ staffEmail: _, ...f }) => f),
    documents: await orderDocuments(q, order.id),
  };
}

/**
 * The order the success page shows: an unpaid card order's payment, or the open payment of what a
 * change made it owe, is first checked with the provider, so a lost webhook loses no payment. A
 * provider that can't be reached changes nothing.
 */
export async function trackOrder(
  deps: CommerceDeps,
  viewer: OrderViewer,
  code: string,
  lang: Language,
  report: (problem: string, error?: unknown) => void,
) {
  await expireOrders(deps, deps.now());
  const order = await orderByCode(deps.db, viewer, code, lang);
  if (order.balanceDue) {
    const paid = await reconcileBalance(deps, order.id).catch((error) => {
      report('balance reconcile failed', error);
      return false;
    });
    return paid ? orderByCode(deps.db, viewer, code, lang) : order;
  }
  if (order.status !== 'PENDING_PAYMENT') return order;
  const settled = await reconcileOrder(deps, order.id).catch((error) => {
    report('payment reconcile failed', error);
    return 'unchanged' as const;
  });
  if (settled === 'paid-but-closed') report('payment taken for a closed order: refund it');
  return settled === 'unchanged' ? order : orderByCode(deps.db, viewer, code, lang);
}
