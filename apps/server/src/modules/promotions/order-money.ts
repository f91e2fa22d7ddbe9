import type { Queryable } from '../../platform/db.ts';
import { moveCredit, spendableCredit } from '../referrals/credit.ts';
import type { CodeRow } from './codes.ts';
import { CODE_COLUMNS } from './codes.ts';
import { clearCartCode } from './cart.ts';
import { refusal, refusalError, refusalOf, type Shopper, type Spend } from './rules.ts';
import { owner, type CartOwner } from '../cart/repo.ts';

/**
 * The code of the user's cart for the order being placed, its row locked: every order using the
 * code queues here (across processes), and each checks the rules on the uses committed before
 * it. A code that no longer applies refuses the order (409 with its reason): the shopper was
 * shown its discount. Call after the user's orders awaiting payment are closed.
 */
export async function lockCartCode(
  q: Queryable,
  cart: CartOwner,
  shopper: Shopper,
  spend: Spend,
  now: Date,
) {
  const { column, value } = owner(cart);
  const [code] = await q.query<CodeRow>(
    `select ${CODE_COLUMNS} from discount_codes
      where id = (select code_id from cart_discounts where ${column} = $1) for update`,
    [value],
  );
  if (!code) return undefined;
  // A guest's uses can't be counted, nor their first order known: such codes need an account.
  if (!shopper && (code.email !== null || code.perCustomerLimit !== null || code.firstOrderOnly)) {
    throw refusalError(refusal('CODE_NEEDS_ACCOUNT', 'Sign in to use this code'));
  }
  const refused = await refusalOf(q, code, shopper, spend, now);
  if (refused) throw refusalError(refused);
  return code;
}

/** The credit the user may spend, their row locked until the order that spends it commits. */
export async function lockCredit(q: Queryable, userId: number, now: Date) {
  await q.query('select id from users where id = $1 for update', [userId]);
  return spendableCredit(q, userId, now);
}

/**
 * Records what a new order took, in its transaction: the code's use (counted on the code, whose
 * check keeps it within its limit) and the credit it spent, as a ledger row naming it.
 */
export async function recordOrderMoney(
  q: Queryable,
  order: { id: number; owner: CartOwner },
  code: CodeRow | undefined,
  creditCents: number,
  now: Date,
) {
  if (code) {
    await q.query('update discount_codes set used_count = used_count + 1 where id = $1', [code.id]);
    await q.query(
      `insert into discount_redemptions (order_id, code_id, user_id, created_at)
       values ($1, $2, $3, $4)`,
      [order.id, code.id, 'userId' in order.owner ? order.owner.userId : null, now],
    );
  }
  // The code leaves the cart with the order, and so does the word on one dropped at sign-in.
  await clearCartCode(q, order.owner);
  // Only an account has credit to spend.
  if (creditCents > 0 && 'userId' in order.owner) {
    const move = { deltaCents: -creditCents, reason: 'order', orderId: order.id, at: now } as const;
    if ((await moveCredit(q, order.owner.userId, move)) === undefined) {
      throw new Error('credit spent beyond the balance locked for it');
    }
  }
}

/**
 * A cancelled order gives back what it took, in the cancellation's transaction: its code's use
 * (the shopper may use the code again) and the credit it spent. Runs once per order: only the
 * transition to CANCELLED calls it.
 */
export async function releaseOrderMoney(q: Queryable, orderId: number, now: Date) {
  const [use] = await q.query<{ codeId: number }>(
    'delete from discount_redemptions where order_id = $1 returning code_id as "codeId"',
    [orderId],
  );
  if (use) {
    await q.query('update discount_codes set used_count = used_count - 1 where id = $1', [
      use.codeId,
    ]);
  }
  const [order] = await q.query<{ userId: number; creditCents: number }>(
    'select user_id as "userId", credit_cents as "creditCents" from orders where id = $1',
    [orderId],
  );
  if (order && order.creditCents > 0) {
    const move = {
      deltaCents: order.creditCents,
      reason: 'order_return',
      orderId,
      at: now,
    } as const;
    await moveCredit(q, order.userId, move);
  }
}
