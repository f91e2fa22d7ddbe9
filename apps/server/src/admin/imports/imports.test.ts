import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@atelier/contract';
import { readProduct } from '../products/read.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';
import { EXAMPLE, fixture, postImport, shopCounts } from './test-helpers.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 4 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

/** Read from the database: the admin API's answer lower-cases option codes (its contract's Code). */
async function productByHandle(handle: string): Promise<AdminProduct> {
  const [row] = await h.db.query<{ id: number }>('select id from products where handle = $1', [
    handle,
  ]);
  if (!row) throw new Error(`no product ${handle}`);
  return (await readProduct(h.db, row.id))!;
}

const ledger = (sku: string) =>
  h.db.query<{ delta: number; reason: string }>(
    'select delta, reason from stock_ledger where sku = $1 order by id',
    [sku],
  );

describe('importing a Shopify CSV', () => {
  it('a dry run of the older dialect reports what a real run does, and writes nothing', async () => {
    const before = await shopCounts(h);
    const dry = await postImport(h, cookie, fixture('shopify-classic.csv'), true);
    expect(dry.status).toBe(200);
    expect(dry.report).toMatchObject({
      dryRun: true,
      created: 2,
      updated: 0,
      unchanged: 0,
      variants: { created: 5, updated: 0, unchanged: 0, deleted: 0 },
      errors: [],
    });
    expect(await shopCounts(h)).toEqual(before);

    const real = await postImport(h, cookie, fixture('shopify-classic.csv'), false);
    expect({ ...real.report, dryRun: true }).toEqual(dry.report);
    const dress = await productByHandle('linen-wrap-dress');
    expect(dress.status).toBe('published');
    expect(dress.brand).toBe('Maison Kumo');
    expect(dress.texts.en.description).toBe(
      'A wrap dress in washed linen.\nTies at the waist & falls below the knee.',
    );
    expect(dress.variants.map((v) => [v.sku, v.color, v.size, v.priceCents, v.stock])).toEqual([
      ['KUMO-WRAP-RED-S', 'red', 'S', 8900, 4],
      ['KUMO-WRAP-RED-M', 'red', 'M', 8900, 6],
      ['KUMO-WRAP-NAVY-S', 'navy', 'S', 8900, 0],
      ['KUMO-WRAP-NAVY-M', 'navy', 'M', 8900, 2],
    ]);
    expect(dress.variants[0]!.compareAtPriceCents).toBe(12000);
    const beanie = await productByHandle('merino-rib-beanie');
    expect(beanie.status).toBe('draft');
    expect(beanie.variants).toMatchObject([{ sku: 'SOL-BEANIE-CAMEL', size: 'ONE', stock: 12 }]);
    expect(await ledger('KUMO-WRAP-RED-S')).toEqual([{ delta: 4, reason: 'import' }]);
    const [run] = await h.db.query<{ staffEmail: string; after: { created: number } }>(
      `select staff_email as "staffEmail", after from audit_log where entity = 'import' order by id desc limit 1`,
    );
    expect(run).toMatchObject({
      staffEmail: expect.stringMatching(/^catalog-/),
      after: { created: 2 },
    });
  });

  it('the same file twice changes nothing the second time', async () => {
    const before = await shopCounts(h);
    const again = await postImport(h, cookie, fixture('shopify-classic.csv'), false);
    expect(again.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
      variants: { created: 0, updated: 0, unchanged: 5, deleted: 0 },
      errors: [],
    });
    // Only the run's own audit row is new.
    expect(await shopCounts(h)).toEqual({ ...before, audit: before.audit + 1 });
  });

  it('a new quantity moves stock through the ledger by the difference', async () => {
    const csv = fixture('shopify-classic.csv')
      .toString()
      .replace('KUMO-WRAP-RED-M,300,shopify,6', 'KUMO-WRAP-RED-M,300,shopify,1');
    const { report } = await postImport(h, cookie, csv, false);
    expect(report).toMatchObject({
      updated: 1,
      unchanged: 1,
      variants: { updated: 1, unchanged: 4 },
    });
    expect(await ledger('KUMO-WRAP-RED-M')).toEqual([
      { delta: 6, reason: 'import' },
      { delta: -5, reason: 'import' },
    ]);
  });

  it('reads the 2024 dialect with ; separators, a BOM, CRLF, quoted line breaks and decimal commas', async () => {
    const { report } = await postImport(h, cookie, fixture('shopify-2024.csv'), false);
    expect(report).toMatchObject({ created: 1, variants: { created: 2 }, errors: [] });
    const shirt = await productByHandle('cotton-poplin-shirt');
    expect(shirt.texts.en.description).toBe(
      'Crisp cotton poplin.\nButtons in mother of pearl; a shirt for every day.',
    );
    expect(shirt.variants.map((v) => [v.sku, v.color, v.size, v.priceCents, v.stock])).toEqual([
      ['NORD-POP-WHITE-M', 'white', 'M', 5990, 7],
      ['NORD-POP-WHITE-L', 'white', 'L', 5990, 3],
    ]);
  });

  it('reads per-language columns and option names in Japanese', async () => {
    const { report } = await postImport(h, cookie, fixture('languages.csv'), false);
    expect(report.errors).toEqual([]);
    const scarf = await productByHandle('silk-scarf');
    expect(scarf.texts.fr).toMatchObject({
      name: 'Foulard en soie',
      description: 'Bords roulés à la main.',
    });
    expect(scarf.texts.jp?.name).toBe('シルクスカーフ');
    expect(scarf.texts.en.description).toBe('Hand-rolled edges, "pure" silk.');
    expect(scarf.missingLanguages).toEqual(['cn', 'es', 'tw']);
    // Red is the shop's colour (by its English name); Indigo Night is new, named in three languages.
    expect(scarf.variants.map((v) => v.color)).toEqual(['indigo-night', 'red']);
    const indigo = scarf.options.colors.find((c) => c.code === 'indigo-night')!;
    expect(indigo.names).toMatchObject({ en: 'Indigo Night', fr: 'Nuit indigo', jp: '藍夜' });
    expect(scarf.images).toEqual([
      expect.objectContaining({
        url: '/media/garments/scarf-1f2d4d.svg',
        alt: { en: 'The scarf folded', fr: 'Le foulard plié' },
      }),
    ]);
  });
});

