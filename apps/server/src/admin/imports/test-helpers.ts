import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportReport } from '@atelier/contract';
import type { Harness } from '../../test/harness.ts';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
export const EXAMPLE = path.join(import.meta.dirname, '../../../../../docs/examples/catalog.csv');

/** A file of one-variant products with a picture each: the pictures' tests. */
export const PICTURE_HEADER =
  'Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src,Variant Image';
export const pictureRow = (handle: string, sku: string, image: string, variantImage = '') =>
  `${handle},${handle},Tessera,Men > Shirts,Color,Red,${sku},10.00,${image},${variantImage}`;

/** POST /api/admin/imports as the back office sends it: multipart `dryRun` and `file`. */
export async function postImport(
  h: Harness,
  cookie: string,
  csv: Buffer | string,
  dryRun: boolean,
) {
  const boundary = `atelier${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\n${dryRun}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, report: response.json<ImportReport>() };
}

/** What an import may change, counted: a run that writes nothing leaves every number as it was. */
export async function shopCounts(h: Harness) {
  const [row] = await h.db.query<
    Record<'products' | 'variants' | 'ledger' | 'media' | 'audit' | 'images' | 'options', number>
  >(
    `select (select count(*)::int from products) as products, (select count(*)::int from variants) as variants,
            (select count(*)::int from stock_ledger) as ledger, (select count(*)::int from media) as media,
            (select count(*)::int from audit_log) as audit, (select count(*)::int from product_images) as images,
            (select count(*)::int from filter_options) as options`,
  );
  return row!;
}
