import { inflateSync } from 'node:zlib';

/** A PDF's source with its compressed streams inflated, so a served file reads as a test one. */
const sourceOf = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\/FlateDecode[^]*?stream\n([^]*?)\nendstream/g, (_, data: string) =>
      inflateSync(Buffer.from(data, 'latin1')).toString('latin1'),
    );

/**
 * What each of an embedded font's glyph codes reads as, from its ToUnicode map, which pdfkit
 * writes as ranges of 256 codes: `<start> <end> [<utf-16> …]`.
 */
function unicodeMap(cmap: string) {
  const map = new Map<string, string>();
  for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    [...list!.matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, units], i) => {
      const code = (parseInt(start!, 16) + i).toString(16).padStart(4, '0');
      const utf16 = units!.split(' ').map((unit) => parseInt(unit, 16));
      map.set(code, String.fromCharCode(...utf16));
    });
  }
  return map;
}

/**
 * The text of a PDF drawn by pdfkit: each text-showing operator's strings, one line per operator.
 * A standard font's are WinAnsi bytes in hex; an embedded (CID) font's are two-byte glyph codes,
 * read through its ToUnicode map. Enough for tests to read what a document says, in any script,
 * without a PDF parser.
 */
export function pdfText(pdf: Buffer) {
  const source = sourceOf(pdf);
  const objects = new Map(
    [...source.matchAll(/(?:^|\n)(\d+) 0 obj\n([^]*?)\nendobj/g)].map(([, n, body]) => [n!, body!]),
  );
  // The fonts by their resource names (/F1, /F2…), each with its glyph codes' text if embedded.
  const fonts = new Map(
    [...source.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, n]) => {
      const cmap = /\/ToUnicode (\d+) 0 R/.exec(objects.get(n!) ?? '');
      return [name!, cmap ? unicodeMap(objects.get(cmap[1]!) ?? '') : null];
    }),
  );
  let font: Map<string, string> | null | undefined = null;
  const lines: string[] = [];
  for (const [, name, parts] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (name) {
      font = fonts.get(name);
      continue;
    }
    const hexes = [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hex!);
    const map = font;
    lines.push(
      hexes
        .map((hex) =>
          map
            ? (hex.match(/.{4}/g) ?? []).map((code) => map.get(code.toLowerCase()) ?? '').join('')
            : Buffer.from(hex, 'hex').toString('latin1'),
        )
        .join(''),
    );
  }
  return lines.join('\n');
}

/** The pictures a PDF shows, by their size in pixels (a transparent one's mask is part of it). */
export function pdfImages(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const masks = new Set([...source.matchAll(/\/SMask (\d+) 0 R/g)].map(([, n]) => n));
  const images = source.matchAll(/(\d+) 0 obj\s*(<<[^>]*\/Subtype \/Image[^>]*>>)/g);
  return [...images]
    .filter(([, n]) => !masks.has(n!))
    .map(([, , dict]) => ({
      width: Number(/\/Width (\d+)/.exec(dict!)![1]),
      height: Number(/\/Height (\d+)/.exec(dict!)![1]),
    }));
}
