import { z } from 'zod';
import { Cursor, cursorPage, PageLimit } from './admin.ts';
import { AdminOrderRow } from './admin-orders.ts';
import { str } from './common.ts';
import { ReviewReply } from './catalog.ts';
import { ReturnReason } from './returns.ts';

// The back office's customers, review moderation and dashboard (ADMIN-API.md "Orders and
// customers").

export const AdminCustomersQuery = z.object({
  q: str().trim().min(1).max(100).optional().meta({ description: 'An email (or its start)' }),
  cursor: Cursor.optional(),
  limit: PageLimit,
});

export const AdminCustomerRow = z
  .object({
    id: z.number().int(),
    email: str(),
    name: str(),
    plan: str(),
    createdAt: str(),
    orders: z.number().int(),
    spendCents: z.number().int().meta({
      description:
        "Paid, less refunded, over all their orders: in US dollars (BASE_CURRENCY), each order at its market's rate when it was placed",
    }),
    creditCents: z.number().int(),
  })
  .meta({ id: 'AdminCustomerRow' });
export const AdminCustomerPage = cursorPage(AdminCustomerRow).meta({ id: 'AdminCustomerPage' });

/** order: spent on an order; order_return: given back when it is cancelled; refund: a refund to credit. */
export const CREDIT_REASONS = [
  'referral',
  'referral_reversal',
  'adjustment',
  'order',
  'order_return',
  'refund',
] as const;
export const CreditLedgerEntry = z
  .object({
    id: z.number().int(),
    at: str(),
    deltaCents: z.number().int(),
    balanceAfterCents: z.number().int(),
    reason: z.enum(CREDIT_REASONS),
    note: str(),
    orderCode: str().nullable(),
    staffEmail: str().nullable(),
  })
  .meta({ id: 'CreditLedgerEntry' });

export const AdminCustomer = AdminCustomerRow.extend({
  /** Their 50 newest orders. */
  recentOrders: z.array(AdminOrderRow),
  /** Their 100 newest credit changes. */
  creditHistory: z.array(CreditLedgerEntry),
}).meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const CreditAdjustRequest = z
  .object({
    amountCents: z
      .number()
      .int()
      .min(-100_000_000)
      .max(100_000_000)
      .refine((n) => n !== 0, 'Give an amount other than 0'),
    reason: str().trim().min(1, 'Say why').max(500, 'Maximum 500 characters'),
  })
  .meta({ id: 'CreditAdjustRequest' });
export type CreditAdjustRequest = z.infer<typeof CreditAdjustRequest>;

/** pending: waiting for staff to publish it, when the shop holds reviews for approval. */
export const REVIEW_STATUSES = ['published', 'hidden', 'pending'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES).meta({ id: 'ReviewStatus' });
export type ReviewStatus = z.infer<typeof ReviewStatus>;
export const AdminReviewsQuery = z.object({
  status: ReviewStatus.optional(),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export const AdminReview = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    productName: str(),
    name: str(),
    rating: z.number().int(),
    comment: str(),
    imageUrl: str().nullable(),
    status: ReviewStatus,
    createdAt: str(),
    reply: ReviewReply.nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewPage = cursorPage(AdminReview).meta({ id: 'AdminReviewPage' });
export const ReviewModeration = z
  .object({
    status: ReviewStatus.exclude(['pending']).optional(),
    removeImage: z.boolean().optional(),
    /** The shop's public answer under the review; null takes it away. */
    reply: str()
      .trim()
      .min(1, 'Required')
      .max(2000, 'At most 2000 characters')
      .nullable()
      .optional(),
  })
  .refine(
    (v) => v.status !== undefined || v.removeImage === true || v.reply !== undefined,
    'Nothing to change',
  )
  .meta({ id: 'ReviewModeration' });
export type ReviewModeration = z.infer<typeof ReviewModeration>;

export const DashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
/** Units sold in the period and how many of them were asked back (not rejected or cancelled). */
const Rate = { sold: z.number().int(), returned: z.number().int() };
/**
 * What comes back, of the orders placed in the period: the products returned most (with the
 * reason given most), each size, and each reason's share of all units sold.
 */
export const ReturnRates = z
  .object({
    ...Rate,
    byProduct: z.array(
      z.object({
        productId: z.number().int(),
        name: str(),
        ...Rate,
        topReason: ReturnReason,
      }),
    ),
    bySize: z.array(z.object({ size: str(), ...Rate })),
    byReason: z.array(z.object({ reason: ReturnReason, returned: z.number().int() })),
  })
  .meta({ id: 'ReturnRates' });
export type ReturnRates = z.infer<typeof ReturnRates>;
export const Dashboard = z
  .object({
    days: z.number().int(),
    /** Orders placed in the period and not cancelled: their totals less refunds. */
    salesCents: z.number().int(),
    orders: z.number().int(),
    averageOrderCents: z.number().int(),
    toShip: z.number().int(),
    cashToCollect: z.object({ orders: z.number().int(), cents: z.number().int() }),
    lowStock: z.array(
      z.object({ sku: str(), productId: z.number().int(), name: str(), stock: z.number().int() }),
    ),
    topProducts: z.array(
      z.object({
        productId: z.number().int(),
        name: str(),
        units: z.number().int(),
        salesCents: z.number().int(),
      }),
    ),
    returns: ReturnRates,
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof Dashboard>;
