import { z } from 'zod';
import { Cursor, cursorPage, PageLimit } from './admin.ts';
import { FulfilRequest } from './admin-orders.ts';
import { Language, Money, str } from './common.ts';
import { Carrier } from './order-tracking.ts';
import { OrderCode } from './orders.ts';

/** Why a shopper sends a line back (API.md "Returns"); DAMAGED and WRONG_ITEM are the shop's fault. */
export const RETURN_REASONS = [
  'TOO_SMALL',
  'TOO_LARGE',
  'FIT',
  'NOT_AS_PICTURED',
  'QUALITY',
  'DAMAGED',
  'WRONG_ITEM',
  'CHANGED_MIND',
] as const;
export const ReturnReason = z.enum(RETURN_REASONS).meta({ id: 'ReturnReason' });
export type ReturnReason = z.infer<typeof ReturnReason>;
/**
 * The reasons whose return gives the shipping back (the shop sent the wrong or a faulty item) while
 * the shop's refundShipping setting is 'faulty'.
 */
export const SHIPPING_REFUND_REASONS: readonly ReturnReason[] = ['DAMAGED', 'WRONG_ITEM'];

export const RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'IN_TRANSIT',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
export const ReturnStatus = z.enum(RETURN_STATUSES).meta({ id: 'ReturnStatus' });
export type ReturnStatus = z.infer<typeof ReturnStatus>;

/** Why a line may not be returned (more of it). */
export const NOT_RETURNABLE = ['NOT_DELIVERED', 'FINAL_SALE', 'WINDOW_CLOSED', 'RETURNED'] as const;
export const NotReturnable = z.enum(NOT_RETURNABLE).meta({ id: 'NotReturnable' });
export type NotReturnable = z.infer<typeof NotReturnable>;

export const ReturnCode = str()
  .trim()
  .toUpperCase()
  .regex(/^R-[A-Z0-9]{4}-[A-Z0-9]{4}$/, 'Invalid return code');
export const ReturnCodeParams = z.object({ code: ReturnCode });

/** Another size or colour of the line's product the shopper may exchange for. */
export const ExchangeOption = z.object({
  sku: str(),
  color: str(),
  size: str(),
  inStock: z.number().int(),
});

export const ReturnableLine = z
  .object({
    orderItemId: z.number().int(),
    name: str(),
    color: str(),
    size: str(),
    imageUrl: str(),
    qty: z.number().int(),
    /** Units that may still be asked back; 0 with `notReturnable` saying why. */
    returnableQty: z.number().int(),
    notReturnable: NotReturnable.nullable(),
    /** What a unit refunds, tax and discount included, in `currency`. */
    unitRefund: Money,
    exchangeOptions: z.array(ExchangeOption),
  })
  .meta({ id: 'ReturnableLine' });
export const Returnable = z
  .object({
    orderCode: str(),
    currency: str(),
    /** The last day of the window (ISO), once the order is delivered. */
    returnBy: str().nullable(),
    lines: z.array(ReturnableLine),
  })
  .meta({ id: 'Returnable' });
export type Returnable = z.infer<typeof Returnable>;

const PhotoId = str().regex(/^[0-9a-f]{24}$/, 'Upload the photo first');
/** A return line's photo, uploaded before the return is asked for. */
export const ReturnPhoto = z.object({ id: PhotoId, url: str() }).meta({ id: 'ReturnPhoto' });
export type ReturnPhoto = z.infer<typeof ReturnPhoto>;

export const ReturnLineRequest = z.object({
  orderItemId: z.number().int().positive().max(2_147_483_647),
  qty: z.number().int().min(1).max(99),
  reason: ReturnReason,
  comment: str().trim().max(1000, 'Maximum 1000 characters').default(''),
  photo: PhotoId.optional().meta({ description: 'A picture uploaded through the media upload' }),
  exchangeSku: str()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .meta({ description: 'Another size or colour of the same product, reserved at once' }),
});
export const CreateReturnRequest = z
  .object({
    orderCode: OrderCode,
    lines: z.array(ReturnLineRequest).min(1, 'Choose what to return').max(50),
  })
  .meta({ id: 'CreateReturnRequest' });
