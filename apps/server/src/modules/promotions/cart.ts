import type { CartSummary, ErrorReason } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { owner, type CartOwner } from '../cart/repo.ts';
import { spendableCredit } from '../referrals/credit.ts';
import {
  priceCart,
  type CartLineRef,
  type Destination,
  type PricedCart,
} from '../markets/checkout.ts';
import { BASE_CURRENCY } from '../markets/money.ts';
import { majorUnits } from '../markets/prices.ts';
import type { Market } from '../markets/repo.ts';
import { keptShippingZones } from '../markets/shipping-repo.ts';
import { totalsOut } from '../orders/totals.ts';
import { memberPercentOf } from '../subscriptions/perks.ts';
import { cartCodeSql, codeTermsIn, findCode, type CodeRow } from './codes.ts';
import { refusalError, refusalOf, type Shopper, type Spend } from './rules.ts';

/** The code applied to the owner's cart, if any. */
export async function cartCode(q: Queryable, o: CartOwner) {
  const { column, value } = owner(o);
  const [row] = await q.query<CodeRow>(cartCodeSql(column), [value]);
  return row;
}

/** Removes the cart's code, and the word on a code that did not come in at sign-in with it. */
export async function clearCartCode(q: Queryable, o: CartOwner) {
  const { column, value } = owner(o);
  await q.query(`delete from cart_discounts where ${column} = $1`, [value]);
  await clearCodeNotice(q, o);
}

/** The code a guest applied that was dropped at sign-in (modules/promotions/carry.ts). */
async function codeNotice(q: Queryable, o: CartOwner) {
  if (!('userId' in o)) return undefined;
  const [row] = await q.query<{ code: string; reason: ErrorReason }>(
    'select code, reason from cart_code_notices where user_id = $1',
    [o.userId],
  );
  return row;
}

/** The shopper chose (or ordered) since: the dropped code is no longer news. */
async function clearCodeNotice(q: Queryable, o: CartOwner) {
  if ('userId' in o) await q.query('delete from cart_code_notices where user_id = $1', [o.userId]);
}

/** The account behind a cart (its email makes a personal code theirs); null for a guest. */
export async function shopperOf(q: Queryable, o: CartOwner): Promise<Shopper> {
  if (!('userId' in o)) return null;
  const [row] = await q.query<{ email: string }>('select email from users where id = $1', [
    o.userId,
  ]);
  return { userId: o.userId, email: row!.email };
}

/**
 * Applies `code` to the owner's cart (`spend`), replacing any other: an unknown code is 404 and
 * one that takes nothing off this cart 409, each with the reason the shop translates.
 */
export async function applyCartCode(
  q: Queryable,
  o: CartOwner,
  text: string,
  spend: Spend,
  now: Date,
) {
  const code = await findCode(q, { code: text });
  if (!code?.active) {
    throw new AppError('NOT_FOUND', 'This code does not exist', undefined, {
      reason: 'CODE_UNKNOWN',
    });
  }
  const refused = await refusalOf(q, code, await shopperOf(q, o), spend, now);
  if (refused) throw refusalError(refused);
  const { column, value } = owner(o);
  await q.query(
    `insert into cart_discounts (${column}, code_id, updated_at) values ($1, $2, $3)
     on conflict (${column}) do update set code_id = excluded.code_id, updated_at = excluded.updated_at`,
    [value, code.id, now],
  );
  await clearCodeNotice(q, o);
}

type CartMoney = Pick<
  CartSummary,
  | 'discount'
  | 'discountCode'
  | 'discountReason'
  | 'discountParams'
  | 'discountDropped'
  | 'creditBalance'
  | 'totals'
>;

/** What a cart is priced for: the time, its market, and what checkout has chosen so far. */
export interface CartContext {
  now: Date;
  market: Market;
  /** The totals spend the shopper's store credit, as checkout would. */
  useCredit?: boolean;
  to?: Destination;
  shippingMethodId?: number;
}

/**
 * Store credit is kept in the base currency: it pays in markets selling in it (a credit spent in
 * another currency would need a rate at which to give it back).
 */
export const creditSpendableIn = (market: Market) => market.currency === BASE_CURRENCY;

/**
 * The cart's money beyond its lines: its `code` (and why it takes nothing off, when it doesn't),
 * the shopper's credit, and the cart priced in its market with the totals an order of it would
 * have, from the one computation.
 */
export async function cartMoney(
  q: Db,
  o: CartOwner,
  lines: readonly CartLineRef[],
  code: CodeRow | undefined,
  ctx: CartContext,
): Promise<{ priced: PricedCart; money: CartMoney }> {
  const shopper = await shopperOf(q, o);
  const { market } = ctx;
  const refused = code && (await refusalOf(q, code, shopper, { market, lines }, ctx.now));
  const balance =
    'userId' in o && creditSpendableIn(market) ? await spendableCredit(q, o.userId, ctx.now) : 0;
  const dropped = await codeNotice(q, o);
  const priced = await priceCart(q, {
    market,
    to: ctx.to,
    zones: await keptShippingZones(q),
    lines,
    memberPercent: await memberPercentOf(q, shopper?.userId ?? null),
    discount: code && !refused ? codeTermsIn(code, market) : undefined,
    creditMinor: ctx.useCredit ? balance : 0,
    shippingMethodId: ctx.shippingMethodId,
    now: ctx.now,
  });
  const totals = totalsOut({ ...priced.quote, currency: market.currency });
  return {
    priced,
    money: {
      discount: totals.discount,
      discountCode: code?.code ?? null,
      ...(refused ? { discountReason: refused.reason } : {}),
      ...(refused?.params ? { discountParams: refused.params } : {}),
      ...(dropped ? { discountDropped: dropped } : {}),
      creditBalance: majorUnits(balance, market.currency),
      totals,
    },
  };
}
