import { readHeader, type Columns } from './columns.ts';
import { readProductRows, type FileProduct } from './document.ts';
import type { Issue } from './messages.ts';
import { readRows, type Row } from './reader.ts';

/** Products planned and written together: one read of the shop for each batch. */
export const BATCH = 200;

/**
 * The file's products in batches, read as a stream; the headers of columns not imported that
 * hold a value are added to `notImported`. Shopify keeps a product's rows together; a
 * handle that comes back after another product is an error (not a merge), as a merge would need
 * every handle's rows kept until the end of the file.
 */
export async function* productBatches(
  file: string,
  issues: Issue[],
  notImported = new Set<string>(),
): AsyncGenerator<FileProduct[]> {
  const rows = readRows(file, (issue) => issues.push(issue));
  const head = await rows.next();
  if (head.done) {
    issues.push({ line: 1, column: 'Handle', key: 'columnMissing' });
    return;
  }
  const header = readHeader(head.value.cells);
  issues.push(...header.issues);
  if (header.issues.some((issue) => issue.key === 'columnMissing')) return;
  const { columns } = header;
  const width = head.value.cells.length;
  // A column the shop keeps nothing of is named in the report once a row gives it a value.
  const unused = new Map(columns.unused);
  const firstLines = new Map<string, number>();
  let batch: FileProduct[] = [];
  let current: { handle: string; rows: Row[] } | undefined;
  let skipping: string | undefined;
  const close = () => {
    if (current) batch.push(readProductRows(columns, current.handle, current.rows, issues));
    current = undefined;
  };
  for await (const row of rows) {
    if (row.cells.length > width && row.cells.slice(width).some((cell) => cell.trim())) {
      issues.push({
        line: row.line,
        column: '',
        key: 'cells',
        params: { count: row.cells.length, expected: width },
      });
    }
    for (const [index, name] of unused) {
      if (!row.cells[index]?.trim()) continue;
      notImported.add(name);
      unused.delete(index);
    }
    const handle = handleOf(columns, row);
    if (!handle) {
      issues.push({ line: row.line, column: columns.at('handle')!.header, key: 'handleMissing' });
      continue;
    }
    if (handle === skipping) continue;
    if (handle === current?.handle) {
      current.rows.push(row);
      continue;
    }
    close();
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
    const first = firstLines.get(handle);
    if (first !== undefined) {
      issues.push({
        line: row.line,
        column: columns.at('handle')!.header,
        key: 'handleAgain',
        params: { first },
      });
      skipping = handle;
      continue;
    }
    firstLines.set(handle, row.line);
    current = { handle, rows: [row] };
  }
  close();
  if (batch.length) yield batch;
}

const handleOf = (columns: Columns, row: Row) =>
  (row.cells[columns.at('handle')!.index] ?? '').trim().toLowerCase();