export type CreateReturnRequest = z.infer<typeof CreateReturnRequest>;
/** What the lines asked back for a refund would give, before the return is asked for. */
export const ReturnEstimate = z
  .object({
    currency: str(),
    /** The refunded lines' and the cheaper exchanges' difference, as the return will say. */
    refundEstimate: Money,
    /** What exchanges for dearer sizes cost more, paid once the return is received. */
    exchangeCost: Money,
  })
  .meta({ id: 'ReturnEstimate' });
export type ReturnEstimate = z.infer<typeof ReturnEstimate>;

export const RETURN_EVENT_TYPES = [
  'requested',
  'approved',
  'rejected',
  'in_transit',
  'received',
  'refunded',
  'exchange_shipped',
  'cancelled',
] as const;
export const ReturnEvent = z
  .object({
    at: str(),
    type: z.enum(RETURN_EVENT_TYPES),
    actor: z.enum(['staff', 'shopper', 'system']),
    data: z.record(str(), z.unknown()),
  })
  .meta({ id: 'ReturnEvent' });
export type ReturnEvent = z.infer<typeof ReturnEvent>;

const Tracking = z.object({
  carrier: Carrier,
  trackingNumber: str(),
  trackingUrl: str().nullable(),
});

export const ReturnLine = z
  .object({
    id: z.number().int(),
    orderItemId: z.number().int(),
    name: str(),
    color: str(),
    size: str(),
    imageUrl: str(),
    qty: z.number().int(),
    reason: ReturnReason,
    comment: str(),
    photoUrl: str().nullable(),
    exchange: z
      .object({
        sku: str(),
        color: str(),
        size: str(),
        status: z.enum(['reserved', 'released', 'shipped']),
        shipment: Tracking.nullable(),
      })
      .nullable(),
    received: z.object({
      restocked: z.number().int(),
      damaged: z.number().int(),
      notRestocked: z.number().int(),
    }),
  })
  .meta({ id: 'ReturnLine' });

export const Return = z
  .object({
    code: str(),
    orderCode: str(),
    status: ReturnStatus,
    /** What staff said on approving or rejecting it. */
    message: str(),
    createdAt: str(),
    currency: str(),
    lines: z.array(ReturnLine),
    /**
     * What its refunded lines give back, tax and discount included (before shipping, bonus), and
     * what its exchanges for cheaper variants give back (the difference of their prices).
     */
    refundEstimate: Money,
    /** What its exchanges for dearer variants cost more: asked once the return is received. */
    exchangeCost: Money,
    /** What the shopper owes now for a dearer exchange, paid on the order page; it ships after. */
    toPay: Money.nullable(),
    refund: z.object({ amount: Money, to: z.enum(['original', 'credit']), at: str() }).nullable(),
    tracking: Tracking.nullable(),
    /** The printable slip, once approved and until received. */
    slipUrl: str().nullable(),
    timeline: z.array(ReturnEvent),
  })
  .meta({ id: 'Return' });
export type Return = z.infer<typeof Return>;

// The returns desk (ADMIN-API.md "Returns"): amounts in the order's minor unit, as the back office has them.

