import type { CreditInfo } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { assertSelf, type SessionUser } from '../../platform/session.ts';
import { moveCredit, takeBackCredit } from './credit.ts';
import { creditPending, listCredits, uncreditOrder } from './repo.ts';

const dollars = (cents: number) => cents / 100;

/**
 * Called by the order flow inside its transaction when an order is paid: the first paid order
 * of a user who signed up with a code credits the referrer `reward` dollars (a row in their
 * credit ledger); later ones do nothing. Answers whether it credited.
 */
export async function creditReferralOnFirstPaidOrder(
  q: Queryable,
  userId: number,
  reward: number,
  now = new Date(),
  orderId: number | null = null,
) {
  const amountCents = Math.round(reward * 100);
  const referrerId = await creditPending(q, userId, amountCents, now, orderId);
  if (referrerId === undefined) return false;
  if (amountCents > 0) {
    const move = { deltaCents: amountCents, reason: 'referral', at: now } as const;
    await moveCredit(q, referrerId, { ...move, orderId: orderId ?? undefined });
  }
  return true;
}

/**
 * A cancelled order takes back the referral credit it earned, in its transaction: as much as the
 * referrer's balance still holds (it never goes below 0).
 */
export async function takeBackReferral(
  q: Queryable,
  orderId: number,
  now: Date,
  staffEmail?: string,
) {
  const earned = await uncreditOrder(q, orderId);
  if (!earned || earned.amountCents === 0) return 0;
  const move = { reason: 'referral_reversal', orderId, staffEmail, at: now } as const;
  return takeBackCredit(q, earned.referrerId, earned.amountCents, move);
}

/** The referrer's friends and what each earned; earnings held count (the friend has paid). */
export async function creditHistory(
  q: Queryable,
  user: SessionUser,
  email: string,
  now: Date,
): Promise<CreditInfo> {
  assertSelf(user, email);
  const rows = await listCredits(q, user.id, now);
  const credited = rows.filter((row) => row.status === 'credited');
  return {
    creditHistoryDto: rows.map((row) => ({
      status: row.held ? 'held' : row.status,
      amount: dollars(row.amountCents),
      refferedBy: row.friend,
      dateTime: new Date(row.at).toISOString(),
    })),
    totalEarnings: dollars(credited.reduce((sum, row) => sum + row.amountCents, 0)),
    totalReferrals: rows.length,
    successfulReferrals: credited.length,
  };
}
