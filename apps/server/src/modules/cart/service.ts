import type { z } from 'zod';
import {
  CART_MAX_QTY,
  isGuestId,
  type CartLine,
  type CartSummary,
  type CartUpdateRequest,
  type Language,
} from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { defaultAddress } from '../addresses/service.ts';
import { dollars } from '../products/cards.ts';
import { cartMoney } from '../promotions/cart.ts';
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

export const toCartLine = (row: LineRow): CartLine => ({
  cartId: row.cartId,
  sku: row.sku,
  productId: row.productId,
  name: row.name,
  brand: row.brand,
  imageUrl: row.imageUrl,
  sellingPrice: dollars(row.sellingPriceCents),
  originalPrice: dollars(row.originalPriceCents),
  discountPercentage: row.discountPercentage,
  size: row.size,
  color: row.color,
  qty: row.qty,
  subTotal: dollars(row.sellingPriceCents * row.qty),
  stock: row.stock,
  available: row.available,
});

export async function cartSummary(
  q: Queryable,
  o: CartOwner,
  lang: Language,
  ctx: { now: Date; taxRate: number; useCredit?: boolean },
): Promise<CartSummary> {
  const { lines: rows, code } = await readCart(q, o, lang, ctx.now);
  const address = 'userId' in o ? await defaultAddress(q, o.userId) : undefined;
  const subtotalCents = rows.reduce((sum, row) => sum + row.sellingPriceCents * row.qty, 0);
  const money = await cartMoney(q, o, subtotalCents, code, ctx);
  return {
    productCart: rows.map(toCartLine),
    total: money.totals.total,
    tax: money.totals.tax,
    ...money,
    name: address?.name ?? '',
    flatNo: address?.flatNo ?? '',
    addrssLine1: address?.addrssLine1 ?? '',
    addrssLine2: address?.addrsesLine2 ?? '',
    zipocode: address?.zipocode ?? '',
    phone: address?.phone ?? '',
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

export async function updateCart(
  db: Db,
  o: CartOwner,
  body: Update,
  ctx: { now: Date; taxRate: number },
) {
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