export const AdminReturnsQuery = z.object({
  status: ReturnStatus.optional(),
  q: str().trim().min(1).max(100).optional().meta({
    description: 'A return code or its start, an order code or its start, an email or its start',
  }),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuery>;

export const AdminReturnRow = z
  .object({
    code: str(),
    orderCode: str(),
    status: ReturnStatus,
    email: str(),
    name: str(),
    units: z.number().int(),
    exchanges: z.number().int(),
    createdAt: str(),
  })
  .meta({ id: 'AdminReturnRow' });
export const AdminReturnPage = cursorPage(AdminReturnRow).meta({ id: 'AdminReturnPage' });

export const AdminReturn = z
  .object({
    code: str(),
    status: ReturnStatus,
    message: str(),
    createdAt: str(),
    order: z.object({
      code: str(),
      status: str(),
      name: str(),
      email: str(),
      lang: Language,
      currency: str(),
      paidCents: z.number().int(),
      refundedCents: z.number().int(),
    }),
    lines: z.array(ReturnLine.extend({ refundCents: z.number().int() })),
    /** What a refund now gives back for the units received, and the shipping it may add. */
    refundableCents: z.number().int(),
    shippingCents: z.number().int(),
    /**
     * Store credit's bonus (the shop's setting) and what it adds to the refund, without and with
     * the shipping; null for a guest's order, which has no account to credit.
     */
    creditBonus: z
      .object({
        percent: z.number().int(),
        cents: z.number().int(),
        withShippingCents: z.number().int(),
      })
      .nullable(),
    /**
     * What its exchanges for dearer sizes cost more, owed from the receipt on (the order's
     * balance, paid by the shopper on the order page) and whether it is paid: the exchange ships
     * once it is.
     */
    exchangeDue: z.object({ cents: z.number().int(), paid: z.boolean() }).nullable(),
    refund: z
      .object({
        amountCents: z.number().int(),
        bonusCents: z.number().int(),
        to: z.enum(['original', 'credit']),
        at: str(),
      })
      .nullable(),
    tracking: Tracking.nullable(),
    timeline: z.array(ReturnEvent.extend({ staffEmail: str().nullable() })),
  })
  .meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof AdminReturn>;

/** The desk's queues, and how many returns wait in each; a count stops at RETURN_QUEUE_CAP. */
export const RETURN_QUEUES = ['REQUESTED', 'APPROVED', 'IN_TRANSIT', 'RECEIVED', 'CLOSED'] as const;
export const RETURN_QUEUE_CAP = 1000;
export const AdminReturnQueues = z
  .object(
    Object.fromEntries(RETURN_QUEUES.map((s) => [s, z.number().int()])) as {
      [S in (typeof RETURN_QUEUES)[number]]: z.ZodNumber;
    },
  )
  .meta({ id: 'AdminReturnQueues' });
export type AdminReturnQueues = z.infer<typeof AdminReturnQueues>;

export const AdminReturnParams = z.object({ code: ReturnCode });
export const ReturnDecisionRequest = z
  .object({ message: str().trim().max(1000, 'Maximum 1000 characters').default('') })
  .meta({ id: 'ReturnDecisionRequest' });
export const ReturnTrackingRequest = FulfilRequest.pick({
  carrier: true,
  trackingNumber: true,
}).meta({ id: 'ReturnTrackingRequest' });
export const RETURN_CONDITIONS = ['restock', 'damaged', 'not_restocked'] as const;
export const ReceiveReturnRequest = z
  .object({
    lines: z
      .array(
        z.object({
          id: z.number().int().positive().max(2_147_483_647),
          qty: z.number().int().min(1).max(99),
          condition: z.enum(RETURN_CONDITIONS),
        }),
      )
      .min(1, 'Name the units received')
      .max(200),
  })
  .meta({ id: 'ReceiveReturnRequest' });
export type ReceiveReturnRequest = z.infer<typeof ReceiveReturnRequest>;
export const ReturnRefundRequest = z
  .object({
    to: z.enum(['original', 'credit']),
    amountCents: z.number().int().positive().max(100_000_000).optional().meta({
      description: 'Less than the lines are worth (a fee kept); never more',
    }),
    shipping: z.boolean().default(false).meta({
      description: "Give the shipping back too, as the shop's refundShipping setting allows",
    }),
  })
  .meta({ id: 'ReturnRefundRequest' });
export type ReturnRefundRequest = z.infer<typeof ReturnRefundRequest>;
