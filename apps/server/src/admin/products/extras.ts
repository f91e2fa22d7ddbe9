import type { Queryable } from '../../platform/db.ts';
import type { ProductWrite } from './write.ts';

/**
 * The tags, SEO texts and final-sale mark a document gives; one it leaves out (the editor's tags
 * and SEO texts, an import's final-sale mark) keeps the product's own. Before the texts: their search keywords
 * read the tags (046).
 */
export async function writeExtras(q: Queryable, items: ProductWrite[]) {
  const rows = items.map(({ id, input }) => ({
    id,
    tags: input.tags ?? null,
    seo_title: input.seoTitle ?? null,
    seo_description: input.seoDescription ?? null,
    final_sale: input.finalSale ?? null,
  }));
  await q.query(
    `update products p set tags = coalesce(r.tags, p.tags),
            seo_title = coalesce(r.seo_title, p.seo_title),
            seo_description = coalesce(r.seo_description, p.seo_description),
            final_sale = coalesce(r.final_sale, p.final_sale)
       from json_to_recordset($1::json) as r(id int, tags text[], seo_title jsonb,
                                             seo_description jsonb, final_sale boolean)
      where p.id = r.id and (r.tags is not null or r.seo_title is not null
                             or r.seo_description is not null or r.final_sale is not null)`,
    [JSON.stringify(rows)],
  );
}
