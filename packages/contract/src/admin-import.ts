import { z } from 'zod';
import { str } from './common.ts';

// Catalog import and export (ADMIN-API.md "Import and export"): the report of POST /api/admin/imports.

/** Where the back office sends a Shopify product CSV (multipart `file`, `dryRun`). */
export const ADMIN_IMPORTS_PATH = '/api/admin/imports';
/** Where the back office downloads the catalog as a Shopify product CSV. */
export const ADMIN_EXPORT_PATH = '/api/admin/exports/products.csv';
/** The largest file the back office may send (the command line has no limit). */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export const ImportError = z
  .object({
    /** The file's line (1 is the header); a cell with line breaks starts on this line. */
    line: z.number().int(),
    /** The column's header as the file writes it (`Variant Price`, `Title:fr`), or '' for a row. */
    column: str(),
    /** In the staff member's language (English on the command line). */
    message: str(),
  })
  .meta({ id: 'ImportError' });
export type ImportError = z.infer<typeof ImportError>;

const Counts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

export const ImportReport = z
  .object({
    dryRun: z.boolean(),
    /** Products: created, updated and unchanged; nothing is written when `errors` is not empty. */
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Variants matched by SKU; `deleted` are those of an imported product the file leaves out. */
    variants: Counts.extend({ deleted: z.number().int() }),
    /** Pictures read (fetched or from the images folder) and stored, or to be stored. */
    images: z.number().int(),
    errors: z.array(ImportError),
    /** Categories the file names that the shop lacks, as paths (`Women > Knitwear`): created by a real run. */
    categoriesToCreate: z.array(str()),
    /** The file's headers holding values the shop has no place for (`Cost per item`): not imported. */
    columnsNotImported: z.array(str()),
    /** Variant prices the file fixes per currency (`Variant Price:EUR`), by currency: how many. */
    fixedPrices: z.record(str(), z.number().int()),
    /**
     * What is imported otherwise than the file says, and why (a gift card left out: the shop sells
     * none; a barcode that is no GTIN); none of it stops the import.
     */
    notices: z.array(ImportError),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof ImportReport>;

/** The multipart form's `dryRun` field: "true" or "false" (absent: false). */
export const ImportDryRun = z.enum(['true', 'false']).transform((v) => v === 'true');