describe('errors', () => {
  it('names the line and column of every kind of error, and writes nothing', async () => {
    const before = await shopCounts(h);
    const { status, report } = await postImport(h, cookie, fixture('errors.csv'), false);
    expect(status).toBe(200);
    expect(report.created).toBe(1); // good-tee would be created, but nothing is written
    const found = report.errors.map((e) => `${e.line} ${e.column}`);
    expect(found).toEqual([
      '1 Title:de',
      '3 Handle',
      '4 Status',
      '4 Option1 Name',
      '4 Variant Price',
      '4 Variant Compare At Price',
      '4 Variant Inventory Qty',
      '4 Vendor',
      '6 Variant SKU',
      '6 Option1 Value',
      '7 Variant Price',
      '7 Option1 Value',
      '8 Handle',
      '9 Handle',
      '10 Image Src',
    ]);
    const message = (line: number, column: string) =>
      report.errors.find((e) => e.line === line && e.column === column)?.message;
    // A Type the shop lacks is a category to create, not an error.
    expect(report.categoriesToCreate).toEqual(['Nowhere']);
    expect(message(6, 'Variant SKU')).toBe('This SKU is already used on line 2');
    expect(message(8, 'Handle')).toMatch(/already used from line 2/);
    expect(message(10, 'Image Src')).toMatch(/--images/);
    expect(await shopCounts(h)).toEqual(before);
  });

  it('one bad row at the end of a good file: nothing is written', async () => {
    const before = await shopCounts(h);
    const csv = `${fs.readFileSync(EXAMPLE, 'utf8')}late-row,Late,,Tessera,Men > Shirts,TRUE,Color,Red,Size,M,LATE-1,12.345,,1,,,,,active,,,,,\n`;
    const { report } = await postImport(h, cookie, csv, false);
    expect(report.errors).toEqual([
      { line: 12, column: 'Variant Price', message: 'Write a price like 24.90' },
    ]);
    expect(await shopCounts(h)).toEqual(before);
  });

  it('answers in the staff member’s language', async () => {
    const member = await staffSession(h, 'catalog');
    await h.db.query(`update staff set lang = 'fr' where id = $1`, [member.member.id]);
    const { report } = await postImport(h, member.cookie, fixture('errors.csv'), true);
    expect(report.errors.find((e) => e.line === 6 && e.column === 'Variant SKU')?.message).toBe(
      'Ce SKU est déjà utilisé à la ligne 2',
    );
  });

  it('is for catalog staff and owners only, and refuses a form without a file', async () => {
    const fulfilment = await staffSession(h, 'fulfilment');
    expect((await postImport(h, fulfilment.cookie, 'Handle\n', true)).status).toBe(403);
    const bare = await h.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers: { cookie },
      payload: {},
    });
    expect(bare.statusCode).toBe(400);
  });
});

describe('round trip and the example file', () => {
  it('the README example imports cleanly', async () => {
    const { report } = await postImport(h, cookie, fs.readFileSync(EXAMPLE), false);
    expect(report).toMatchObject({ created: 2, variants: { created: 8 }, errors: [] });
    const shirt = await productByHandle('harbour-linen-shirt');
    expect(shirt.texts.fr?.name).toBe('Chemise Harbour en lin');
    expect(shirt.images.map((i) => [i.url, i.color])).toEqual([
      ['/media/garments/shirt-f5f5f0.svg', null],
      ['/media/garments/shirt-1f2d4d.svg', 'navy'],
    ]);
  });

  it('export, import: all unchanged; export again: the same bytes', async () => {
    const exported = async () =>
      (await h.app.inject({ url: '/api/admin/exports/products.csv', headers: { cookie } }))
        .rawPayload;
    const first = await exported();
    const before = await shopCounts(h);
    const { report } = await postImport(h, cookie, first, false);
    const [{ count }] = (await h.db.query<{ count: number }>(
      'select count(*)::int as count from products',
    )) as [{ count: number }];
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: count, errors: [] });
    expect(report.variants.created + report.variants.updated + report.variants.deleted).toBe(0);
    expect(await shopCounts(h)).toEqual({ ...before, audit: before.audit + 1 });
    expect((await exported()).equals(first)).toBe(true);
  });
});
