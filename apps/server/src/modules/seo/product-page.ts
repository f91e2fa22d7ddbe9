import { Language } from '@atelier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Market } from '../markets/repo.ts';
import { productDetail } from '../products/detail.ts';
import { productShell } from './product-head.ts';
import { productSeo } from './product-seo.ts';

const MAX_ID = 2_147_483_647;

/**
 * The HTML of /product/{id}: the app shell with the product's head tags, in ?lang= or English,
 * priced in `market`; the plain shell with status 404 for a product that does not exist.
 */
export async function productPage(
  db: Db,
  { shell, publicUrl, now }: { shell: string; publicUrl: string; now: Date },
  id: number,
  langParam: unknown,
  market: Market,
): Promise<{ status: number; html: string }> {
  const lang = Language.safeParse(langParam).data ?? 'en';
  if (id > MAX_ID) return { status: 404, html: shell };
  try {
    const product = await productDetail(db, id, lang, market, now);
    const seo = await productSeo(db, id, lang);
    return { status: 200, html: productShell(shell, product, { publicUrl, lang, seo }) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return { status: 404, html: shell };
    throw error;
  }
}
