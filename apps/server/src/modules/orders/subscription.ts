import type { Order } from '@atelier/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { defaultAddress } from '../addresses/service.ts';
import type { CommerceDeps } from './deps.ts';
import { expireOrders } from './expiry.ts';
import { recordOrderEvent, SHOPPER } from './events.ts';
import { insertOrder, planForCheckout, readOrders } from './repo.ts';
import { payBy } from './service.ts';
import { computeTotals } from './totals.ts';

/**
 * A paid plan is bought through the card flow: an order of kind 'subscription' whose one line is
 * the plan (no stock), PENDING_PAYMENT until paid; the payment activates the plan.
 */
export async function checkoutPlan(
  deps: CommerceDeps,
  user: SessionUser,
  planId: number,
): Promise<Order> {
  const now = deps.now();
  await expireOrders(deps, now);
  const plan = await planForCheckout(deps.db, planId, user.id);
  if (!plan) throw notFound('Plan');
  if (plan.priceCents === 0) {
    throw new AppError('VALIDATION', 'This plan is free: subscribe to it directly', {
      planId: 'This plan is free',
    });
  }
  if (plan.current) throw new AppError('CONFLICT', 'This is your current plan');
  const home = await defaultAddress(deps.db, user.id);
  const { orderCode } = await deps.db.tx(async (q) => {
    const order = await insertOrder(
      q,
      {
        userId: user.id,
        kind: 'subscription',
        planId,
        status: 'PENDING_PAYMENT',
        paymentMethod: 'bank',
        lang: 'en',
        address: {
          name: home?.name ?? plan.username,
          email: home?.email || user.email,
          phone: home?.phone ?? '',
          flatNo: home?.flatNo ?? '',
          addrssLine1: home?.addrssLine1 ?? '',
          addrsesLine2: home?.addrsesLine2 ?? '',
          city: home?.city ?? '',
          region: home?.region ?? '',
          zipocode: home?.zipocode ?? '',
          country: home?.country ?? '',
        },
        totals: computeTotals({
          subtotalCents: plan.priceCents,
          memberCents: 0,
          taxRate: deps.config.taxRate,
          creditCents: 0,
        }),
        createdAt: now,
        payBy: payBy(now),
      },
      [
        {
          productId: null,
          variantId: null,
          sku: `PLAN-${planId}`,
          name: plan.name,
          brand: 'Atelier',
          color: '',
          size: '',
          imageUrl: '',
          qty: 1,
          sellingPriceCents: plan.priceCents,
        },
      ],
    );
    await recordOrderEvent(q, now, order.id, SHOPPER, { type: 'placed' });
    return order;
  });
  return (await readOrders(deps.db, { userId: user.id, code: orderCode }, 'en'))[0]!;
}
