import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { staffSession } from '../test-helpers.ts';
import { fixture, postImport, shopCounts } from './test-helpers.ts';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness({ products: 2 });
  cookie = (await staffSession(h, 'catalog')).cookie;
});
afterAll(() => h?.close());

const fixed = () =>
  h.db.query<{ sku: string; currency: string; price: number; compareAt: number | null }>(
    `select v.sku, f.currency, f.price_cents as price, f.compare_at_cents as "compareAt"
       from variant_prices f join variants v on v.id = f.variant_id
      where v.sku like 'KUMO-MERINO-%' order by v.sku, f.currency`,
  );
const FILE = fixture('shopify-markets.csv').toString();

describe('prices per currency in a Shopify CSV (Variant Price:EUR)', () => {
  it('a dry run counts the prices the file fixes per currency and writes nothing', async () => {
    const before = await shopCounts(h);
    const dry = await postImport(h, cookie, FILE, true);
    expect(dry.status).toBe(200);
    expect(dry.report).toMatchObject({
      created: 1,
      errors: [],
      columnsNotImported: [],
      fixedPrices: { EUR: 2, JPY: 2, GBP: 1 },
    });
    expect(await shopCounts(h)).toEqual(before);
    expect(await fixed()).toEqual([]);
  });

  it('imports them in each currency’s unit (yen have no cents), and a second run changes nothing', async () => {
    const real = await postImport(h, cookie, FILE, false);
    expect(real.report).toMatchObject({ created: 1, errors: [] });
    expect(await fixed()).toEqual([
      { sku: 'KUMO-MERINO-OAT-L', currency: 'GBP', price: 99_00, compareAt: null },
      { sku: 'KUMO-MERINO-OAT-M', currency: 'EUR', price: 109_95, compareAt: 139_95 },
      { sku: 'KUMO-MERINO-OAT-M', currency: 'JPY', price: 17_900, compareAt: 22_900 },
      { sku: 'KUMO-MERINO-OAT-S', currency: 'EUR', price: 109_95, compareAt: 139_95 },
      { sku: 'KUMO-MERINO-OAT-S', currency: 'JPY', price: 17_900, compareAt: null },
    ]);
    const counts = await shopCounts(h);
    const again = await postImport(h, cookie, FILE, false);
    expect(again.report).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
      variants: { updated: 0, unchanged: 3 },
    });
    // The run itself is audited; nothing else moves, fixed prices included.
    expect(await shopCounts(h)).toEqual({ ...counts, audit: counts.audit + 1 });
    expect(await fixed()).toHaveLength(5);
  });

  it('exports a price and compare-at column per market currency, which imports back unchanged', async () => {
    const csv = (
      await h.app.inject({ url: '/api/admin/exports/products.csv', headers: { cookie } })
    ).body;
    const [header, ...rows] = parse(csv) as string[][];
    const row = rows.find(
      (cells) => cells[header!.indexOf('Variant SKU')] === 'KUMO-MERINO-OAT-M',
    )!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(header).not.toContain('Variant Price:USD');
    expect([cell('Variant Price:EUR'), cell('Variant Compare At Price:EUR')]).toEqual([
      '109.95',
      '139.95',
    ]);
    expect([cell('Variant Price:JPY'), cell('Variant Compare At Price:JPY')]).toEqual([
      '17900',
      '22900',
    ]);
    expect(cell('Variant Price:TWD')).toBe('');
    const back = await postImport(h, cookie, csv, true);
    expect(back.report).toMatchObject({ created: 0, updated: 0, errors: [] });
  });

  it('an empty cell unfixes a price: the market converts the base again', async () => {
    const file = FILE.replace('109.95,139.95,17900.00,22900', ',,17900.00,22900');
    const res = await postImport(h, cookie, file, false);
    expect(res.report).toMatchObject({ updated: 1, errors: [] });
    expect((await fixed()).filter((f) => f.sku === 'KUMO-MERINO-OAT-M')).toEqual([
      { sku: 'KUMO-MERINO-OAT-M', currency: 'JPY', price: 17_900, compareAt: 22_900 },
    ]);
  });

  it('names the row and column of a currency no market sells in, of the base currency, and of a compare-at without its price', async () => {
    const file = [
      'Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Price:CHF,Variant Price:USD,Variant Compare At Price:EUR',
      'swiss-scarf,Swiss Scarf,Maison Kumo,Women > Knitwear,Size,One,KUMO-SWISS,40.00,45.00,,',
      'swiss-scarf,,,,,Two,KUMO-SWISS-2,40.00,,41.00,',
      'swiss-scarf,,,,,Three,KUMO-SWISS-3,40.00,,,50.00',
    ].join('\n');
    const before = await shopCounts(h);
    const { report } = await postImport(h, cookie, file, false);
    expect(report.errors).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'Variant Price:CHF',
        message: expect.stringContaining('No market sells in CHF'),
      }),
      expect.objectContaining({
        line: 3,
        column: 'Variant Price:USD',
        message: expect.stringContaining('base price'),
      }),
      expect.objectContaining({
        line: 4,
        column: 'Variant Compare At Price:EUR',
        message: expect.stringContaining('needs a price in EUR'),
      }),
    ]);
    expect(await shopCounts(h)).toEqual(before);
  });
});
