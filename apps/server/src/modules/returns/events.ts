import type { Carrier } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { enqueueShopMail } from '../settings/mail-layout.ts';
import { shopSettings } from '../settings/repo.ts';
import { fulfilmentStaff, type OrderActor } from '../orders/events.ts';
import { returnShopperMail, returnStaffMail, type MailReturn, type ReturnMail } from './mails.ts';
import type { ReturnRow } from './repo.ts';

/** Every step of a return, with what its timeline (and its mail) says about it. */
export type ReturnChange =
  | { type: 'requested'; units: number; exchanges: number }
  | { type: 'approved'; message: string }
  | { type: 'rejected'; message: string }
  | { type: 'in_transit'; carrier: Carrier; trackingNumber: string }
  | { type: 'received'; restocked: number; damaged: number; notRestocked: number }
  | {
      type: 'refunded';
      amountCents: number;
      bonusCents: number;
      shippingCents: number;
      to: 'original' | 'credit';
    }
  | { type: 'exchange_shipped'; carrier: Carrier; trackingNumber: string }
  | { type: 'cancelled'; lapsed?: true };

/** The shopper's mail a step sends, if any; the returns address is the shop's setting. */
async function mailOf(q: Queryable, change: ReturnChange): Promise<ReturnMail | undefined> {
  switch (change.type) {
    case 'requested':
    case 'received':
      return { kind: change.type };
    case 'approved': {
      const { returnsAddress } = await shopSettings(q, { referralReward: 0 });
      return { kind: 'approved', message: change.message, returnsAddress };
    }
    case 'rejected':
      return { kind: 'rejected', message: change.message };
    case 'refunded':
      return { kind: 'refunded', ...change, toCredit: change.to === 'credit' };
    case 'exchange_shipped':
      return { kind: 'exchange_shipped', ...change };
    case 'cancelled':
      // The shopper who cancels knows; a return that lapsed is news.
      return change.lapsed ? { kind: 'lapsed' } : undefined;
    default:
      return undefined;
  }
}

/**
 * The one writer of a return's timeline, called by every step inside its transaction: the event
 * row and the mail it sends — the shopper's in the order's language, and on a new request the
 * fulfilment staff's — through the outbox, so each exists exactly when the step commits.
 */
export async function recordReturnEvent(
  q: Queryable,
  at: Date,
  ret: ReturnRow,
  actor: OrderActor,
  change: ReturnChange,
  publicUrl: string,
) {
  const { type, ...data } = change;
  await q.query(
    `insert into return_events (return_id, at, actor, staff_email, type, data)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      ret.id,
      at,
      actor.kind,
      actor.kind === 'staff' ? actor.email : null,
      type,
      JSON.stringify(data),
    ],
  );
  await q.query('update returns set status = $2, updated_at = $3 where id = $1', [
    ret.id,
    ret.status,
    at,
  ]);
  const mail = await mailOf(q, change);
  if (!mail) return;
  const shown = await mailReturn(q, ret);
  await enqueueShopMail(q, publicUrl, (shop) => returnShopperMail(shown, mail, publicUrl, shop));
  if (type === 'requested') {
    for (const member of await fulfilmentStaff(q)) {
      await enqueueShopMail(q, publicUrl, (shop) =>
        returnStaffMail(shown, member, publicUrl, shop),
      );
    }
  }
}

async function mailReturn(q: Queryable, ret: ReturnRow): Promise<MailReturn> {
  const [row] = await q.query<{ guestKey: string | null; units: number }>(
    `select case when o.user_id is null then o.link_key end as "guestKey",
            (select sum(qty) from return_lines where return_id = $2)::int as units
       from orders o where o.id = $1`,
    [ret.orderId, ret.id],
  );
  const { code, orderCode, name, email, lang, currency } = ret;
  return { code, orderCode, name, email, lang, currency, ...row! };
}
