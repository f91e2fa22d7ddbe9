import type { ErrorParams, ErrorReason } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { itemsMinorIn, type CartLineRef } from '../markets/checkout.ts';
import { majorUnits } from '../markets/prices.ts';
import type { Market } from '../markets/repo.ts';
import { minSpendIn, type CodeRow } from './codes.ts';

/** Why a code takes nothing off, as the error body's reason and its parameters. */
export interface Refusal {
  reason: ErrorReason;
  params?: ErrorParams;
  message: string;
}

/** The shopper a code is checked for: an account, or a guest (checked again at checkout). */
export type Shopper = { userId: number; email: string } | null;

/**
 * The cart a code's minimum spend is judged on: its lines, at the prices of its market, against
 * the minimum in the market's currency.
 */
export interface Spend {
  market: Market;
  lines: readonly CartLineRef[];
}

/**
 * The rules that need no account: the code's own state, its dates, its uses, the minimum spend
 * (not judged without a cart: `spend` null).
 */
async function codeRefusal(
  q: Queryable,
  code: CodeRow,
  usedCount: number,
  spend: Spend | null,
  now: Date,
) {
  if (!code.active) return refusal('CODE_UNKNOWN', 'This code does not exist');
  if (code.startsAt && now < new Date(code.startsAt)) {
    return refusal('CODE_NOT_STARTED', 'This code is not valid yet');
  }
  if (code.endsAt && now >= new Date(code.endsAt)) {
    return refusal('CODE_EXPIRED', 'This code has expired');
  }
  if (code.usageLimit !== null && usedCount >= code.usageLimit) {
    return refusal('CODE_USED_UP', 'This code has been used up');
  }
  const minMinor = spend ? minSpendIn(code, spend.market) : 0;
  if (minMinor > 0 && (await itemsMinorIn(q, spend!.market, spend!.lines, now)) < minMinor) {
    const { currency } = spend!.market;
    const min = majorUnits(minMinor, currency);
    return refusal('CODE_MIN_SUBTOTAL', `Spend at least ${min} ${currency}`, { min, currency });
  }
  return undefined;
}

export const refusal = (reason: ErrorReason, message: string, params?: ErrorParams): Refusal => ({
  reason,
  message,
  params,
});

/**
 * The shopper's uses of the code: on their orders still awaiting payment (which their next order
 * replaces, giving the use back) and on the others.
 */
async function usesOf(q: Queryable, codeId: number, userId: number) {
  const [row] = await q.query<{ pending: number; kept: number }>(
    `select count(*) filter (where o.status = 'PENDING_PAYMENT')::int as pending,
            count(*) filter (where o.status <> 'PENDING_PAYMENT')::int as kept
       from discount_redemptions r join orders o on o.id = r.order_id
      where r.code_id = $1 and r.user_id = $2`,
    [codeId, userId],
  );
  return row!;
}

/**
 * Why `code` takes nothing off this shopper's cart (`spend`) at `now`, or undefined
 * when it applies. A guest is checked against the code alone; an account also against its own
 * uses and first order. At checkout the code's row is locked before this runs and the shopper's
 * orders awaiting payment are closed, so racing orders see each other's uses.
 */
export async function refusalOf(
  q: Queryable,
  code: CodeRow,
  shopper: Shopper,
  spend: Spend | null,
  now: Date,
): Promise<Refusal | undefined> {
  if (!shopper) return codeRefusal(q, code, code.usedCount, spend, now);
  const uses = await usesOf(q, code.id, shopper.userId);
  const own = await codeRefusal(q, code, code.usedCount - uses.pending, spend, now);
  if (own) return own;
  if (code.email !== null && code.email !== shopper.email) {
    return refusal('CODE_NOT_YOURS', 'This code belongs to another account');
  }
  if (code.perCustomerLimit !== null && uses.kept >= code.perCustomerLimit) {
    return refusal('CODE_ALREADY_USED', 'You have used this code already');
  }
  if (code.firstOrderOnly) {
    const [earlier] = await q.query(
      `select 1 from orders where user_id = $1
          and status not in ('CANCELLED', 'PAYMENT_FAILED', 'PENDING_PAYMENT') limit 1`,
      [shopper.userId],
    );
    if (earlier) return refusal('CODE_FIRST_ORDER', 'This code is for a first order');
  }
  return undefined;
}

export const refusalError = (r: Refusal) =>
  new AppError('CONFLICT', r.message, { code: r.message }, { reason: r.reason, params: r.params });
