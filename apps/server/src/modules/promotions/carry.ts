import type { ErrorReason } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { cartCode, shopperOf } from './cart.ts';
import { CODE_COLUMNS, type CodeRow } from './codes.ts';
import { refusalOf } from './rules.ts';

/**
 * Refusals that are about the account, not the code's dates or the cart: the code can never take
 * anything off this account's orders, so it is dropped rather than carried over.
 */
const ACCOUNT_REASONS = new Set<ErrorReason>([
  'CODE_NOT_YOURS',
  'CODE_FIRST_ORDER',
  'CODE_ALREADY_USED',
]);

/**
 * At sign-in or sign-up, in the guest cart's merge: the code the guest applied moves into the
 * account's cart when that cart has none (the account's own choice wins), checked again as the
 * account's. One that can never be the account's (another's personal code, a first-order code
 * once they have ordered, one they used up) is dropped, and the account's cart says so and why
 * (cart_code_notices, read by cartMoney). Any other refusal (dates, the subtotal) carries over as
 * for a code applied by hand: the cart shows why it takes nothing off now.
 */
export async function carryGuestCode(q: Queryable, guestId: string, userId: number, now: Date) {
  const [guest] = await q.query<{ codeId: number }>(
    'delete from cart_discounts where guest_id = $1 returning code_id as "codeId"',
    [guestId],
  );
  if (!guest || (await cartCode(q, { userId }))) return;
  const [code] = await q.query<CodeRow>(
    `select ${CODE_COLUMNS} from discount_codes where id = $1`,
    [guest.codeId],
  );
  // The account's rules are judged apart from the subtotal, which the merged cart may yet change.
  const shopper = await shopperOf(q, { userId });
  const refused = await refusalOf(q, code!, shopper, null, now);
  if (refused && ACCOUNT_REASONS.has(refused.reason)) {
    await q.query(
      `insert into cart_code_notices (user_id, code, reason, at) values ($1, $2, $3, $4)
       on conflict (user_id) do update set code = excluded.code, reason = excluded.reason, at = excluded.at`,
      [userId, code!.code, refused.reason, now],
    );
    return;
  }
  await q.query(
    `insert into cart_discounts (user_id, code_id, updated_at) values ($1, $2, $3)
     on conflict (user_id) do nothing`,
    [userId, guest.codeId, now],
  );
  await q.query('delete from cart_code_notices where user_id = $1', [userId]);
}
