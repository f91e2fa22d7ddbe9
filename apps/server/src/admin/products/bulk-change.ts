import {
  AdminProductInput,
  type AdminProduct,
  type BulkAction,
  type BulkSummary,
} from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';

/** The contract's highest price (AdminVariant's Cents). */
const MAX_CENTS = 100_000_000;

type PriceAction = Extract<BulkAction, { type: 'price' }>;

const refused = (message: string) => new AppError('VALIDATION', message, { action: message });

/** A variant's price after a price action, rounded as asked; refused below a cent or above the most. */
export function changedPrice(cents: number, action: PriceAction) {
  const raw =
    action.percent !== undefined
      ? (cents * (100 + action.percent)) / 100
      : cents + action.amountMinor!;
  const rounded =
    action.round === 'whole'
      ? Math.round(raw / 100) * 100
      : action.round === 'x99'
        ? Math.max(99, Math.round((raw + 1) / 100) * 100 - 1)
        : Math.round(raw);
  if (raw < 1 || rounded < 1) throw refused('A price would fall to zero or below');
  if (rounded > MAX_CENTS) throw refused('A price would be above the highest allowed');
  return rounded;
}

export interface Plan {
  product: AdminProduct;
  before: AdminProductInput;
  after: AdminProductInput;
  /** Compare-at prices the new price reached, removed. */
  cleared: number;
}

/**
 * The product's document after the action. A price change keeps each compare-at price, except
 * one the new price reaches or passes: the shop shows a compare-at only above the price, so it
 * would sit hidden and come back as a false "was" price after a later decrease.
 */
export function planOf(product: AdminProduct, action: BulkAction): Plan {
  const before = AdminProductInput.parse(product);
  let cleared = 0;
  const after: AdminProductInput =
    action.type === 'publish'
      ? { ...before, status: 'published' }
      : action.type === 'archive'
        ? { ...before, status: 'archived' }
        : action.type === 'move'
          ? { ...before, categoryId: action.categoryId }
          : {
              ...before,
              variants: before.variants.map((variant) => {
                const priceCents = changedPrice(variant.priceCents, action);
                const keep =
                  variant.compareAtPriceCents && variant.compareAtPriceCents > priceCents;
                if (variant.compareAtPriceCents && !keep) cleared++;
                return {
                  ...variant,
                  priceCents,
                  compareAtPriceCents: keep ? variant.compareAtPriceCents : null,
                };
              }),
            };
  return { product, before, after, cleared };
}

export const changes = (plan: Plan) => JSON.stringify(plan.before) !== JSON.stringify(plan.after);

/** The fields a bulk action changes, as the preview and the audit entry show them. */
export function summaryOf(input: AdminProductInput): BulkSummary {
  const prices = input.variants.map((v) => v.priceCents);
  return {
    status: input.status,
    categoryId: input.categoryId,
    minPriceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    compareAt: input.variants.filter((v) => v.compareAtPriceCents).length,
  };
}
