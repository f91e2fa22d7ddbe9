import { z } from 'zod';
import { Names, translated } from './admin-catalog.ts';
import { str } from './common.ts';
import { knownCurrencies } from './markets.ts';

// The back office's membership plans (ADMIN-API.md "Shop settings": /api/admin/plans).

/**
 * on_sale: listed in the shop and bought there. hidden: not sold any more, its members keep
 * renewing. off: not sold, and its members' plans end when their paid month does (no renewal).
 */
export const PLAN_STATUSES = ['on_sale', 'hidden', 'off'] as const;
export const PlanStatus = z.enum(PLAN_STATUSES).meta({ id: 'PlanStatus' });
export type PlanStatus = z.infer<typeof PlanStatus>;

const Minor = z.number().int().min(0).max(10_000_000);
/**
 * A month's price per currency in its minor unit: USD, the base price, always; another fixed for
 * its market's currency, where a currency without one converts the base price.
 */
export const PlanPrices = z
  .object({ USD: Minor })
  .catchall(Minor)
  .superRefine(knownCurrencies)
  .meta({ id: 'PlanPrices' });

export const PlanPerks = z
  .object({
    memberPercent: z.number().int().min(0).max(90).meta({ description: 'Off every item' }),
    monthlyCreditCents: Minor.meta({ description: 'Store credit each paid month' }),
    /** What the plan card lists, one perk per line. */
    description: translated(str().trim().min(1, 'Required').max(1000)),
  })
  .meta({ id: 'PlanPerks' });

export const AdminPlan = z
  .object({
    id: z.number().int(),
    name: Names,
    prices: PlanPrices,
    perks: PlanPerks,
    status: PlanStatus,
    /** Accounts on the plan now (paid months not yet over). */
    members: z.number().int(),
    /** The free plan every account falls back to: always on sale, always free. */
    free: z.boolean(),
  })
  .meta({ id: 'AdminPlan' });
export type AdminPlan = z.infer<typeof AdminPlan>;

const PlanFields = z.object({
  name: Names,
  prices: PlanPrices,
  perks: PlanPerks,
  status: PlanStatus,
});
export const PlanCreate = PlanFields.extend({ status: PlanStatus.default('on_sale') }).meta({
  id: 'PlanCreate',
});
export type PlanCreate = z.infer<typeof PlanCreate>;
export const PlanPatch = PlanFields.partial().meta({ id: 'PlanPatch' });
export type PlanPatch = z.infer<typeof PlanPatch>;
