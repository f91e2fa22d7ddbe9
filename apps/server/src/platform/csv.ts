import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
 * first), or one that already looks neutralised (`'=`): the second gets a quote mark too, so
 * that taking one off on import gives back exactly what was written.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/** A risky cell prefixed with a quote mark, as spreadsheet programs advise. */
export const spreadsheetSafe = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);

/** spreadsheetSafe undone: the text a file written by csvStream held. */
export const spreadsheetText = (cell: string) =>
  cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell;

async function* safeRows(rows: AsyncIterable<string[]>) {
  for await (const row of rows) yield row.map(spreadsheetSafe);
}

/** Every export's writer: rows streamed as CSV, each cell made safe for a spreadsheet. */
export function csvStream(rows: AsyncIterable<string[]>): Readable {
  return Readable.from(safeRows(rows)).pipe(stringify({ eof: true }));
}
