import type { AdminProduct } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { BASE_CURRENCY, convertPrice } from '../../modules/markets/money.ts';
import { listMarkets, type Market } from '../../modules/markets/repo.ts';
import type { ProductWrite } from './write.ts';

const invalid = (message: string) => new AppError('VALIDATION', message, { variants: message });

/**
 * The currencies a price may be fixed in: those markets sell in, but the base price's own (a
 * fixed USD price would be a second base price). Markets not yet active count: staff price a
 * market before opening it.
 */
export const fixableCurrencies = (markets: readonly Market[]) =>
  new Set(markets.map((m) => m.currency).filter((c) => c !== BASE_CURRENCY));

/** Refuses a price fixed in a currency no market sells in, or a compare-at without its price. */
export async function checkPrices(q: Queryable, items: ProductWrite[]) {
  const given = items.flatMap(({ input }) => input.variants.filter((v) => v.prices));
  if (!given.length) return;
  const currencies = fixableCurrencies(await listMarkets(q));
  for (const v of given) {
    for (const currency of Object.keys(v.prices!)) {
      if (currency === BASE_CURRENCY)
        throw invalid(`${v.sku}: ${currency} is the base price's currency: set the base price`);
      if (!currencies.has(currency)) throw invalid(`${v.sku}: no market sells in ${currency}`);
    }
    for (const currency of Object.keys(v.compareAtPrices ?? {}))
      if (!(currency in v.prices!))
        throw invalid(`${v.sku}: a compare-at price in ${currency} needs a price in ${currency}`);
  }
}

/**
 * The fixed prices of the variants whose document gives them (all of a variant's at once: a
 * currency left out goes back to converted); a variant without `prices` keeps its own. After
 * writeVariants: a new variant's id is read by its SKU.
 */
export async function writePrices(q: Queryable, items: ProductWrite[]) {
  const given = items.flatMap(({ input }) => input.variants.filter((v) => v.prices));
  if (!given.length) return;
  const rows = given.flatMap((v) =>
    Object.entries(v.prices!).map(([currency, price]) => ({
      sku: v.sku,
      currency,
      price,
      compare_at: v.compareAtPrices?.[currency] ?? null,
    })),
  );
  const skus = given.map((v) => v.sku);
  await q.query(
    `delete from variant_prices p using variants v
      where v.id = p.variant_id and v.sku = any($1::text[])
        and not exists (select 1 from json_to_recordset($2::json) as r(sku text, currency text)
                         where r.sku = v.sku and r.currency = p.currency)`,
    [skus, JSON.stringify(rows)],
  );
  if (!rows.length) return;
  // Only rows that change are written: the catalog's version (its cache) follows real changes.
  await q.query(
    `insert into variant_prices (variant_id, currency, price_cents, compare_at_cents)
     select v.id, r.currency, r.price, r.compare_at
       from json_to_recordset($1::json) as r(sku text, currency text, price int, compare_at int)
       join variants v on v.sku = r.sku
     on conflict (variant_id, currency) do update
       set price_cents = excluded.price_cents, compare_at_cents = excluded.compare_at_cents
       where (variant_prices.price_cents, variant_prices.compare_at_cents)
             is distinct from (excluded.price_cents, excluded.compare_at_cents)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Each variant's base prices converted to every currency markets sell in but the base's, for
 * the editor to show beside the fields that fix one. Two markets in one currency: the first's
 * rule (prices are fixed per currency, not per market).
 */
export function withConverted(
  variants: Omit<AdminProduct['variants'][number], 'converted'>[],
  markets: readonly Market[],
): AdminProduct['variants'] {
  const rules = new Map<string, Market>();
  for (const m of markets)
    if (m.currency !== BASE_CURRENCY && !rules.has(m.currency)) rules.set(m.currency, m);
  return variants.map((v) => ({
    ...v,
    converted: Object.fromEntries(
      [...rules].map(([currency, rule]) => [
        currency,
        {
          priceCents: convertPrice(v.priceCents, rule),
          compareAtPriceCents: v.compareAtPriceCents
            ? convertPrice(v.compareAtPriceCents, rule)
            : null,
        },
      ]),
    ),
  }));
}

/**
 * A product as the audit log keeps it: without the converted prices, which follow from the base
 * price and the markets' rates (a change of rate is the market's, not the product's).
 */
export const auditable = (product: AdminProduct) => ({
  ...product,
  variants: product.variants.map(({ converted: _, ...variant }) => variant),
});
