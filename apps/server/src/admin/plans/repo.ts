import { LANGUAGES, type AdminPlan, type PlanCreate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { SILVER_PLAN_ID } from '../../modules/subscriptions/billing.ts';

interface PlanRow {
  id: number;
  name: string;
  priceCents: number;
  memberPercent: number;
  monthlyCreditCents: number;
  /** Prices fixed in other currencies than the base's. */
  prices: Record<string, number>;
  status: AdminPlan['status'];
  members: number;
  texts: { lang: string; name: string | null; description: string | null }[] | null;
}

const textOf = (texts: PlanRow['texts'], key: 'name' | 'description') =>
  Object.fromEntries((texts ?? []).filter((t) => t[key]).map((t) => [t.lang, t[key]])) as Partial<
    AdminPlan['name']
  >;

const out = (row: PlanRow): AdminPlan => ({
  id: row.id,
  // plans.name is the English name (045_plan_admin.sql).
  name: { ...textOf(row.texts, 'name'), en: row.name },
  prices: { ...row.prices, USD: row.priceCents },
  perks: {
    memberPercent: row.memberPercent,
    monthlyCreditCents: row.monthlyCreditCents,
    description: { en: '', ...textOf(row.texts, 'description') },
  },
  status: row.status,
  members: row.members,
  free: row.id === SILVER_PLAN_ID,
});

/** Every plan, cheapest first, with its texts and how many accounts are on it. */
export async function adminPlans(q: Queryable, id?: number, lock = false) {
  const rows = await q.query<PlanRow>(
    `select p.id, p.name, p.price_cents as "priceCents", p.member_percent as "memberPercent",
            p.monthly_credit_cents as "monthlyCreditCents", p.status,
            (select coalesce(jsonb_object_agg(f.currency, f.price_cents), '{}') from plan_prices f
              where f.plan_id = p.id) as prices,
            (select count(*)::int from users u where u.plan_id = p.id) as members,
            (select json_agg(json_build_object('lang', t.lang, 'name', t.name,
                                               'description', t.description))
               from plan_texts t where t.plan_id = p.id) as texts
       from plans p where $1::int is null or p.id = $1
      order by p.price_cents, p.id ${lock ? 'for update of p' : ''}`,
    [id ?? null],
  );
  return rows.map(out);
}

/**
 * Writes a plan whole: its row, its prices fixed in other currencies than the base's, and one text
 * row per language that has a name or a description.
 */
export async function writePlan(q: Queryable, id: number | null, plan: PlanCreate) {
  const values = [
    plan.name.en,
    plan.prices.USD,
    plan.perks.memberPercent,
    plan.perks.monthlyCreditCents,
    plan.status,
  ];
  const [row] = id
    ? await q.query<{ id: number }>(
        `update plans set name = $2, price_cents = $3, member_percent = $4,
           monthly_credit_cents = $5, status = $6 where id = $1 returning id`,
        [id, ...values],
      )
    : await q.query<{ id: number }>(
        `insert into plans (name, price_cents, member_percent, monthly_credit_cents, status)
         values ($1, $2, $3, $4, $5) returning id`,
        values,
      );
  const { USD: _, ...fixed } = plan.prices;
  await q.query('delete from plan_prices where plan_id = $1', [row!.id]);
  await q.query(
    `insert into plan_prices (plan_id, currency, price_cents)
     select $1, key, value::int from jsonb_each_text($2::jsonb)`,
    [row!.id, JSON.stringify(fixed)],
  );
  const texts = LANGUAGES.map((lang) => ({
    lang,
    name: plan.name[lang] ?? null,
    description: plan.perks.description[lang] ?? null,
  })).filter((t) => t.name || t.description);
  await q.query('delete from plan_texts where plan_id = $1', [row!.id]);
  await q.query(
    `insert into plan_texts (plan_id, lang, name, description)
     select $1, t.lang, t.name, t.description
       from json_to_recordset($2::json) as t(lang text, name text, description text)`,
    [row!.id, JSON.stringify(texts)],
  );
  return row!.id;
}
