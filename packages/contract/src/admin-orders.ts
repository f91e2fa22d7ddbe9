import { z } from 'zod';
import { Cursor, cursorPage, PageLimit } from './admin.ts';
import { Language, str } from './common.ts';
import { OrderCode, OrderStatus, PaymentMethod } from './orders.ts';
import { Carrier, Fulfilment, FulfilmentLine, OrderEvent } from './order-tracking.ts';

// The back office's orders (ADMIN-API.md "Orders and customers"): queues, the order page with its
// timeline, fulfilment with carriers, cancel, refunds, notes, mail previews and the CSV export.

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

/** Where an order goes, whole: the lists, the order page and the export show all of it. */
export const AdminOrderAddress = z
  .object({
    name: str(),
    phone: str(),
    email: str(),
    flatNo: str(),
    line1: str(),
    line2: str(),
    city: str(),
    region: str().meta({ description: "A code of the country's regions (regions.ts), or ''" }),
    zipCode: str(),
    country: str(),
  })
  .meta({ id: 'AdminOrderAddress' });
export type AdminOrderAddress = z.infer<typeof AdminOrderAddress>;

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
    currency: str().meta({
      description:
        "The order's currency: every *Cents amount of the order is in its minor unit (a yen is 1)",
    }),
    market: str().meta({ description: 'The code of the market the order was sold in' }),
    totalCents: z.number().int(),
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    address: AdminOrderAddress,
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
export const AdminOrderPage = cursorPage(AdminOrderRow).meta({ id: 'AdminOrderPage' });

export const AdminOrder = AdminOrderRow.extend({
  id: z.number().int(),
  kind: z.enum(['goods', 'subscription']).meta({
    description:
      "subscription: a plan's order, with nothing to ship; its money comes back only by cancelling it, which ends the plan",
  }),
  customerId: z.number().int().nullable().meta({ description: "null: a guest's order" }),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  chargesCents: z.number().int(),
  discountCode: str().nullable().meta({ description: 'The discount code the shopper applied' }),
  discountCents: z.number().int().meta({ description: 'What the discount code took off' }),
  shippingCents: z.number().int(),
  balanceDueCents: z.number().int().meta({
    description:
      'What a change before shipping made the paid order owe: it does not ship until paid',
  }),
  shippingMethod: z
    .object({
      name: str().meta({ description: "In the staff member's language, else English" }),
      days: z.object({ min: z.number().int(), max: z.number().int() }).meta({
        description: 'The delivery estimate the shopper was shown, in days',
      }),
    })
    .nullable()
    .meta({ description: 'How it is delivered; null for an order placed before shipping methods' }),
  taxIncluded: z.boolean().meta({ description: "The prices include the tax (a VAT market's)" }),
  taxLines: z.array(
    z.object({
      rate: z.number().meta({ description: 'A decimal fraction: 0.2 is 20 %' }),
      netCents: z.number().int().meta({ description: 'What the rate applies to, tax excluded' }),
      taxCents: z.number().int(),
    }),
  ),
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
      taxRate: z.number(),
      taxCents: z.number().int(),
      paidCents: z.number().int().nullable().meta({
        description:
          'What the shopper paid for the whole line, tax included: what refunding all of it gives back; null on orders placed before markets',
      }),
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
    lines: z.array(FulfilmentLine).min(1).max(200).optional().meta({
      description: 'The lines returned: their units go back into stock (a ledger return row)',
    }),
    toCredit: z
      .boolean()
      .optional()
      .meta({ description: "Given as the customer's store credit instead of through the payment" }),
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
