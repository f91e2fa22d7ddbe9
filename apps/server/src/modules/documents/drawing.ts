import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Language } from '@atelier/contract';

// What the standard fonts' WinAnsi encoding can draw; anything else would print as garbage.
const DRAWABLE = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;
/** Intl's narrow spaces (fr-FR groups digits with U+202F) as plain ones. */
export const plain = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');
const drawable = (text: string) => DRAWABLE.test(plain(text));
/** The text when the standard fonts can draw it, else `instead` (a SKU for a name in another script). */
export const latin = (text: string, instead: string) => (drawable(text) ? plain(text) : instead);

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

/** The fonts that draw Latin text, built into every PDF reader. */
export const STANDARD_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', standard: true };

/**
 * The regular and bold fonts (names or files) that draw `lang`: the standard ones for a Latin
 * language, its script's Noto Sans if installed, else null.
 */
export function fontsFor(lang: Language) {
  const font = SCRIPT_FONTS[lang];
  if (!font) return STANDARD_FONTS;
  try {
    const dir = path.join(path.dirname(require.resolve(font.module)), '..', 'fonts');
    return {
      regular: path.join(dir, `${font.family}-Regular.otf`),
      bold: path.join(dir, `${font.family}-Bold.otf`),
      standard: false,
    };
  } catch {
    return null;
  }
}

/**
 * A new A4 PDF and its bytes once `doc.end()` is called. Its dates are `at`, so the same input
 * draws the same file; `compress: false` leaves the text readable in it, which tests read.
 */
export function newPdf(options: { title: string; author: string; at: Date; compress?: boolean }) {
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
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
