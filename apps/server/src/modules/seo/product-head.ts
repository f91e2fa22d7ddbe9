import { LANGUAGES, type Language, type ProductDetail } from '@atelier/contract';
import { currencyDigits } from '../markets/money.ts';
import type { ProductSeo } from './product-seo.ts';

export const HTML_LANG: Record<Language, string> = {
  en: 'en',
  es: 'es',
  cn: 'zh-CN',
  jp: 'ja',
  tw: 'zh-TW',
  fr: 'fr',
};
const DESCRIPTION_LENGTH = 160;

/**
 * A page's address in a language: `?lang=` names it (English is the page's plain address), so
 * that each language has a URL of its own for hreflang and the sitemap, which a crawler can reach
 * without the language cookie. The server draws the page in that language (web/first-screen.ts).
 */
export function pathIn(path: string, lang: Language): string {
  const url = new URL(path, 'http://shop');
  url.searchParams.delete('lang');
  if (lang !== 'en') url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/** A page's canonical address in its language, and its addresses in the others (hreflang). */
export function languageLinks(publicUrl: string, path: string, lang: Language): string[] {
  const urlIn = (l: Language) => escapeHtml(`${publicUrl}${pathIn(path, l)}`);
  return [
    `<link rel="canonical" href="${urlIn(lang)}">`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${HTML_LANG[l]}" href="${urlIn(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${urlIn('en')}">`,
  ];
}

/** The page with `<html lang>` naming the language it is in. */
export const withHtmlLang = (page: string, lang: Language) =>
  page.replace(/<html\b[^>]*>/i, (tag) =>
    tag.replace(/\s+lang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${HTML_LANG[lang]}"`),
  );

/**
 * The shell with its own title and description, and `tags` (links, Open Graph, JSON-LD) in its
 * head; `<html lang>` names its language. Texts are escaped here, tags by their makers.
 */
export function withHead(
  shell: string,
  {
    lang,
    title,
    description,
    tags,
  }: { lang: Language; title: string; description: string; tags: string[] },
): string {
  const all = [`<meta name="description" content="${escapeHtml(description)}">`, ...tags];
  return withHtmlLang(shell, lang)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>\s*/gi, '')
    .replace(/<\/head>/i, () => `${all.join('\n    ')}\n  </head>`);
}

/** The Open Graph tags of a page, escaped. */
export const openGraph = (tags: Record<string, string>) =>
  Object.entries(tags).map(
    ([name, content]) => `<meta property="og:${name}" content="${escapeHtml(content)}">`,
  );

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON for a <script> element: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function summary(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

/** The schema.org Product a search engine reads: price, stock and rating of the product. */
function structuredData(product: ProductDetail, url: string, images: string[]) {
  const prices = product.variants.map((v) => v.sellinglPrice);
  const inStock = product.variants.some((v) => v.stock > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
    sku: product.variants[0]?.sku ?? String(product.id),
    offers: {
      '@type': 'Offer',
      url,
      price: (prices.length ? Math.min(...prices) : product.originalPrice).toFixed(
        currencyDigits(product.currency),
      ),
      priceCurrency: product.currency,
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    },
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
      },
    }),
  };
}

/** The schema.org BreadcrumbList of the page's breadcrumb: its category path, then the product. */
function breadcrumbData(product: ProductDetail, url: string, listingUrl: (id: number) => string) {
  const steps = [
    ...product.categories.map((category) => ({
      name: category.name,
      item: listingUrl(category.id),
    })),
    { name: product.name, item: url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, ...step })),
  };
}

/**
 * The app shell with the product's own title, description, canonical link, Open Graph tags and
 * JSON-LD in its head, every text escaped; its SEO title and description where it has them.
 */
export function productShell(
  shell: string,
  product: ProductDetail,
  { publicUrl, lang, seo = {} }: { publicUrl: string; lang: Language; seo?: ProductSeo },
): string {
  // Each language's page is its own canonical URL, linked to the others, so all get indexed.
  const urlIn = (l: Language) => `${publicUrl}${pathIn(`/product/${product.id}`, l)}`;
  const url = urlIn(lang);
  const listingUrl = (id: number) => `${publicUrl}${pathIn(`/product?category=${id}`, lang)}`;
  const images = product.images.map((image) => new URL(image, `${publicUrl}/`).toString());
  const title = seo.title ?? `${product.name} — Atelier`;
  const description = summary(seo.description ?? product.description);
  const tags = [
    ...languageLinks(publicUrl, `/product/${product.id}`, lang),
    ...openGraph({
      type: 'product',
      title,
      description,
      url,
      ...(images[0] && { image: images[0] }),
    }),
    `<script type="application/ld+json">${scriptJson(structuredData(product, url, images))}</script>`,
    `<script type="application/ld+json">${scriptJson(breadcrumbData(product, url, listingUrl))}</script>`,
  ];
  return withHead(shell, { lang, title, description, tags });
}
