import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, CartSummary, ImportReport, ProductDetail } from '@atelier/contract';
import { readProduct } from '../products/read.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { signedIn } from '../../modules/auth/test-helpers.ts';
import { cartUpdate } from '../../modules/orders/test-helpers.ts';
import { productPage } from '../../modules/seo/product-page.ts';
import { staffSession } from '../test-helpers.ts';
import { fixture, postImport, shopCounts } from './test-helpers.ts';
import { listMarkets } from '../../modules/markets/repo.ts';

// Files in the shapes merchants' Shopify exports have: variants without SKUs, `Default Title`,
// products sold in sizes only, Types the shop lacks or none, tags, SEO, barcodes and weights,
// columns the shop has no place for, and a gift card; in both dialects.

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 4 });
  cookie = (await staffSession(h, 'catalog')).cookie;
  // A server on a seeded database of its own: a minute when the machine is busy.
}, 180_000);
afterAll(() => h?.close());

async function product(handle: string): Promise<AdminProduct> {
  const [row] = await h.db.query<{ id: number }>('select id from products where handle = $1', [
    handle,
  ]);
  if (!row) throw new Error(`no product ${handle}`);
  return (await readProduct(h.db, row.id))!;
}
const categoryPath = async (id: number) => {
  const rows = await h.db.query<{ name: string }>(
    `with recursive up as (select id, parent_id, 0 as depth from categories where id = $1
       union all select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id)
     select n.name from up join category_names n on n.category_id = up.id and n.lang = 'en'
      order by up.depth desc`,
    [id],
  );
  return rows.map((row) => row.name).join(' > ');
};
const detail = async (id: number) =>
  (await h.app.inject({ url: `/api/v1/products/${id}/en` })).json<ProductDetail>();

describe('a merchant’s export in the older dialect', () => {
  let dry: ImportReport;

  it('a dry run names the categories to create and the columns not imported, with no error', async () => {
    const before = await shopCounts(h);
    ({ report: dry } = await postImport(h, cookie, fixture('shopify-merchant-classic.csv'), true));
    expect(dry.errors).toEqual([]);
    expect(dry).toMatchObject({ created: 5, variants: { created: 10 } });
    expect(dry.categoriesToCreate).toEqual(['Unsorted', 'Hoodies', 'Women > Loungewear']);
    expect([...dry.columnsNotImported].sort()).toEqual(
      [
        'Variant Inventory Tracker',
        'Variant Inventory Policy',
        'Variant Fulfillment Service',
        'Variant Requires Shipping',
        'Variant Taxable',
        'Gift Card',
        'Google Shopping / Gender',
        'Variant Weight Unit',
        'Cost per item',
      ].sort(),
    );
    // The gift card is left out, and an internal barcode is no GTIN: said, nothing stopped.
    expect(dry.notices.map((n) => `${n.line} ${n.column}`)).toEqual([
      '4 Variant Barcode',
      '12 Gift Card',
    ]);
    expect(dry.notices[1]!.message).toMatch(/gift card/i);
    expect(await shopCounts(h)).toEqual(before);
  });

  it('imports it as the dry run said, and a second run changes nothing', async () => {
    const { report } = await postImport(h, cookie, fixture('shopify-merchant-classic.csv'), false);
    expect({ ...report, dryRun: true }).toEqual(dry);

    const dress = await product('sand-linen-dress');
    // SKUs made from the handle and the option values; the file's colour order kept.
    expect(dress.variants.map((v) => [v.sku, v.color, v.size, v.grams, v.gtin])).toEqual([
      ['SAND-LINEN-DRESS-SAND-S', 'sand', 'S', 350, '4006381333931'],
      ['SAND-LINEN-DRESS-SAND-M', 'sand', 'M', 360, '4006381333948'],
      ['SAND-LINEN-DRESS-BLACK-S', 'black', 'S', 350, null],
      ['SAND-LINEN-DRESS-BLACK-M', 'black', 'M', 360, null],
    ]);
    expect(dress.options.colors.map((c) => c.code)).toEqual(['sand', 'black']);
    expect([...new Set((await detail(dress.id)).variants.map((v) => v.color))]).toEqual([
      'Sand',
      'Black',
    ]);
    expect(dress.tags).toEqual(['linen', 'summer', 'breezy']);
    expect(dress.seoTitle).toEqual({ en: 'Sand linen dress | Maison Kumo' });
    expect(await categoryPath(dress.categoryId)).toBe('Women > Dresses');

    // Sold in sizes only: no colour invented.
    const tee = await product('merino-crew-tee');
    expect(tee.options.colors).toEqual([]);
    expect(tee.variants.map((v) => [v.sku, v.color, v.size])).toEqual([
      ['MERINO-CREW-TEE-S', '', 'S'],
      ['MERINO-CREW-TEE-M', '', 'M'],
      ['MERINO-CREW-TEE-L', '', 'L'],
    ]);
    // Shopify's Default Title: one variant, one size, no colour; no Type: Unsorted.
    const tote = await product('canvas-tote');
    expect(tote.variants).toMatchObject([{ sku: 'TOTE-01', color: '', size: 'ONE', grams: 400 }]);
    expect(await categoryPath(tote.categoryId)).toBe('Unsorted');
    expect(await categoryPath((await product('alpaca-hoodie')).categoryId)).toBe('Hoodies');
    expect(await categoryPath((await product('silk-lounge-set')).categoryId)).toBe(
      'Women > Loungewear',
    );
    expect(await h.db.query('select 1 from products where handle = $1', ['gift-card'])).toEqual([]);

    const before = await shopCounts(h);
    const again = await postImport(h, cookie, fixture('shopify-merchant-classic.csv'), false);
    expect(again.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 5,
      variants: { created: 0, updated: 0, unchanged: 10, deleted: 0 },
      errors: [],
      categoriesToCreate: [],
    });
    expect(await shopCounts(h)).toEqual({ ...before, audit: before.audit + 1 });
  });

  it('the shop finds a product by its tags, and its page’s head shows its SEO title and description', async () => {
    const found = await h.app.inject({ url: '/api/v1/products?lang=en&q=breezy' });
    expect(found.json<{ content: { name: string }[] }>().content.map((c) => c.name)).toEqual([
      'Sand Linen Dress',
    ]);
    const dress = await product('sand-linen-dress');
    const shell = '<html><head><title>Atelier</title></head><body></body></html>';
    const page = await productPage(
      h.db,
      { shell, publicUrl: 'http://shop.test', now: new Date() },
      dress.id,
      'en',
      (await listMarkets(h.db))[0]!,
    );
    expect(page.html).toContain('<title>Sand linen dress | Maison Kumo</title>');
    expect(page.html).toContain(
      '<meta name="description" content="A washed linen dress with a tie waist.">',
    );
  });

  it('a product sold in sizes only shows sizes alone and goes in the cart', async () => {
    const tee = await product('merino-crew-tee');
    const page = await detail(tee.id);
    expect(page.variants.map((v) => [v.color, v.size])).toEqual([
      ['', 'S'],
      ['', 'M'],
      ['', 'L'],
    ]);
    const ada = await signedIn(h.app, 'ada@example.com');
    const added = await cartUpdate(h.app, ada, {
      userId: 'ada@example.com',
      sku: 'MERINO-CREW-TEE-M',
      productId: tee.id,
      qty: 1,
      action: 'I',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<CartSummary>().productCart).toMatchObject([
      { sku: 'MERINO-CREW-TEE-M', color: '', size: 'M', qty: 1 },
    ]);
  });

  it('the Google feed gives a variant’s GTIN, and no colour for a product without one', async () => {
    const feed = (await h.app.inject({ url: '/feeds/google/en.xml' })).body;
    const item = (sku: string) => feed.split('<item>').find((i) => i.includes(`>${sku}<`)) ?? '';
    expect(item('SAND-LINEN-DRESS-SAND-S')).toContain('<g:gtin>4006381333931</g:gtin>');
    expect(item('SAND-LINEN-DRESS-SAND-S')).toContain('<g:color>Sand</g:color>');
    expect(item('MERINO-CREW-TEE-S')).not.toContain('<g:color>');
  });
});

