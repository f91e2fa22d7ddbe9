import type { Language, ProductCard } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Market } from '../markets/repo.ts';
import { cardColumns, toCard, type CardRow } from './cards.ts';
import { pricingAt, type Pricing } from './pricing.ts';
import { LISTED } from './sql.ts';

/**
 * Where "Customers Also Bought" finds candidates, best tier first: each query answers (id, tier,
 * score) for the product `me`, at most $2 rows. Products bought together with this one go in front
 * as tier 0 once orders exist; until then, and when orders are few, the strip is filled with the
 * best sellers of the same subcategory, then of the rest of the same top category.
 */
const TIERS = [
  `select other.product_id as id, 0 as tier, count(distinct o.id)::int as score
     from order_items mine
     join orders o on o.id = mine.order_id and o.status in ('PLACED', 'PAID', 'SHIPPED', 'DELIVERED')
     join order_items other on other.order_id = o.id and other.product_id <> mine.product_id
    where mine.product_id = (select id from me)
    group by other.product_id order by score desc, other.product_id limit $2`,
  `select p.id, 1 as tier, p.units_sold as score from products p, me
    where p.category_id = me.category_id and p.id <> me.id and ${LISTED}
    order by p.units_sold desc, p.id limit $2`,
  `select p.id, 2 as tier, p.units_sold as score from products p, me
    where p.top_category_id = me.top_category_id and p.category_id <> me.category_id and ${LISTED}
    order by p.units_sold desc, p.id limit $2`,
];

const alsoBoughtSql = (pricing: Pricing, currency: string) => `
  with me as (select id, category_id, top_category_id from products p where id = $1 and ${LISTED}),
  candidates as (${TIERS.map((tier) => `(${tier})`).join(' union all ')}),
  picked as (
    select id, min(tier) as tier, (array_agg(score order by tier))[1] as score from candidates
     group by id order by min(tier), (array_agg(score order by tier))[1] desc, id limit $2
  )
  select ${cardColumns(pricing, currency)}
    from picked join products p on p.id = picked.id
    join product_texts t on t.product_id = p.id and t.lang = $3
   where ${LISTED}
   order by picked.tier, picked.score desc, p.id`;

export async function alsoBought(
  db: Queryable,
  id: number,
  lang: Language,
  size: number,
  market: Market,
  now: Date,
): Promise<ProductCard[]> {
  const pricing = await pricingAt(db, now);
  const rows = await db.query<CardRow>(alsoBoughtSql(pricing, market.currency), [id, size, lang]);
  if (!rows.length) {
    const [known] = await db.query(`select 1 from products p where id = $1 and ${LISTED}`, [id]);
    if (!known) throw notFound('Product');
  }
  return rows.map((row) => toCard(row, market));
}
