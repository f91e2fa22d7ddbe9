import type { Queryable } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/session.ts';
import { checkOtp } from '../auth/service.ts';
import type { AccountDeps } from '../auth/deps.ts';

// An order awaiting payment stays the guest's: its lines are still in the guest's cart.
const UNCLAIMED = `user_id is null and lower(email) = $1 and status <> 'PENDING_PAYMENT'`;

/** How many orders were placed as a guest with the account's email and not yet taken along. */
export async function unclaimedOrders(q: Queryable, user: SessionUser) {
  const [row] = await q.query<{ count: number }>(
    `select count(*)::int as count from orders where ${UNCLAIMED}`,
    [user.email],
  );
  return row!.count;
}

/**
 * The account takes along the guest orders placed with its email, once it proved the email is
 * its own with the code mailed to it: a sign-up alone proves nothing (anyone can type an email).
 * Answers how many it took.
 */
export async function claimGuestOrders(deps: AccountDeps, user: SessionUser, otp: string) {
  await checkOtp(deps, user.email, otp);
  return deps.db.tx(async (q) => {
    await q.query('update users set email_verified_at = $2 where id = $1', [user.id, deps.now()]);
    const taken = await q.query(
      `update orders set user_id = $1, guest_id = null
        where ${UNCLAIMED.replace('$1', '$2')} returning id`,
      [user.id, user.email],
    );
    return taken.length;
  });
}
