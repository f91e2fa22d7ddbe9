import { createRequire } from 'node:module';
import path from 'node:path';
import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Language } from '@atelier/contract';

// What the standard fonts' WinAnsi encoding can draw; anything else would print as garbage.
const DRAWABLE = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;
/** Intl's narrow spaces (fr-FR groups digits with U+202F) as plain ones. */
export const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');

/**
 * Noto Sans for the scripts the standard fonts lack, from their OFL packages (@embedpdf/fonts-sc,
 * -tc, -jp: each exports only its index, so the fonts are found beside it).
 */
const SCRIPT_FONTS: Partial<Record<Language, { module: string; family: string }>> = {
  cn: { module: '@embedpdf/fonts-sc', family: 'NotoSansHans' },
  tw: { module: '@embedpdf/fonts-tc', family: 'NotoSansHant' },
  jp: { module: '@embedpdf/fonts-jp', family: 'NotoSansJP' },
};
const require = createRequire(import.meta.url);

const filesOf = (font: { module: string; family: string }) => {
  const dir = path.join(path.dirname(require.resolve(font.module)), '..', 'fonts');
  return {
    regular: path.join(dir, `${font.family}-Regular.otf`),
    bold: path.join(dir, `${font.family}-Bold.otf`),
  };
};

/**
 * The regular and bold fonts (names or files) that draw `lang` and each of `texts` (the names,
 * addresses… a document shows). A Latin language whose texts are all Latin keeps the standard
 * fonts, built into every reader, so its file stays small; a Chinese or Japanese one takes its
 * script's Noto Sans, embedded as a subset of the glyphs drawn. When that font lacks a character
 * of the texts (a Japanese address on a Taiwanese slip, a Chinese name on a Latin invoice), the
 * Simplified Chinese one is taken, which holds the most: Latin, Greek, Cyrillic, kana and both
 * forms of Han.
 */
// The font library pdfkit draws with, asked which characters a font holds; each 4.5–8 MB file
// is read once per process, not once per document drawn.
const opened = new Map<string, Font>();
const glyphsOf = (file: string) => {
  let font = opened.get(file);
  if (!font) opened.set(file, (font = openSync(file) as Font)); // an .otf: one font, not a collection
  return font;
};

function fontsFor(lang: Language, texts: string[]) {
  const own = SCRIPT_FONTS[lang];
  if (!own && texts.every((text) => DRAWABLE.test(plain(text)))) {
    return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  }
  if (own) {
    const files = filesOf(own);
    const font = glyphsOf(files.regular);
    const holds = (text: string) =>
      [...text].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
    if (texts.every(holds)) return files;
  }
  return filesOf(SCRIPT_FONTS.cn!);
}

/**
 * A new A4 PDF and its bytes once `doc.end()` is called, its fonts 'regular' and 'bold' drawing
 * `lang` and `texts`. Its dates are `at`, so the same input draws the same file; `compress: false`
 * leaves the text readable in it, which tests read.
 */
export function newPdf(options: {
  title: string;
  author: string;
  at: Date;
  lang: Language;
  texts: string[];
  compress?: boolean;
}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: {
      Title: options.title,
      Author: options.author,
      CreationDate: options.at,
      ModDate: options.at,
    },
  });
  const fonts = fontsFor(options.lang, options.texts);
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
