import { z } from 'zod';
import { str } from './common.ts';

// What shop and back office both show of an order's life: its timeline and its shipments with
// their carriers' tracking links. (admin-orders.ts has the back office's own views.)

/**
 * The carriers staff ship with, each with its tracking page (`{n}`: the tracking number, URL
 * encoded). Defined once: the server's mails and order pages and the back office read them here.
 */
export const CARRIERS = {
  ups: { name: 'UPS', url: 'https://www.ups.com/track?tracknum={n}' },
  fedex: { name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  dhl: {
    name: 'DHL',
    url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}',
  },
  usps: { name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  'royal-mail': {
    name: 'Royal Mail',
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
  },
  'la-poste': { name: 'La Poste', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={n}' },
  'japan-post': {
    name: 'Japan Post',
    url: 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={n}',
  },
  yamato: {
    name: 'Yamato Transport',
    url: 'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id={n}',
  },
  'sf-express': {
    name: 'SF Express',
    url: 'https://www.sf-express.com/chn/en/waybill/waybill-detail/{n}',
  },
  'chunghwa-post': {
    name: 'Chunghwa Post',
    url: 'https://postserv.post.gov.tw/pstmail/main_mail.html?targetTxn=EB500200&MAILNO={n}',
  },
  correos: {
    name: 'Correos',
    url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={n}',
  },
  other: { name: 'Other', url: null },
} as const satisfies Record<string, { name: string; url: string | null }>;
export type Carrier = keyof typeof CARRIERS;
export const Carrier = z.enum(Object.keys(CARRIERS) as [Carrier, ...Carrier[]]).meta({
  id: 'Carrier',
});

/** The carrier's tracking page for a number, or null ("other" has none). */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const url: string | null = CARRIERS[carrier].url;
  return url ? url.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

export const ORDER_EVENT_TYPES = [
  'placed',
  'paid',
  'payment_failed',
  'shipped',
  'delivered',
  'cash_collected',
  'cancelled',
  'refunded',
  'note',
  // Lines or address changed before shipping, and the difference it asked for paid.
  'changed',
  'balance_paid',
] as const;
export const OrderEventType = z.enum(ORDER_EVENT_TYPES).meta({ id: 'OrderEventType' });
export type OrderEventType = z.infer<typeof OrderEventType>;

export const OrderEvent = z
  .object({
    at: str(),
    type: OrderEventType,
    actor: z.enum(['staff', 'shopper', 'system']),
    /** The member's email for a staff event (the back office only; the shop gets null). */
    staffEmail: str().nullable(),
    /** What happened: amounts in cents, a carrier and tracking number, a reason, a note's text. */
    data: z.record(str(), z.unknown()),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof OrderEvent>;

export const FulfilmentLine = z.object({
  orderItemId: z.number().int().positive(),
  qty: z.number().int().positive().max(10_000),
});
export const Fulfilment = z
  .object({
    id: z.number().int(),
    carrier: Carrier,
    trackingNumber: str(),
    trackingUrl: str().nullable(),
    lines: z.array(FulfilmentLine),
    createdAt: str(),
  })
  .meta({ id: 'Fulfilment' });
export type Fulfilment = z.infer<typeof Fulfilment>;
