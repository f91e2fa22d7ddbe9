import { queryOptions } from '@tanstack/react-query';
import type { DeliveryAnswer, DeliveryPromise } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import type { TFunction } from '../../shared/i18n/i18n.ts';

type Money = (amount: number) => string;

/** What the product page promises a market's shopper: the same for everyone, drawn into pages. */
export const deliveryQuery = (market: string) =>
  queryOptions({
    queryKey: ['delivery', market],
    queryFn: ({ signal }) => api.get<DeliveryAnswer>('/v1/delivery', { market }, signal),
    staleTime: 5 * 60_000,
  });

/** "Free delivery", "Free delivery over €50.00" or "Delivery from €4.95": the cheapest method's terms. */
export function deliveryTerms(t: TFunction, money: Money, delivery: DeliveryPromise) {
  if (delivery.price === 0) return t('product.freeDelivery');
  if (delivery.freeOver !== null) {
    return t('product.freeDeliveryOver', { amount: money(delivery.freeOver) });
  }
  return t('product.deliveryFrom', { amount: money(delivery.price) });
}

/**
 * The cart's word on delivery: "Free delivery" once it is, else what the items lack for it to be;
 * nothing when no amount of items makes it free.
 */
export function deliveryProgress(t: TFunction, money: Money, delivery: DeliveryPromise) {
  if (delivery.price === 0) return t('product.freeDelivery');
  if (delivery.moreForFree > 0) {
    return t('checkout.moreForFree', { amount: money(delivery.moreForFree) });
  }
  return undefined;
}

/** The cart's shipping line before an address is known: "Free", or the cheapest method's price. */
export const shippingFrom = (t: TFunction, money: Money, delivery: DeliveryPromise) =>
  delivery.price === 0
    ? t('checkout.free')
    : t('cart.shippingFrom', { amount: money(delivery.price) });
