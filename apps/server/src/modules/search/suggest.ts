import { SUGGEST_MIN_LENGTH, type Language, type Suggestions } from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import type { Market } from '../markets/repo.ts';
import { sellingMarket } from '../markets/prices.ts';
import { cardColumns, toCard, type CardRow } from '../products/cards.ts';
import { pricingAt } from '../products/pricing.ts';
import { LISTED, Params } from '../products/sql.ts';
import { planSearch, searchTerms, textMatch } from './match.ts';

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 5;

async function suggestProducts(
  db: Queryable,
  lang: Language,
  q: string,
  market: Market,
  now: Date,
) {
  const params = new Params();
  const [plan, pricing] = await Promise.all([planSearch(db, lang, q), pricingAt(db, now)]);
  const match = textMatch(params, plan);
  if (!match) return [];
  const rows = await db.query<CardRow>(
    `select ${cardColumns(pricing, market.currency)} from products p join product_texts t on t.product_id = p.id
      where ${match.where} and ${LISTED} order by ${match.rank()} desc, p.id limit ${SUGGESTED_PRODUCTS}`,
    params.values,
  );
  return rows.map((row) => toCard(row, market));
}

/** Categories whose name in `lang` contains every term, or resembles it despite a typo. */
async function suggestCategories(db: Queryable, lang: Language, q: string) {
  const terms = searchTerms(q);
  if (!terms.length) return [];
  return db.query<{ id: number; name: string }>(
    `select n.category_id as id, n.name from category_names n
      where n.lang = $1
        and (select bool_and(n.name ilike '%' || term || '%' or (length(term) >= 3 and term <% n.name))
               from unnest($2::text[]) as term)
      order by word_similarity($3, n.name) desc, n.category_id
      limit ${SUGGESTED_CATEGORIES}`,
    [lang, terms, terms.join(' ')],
  );
}

/**
 * The search box's suggestions, priced in the market of code `marketCode`; a query shorter than
 * two characters suggests nothing.
 */
export async function suggest(
  db: Db,
  lang: Language,
  q: string,
  marketCode: string,
  now: Date,
): Promise<Suggestions> {
  const market = await sellingMarket(db, marketCode);
  const priced = { currency: market.currency, market: market.code };
  if ([...q].length < SUGGEST_MIN_LENGTH) return { products: [], categories: [], ...priced };
  const [products, categories] = await Promise.all([
    suggestProducts(db, lang, q, market, now),
    suggestCategories(db, lang, q),
  ]);
  return { products, categories, ...priced };
}
