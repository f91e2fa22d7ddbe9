// Merchandising runs on its schedule: the shop shows a banner, deal, collection or the announcement
// only between its start and end, and the flash sale's prices only while it runs — the moment the clock passes a
// start or an end, with nothing written then, though the answers before it were cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, ProductCard, ProductDetail, ProductPage } from '@atelier/contract';
import { startHarness, type Harness } from '../../test/harness.ts';
import { manualClock, signedIn } from '../auth/test-helpers.ts';
import { fillCart, order, type VariantFixture } from '../orders/test-helpers.ts';

const HOUR = 3_600_000;
const clock = manualClock(new Date());
const at = (ms: number) => new Date(clock.now().getTime() + ms);
let h: Harness;
/** A product in the flash sale, with its own discount and a better sale one. */
let sale: { id: number; own: number; flash: number };

beforeAll(async () => {
  h = await startHarness({ products: 20, clock: clock.now });
  const [row] = await h.db.query<{ id: number; own: number; flash: number }>(
    `update products set discount_percentage = 10, flash_discount_percentage = 40
      where id = (select min(id) from products where in_flash_sale)
      returning id, discount_percentage as own, flash_discount_percentage as flash`,
  );
  sale = row!;
  // The sale runs from an hour ago to three hours from now.
  await h.db.query(`update promotions set starts_at = $1, ends_at = $2 where kind = 'flash-sale'`, [
    at(-HOUR),
    at(3 * HOUR),
  ]);
});
afterAll(() => h?.close());

const get = <T>(url: string) => h.app.inject({ url }).then((res) => res.json() as T);
const bannerTitles = () =>
  get<{ title: string }[]>('/api/banners?lang=en').then((b) => b.map((x) => x.title));
const dealTitles = () =>
  get<{ title: string }[]>('/api/v1/deals?lang=en').then((d) => d.map((x) => x.title));
const announced = () =>
  get<{ text: string }[]>('/api/v1/announcement?lang=en').then((a) => a.map((x) => x.text));

describe('the merchandising schedule', () => {
  it('shows a banner and a deal from their start to their end, cached answers included', async () => {
    await h.db.query(
      `with b as (insert into banners (image_url, link, position, starts_at, ends_at)
                  values ('/media/scenes/banners/1.svg', '/product', 99, $1, $2) returning id)
       insert into banner_texts (banner_id, lang, title) select id, 'en', 'Noon banner' from b`,
      [at(HOUR), at(2 * HOUR)],
    );
    await h.db.query(
      `with d as (insert into deals (deal_url, offer_value, link, position, ends_at)
                  values ('/media/scenes/deals/1.svg', 20, '/product', 99, $1) returning id)
       insert into deal_texts (deal_id, lang, title) select id, 'en', 'Until noon' from d`,
      [at(HOUR)],
    );
    expect(await bannerTitles()).not.toContain('Noon banner');
    expect(await dealTitles()).toContain('Until noon');
    const cached = await h.app.inject({ url: '/api/banners?lang=en' });
    expect(cached.headers.etag).toBeDefined();

    clock.advance(HOUR); // the banner starts and the deal ends; nothing is written
    expect(await bannerTitles()).toContain('Noon banner');
    expect(await dealTitles()).not.toContain('Until noon');
    const revalidated = await h.app.inject({
      url: '/api/banners?lang=en',
      headers: { 'if-none-match': cached.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);

    clock.advance(HOUR); // the banner ends
    expect(await bannerTitles()).not.toContain('Noon banner');
  });

  it('prices the sale’s products at the sale discount only while it runs, in every answer', async () => {
    // Two hours into the test, one hour before the sale ends.
    const detail = await get<ProductDetail>(`/api/v1/products/${sale.id}/en`);
    expect(detail.discountPercentage).toBe(sale.flash);
    const variant = detail.variants.find((v) => v.stock >= 2)!;
    expect(variant.sellinglPrice).toBe(
      Math.floor((Math.round(variant.originalPrice * 100) * (100 - sale.flash) + 50) / 100) / 100,
    );
    const section = await get<ProductPage>('/api/v1/products?section=flash-sales&pagesize=50');
    expect(section.content.map((c) => c.id)).toContain(sale.id);
    expect((await h.app.inject({ url: '/api/v1/promotions/flash-sale' })).statusCode).toBe(200);

    const email = 'ada@example.com';
    const cookie = await signedIn(h.app, email);
    const fixture: VariantFixture = {
      sku: variant.sku,
      productId: sale.id,
      variantId: 0,
      stock: variant.stock,
      sellingCents: 0,
    };
    await fillCart(h.app, cookie, email, [[fixture, 1]]);
    const cart = await h.app.inject({
      url: `/api/v1/cart?userId=${encodeURIComponent(email)}&lang=en`,
      headers: { cookie },
    });
    expect(cart.json().productCart[0]).toMatchObject({
      sellingPrice: variant.sellinglPrice,
      discountPercentage: sale.flash,
    });

    clock.advance(HOUR); // the sale ends
    const after = await get<ProductDetail>(`/api/v1/products/${sale.id}/en`);
    expect(after.discountPercentage).toBe(sale.own);
    const regular = after.variants.find((v) => v.sku === variant.sku)!.sellinglPrice;
    expect(regular).toBeGreaterThan(variant.sellinglPrice);
    const empty = await get<ProductPage>('/api/v1/products?section=flash-sales');
    expect(empty.content).toEqual([]);
    expect((await h.app.inject({ url: '/api/v1/promotions/flash-sale' })).statusCode).toBe(404);
    const cards = await get<ProductPage>('/api/v1/products?pagesize=100&sort=price-asc');
    const card = cards.content.find((c: ProductCard) => c.id === sale.id)!;
    expect(card.discountPercentage).toBe(sale.own);
    const prices = cards.content.map((c) => c.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The server prices the order: after the end, the normal price.
    const placed = await order(h.app, cookie);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((placed.json() as Order).orderItems[0]!.sellingPrice).toBe(regular);
  });

  it('shows the announcement from its start to its end, cached answers included', async () => {
    await h.db.query(
      `insert into announcement (link, starts_at, ends_at) values ('/product', $1, $2)
       on conflict (id) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
      [at(HOUR), at(2 * HOUR)],
    );
    await h.db.query(
      `insert into announcement_texts (lang, text) values ('en', 'Free returns from noon')
       on conflict (lang) do update set text = excluded.text`,
    );
    expect(await announced()).toEqual([]);
    const cached = await h.app.inject({ url: '/api/v1/announcement?lang=en' });
    expect(cached.headers.etag).toBeDefined();

    clock.advance(HOUR); // it starts; nothing is written
    const revalidated = await h.app.inject({
      url: '/api/v1/announcement?lang=en',
      headers: { 'if-none-match': cached.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(await announced()).toEqual(['Free returns from noon']);

    clock.advance(HOUR); // it ends
    expect(await announced()).toEqual([]);
    // No bounds: always shown.
    await h.db.query('update announcement set starts_at = null, ends_at = null');
    expect(await announced()).toEqual(['Free returns from noon']);
  });
});
