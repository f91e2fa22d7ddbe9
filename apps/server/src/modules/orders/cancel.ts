import type { Language } from '@atelier/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { paymentOfOrder } from '../payments/repo.ts';
import { reconcileOrder } from '../payments/service.ts';
import type { CommerceDeps } from './deps.ts';
import { withdrawIntents } from './expiry.ts';
import { closeUnpaidOrder } from './lifecycle.ts';
import { findOrderState } from './repo.ts';
import { orderByCode } from './service.ts';

/**
 * The shopper abandons an order awaiting payment: its stock goes back, its lines stay in the cart
 * and its intent is withdrawn. Cancelling twice answers the cancelled order; a paid one is a 409.
 * Paying and cancelling at once: both lock the order row, so whichever comes second sees the
 * other's outcome. A payment the provider took a moment ago is asked for first and wins.
 */
export async function cancelOrder(
  deps: CommerceDeps,
  user: SessionUser,
  code: string,
  lang: Language,
  report: (problem: string, error?: unknown) => void,
) {
  const found = await findOrderState(deps.db, user.id, code);
  if (!found) throw notFound('Order');
  if (found.status === 'PENDING_PAYMENT') {
    await reconcileOrder(deps, found.id).catch((error) =>
      report('payment reconcile failed', error),
    );
  }
  const now = deps.now();
  const closed = await deps.db.tx(async (q) => {
    const order = (await findOrderState(q, user.id, code, true))!;
    if (order.status === 'CANCELLED') return [];
    if (order.status !== 'PENDING_PAYMENT') {
      throw new AppError('CONFLICT', 'Only an order awaiting payment can be cancelled', undefined, {
        reason: 'NOT_CANCELLABLE',
      });
    }
    const payment = await paymentOfOrder(q, order.id);
    await closeUnpaidOrder(q, order.id, now);
    return [{ paymentId: payment?.id ?? null }];
  });
  await withdrawIntents(deps, closed);
  return orderByCode(deps.db, user, code, lang);
}
