import { onSignIn } from '../auth/service.ts';
import { carryGuestCode } from '../promotions/carry.ts';
import { addCapped } from './repo.ts';

/**
 * At sign-in the guest cart (the `guestId` of the login body) moves into the account's cart:
 * quantities added, each line capped at the SKU's stock and 99, and the guest's lines removed;
 * the guest's discount code comes too, checked as the account's (promotions/carry.ts).
 */
onSignIn(async ({ db, userId, guestId, now }) => {
  if (!guestId) return;
  await db.tx(async (q) => {
    const lines = await q.query<{ variantId: number; qty: number }>(
      'delete from cart_lines where guest_id = $1 returning variant_id as "variantId", qty',
      [guestId],
    );
    await addCapped(q, userId, lines, now);
    await carryGuestCode(q, guestId, userId, now);
  });
});
