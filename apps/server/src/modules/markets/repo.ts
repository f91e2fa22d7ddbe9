import type { Queryable } from '../../platform/db.ts';
import type { PriceRule, TaxMode } from './money.ts';

export interface Market extends PriceRule {
  id: number;
  code: string;
  name: string;
  taxMode: TaxMode;
  paymentMethods: ('card' | 'cash')[];
  active: boolean;
  /** The market of every country no other market names. */
  restOfWorld: boolean;
  countries: string[];
}

/** Every market in the staff's order, with its countries (052_markets.sql). */
export async function listMarkets(q: Queryable): Promise<Market[]> {
  const rows = await q.query<
    Omit<Market, 'rounding' | 'exchangeRate'> & {
      step: number;
      ending: number;
      exchangeRate: string;
    }
  >(
    `select m.id, m.code, m.name, m.currency, m.tax_mode as "taxMode", m.rounding_step as step,
            m.rounding_ending as ending, m.exchange_rate::text as "exchangeRate",
            m.payment_methods as "paymentMethods", m.active, m.rest_of_world as "restOfWorld",
            coalesce(array(select c.country from market_countries c
                           where c.market_id = m.id order by c.country), '{}') as countries
       from markets m order by m.position, m.id`,
  );
  return rows.map(({ step, ending, exchangeRate, ...m }) => ({
    ...m,
    exchangeRate: Number(exchangeRate),
    rounding: { step, ending },
  }));
}

/** The market goods sent to `country` are sold in: the one naming it if it sells, else the rest of the world's. */
export function marketOf(markets: readonly Market[], country: string): Market {
  const named = markets.find((m) => m.active && m.countries.includes(country));
  const market = named ?? markets.find((m) => m.restOfWorld);
  if (!market)
    throw new Error(
      'No rest-of-the-world market: 052_markets.sql seeds one and it cannot be deleted',
    );
  return market;
}

/**
 * The tax rate of each product delivered to `country` (and `region`): a rate for the product's
 * category or the nearest of its parents first, then the region's, then the country's, else none.
 */
export async function taxRatesOf(
  q: Queryable,
  to: { country: string; region?: string },
  productIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await q.query<{ id: number; rate: string }>(
    `with recursive chain as (
       select p.id as product_id, p.category_id, 0 as depth from products p where p.id = any($3::int[])
       union all
       select chain.product_id, c.parent_id, chain.depth + 1
         from chain join categories c on c.id = chain.category_id where c.parent_id is not null)
     select p.id, coalesce((
       select r.rate from tax_rates r
         left join chain ch on ch.product_id = p.id and ch.category_id = r.category_id
        where r.country = $1 and r.region in ('', $2)
          and (r.category_id is null or ch.category_id is not null)
        order by r.category_id is null, ch.depth, r.region = '' limit 1), 0)::text as rate
       from products p where p.id = any($3::int[])`,
    [to.country, to.region ?? '', productIds],
  );
  return new Map(rows.map((r) => [r.id, Number(r.rate)]));
}
