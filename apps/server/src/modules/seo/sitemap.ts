import { LANGUAGES } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import { LISTED } from '../products/sql.ts';
import { escapeHtml, pathIn } from './product-head.ts';

/** The sitemap protocol's limit of URLs per file; a bigger catalog is split behind an index. */
export const URLS_PER_SITEMAP = 50_000;
const STATIC_PATHS = ['/', '/product'];
const BATCH = 5_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Each page is listed once per language (its own address: ?lang=), so a file holds fewer pages. */
const pagesPerFile = (perFile: number) => Math.max(1, Math.floor(perFile / LANGUAGES.length));

export async function sitemapPages(db: Queryable, perFile = URLS_PER_SITEMAP): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from products p where ${LISTED}`,
  );
  const pages = STATIC_PATHS.length + (row?.count ?? 0);
  return Math.max(1, Math.ceil(pages / pagesPerFile(perFile)));
}

/** The index of the numbered sitemaps, for a catalog past one file. */
export function sitemapIndex(publicUrl: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeHtml(publicUrl)}/sitemap-${i + 1}.xml</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Sitemap number `page` (from 1): the home and listing pages first, then product pages by id,
 * each in every language, read in batches by keyset so memory stays flat however big the catalog is.
 */
export async function* sitemapUrls(
  db: Queryable,
  publicUrl: string,
  page: number,
  perFile = URLS_PER_SITEMAP,
): AsyncGenerator<string> {
  const base = escapeHtml(publicUrl);
  const loc = (path: string) =>
    LANGUAGES.map(
      (lang) => `<url><loc>${base}${escapeHtml(pathIn(path, lang))}</loc></url>\n`,
    ).join('');
  yield `${XML_HEAD}<urlset ${NS}>\n`;
  perFile = pagesPerFile(perFile);
  let remaining = perFile;
  if (page === 1) {
    for (const path of STATIC_PATHS) yield loc(path);
    remaining -= STATIC_PATHS.length;
  }
  // Page 1 holds the static paths, so the products of later pages start that much earlier.
  const before = page === 1 ? 0 : (page - 1) * perFile - STATIC_PATHS.length;
  let after = 0;
  if (before > 0) {
    const [last] = await db.query<{ id: number }>(
      `select id from products p where ${LISTED} order by id offset $1 limit 1`,
      [before - 1],
    );
    if (!last) remaining = 0;
    after = last?.id ?? 0;
  }
  while (remaining > 0) {
    const rows = await db.query<{ id: number }>(
      `select id from products p where id > $1 and ${LISTED} order by id limit $2`,
      [after, Math.min(BATCH, remaining)],
    );
    if (!rows.length) break;
    yield rows.map((row) => loc(`/product/${row.id}`)).join('');
    remaining -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
  yield '</urlset>\n';
}
