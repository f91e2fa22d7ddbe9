/**
 * The text of an uncompressed PDF drawn with the standard fonts (renderDocument with compress:
 * false): each text-showing operator's strings, which pdfkit writes as WinAnsi bytes in hex, one
 * line per operator. Enough for tests to read what a document says, without a PDF parser.
 */
export function pdfText(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const shown = source.matchAll(/\[([^\]]*)\]\s*TJ/g);
  return [...shown]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}
