import {
  AdminProductInput,
  type AdminProduct,
  type BulkAction,
  type BulkSummary,
} from '@atelier/contract';
import { BASE_CURRENCY, currencyDigits } from '../../modules/markets/money.ts';
import { AppError } from '../../platform/errors.ts';

/** The contract's highest price (AdminVariant's Cents). */
const MAX_CENTS = 100_000_000;

type PriceAction = Extract<BulkAction, { type: 'price' }>;

const refused = (message: string) => new AppError('VALIDATION', message, { action: message });

/**
 * A price after a price action, in `currency`'s minor unit, rounded as asked in that currency's
 * units (a whole yen is 1, and a yen price has no .99 to end in: x99 rounds it to a whole yen);
 * refused below one minor unit or above the most.
 */
export function changedPrice(minor: number, action: PriceAction, currency = BASE_CURRENCY) {
  const unit = 10 ** currencyDigits(currency);
  const raw =
    action.percent !== undefined
      ? (minor * (100 + action.percent)) / 100
      : minor + action.amountMinor!;
  const rounded =
    action.round === 'whole' || (action.round === 'x99' && unit === 1)
      ? Math.round(raw / unit) * unit
      : action.round === 'x99'
        ? Math.max(unit - 1, Math.round((raw + 1) / unit) * unit - 1)
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
  /** Prices fixed in other currencies: a percentage changes them, an amount does not. */
  fixed: number;
}

/**
 * A variant's fixed prices after a percentage change, each compare-at cleared as the base's is.
 * An amount is in the base currency and leaves them: adding $5 to a ¥ price has no meaning, and
 * converting the amount would give each currency an odd step nobody asked for.
 */
function changedFixed(variant: AdminProductInput['variants'][number], action: PriceAction) {
  const prices: Record<string, number> = {};
  const compareAtPrices: Record<string, number> = {};
  let cleared = 0;
  for (const [currency, minor] of Object.entries(variant.prices ?? {})) {
    prices[currency] = changedPrice(minor, action, currency);
    const compareAt = variant.compareAtPrices?.[currency];
    if (compareAt && compareAt > prices[currency]) compareAtPrices[currency] = compareAt;
    else if (compareAt) cleared++;
  }
  return { prices, compareAtPrices, cleared };
}

/**
 * The product's document after the action. A price change keeps each compare-at price, except
 * one the new price reaches or passes: the shop shows a compare-at only above the price, so it
 * would sit hidden and come back as a false "was" price after a later decrease.
 */
export function planOf(product: AdminProduct, action: BulkAction): Plan {
  const before = AdminProductInput.parse(product);
  let cleared = 0;
  const fixed = before.variants.reduce((n, v) => n + Object.keys(v.prices ?? {}).length, 0);
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
                const perCurrency = action.percent !== undefined && changedFixed(variant, action);
                if (perCurrency) cleared += perCurrency.cleared;
                return {
                  ...variant,
                  priceCents,
                  compareAtPriceCents: keep ? variant.compareAtPriceCents : null,
                  ...(perCurrency && {
                    prices: perCurrency.prices,
                    compareAtPrices: perCurrency.compareAtPrices,
                  }),
                };
              }),
            };
  return { product, before, after, cleared, fixed: action.type === 'price' ? fixed : 0 };
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
