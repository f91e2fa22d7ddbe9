import type { Language, PlanStatus } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { convertPrice, type PriceRule } from '../markets/money.ts';

export interface PlanRow {
  id: number;
  name: string;
  priceCents: number;
  /** Its prices fixed per currency other than the base's. */
  fixed: Record<string, number>;
  description: string;
}

/** A plan's monthly prices fixed per currency other than the base's, as an object. */
export const FIXED_PLAN_PRICES = `(select coalesce(jsonb_object_agg(f.currency, f.price_cents), '{}')
    from plan_prices f where f.plan_id = p.id)`;

/** A plan's monthly price in a market: fixed for its currency, else the base price converted. */
export const planPriceIn = (plan: Pick<PlanRow, 'priceCents' | 'fixed'>, market: PriceRule) =>
  plan.fixed[market.currency] ?? convertPrice(plan.priceCents, market);

/** The plans on sale, named in the language (English where staff left it empty). */
export function listPlans(q: Queryable, lang: Language) {
  return q.query<PlanRow>(
    `select p.id, coalesce(t.name, p.name) as name, p.price_cents as "priceCents",
            ${FIXED_PLAN_PRICES} as fixed, coalesce(t.description, en.description) as description
       from plans p
       left join plan_texts t on t.plan_id = p.id and t.lang = $1
       left join plan_texts en on en.plan_id = p.id and en.lang = 'en'
      where p.status = 'on_sale'
      order by p.price_cents, p.id`,
    [lang],
  );
}

export async function findPlan(q: Queryable, id: number) {
  const [row] = await q.query<{ id: number; priceCents: number; status: PlanStatus }>(
    'select id, price_cents as "priceCents", status from plans where id = $1',
    [id],
  );
  return row;
}
