import type { Language } from '@atelier/contract';
import { MARKET_PARAM, marketOfLanguage } from '@atelier/contract/market-address';
import type { Queryable } from '../../platform/db.ts';
import { currencyDigits } from '../markets/money.ts';
import { priceIn, type BasePrice } from '../markets/prices.ts';
import type { Market } from '../markets/repo.ts';
import { LISTED } from '../products/sql.ts';
import { escapeHtml, pathIn } from '../seo/product-head.ts';
import type { Pricing } from '../products/pricing.ts';

/** Products read per query: the feed is written as it is read, so memory stays flat. */
const BATCH = 300;

interface FeedRow extends BasePrice {
  productId: number;
  handle: string;
  sku: string;
  name: string;
  description: string;
  brand: string;
  /** Null for a product sold without colours. */
  color: string | null;
  size: string;
  /** The variant's GTIN, when the shop has one (an import's Barcode). */
  gtin: string | null;
  /** The price staff fixed in the market's currency, if any. */
  fixedMinor: number | null;
  fixedCompareAtMinor: number | null;
  stock: number;
  image: string | null;
  categorySlugs: string[];
}

/** An amount in its minor unit as Google reads it: '50.95 EUR', '9150 JPY'. */
function money(minor: number, currency: string) {
  const digits = currencyDigits(currency);
  return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** A product's page in the feed's language and market (the market named when not the language's). */
function productUrl(publicUrl: string, id: number, lang: Language, market: Market) {
  const url = new URL(pathIn(`/product/${id}`, lang), 'http://shop');
  if (market.code !== marketOfLanguage(lang)) url.searchParams.set(MARKET_PARAM, market.code);
  return `${publicUrl}${url.pathname}${url.search}`;
}

/**
 * Google's apparel attributes from the category path (slugs, top first): the seeded tree's words
 * (women, men, girls, boys, baby, kids) as whole slugs or their last part (`kids-girls`). A
 * category outside these (accessories, shoes, craft) is for adults of any gender.
 */
export function audienceOf(slugs: string[]) {
  const has = (word: string) => slugs.some((s) => s === word || s.endsWith(`-${word}`));
  const gender =
    has('women') || has('girls') ? 'female' : has('men') || has('boys') ? 'male' : 'unisex';
  const ageGroup = has('baby')
    ? 'infant'
    : has('kids') || has('girls') || has('boys')
      ? 'kids'
      : 'adult';
  return { gender, ageGroup };
}

function item(row: FeedRow, lang: Language, publicUrl: string, market: Market) {
  const { gender, ageGroup } = audienceOf(row.categorySlugs);
  const fixed =
    row.fixedMinor === null
      ? undefined
      : { priceMinor: row.fixedMinor, compareAtMinor: row.fixedCompareAtMinor };
  const price = priceIn(market, row, fixed);
  // The compare-at price is the feed's price when there is one, the selling price its sale price.
  const regular = price.compareAtMinor ?? price.regularMinor;
  const tag = (name: string, value: string | number) =>
    `<g:${name}>${escapeHtml(String(value))}</g:${name}>`;
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  return [
    '<item>',
    tag('id', row.sku),
    `<title>${escapeHtml(row.name)}</title>`,
    `<description>${escapeHtml(row.description || row.name)}</description>`,
    `<link>${escapeHtml(productUrl(publicUrl, row.productId, lang, market))}</link>`,
    row.image ? tag('image_link', absolute(row.image)) : '',
    tag('availability', row.stock > 0 ? 'in_stock' : 'out_of_stock'),
    tag('price', money(regular, market.currency)),
    price.sellingMinor < regular
      ? tag('sale_price', money(price.sellingMinor, market.currency))
      : '',
    tag('brand', row.brand),
    row.color ? tag('color', row.color) : '',
    tag('size', row.size),
    row.gtin ? tag('gtin', row.gtin) : '',
    tag('item_group_id', row.handle),
    tag('gender', gender),
    tag('age_group', ageGroup),
    tag('condition', 'new'),
    '</item>\n',
  ].join('');
}

/**
 * The published catalog as a Google Merchant Center feed (RSS 2.0 with the g: namespace), one
 * item per variant in `lang`, priced in `market`'s currency as the shop prices it there: its price
 * is the compare-at price when there is one (else the variant's), its sale price what the shop
 * charges when that is less; the picture is the one of its colour, else the product's first.
 */
export async function* googleFeed(
  q: Queryable,
  lang: Language,
  market: Market,
  publicUrl: string,
  shopName: string,
  pricing: Pricing,
): AsyncGenerator<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${escapeHtml(shopName)}</title>\n<link>${escapeHtml(`${publicUrl}${pathIn('/', lang)}`)}</link>\n` +
    `<description>${escapeHtml(shopName)}</description>\n`
  );
  let after = 0;
  for (;;) {
    const rows = await q.query<FeedRow>(
      `with page as (select p.* from products p where ${LISTED} and p.id > $1 order by p.id limit $3)
       select p.id as "productId", p.handle, v.sku, t.name, t.description, t.brand,
              coalesce(cn.name, c.code) as color, coalesce(sn.name, s.code) as size, v.gtin,
              v.original_price_cents as "priceCents", v.compare_at_cents as "compareAtCents",
              ${pricing.discount} as "discountPercentage",
              f.price_cents as "fixedMinor", f.compare_at_cents as "fixedCompareAtMinor",
              v.stock,
              coalesce((select i.url from product_images i where i.product_id = p.id and i.color_id = v.color_id
                         order by i.position limit 1),
                       (select i.url from product_images i where i.product_id = p.id order by i.position limit 1)) as image,
              (with recursive up as (
                 select id, parent_id, slug, 0 as depth from categories where id = p.category_id
                 union all select k.id, k.parent_id, k.slug, up.depth + 1 from categories k join up on k.id = up.parent_id)
               select array_agg(slug order by depth desc) from up) as "categorySlugs"
         from page p
         join variants v on v.product_id = p.id
         left join variant_prices f on f.variant_id = v.id and f.currency = $4
         join product_texts t on t.product_id = p.id and t.lang = $2
         left join filter_options c on c.id = v.color_id
         left join filter_option_names cn on cn.option_id = c.id and cn.lang = $2
         join filter_options s on s.id = v.size_id
         left join filter_option_names sn on sn.option_id = s.id and sn.lang = $2
        order by p.id, v.position`,
      [after, lang, BATCH, market.currency],
    );
    if (!rows.length) break;
    yield rows.map((row) => item(row, lang, publicUrl, market)).join('');
    after = rows.at(-1)!.productId;
  }
  yield '</channel>\n</rss>\n';
}
