import type { FastifyInstance } from 'fastify';
import type { CommerceDeps } from './deps.ts';
import { expireUnpaidOrders } from './lifecycle.ts';
import { pruneGuestCarts } from '../cart/repo.ts';
import { countedJob } from '../../platform/metrics.ts';
import { lapseReturns } from '../returns/lapse.ts';

const MINUTE = 60 * 1000;
const GUEST_CART_DAYS = 30;

/** Closes unpaid card orders past their window, and withdraws their intents from the provider. */
export async function expireOrders(deps: Pick<CommerceDeps, 'db' | 'payments'>, now: Date) {
  await withdrawIntents(deps, await deps.db.tx((q) => expireUnpaidOrders(q, now)));
}

/** Withdraws the intents of closed orders from the provider, after their closing commits. */
export async function withdrawIntents(
  deps: Pick<CommerceDeps, 'payments'>,
  closed: { paymentId: string | null }[],
) {
  for (const { paymentId } of closed) {
    // Best effort: should the intent be paid anyway, the webhook finds the order closed and says so.
    if (paymentId) await deps.payments.cancel(paymentId).catch(() => undefined);
  }
}

/**
 * Every minute, in every server process (the guarded updates and SKIP LOCKED make overlaps
 * harmless): unpaid orders expire, returns never sent lapse, old guest carts go.
 */
export function startMaintenance(app: FastifyInstance, deps: CommerceDeps) {
  const tick = async () => {
    const now = deps.now();
    await expireOrders(deps, now);
    await deps.db.tx((q) => lapseReturns(q, deps, now));
    await pruneGuestCarts(deps.db, new Date(now.getTime() - GUEST_CART_DAYS * 24 * 60 * MINUTE));
  };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= countedJob(app, 'order-maintenance', tick).finally(() => (running = undefined));
  }, MINUTE);
  timer.unref();
  // Let a tick in progress finish before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
