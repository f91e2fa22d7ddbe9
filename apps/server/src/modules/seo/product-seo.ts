import type { Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

export interface ProductSeo {
  title?: string;
  description?: string;
}

/**
 * The SEO title and description staff (or an import's SEO Title and SEO Description) gave a
 * product in `lang`: the head shows them over its name and description.
 */
export async function productSeo(q: Queryable, id: number, lang: Language): Promise<ProductSeo> {
  const [row] = await q.query<{ title: string | null; description: string | null }>(
    `select seo_title ->> $2 as title, seo_description ->> $2 as description
       from products where id = $1`,
    [id, lang],
  );
  return { title: row?.title || undefined, description: row?.description || undefined };
}
