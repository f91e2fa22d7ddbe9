import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF drawn with the standard fonts: each text-showing operator's strings, which
 * pdfkit writes as WinAnsi bytes in hex, one line per operator. Compressed streams are inflated
 * first, so a served file reads as well as one drawn with `compress: false`. Enough for tests to
 * read what a document says, without a PDF parser.
 */
export function pdfText(pdf: Buffer) {
  const source = pdf
    .toString('latin1')
    .replace(/\/FlateDecode[^]*?stream\n([^]*?)\nendstream/g, (_, data: string) =>
      inflateSync(Buffer.from(data, 'latin1')).toString('latin1'),
    );
  const shown = source.matchAll(/\[([^\]]*)\]\s*TJ/g);
  return [...shown]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
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
