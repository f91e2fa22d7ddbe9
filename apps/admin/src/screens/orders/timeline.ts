import { CARRIERS, type Carrier, type Language, type OrderEvent } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';

/** A carrier's name; "other" in the staff member's words. */
export const carrierName = (t: TFunction, carrier: Carrier) =>
  carrier === 'other' ? t('orders.carrierOther') : CARRIERS[carrier].name;

/** Who made a change: the member's email, the shopper, or the shop itself. */
export const eventActor = (t: TFunction, event: OrderEvent) =>
  event.actor === 'staff'
    ? (event.staffEmail ?? t('orders.actor.staff'))
    : t(`orders.actor.${event.actor}`);

/** What happened, in one line of the staff member's language, with its figures in `currency`. */
export function describeEvent(
  t: TFunction,
  language: Language,
  event: OrderEvent,
  currency: string,
): string {
  const data = event.data;
  const money = (key: string) => formatIn(language, Number(data[key] ?? 0), currency);
  const text = (key: string) => String(data[key] ?? '');
  switch (event.type) {
    case 'paid':
    case 'cash_collected':
      return t(`orders.events.${event.type}`, { amount: money('amountCents') });
    case 'shipped':
      return t(data.complete === false ? 'orders.events.shippedPart' : 'orders.events.shipped', {
        carrier: carrierName(t, data.carrier as Carrier),
        number: text('trackingNumber'),
      });
    case 'cancelled': {
      const parts = [t('orders.events.cancelled', { reason: text('reason') })];
      if (data.restocked) parts.push(t('orders.events.restocked'));
      if (Number(data.refundCents) > 0) {
        parts.push(t('orders.events.refundedWith', { amount: money('refundCents') }));
      }
      return parts.join(' · ');
    }
    case 'refunded':
      return t('orders.events.refunded', { amount: money('amountCents'), reason: text('reason') });
    case 'changed': {
      const parts = [
        t('orders.events.changed', { from: money('fromTotalCents'), to: money('toTotalCents') }),
      ];
      if (Number(data.refundCents) > 0) {
        parts.push(t('orders.events.changedRefund', { amount: money('refundCents') }));
      }
      if (Number(data.dueCents) > 0) {
        parts.push(t('orders.events.changedDue', { amount: money('dueCents') }));
      }
      return parts.join(' · ');
    }
    case 'balance_paid':
      return t('orders.events.balance_paid', { amount: money('amountCents') });
    case 'note':
      return text('text');
    default:
      return t(`orders.events.${event.type}`);
  }
}
