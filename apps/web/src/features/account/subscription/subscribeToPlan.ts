import type { Language, Order, Plan, User } from '@atelier/contract';
import { api } from '../../../shared/api/client.ts';

export type Subscription = { saved: User } | { payOrder: string };

/**
 * Subscribe Now. The free plan is saved at once and the updated account comes back; a paid plan
 * becomes an order awaiting card payment, activated by the server once it is paid.
 */
export async function subscribeToPlan(
  plan: Plan,
  lang: Language,
  market: string,
): Promise<Subscription> {
  if (plan.price === 0)
    return { saved: await api.post<User>('/subscriptions/subscribe', { planId: plan.id }) };
  // The plan's mails (renewals, cancellation) are written in the language it was bought in.
  const order = await api.post<Order>('/subscriptions/checkout', {
    planId: plan.id,
    lang,
    market,
  });
  return { payOrder: order.orderCode };
}
