import { CARRIERS, type Carrier, type OrderEvent } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n/i18n.ts';

/** A carrier's name; "other" in the shopper's words. */
export const carrierName = (t: TFunction, carrier: Carrier) =>
  carrier === 'other' ? t('orders.carrierOther') : CARRIERS[carrier].name;

/**
 * What happened to the order, as its shopper reads it: amounts through `money` (the shop's
 * dollars), no staff reasons (the server leaves them out) and no internal notes.
 */
export function shopperEvent(
  t: TFunction,
  money: (dollars: number) => string,
  event: OrderEvent,
): string {
  const amount = (key: string) => money(Number(event.data[key] ?? 0) / 100);
  switch (event.type) {
    case 'paid':
    case 'cash_collected':
      return t(`orders.events.${event.type}`, { amount: amount('amountCents') });
    case 'refunded':
      return t('orders.events.refunded', { amount: amount('amountCents') });
    case 'shipped':
      return t(
        event.data.complete === false ? 'orders.events.shippedPart' : 'orders.events.shipped',
        {
          carrier: carrierName(t, event.data.carrier as Carrier),
        },
      );
    case 'cancelled':
      return Number(event.data.refundCents) > 0
        ? t('orders.events.cancelledRefund', { amount: amount('refundCents') })
        : t('orders.events.cancelled');
    case 'changed':
      return Number(event.data.refundCents) > 0
        ? t('orders.events.changedRefund', { amount: amount('refundCents') })
        : Number(event.data.dueCents) > 0
          ? t('orders.events.changedDue', { amount: amount('dueCents') })
          : t('orders.events.changed', { total: amount('toTotalCents') });
    case 'balance_paid':
      return t('orders.events.balance_paid', { amount: amount('amountCents') });
    case 'note':
      return '';
    default:
      return t(`orders.events.${event.type}`);
  }
}
