import { z } from 'zod';
import { AdminProductQuery, ProductStatus } from './admin-catalog.ts';
import { Id, str } from './common.ts';

// Bulk work on the product list (ADMIN-API.md "Catalog"): POST /api/admin/products/bulk previews
// or applies one action to many products; POST /api/admin/products/{id}/duplicate copies one.

/** The most products one bulk action touches: more is refused, asking for a narrower filter. */
export const BULK_LIMIT = 1000;
/** How many products a preview lists with their before and after (the counts cover them all). */
export const BULK_PREVIEW_ROWS = 20;

/** The list's filters, as the list's address carries them (no page). */
export const BulkFilter = AdminProductQuery.omit({ cursor: true, limit: true });
export type BulkFilter = z.infer<typeof BulkFilter>;

export const BulkSelection = z.union([
  z.object({ ids: z.array(Id).min(1).max(BULK_LIMIT) }).strict(),
  z.object({ filter: BulkFilter }).strict(),
]);
export type BulkSelection = z.infer<typeof BulkSelection>;

/**
 * How a changed price is rounded: to the cent, to a whole unit, or to the nearest price ending
 * in .99 (never under 0.99).
 */
export const PRICE_ROUNDINGS = ['cent', 'whole', 'x99'] as const;

export const BulkAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('publish') }),
  z.object({ type: z.literal('archive') }),
  z.object({ type: z.literal('move'), categoryId: Id }),
  z.object({
    type: z.literal('price'),
    /** Up or down by a share of each variant's price: -90 to +500. */
    percent: z.number().min(-90).max(500).optional(),
    /** Up or down by an amount in minor units. */
    amountMinor: z.number().int().min(-100_000_000).max(100_000_000).optional(),
    round: z.enum(PRICE_ROUNDINGS).default('cent'),
  }),
]);
export type BulkAction = z.infer<typeof BulkAction>;
export type BulkActionType = BulkAction['type'];

/** A product as the preview found it: applying refuses when any of them changed since. */
const Seen = z.object({ id: z.number().int(), version: z.number().int() });

export const BulkRequest = z
  .object({
    selection: BulkSelection,
    action: BulkAction,
    /** True: answer what the action would do and write nothing. */
    preview: z.boolean().default(false),
    /** The preview's `seen`: when given, the action applies only to exactly these versions. */
    expected: z.array(Seen).max(BULK_LIMIT).optional(),
  })
  .superRefine((body, ctx) => {
    const { action } = body;
    if (action.type !== 'price') return;
    const given = [action.percent, action.amountMinor].filter((v) => v !== undefined);
    if (given.length !== 1 || given[0] === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: 'Give a percentage or an amount, not zero',
      });
    }
  })
  .meta({ id: 'AdminBulkRequest' });
export type BulkRequest = z.infer<typeof BulkRequest>;

/** What the preview shows of a product before and after: the fields a bulk action changes. */
export const BulkSummary = z.object({
  status: ProductStatus,
  categoryId: z.number().int(),
  /** The lowest and highest variant price, in minor units. */
  minPriceCents: z.number().int(),
  maxPriceCents: z.number().int(),
  /** Variants with a compare-at price. */
  compareAt: z.number().int(),
});
export type BulkSummary = z.infer<typeof BulkSummary>;

export const BulkResult = z
  .object({
    preview: z.boolean(),
    /** Products selected. */
    selected: z.number().int(),
    /** Of them, those the action changes (the others already are as asked). */
    changed: z.number().int(),
    /** Compare-at prices removed because the new price reached them. */
    compareAtCleared: z.number().int(),
    /**
     * Prices fixed in other currencies of the changed products: a percentage changes them by the
     * same share (rounded in each currency's unit); an amount is in the base currency and leaves
     * them as they are.
     */
    fixedPrices: z.number().int(),
    /** The first BULK_PREVIEW_ROWS changed products. */
    items: z.array(
      z.object({ id: z.number().int(), name: str(), before: BulkSummary, after: BulkSummary }),
    ),
    /** Every selected product's version as read: send it back as `expected` to apply. */
    seen: z.array(Seen),
  })
  .meta({ id: 'AdminBulkResult' });
export type BulkResult = z.infer<typeof BulkResult>;
