import type { AdminReturn, Language } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';
import { carrierName } from '../orders/timeline.ts';

type ReturnEvent = AdminReturn['timeline'][number];

/** What happened to a return, in one line of the staff member's language. */
export function describeReturnEvent(
  t: TFunction,
  language: Language,
  event: ReturnEvent,
  currency: string,
): string {
  const data = event.data;
  const count = (key: string) => Number(data[key] ?? 0);
  const money = (key: string) => formatIn(language, count(key), currency);
  const message = data.message ? ` “${String(data.message)}”` : '';
  switch (event.type) {
    case 'requested':
      return t('returns.events.requested', { count: count('units') });
    case 'approved':
    case 'rejected':
      return `${t(`returns.events.${event.type}`)}${message}`;
    case 'in_transit':
    case 'exchange_shipped':
      return t(`returns.events.${event.type}`, {
        carrier: carrierName(t, data.carrier as 'ups'),
        tracking: String(data.trackingNumber ?? ''),
      });
    case 'received':
      return t('returns.events.received', {
        restocked: count('restocked'),
        damaged: count('damaged'),
        notRestocked: count('notRestocked'),
      });
    case 'refunded': {
      const to = t(data.to === 'credit' ? 'returns.events.toCredit' : 'returns.events.toOriginal', {
        amount: money('amountCents'),
      });
      return count('bonusCents') > 0
        ? `${to} ${t('returns.events.withBonus', { bonus: money('bonusCents') })}`
        : to;
    }
    case 'cancelled':
      return t('returns.events.cancelled');
  }
}
