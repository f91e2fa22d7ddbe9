import type { MarketCreate, TaxRate } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

/**
 * Market writers take this lock first: one at a time, so the checks that a country is in one
 * market and a code names one market hold until they commit (readers are not held up).
 */
export const lockMarkets = (q: Queryable) =>
  q.query('lock table markets, market_countries in share row exclusive mode');

/** The other markets that list any of `countries`, by country. */
export const holdersOf = (q: Queryable, countries: readonly string[], marketId: number | null) =>
  q.query<{ country: string; name: string }>(
    `select c.country, m.name from market_countries c join markets m on m.id = c.market_id
      where c.country = any($1::text[]) and c.market_id is distinct from $2 order by c.country`,
    [countries, marketId],
  );

export async function codeTaken(q: Queryable, code: string, marketId: number | null) {
  const rows = await q.query('select 1 from markets where code = $1 and id is distinct from $2', [
    code,
    marketId,
  ]);
  return rows.length > 0;
}

/** Writes a market whole: its row, then its countries. A new one goes before the rest of the world. */
export async function writeMarket(q: Queryable, id: number | null, m: MarketCreate) {
  const values = [
    m.code,
    m.name,
    m.currency,
    m.taxMode,
    m.rounding.step,
    m.rounding.ending,
    m.exchangeRate,
    m.paymentMethods,
    m.active,
  ];
  const [row] = id
    ? await q.query<{ id: number }>(
        `update markets set code = $2, name = $3, currency = $4, tax_mode = $5, rounding_step = $6,
           rounding_ending = $7, exchange_rate = $8, payment_methods = $9, active = $10
         where id = $1 returning id`,
        [id, ...values],
      )
    : await q.query<{ id: number }>(
        `with last as (select coalesce(max(position), -1) + 1 as position
                         from markets where not rest_of_world)
         insert into markets (code, name, currency, tax_mode, rounding_step, rounding_ending,
                              exchange_rate, payment_methods, active, position)
         select $1, $2, $3, $4, $5, $6, $7, $8, $9, last.position from last returning id`,
        values,
      );
  if (!id) {
    await q.query(
      `update markets set position = (select max(position) + 1 from markets) where rest_of_world`,
    );
  }
  await q.query('delete from market_countries where market_id = $1', [row!.id]);
  await q.query(`insert into market_countries (country, market_id) select unnest($2::text[]), $1`, [
    row!.id,
    m.countries,
  ]);
  return row!.id;
}

/** The rates table, by country, region and category; region and category only where set. */
export async function taxRates(q: Queryable): Promise<TaxRate[]> {
  const rows = await q.query<{
    country: string;
    region: string;
    category: number | null;
    rate: string;
  }>(
    `select country, region, category_id as category, rate::text as rate from tax_rates
      order by country, region, category_id nulls first`,
  );
  return rows.map(({ country, region, category, rate }) => ({
    country,
    ...(region ? { region } : {}),
    ...(category === null ? {} : { category }),
    rate: Number(rate),
  }));
}

/**
 * The categories among `ids` that exist, locked against deletion until the transaction ends (a
 * rate naming one would otherwise break its foreign key).
 */
export async function existingCategories(q: Queryable, ids: readonly number[]) {
  const rows = await q.query<{ id: number }>(
    'select id from categories where id = any($1::int[]) for key share',
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** Taken before reading the table a replacement starts from: two replacements never interleave. */
export const lockTaxRates = (q: Queryable) =>
  q.query('lock table tax_rates in share row exclusive mode');

/** Replaces the whole table, under lockTaxRates. */
export async function replaceTaxRates(q: Queryable, rates: readonly TaxRate[]) {
  await q.query('delete from tax_rates');
  await q.query(
    `insert into tax_rates (country, region, category_id, rate)
     select r.country, coalesce(r.region, ''), r.category, r.rate
       from json_to_recordset($1::json) as r(country text, region text, category int, rate numeric)`,
    [JSON.stringify(rates)],
  );
}
