import type { z } from 'zod';
import {
  CART_MAX_QTY,
  isGuestId,
  type CartLine,
  type CartQuote,
  type CartQuoteRequest,
  type CartSummary,
  type CartUpdateRequest,
  type Language,
} from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findAddress } from '../addresses/repo.ts';
import { defaultAddress } from '../addresses/service.ts';
import { deliveryOut } from '../markets/checkout.ts';
import { majorUnits, marketFor, type VariantPrice } from '../markets/prices.ts';
import { cartMoney, type CartContext } from '../promotions/cart.ts';
import {
  addToLine,
  deleteLine,
  findLine,
  findVariant,
  readCart,
  setLineQty,
  type CartOwner,
  type LineRow,
} from './repo.ts';

/**
 * API.md: the `userId` a cart call carries names whose cart it is, and must be the caller's:
 * a signed-in user's own email, or for a guest a UUID (a guest may not name an account).
 */
export function cartOwner(user: SessionUser | null, userId: string): CartOwner {
  if (user) {
    if (userId !== user.email)
      throw new AppError('FORBIDDEN', 'This cart belongs to another account');
    return { userId: user.id };
  }
  if (!isGuestId(userId)) throw new AppError('FORBIDDEN', 'Please sign in to use this cart');
  return { guestId: userId };
}

/** A cart line priced in the cart's market. */
const toCartLine = (row: LineRow, price: VariantPrice, currency: string): CartLine => ({
  cartId: row.cartId,
  sku: row.sku,
  productId: row.productId,
  name: row.name,
  brand: row.brand,
  imageUrl: row.imageUrl,
  sellingPrice: majorUnits(price.sellingMinor, currency),
  originalPrice: majorUnits(price.regularMinor, currency),
  discountPercentage: price.discountPercentage,
  size: row.size,
  color: row.color,
  qty: row.qty,
  subTotal: majorUnits(price.sellingMinor * row.qty, currency),
  stock: row.stock,
  available: row.available,
});

export async function cartSummary(
  q: Db,
  o: CartOwner,
  lang: Language,
  ctx: CartContext,
): Promise<CartSummary> {
  const { lines: rows, code } = await readCart(q, o, lang, ctx.now);
  const address = 'userId' in o ? await defaultAddress(q, o.userId) : undefined;
  const { priced, money } = await cartMoney(q, o, rows, code, ctx);
  const { currency, code: market } = ctx.market;
  return {
    currency,
    market,
    productCart: rows.map((row, i) => toCartLine(row, priced.lines[i]!.price, currency)),
    total: money.totals.total,
    tax: money.totals.tax,
    ...money,
    name: address?.name ?? '',
    flatNo: address?.flatNo ?? '',
    addrssLine1: address?.addrssLine1 ?? '',
    addrssLine2: address?.addrsesLine2 ?? '',
    zipocode: address?.zipocode ?? '',
    phone: address?.phone ?? '',
    delivery: priced.shipping.promised ? deliveryOut(priced.shipping.promised, currency) : null,
  };
}

type QuoteBody = z.output<typeof CartQuoteRequest>;

/**
 * The cart sent to an address: priced in the address's market (saying so when it is not the one
 * the shopper was shown), with the methods that deliver there and the totals an order would have.
 */
export async function quoteCart(
  q: Db,
  user: SessionUser | null,
  o: CartOwner,
  body: QuoteBody,
  now: Date,
): Promise<CartQuote> {
  const saved =
    body.addressId === undefined
      ? undefined
      : user && (await findAddress(q, user.id, body.addressId));
  if (body.addressId !== undefined && !saved) throw notFound('Address');
  const a = saved ?? body.address!;
  const market = await marketFor(q, a.country);
  const to = { country: a.country, region: a.region, postcode: a.zipocode };
  const { lines: rows, code } = await readCart(q, o, body.lang, now);
  const ctx = { now, market, to, useCredit: body.useCredit, shippingMethodId: body.shippingMethod };
  const { priced, money } = await cartMoney(q, o, rows, code, ctx);
  const { currency } = market;
  return {
    currency,
    market: market.code,
    marketChanged: market.code !== body.market,
    productCart: rows.map((row, i) => toCartLine(row, priced.lines[i]!.price, currency)),
    shippingMethods: priced.shipping.options.map((m) => ({
      id: m.methodId,
      name: m.name[body.lang] ?? m.name.en ?? '',
      ...deliveryOut(m, currency),
    })),
    shippingMethod: priced.shipping.chosen?.methodId ?? null,
    creditBalance: money.creditBalance,
    totals: money.totals,
  };
}

/** The 400 naming the limit a quantity passed: the SKU's stock or the cart's 99. */
function tooMany(stock: number) {
  const [message, reason] =
    stock === 0
      ? ['This item is sold out', { reason: 'SOLD_OUT' as const }]
      : stock < CART_MAX_QTY
        ? [
            `Only ${stock} left in stock`,
            { reason: 'ONLY_LEFT' as const, params: { count: stock } },
          ]
        : [
            `Quantity must be at most ${CART_MAX_QTY}`,
            { reason: 'MAX_QTY' as const, params: { max: CART_MAX_QTY } },
          ];
  return new AppError('VALIDATION', message, { qty: message }, reason);
}

/** The 409 of a product the shop no longer sells (a draft again, or archived), naming its SKUs. */
export function unavailable(skus: string[]) {
  const message = `No longer sold: ${skus.join(', ')}`;
  return new AppError('CONFLICT', message, undefined, { reason: 'UNAVAILABLE' });
}

type Update = z.output<typeof CartUpdateRequest>;

export async function updateCart(db: Db, o: CartOwner, body: Update, ctx: CartContext) {
  const { now } = ctx;
  const variant = await findVariant(db, body.sku, o);
  if (!variant) throw notFound('SKU');
  if (variant.productId !== body.productId) {
    throw new AppError('VALIDATION', 'This SKU belongs to another product', {
      productId: 'Does not match the sku',
    });
  }
  // A line of a product no longer sold can still be removed, never added to or changed.
  if (!variant.listed && body.action !== 'D') throw unavailable([body.sku]);
  const limit = Math.min(CART_MAX_QTY, variant.stock);
  if (body.action === 'I') {
    if (body.qty > limit || !(await addToLine(db, o, variant.id, body.qty, limit, now))) {
      throw tooMany(variant.stock);
    }
  } else {
    const line = await findLine(db, o, variant.id, body.id);
    if (!line) throw notFound('Cart line');
    if (body.action === 'D') await deleteLine(db, o, line.id);
    else if (body.qty > limit) throw tooMany(variant.stock);
    else await setLineQty(db, o, line.id, body.qty, now);
  }
  return cartSummary(db, o, body.lang, ctx);
}
