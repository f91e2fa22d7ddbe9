import type { CreditInfo } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { assertSelf, type SessionUser } from '../../platform/session.ts';
import { creditPending, listCredits } from './repo.ts';

const dollars = (cents: number) => cents / 100;

/**
 * Called by the order flow inside its transaction when an order is paid: the first paid order
 * of a user who signed up with a code credits the referrer `reward` dollars; later ones do nothing.
 */
export function creditReferralOnFirstPaidOrder(
  q: Queryable,
  userId: number,
  reward: number,
  now = new Date(),
) {
  return creditPending(q, userId, Math.round(reward * 100), now);
}

export async function creditHistory(
  q: Queryable,
  user: SessionUser,
  email: string,
): Promise<CreditInfo> {
  assertSelf(user, email);
  const rows = await listCredits(q, user.id);
  const credited = rows.filter((row) => row.status === 'credited');
  return {
    creditHistoryDto: rows.map((row) => ({
      status: row.status,
      amount: dollars(row.amountCents),
      refferedBy: row.friend,
      dateTime: new Date(row.at).toISOString(),
    })),
    totalEarnings: dollars(credited.reduce((sum, row) => sum + row.amountCents, 0)),
    totalReferrals: rows.length,
    successfulReferrals: credited.length,
  };
}