describe('a merchant’s export in the 2024 dialect', () => {
  it('imports with no error, and a second run changes nothing', async () => {
    const { report } = await postImport(h, cookie, fixture('shopify-merchant-2024.csv'), false);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 3, variants: { created: 7 } });
    expect(report.categoriesToCreate).toEqual(['Trousers']);
    expect(report.columnsNotImported).toEqual(
      expect.arrayContaining([
        'Cost per item',
        'Gift card',
        'Color (product.metafields.shopify.color-pattern)',
        'Weight unit for display',
      ]),
    );
    expect(report.columnsNotImported).not.toContain('Tags');
    expect(report.columnsNotImported).not.toContain('Weight value (grams)');

    const scarf = await product('wool-rib-scarf');
    expect(scarf.variants).toMatchObject([
      { sku: 'WOOL-RIB-SCARF', color: '', size: 'ONE', grams: 220, gtin: '5012345678900' },
    ]);
    // Shopify's taxonomy path: its last step is the shop's Scarves.
    expect(await categoryPath(scarf.categoryId)).toBe('Accessories > Scarves');
    const trouser = await product('cord-trouser');
    expect(trouser.variants.map((v) => [v.sku, v.color, v.size])).toEqual([
      ['CORD-TROUSER-28', '', '28'],
      ['CORD-TROUSER-30', '', '30'],
      ['CORD-TROUSER-32', '', '32'],
    ]);
    const tee = await product('boxy-tee');
    expect(tee.options.colors.map((c) => c.code)).toEqual(['ecru', 'forest']);

    const again = await postImport(h, cookie, fixture('shopify-merchant-2024.csv'), false);
    expect(again.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
      variants: { created: 0, updated: 0, unchanged: 7, deleted: 0 },
      errors: [],
      categoriesToCreate: [],
    });
  });

  it('export, import: all unchanged, sizes-only products and the new columns included', async () => {
    const exported = (
      await h.app.inject({ url: '/api/admin/exports/products.csv', headers: { cookie } })
    ).rawPayload;
    const { report } = await postImport(h, cookie, exported, false);
    expect(report).toMatchObject({ created: 0, updated: 0, errors: [] });
    expect(report.variants.created + report.variants.updated + report.variants.deleted).toBe(0);
  });
});
