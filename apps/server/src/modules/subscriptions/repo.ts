import type { Language, PlanStatus } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface PlanRow {
  id: number;
  name: string;
  priceCents: number;
  description: string;
}

/** The plans on sale, named in the language (English where staff left it empty). */
export function listPlans(q: Queryable, lang: Language) {
  return q.query<PlanRow>(
    `select p.id, coalesce(t.name, p.name) as name, p.price_cents as "priceCents",
            coalesce(t.description, en.description) as description
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
