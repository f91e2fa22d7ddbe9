import { z } from 'zod';
import { Cursor, cursorPage, PageLimit } from './admin.ts';
import { Language, str } from './common.ts';
import { OrderCode, OrderStatus, PaymentMethod } from './orders.ts';

// The back office's orders (ADMIN-API.md "Orders and customers"): queues, the order page with its
// timeline, fulfilment with carriers, cancel, refunds, notes, mail previews and the CSV export.

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

/** The back office's saved queues; `closed` is cancelled or (partly) refunded. */
export const ORDER_QUEUES = [
  'to_ship',
  'cash_to_collect',
  'shipped',
  'delivered',
  'closed',
] as const;
export const OrderQueue = z.enum(ORDER_QUEUES).meta({ id: 'OrderQueue' });
export type OrderQueue = z.infer<typeof OrderQueue>;

const Day = str().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

export const AdminOrdersQuery = z.object({
  queue: OrderQueue.optional(),
  status: OrderStatus.optional(),
  q: str().trim().min(1).max(100).optional().meta({
    description: 'An order code (or its start), an email (or its start), a phone number, a name',
  }),
  paymentMethod: PaymentMethod.optional(),
  from: Day.optional().meta({ description: 'Placed on or after this day (UTC)' }),
  to: Day.optional().meta({ description: 'Placed on or before this day (UTC)' }),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrderRow = z
  .object({
    code: str(),
    createdAt: str(),
    status: OrderStatus,
    paymentMethod: PaymentMethod,
    name: str(),
    email: str(),
    phone: str(),
    lang: Language,
    totalCents: z.number().int(),
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
export const AdminOrderPage = cursorPage(AdminOrderRow).meta({ id: 'AdminOrderPage' });

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

export const AdminOrder = AdminOrderRow.extend({
  id: z.number().int(),
  customerId: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  chargesCents: z.number().int(),
  address: z.object({
    name: str(),
    phone: str(),
    email: str(),
    flatNo: str(),
    line1: str(),
    line2: str(),
    zipCode: str(),
    country: str(),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      sku: str(),
      name: str(),
      brand: str(),
      color: str(),
      size: str(),
      imageUrl: str(),
      qty: z.number().int(),
      priceCents: z.number().int(),
      fulfilledQty: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: str(),
      provider: z.enum(['test', 'stripe', 'cash']),
      amountCents: z.number().int(),
      status: str(),
      createdAt: str(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amountCents: z.number().int(),
      reason: str(),
      lines: z.array(FulfilmentLine).nullable(),
      providerRefundId: str().nullable(),
      staffEmail: str().nullable(),
      createdAt: str(),
    }),
  ),
  fulfilments: z.array(Fulfilment.extend({ staffEmail: str().nullable() })),
  notes: z.array(z.object({ at: str(), staffEmail: str().nullable(), text: str() })),
  timeline: z.array(OrderEvent),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderParams = z.object({ code: OrderCode });

const Reason = str().trim().min(1, 'Say why').max(500, 'Maximum 500 characters');

export const FulfilRequest = z
  .object({
    lines: z.array(FulfilmentLine).min(1).max(200).optional().meta({
      description: 'The lines and quantities shipped; omitted: everything not shipped yet',
    }),
    carrier: Carrier,
    trackingNumber: str()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/, 'Letters, digits, spaces and dashes'),
  })
  .meta({ id: 'FulfilRequest' });
export type FulfilRequest = z.infer<typeof FulfilRequest>;

export const CancelRequest = z
  .object({ restock: z.boolean().default(true), reason: Reason })
  .meta({ id: 'CancelRequest' });
export type CancelRequest = z.input<typeof CancelRequest>;

export const RefundRequest = z
  .object({
    amountCents: z.number().int().positive().max(100_000_000),
    reason: Reason,
    lines: z.array(FulfilmentLine).min(1).max(200).optional(),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof RefundRequest>;

export const NoteRequest = z
  .object({ text: str().trim().min(1, 'Write the note').max(2000, 'Maximum 2000 characters') })
  .meta({ id: 'NoteRequest' });

/** The mails an order sends its shopper, and the one its staff get when it is placed. */
export const ORDER_MAIL_KINDS = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'staff-new-order',
] as const;
export const OrderMailKind = z.enum(ORDER_MAIL_KINDS).meta({ id: 'OrderMailKind' });
export type OrderMailKind = z.infer<typeof OrderMailKind>;
export const MailPreviewParams = z.object({ code: OrderCode, kind: OrderMailKind });
export const MailPreview = z
  .object({ to: str(), lang: Language, subject: str(), text: str(), html: str() })
  .meta({ id: 'MailPreview' });

export const OrdersExportQuery = z.object({
  from: Day.optional(),
  to: Day.optional(),
  status: OrderStatus.optional(),
});
