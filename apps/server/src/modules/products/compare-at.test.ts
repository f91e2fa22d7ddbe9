import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail, ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { VARIANT_ORDER } from './cards.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 12 });
});
afterAll(() => h?.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

/** A published product with two variants or more, its presented variant first. */
async function product() {
  const rows = await h.db.query<{ id: number; category: number; sku: string; cents: number }>(
    `select p.id, p.category_id as category, v.sku, v.original_price_cents as cents
       from variants v join products p on p.id = v.product_id
       join filter_options c on c.id = v.color_id join filter_options s on s.id = v.size_id
      where p.status = 'published'
        and p.id = (select product_id from variants group by product_id having count(*) > 1
                     order by product_id limit 1)
      order by ${VARIANT_ORDER}`,
  );
  return { id: rows[0]!.id, category: rows[0]!.category, variants: rows };
}

describe('a compare-at price in the shop and the feed', () => {
  it('is shown above a variant’s price, on its card and page, and given as the feed’s price', async () => {
    const { id, category, variants } = await product();
    const [first, second] = variants as [(typeof variants)[0], (typeof variants)[0]];
    // One above its price, one below it (a compare-at price that would make it look dearer).
    await h.db.query(`update variants set compare_at_cents = $2 where sku = $1`, [
      first.sku,
      first.cents + 1500,
    ]);
    await h.db.query(`update variants set compare_at_cents = $2 where sku = $1`, [
      second.sku,
      Math.max(1, second.cents - 100),
    ]);
    await h.db.query(`update products set original_price_cents = $2 where id = $1`, [
      id,
      first.cents,
    ]);

    const page: ProductDetail = (await get(`/api/v1/products/${id}/en`)).json();
    const bySku = new Map(page.variants.map((v) => [v.sku, v]));
    expect(bySku.get(first.sku)!.compareAtPrice).toBe((first.cents + 1500) / 100);
    expect(bySku.get(second.sku)!.compareAtPrice).toBeUndefined();

    const listing: ProductPage = (
      await get(`/api/v1/products?lang=en&category=${category}&pagesize=100`)
    ).json();
    const card = listing.content.find((c: ProductCard) => c.id === id)!;
    expect(card.compareAtPrice).toBe((first.cents + 1500) / 100);

    const xml = (await get('/feeds/google/en.xml')).body;
    const item = (sku: string) =>
      xml.split('<item>').find((i) => i.includes(`<g:id>${sku}</g:id>`))!;
    expect(item(first.sku)).toContain(
      `<g:price>${((first.cents + 1500) / 100).toFixed(2)} USD</g:price>`,
    );
    expect(item(second.sku)).toContain(`<g:price>${(second.cents / 100).toFixed(2)} USD</g:price>`);
  });
});
