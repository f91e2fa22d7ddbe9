import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { appWithClock } from '../auth/test-helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ products: 60 });
});
afterAll(() => h.close());

const cards = async (lang: string) =>
  (await h.app.inject({ url: `/api/v1/products?lang=${lang}&offset=0&pagesize=100` })).json()
    .content as ProductCard[];
const detail = async (id: number, lang: string) =>
  (await h.app.inject({ url: `/api/v1/products/${id}/${lang}` })).json() as ProductDetail;

describe('the variant a product presents', () => {
  it('is the same on its card and on its page: colour, picture, sku and sizes', async () => {
    for (const lang of ['en', 'jp']) {
      const list = await cards(lang);
      expect(list.length).toBe(60);
      for (const card of list) {
        const page = await detail(card.id, lang);
        // The product page preselects the colour of its first variant (features/product/variants.ts).
        const first = page.variants[0]!;
        expect(card, `product ${card.id}`).toMatchObject({
          sku: first.sku,
          color: first.color,
          imageUrl: first.imageUrl ?? page.images[0],
          sizeCount: page.variants.filter((v) => v.color === first.color).length,
        });
      }
    }
  });

  it('does not depend on stock, so a listing kept through orders stays true', async () => {
    const [card] = await cards('en');
    await h.db.query('update variants set stock = 0 where sku = $1', [card!.sku]);
    // A new server has no cached answers: it reads the card afresh.
    const fresh = await appWithClock(h, () => new Date());
    try {
      const res = await fresh.inject({ url: '/api/v1/products?lang=en&offset=0&pagesize=100' });
      expect((res.json().content as ProductCard[])[0]).toEqual(card);
    } finally {
      await fresh.close();
    }
  });
});
