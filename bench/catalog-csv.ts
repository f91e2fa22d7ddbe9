import fs from 'node:fs';
import { stringify } from 'csv-stringify';

const COLORS = [
  ['Black', 'Noir'],
  ['Navy', 'Bleu marine'],
];
const SIZES = ['S', 'M', 'L'];
const TYPES = ['Women > Dresses', 'Men > Shirts', 'Women > Knitwear', 'Accessories > Scarves'];

/** The columns of item 4's file (issue 27) and of item 5's. */
export const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price\n';

/** Item 4's file: 360 products, each description one tag, then 9,990 `<` never closed. */
export function hostileFile(file: string, body = `<a>${'<'.repeat(9_990)}`) {
  const rows = Array.from(
    { length: 360 },
    (_, i) => `html-${i},Shirt ${i},"${body}",Tessera,Men > Shirts,Color,Red,HTML-${i},10.00\n`,
  );
  fs.writeFileSync(file, HEADER + rows.join(''));
}

/** A Shopify CSV of `products` products × 6 variants, English and French. */
export async function writeCsv(file: string, products: number, descriptionBytes: number) {
  const out = stringify();
  const done = new Promise<void>((resolve, reject) =>
    out
      .pipe(fs.createWriteStream(file))
      .on('finish', () => resolve())
      .on('error', reject),
  );
  const write = (row: string[]) =>
    out.write(row) ? undefined : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  const words = 'Washed linen, cut loose; "soft" and light. Fait main à Lyon, été comme hiver. ';
  const long = words.repeat(Math.ceil(descriptionBytes / words.length)).slice(0, descriptionBytes);
  await write([
    'Handle',
    'Title',
    'Title:fr',
    'Body (HTML)',
    'Body (HTML):fr',
    'Vendor',
    'Type',
    'Status',
    'Option1 Name',
    'Option1 Value',
    'Option1 Value:fr',
    'Option2 Name',
    'Option2 Value',
    'Variant SKU',
    'Variant Price',
    'Variant Compare At Price',
    'Variant Inventory Qty',
  ]);
  for (let p = 0; p < products; p++) {
    let first = true;
    for (const [color, colorFr] of COLORS) {
      for (const size of SIZES) {
        const head = first
          ? [
              `Bench Product ${p}`,
              `Produit ${p}`,
              `${long}${p}`,
              `${long}${p}`,
              'Tessera',
              TYPES[p % 4]!,
              'active',
              'Color',
            ]
          : ['', '', '', '', '', '', '', ''];
        await write([
          `bench-${p}`,
          ...head.slice(0, 7),
          first ? 'Color' : '',
          color!,
          colorFr!,
          first ? 'Size' : '',
          size,
          `B-${p}-${color}-${size}`,
          `${20 + (p % 50)}.90`,
          p % 3 ? '' : '99.00',
          String(p % 7),
        ]);
        first = false;
      }
    }
  }
  out.end();
  await done;
}
