import type { Queryable } from '../../platform/db.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { SYSTEM } from '../orders/events.ts';
import { shopSettings } from '../settings/repo.ts';
import { recordReturnEvent } from './events.ts';
import { findReturn } from './repo.ts';
import { releaseExchanges } from './service.ts';

const DAY_MS = 86_400_000;
/** Returns lapsed per tick at most; the next tick takes the rest. */
const BATCH = 100;

/**
 * Cancels the returns asked or approved but never sent (no tracking) `returnHoldDays` after they
 * were asked: their exchange's held units go back on sale ('released') and the shopper is mailed.
 * The hold is its own setting rather than the return window: the window counts from delivery and
 * may run for months, while a held size is taken off sale for everyone else. Run every minute in
 * every server process: the orders are taken SKIP LOCKED, as every change of a return locks its
 * order first, so two processes never lapse one return and a desk step under way is left to
 * finish (the return is then seen again, changed, and left alone).
 */
export async function lapseReturns(q: Queryable, deps: Pick<CommerceDeps, 'config'>, now: Date) {
  const { returnHoldDays } = await shopSettings(q, deps.config);
  const before = new Date(now.getTime() - returnHoldDays * DAY_MS);
  const due = await q.query<{ code: string }>(
    `select r.code from returns r join orders o on o.id = r.order_id
      where r.status in ('REQUESTED', 'APPROVED') and r.tracking_number is null
        and r.created_at <= $1
      order by o.id, r.id limit ${BATCH} for update of o skip locked`,
    [before],
  );
  const lapsed: string[] = [];
  for (const { code } of due) {
    // Read again under the lock: a step may have committed since the list was read.
    const ret = (await findReturn(q, code, undefined, true))!;
    if (!['REQUESTED', 'APPROVED'].includes(ret.status) || ret.trackingNumber !== null) continue;
    await releaseExchanges(q, ret);
    ret.status = 'CANCELLED';
    await q.query('update returns set closed_at = $2 where id = $1', [ret.id, now]);
    const change = { type: 'cancelled', lapsed: true } as const;
    await recordReturnEvent(q, now, ret, SYSTEM, change, deps.config.publicUrl);
    lapsed.push(code);
  }
  return lapsed;
}
