import {
  ProductQuery,
  type Language,
  type ProductCard,
  type ProductSection,
} from '@atelier/contract';
import type { Db, Queryable } from '../../platform/db.ts';
import { priceScale } from '@atelier/contract/market-address';
import type { Market } from '../markets/repo.ts';
import { listProducts } from '../products/listing.ts';
import { shopIdentity, type ShopIdentity } from '../settings/service.ts';
import { pageTexts, type PageTexts } from './page-texts.ts';
import {
  HTML_LANG,
  languageLinks,
  openGraph,
  pathIn,
  scriptJson,
  withHead,
} from './product-head.ts';

/** The key of each home section's title, which heads its listing (web: listing/sectionTitle.ts). */
const SECTION_TITLES: Record<ProductSection, string> = {
  'flash-sales': 'labels.flashSales',
  'best-selling': 'labels.bestSelling',
  explore: 'labels.exploreProducts',
  'new-arrivals': 'labels.newArrivals',
};
/** SPEC §9: the listing's price range tops out at 500 until the shopper moves it (scaled per market). */
const DEFAULT_MAX_PRICE = 500;

interface Page {
  /** The shop as its owner set it: its name titles every page. */
  shop: ShopIdentity;
  publicUrl: string;
  /** The page's address as asked for (path and query). */
  url: string;
  lang: Language;
  /** The market whose prices (and price range) the page shows. */
  market: Pick<Market, 'code' | 'exchangeRate'>;
}

const ldJson = (data: object) =>
  `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`;

/** The home: the shop's own title, and a WebSite whose search a search engine can offer. */
function homeHead(t: PageTexts, { publicUrl, lang, shop }: Page, url: string) {
  const title = t('meta.title', { shop: shop.name });
  const description = t('meta.description', { shop: shop.name });
  const search = new URL(`${publicUrl}${pathIn('/product', lang)}`);
  search.searchParams.set('q', '{search_term_string}');
  const data = {
    '@type': 'WebSite',
    name: shop.name,
    url,
    inLanguage: HTML_LANG[lang],
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: search.href.replace('%7Bsearch_term_string%7D', '{search_term_string}'),
      },
      'query-input': 'required name=search_term_string',
    },
  };
  return { title, description, data };
}

/** The shop itself, as the owner set it: a search engine's knowledge panel reads it. */
function organization(shop: ShopIdentity) {
  return {
    '@type': 'Organization',
    name: shop.name,
    url: `${shop.publicUrl}/`,
    ...(shop.logoUrl && { logo: shop.logoUrl }),
    ...(shop.legalEntity && { legalName: shop.legalEntity }),
    email: shop.supportEmail,
    ...(shop.supportPhone && { telephone: shop.supportPhone }),
    ...(shop.postalAddress.trim() && {
      address: { '@type': 'PostalAddress', streetAddress: shop.postalAddress.trim() },
    }),
  };
}

/** What the listing at `params` shows first, as the web app asks for it; none if it can't be. */
async function firstCards(db: Db, params: URLSearchParams, { lang, market }: Page) {
  const query = ProductQuery.safeParse({
    ...Object.fromEntries(params),
    maxPrice: params.get('maxPrice') ?? DEFAULT_MAX_PRICE * priceScale(market.exchangeRate),
    productId: params.getAll('productId'),
    lang,
    market: market.code,
  });
  if (!query.success) return { query: undefined, cards: [] };
  const cards = await listProducts(db, query.data).then(
    (page) => page.content,
    (): ProductCard[] => [],
  );
  return { query: query.data, cards };
}

/** The category's name in the page's language, for a category named by its id. */
async function categoryName(db: Queryable, ref: string | undefined, lang: Language) {
  if (!ref || !/^\d{1,9}$/.test(ref)) return undefined;
  const [row] = await db.query<{ name: string }>(
    'select name from category_names where category_id = $1 and lang = $2',
    [Number(ref), lang],
  );
  return row?.name;
}

/**
 * A listing: titled as the app titles it (the search, else the category, else the section), and
 * a CollectionPage whose ItemList is the products it shows first.
 */
async function listingHead(db: Db, t: PageTexts, page: Page, url: string) {
  const params = new URL(page.url, 'http://shop').searchParams;
  const { query, cards } = await firstCards(db, params, page);
  const heading =
    (query?.q && t('listing.resultsFor', { q: query.q })) ||
    (await categoryName(db, query?.category, page.lang)) ||
    (query?.section && t(SECTION_TITLES[query.section])) ||
    t('pages.listing');
  const title = `${heading} | ${page.shop.name}`;
  const description = t('meta.listingDescription', { page: heading, shop: page.shop.name });
  const productUrl = (id: number) => `${page.publicUrl}${pathIn(`/product/${id}`, page.lang)}`;
  const data = {
    '@type': 'CollectionPage',
    name: heading,
    url,
    inLanguage: HTML_LANG[page.lang],
    description,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: cards.map((card, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: card.name,
        url: productUrl(card.id),
      })),
    },
  };
  return { title, description, data };
}

/**
 * The shell of the home or a listing with its title, description, language links, Open Graph
 * tags and JSON-LD in the page's language, its texts the web app's own (page-texts.ts).
 */
export async function catalogShell(
  db: Db,
  shell: string,
  where: Omit<Page, 'shop'>,
): Promise<string> {
  const page = { ...where, shop: await shopIdentity(db, where.publicUrl) };
  const t = await pageTexts(page.lang);
  const url = `${page.publicUrl}${pathIn(page.url, page.lang)}`;
  const home = new URL(page.url, 'http://shop').pathname === '/';
  const { title, description, data } = home
    ? homeHead(t, page, url)
    : await listingHead(db, t, page, url);
  const tags = [
    ...languageLinks(page.publicUrl, page.url, page.lang),
    ...openGraph({ type: 'website', site_name: page.shop.name, title, description, url }),
    ldJson(data),
    ...(home ? [ldJson(organization(page.shop))] : []),
  ];
  return withHead(shell, { lang: page.lang, title, description, tags });
}
