import fs from 'node:fs';
import { pipeline, Transform } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import type { Issue } from './messages.ts';

/**
 * The most a record (a row, its quoted line breaks included) may hold: a product's first row with
 * every text at its longest in six languages is about 65 kB. An unclosed quote makes the rest of
 * the file one cell, which csv-parse would hold whole (a 208 MB file took 1 GB more).
 */
export const MAX_RECORD_BYTES = 1_000_000;
/** The longest the reading holds the event loop before letting the shop's requests through. */
const SLICE_MS = 10;

export interface Row {
  /** The file line the row starts on (a quoted cell may span several). */
  line: number;
  cells: string[];
}

/**
 * The separator of the header line: `;` (what a spreadsheet writes where the decimal mark is a
 * comma), a tab, or `,`, whichever appears most outside quotes.
 */
export async function sniffSeparator(file: string): Promise<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.toString('utf8', 0, bytesRead);
    const counts = new Map([...',;\t'].map((c) => [c, 0]));
    let quoted = false;
    for (const char of head) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) break;
      else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
    }
    const [best] = [...counts].sort((a, b) => b[1] - a[1]);
    return best && best[1] > 0 ? best[0] : ',';
  } finally {
    await handle.close();
  }
}

/**
 * Line breaks as \n, whether the file has \r\n (Windows, Excel) or \r (old Macs): csv-parse then
 * counts lines right (it counts a \r\n inside quotes twice), and cells keep one kind of break.
 */
function unixLines() {
  let held = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let text = (held ? '\r' : '') + chunk.toString('latin1');
      held = text.endsWith('\r');
      if (held) text = text.slice(0, -1);
      done(null, Buffer.from(text.replace(/\r\n?/g, '\n'), 'latin1'));
    },
    flush(done) {
      done(null, held ? Buffer.from('\n') : null);
    },
  });
}

/** The line breaks inside a record's text (its quoted cells'), counted without copying it. */
function breaksWithin(raw: string) {
  let start = 0;
  let end = raw.length;
  while (start < end && raw.charCodeAt(start) === 10) start++;
  while (end > start && raw.charCodeAt(end - 1) === 10) end--;
  let breaks = 0;
  for (let at = raw.indexOf('\n', start); at !== -1 && at < end; at = raw.indexOf('\n', at + 1))
    breaks++;
  return breaks;
}

/**
 * The file's rows as a stream: csv-parse reads it chunk by chunk, so only a row at a time is
 * held. A row that can't be parsed (an unclosed quote, a record over MAX_RECORD_BYTES) ends the
 * file with an issue at its line. The reading and what its caller does with each row is cut in
 * slices of SLICE_MS, so an import never stalls the shop's other requests for longer.
 */
export async function* readRows(
  file: string,
  onIssue: (issue: Issue) => void,
): AsyncGenerator<Row> {
  const delimiter = await sniffSeparator(file);
  const parser = pipeline(fs.createReadStream(file), unixLines(), () => undefined).pipe(
    parse({
      record_delimiter: '\n',
      bom: true,
      delimiter,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
    }),
  );
  let next = 1;
  let slice = performance.now();
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      next = info.lines + 1;
      if (record.every((cell) => !/\S/.test(cell))) continue;
      yield { line: info.lines - breaksWithin(raw), cells: record };
      if (performance.now() - slice > SLICE_MS) {
        await nextTurn();
        slice = performance.now();
      }
    }
  } catch (error) {
    const { code, lines, message } = error as { code?: string; lines?: number; message: string };
    if (code === 'CSV_MAX_RECORD_SIZE')
      onIssue({ line: next, column: '', key: 'recordTooLong', params: { max: '1 MB' } });
    else onIssue({ line: lines ?? 0, column: '', key: 'csv', params: { reason: message } });
  }
}
