import type { Language, Order } from '@atelier/contract';
import { DEFAULT_MARKET } from '@atelier/contract/market-address';
import { AppError, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import type { CommerceDeps } from './deps.ts';
import { expireOrders, withdrawIntents } from './expiry.ts';
import { closePendingOrdersOf } from './lifecycle.ts';
import { recordOrderEvent, SHOPPER } from './events.ts';
import { insertOrder, planForCheckout, readOrders } from './repo.ts';
import { lockOrdersOf, payBy } from './service.ts';
import { defaultAddress } from '../addresses/service.ts';
import { quote } from '../markets/money.ts';
import { marketFor, sellingMarket } from '../markets/prices.ts';
import { planPriceIn } from '../subscriptions/repo.ts';
import { notOnSale } from '../subscriptions/service.ts';

/** A plan has nothing to deliver: its order keeps no address. */
const NO_ADDRESS = {
  phone: '',
  flatNo: '',
  addrssLine1: '',
  addrsesLine2: '',
  city: '',
  region: '',
  zipocode: '',
  country: '',
};

/**
 * The market a plan is bought in, as the cart's: that of the default address's country, else the
 * one the shopper browses in.
 */
async function planMarket(deps: CommerceDeps, user: SessionUser, browsing = DEFAULT_MARKET) {
  const address = await defaultAddress(deps.db, user.id);
  return address ? marketFor(deps.db, address.country) : sellingMarket(deps.db, browsing);
}

/**
 * A paid plan is bought through the card flow: an order of kind 'subscription' whose one line is
 * the plan (no stock) and no delivery address, PENDING_PAYMENT until paid; the payment starts the
 * plan's monthly renewals (subscriptions/billing.ts). It replaces the shopper's plan order still
 * awaiting payment, whose intent is withdrawn.
 */
export async function checkoutPlan(
  deps: CommerceDeps,
  user: SessionUser,
  planId: number,
  lang: Language = 'en',
  browsing?: string,
): Promise<Order> {
  const now = deps.now();
  await expireOrders(deps, now);
  const plan = await planForCheckout(deps.db, planId, user.id);
  if (!plan) throw notFound('Plan');
  const market = await planMarket(deps, user, browsing);
  // The month's price in the market's currency: its renewals charge the same (billing.ts).
  const price = planPriceIn(plan, market);
  if (plan.priceCents === 0) {
    throw new AppError('VALIDATION', 'This plan is free: subscribe to it directly', {
      planId: 'This plan is free',
    });
  }
  if (plan.current) throw new AppError('CONFLICT', 'This is your current plan');
  if (!plan.onSale) throw notOnSale();
  const { order: placed, replaced } = await deps.db.tx(async (q) => {
    // One plan order awaiting payment: two would both be payable for the same month.
    await lockOrdersOf(q, { userId: user.id });
    const replaced = await closePendingOrdersOf(q, { userId: user.id }, now, 'subscription');
    const order = await insertOrder(
      q,
      {
        owner: { userId: user.id },
        kind: 'subscription',
        planId,
        status: 'PENDING_PAYMENT',
        paymentMethod: 'bank',
        // The language of the plan's mails, renewals included.
        lang,
        // Nothing is delivered: the order names its buyer and no address.
        address: { ...NO_ADDRESS, name: plan.username, email: user.email },
        // Tax as the price has it; the member price is off goods, not off the plan itself.
        market,
        money: quote({
          taxMode: 'included',
          taxPerRate: false,
          lines: [{ amount: price, rate: 0 }],
          memberMinor: 0,
          creditMinor: 0,
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
          sellingPriceCents: price,
          taxRate: 0,
          taxCents: 0,
          paidCents: price,
        },
      ],
    );
    await recordOrderEvent(q, now, order.id, SHOPPER, { type: 'placed' });
    return { order, replaced };
  });
  await withdrawIntents(deps, replaced);
  return (await readOrders(deps.db, { userId: user.id, code: placed.orderCode }, lang))[0]!;
}
