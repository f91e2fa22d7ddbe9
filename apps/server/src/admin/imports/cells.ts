import type { Language } from '@atelier/contract';
import { spreadsheetText } from '../../platform/csv.ts';
import { HEADERS, type Columns, type Field } from './columns.ts';
import type { Issue } from './messages.ts';
import type { Row } from './reader.ts';

export type PerLanguage = Partial<Record<Language, string>>;

const PRICE = /^(\d{1,9})(?:[.,](\d+))?$/;
/** The contract's highest price (AdminVariant's Cents). */
const MAX_MINOR = 100_000_000;
const SUSPECT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A group's reader: the cells of one row by field, each refusal an issue at its cell. */
export class Cells {
  constructor(
    private columns: Columns,
    private row: Row,
    private issues: Issue[],
  ) {}
  at = (field: Field) => this.columns.at(field);
  /** `suffix`: a language, or a price's currency (`Variant Price:EUR`). */
  header = (field: Field, suffix = 'en') =>
    this.columns.at(field, suffix)?.header ?? HEADERS[field];
  fail(field: Field, key: Issue['key'], params?: Issue['params'], suffix?: string) {
    this.issues.push({ line: this.row.line, column: this.header(field, suffix), key, params });
  }
  /**
   * The trimmed cell, '' when empty, undefined when the file has no such column; a formula the
   * export neutralised (`'=…`) is read as written.
   */
  get(field: Field, lang = 'en', max = 10_000): string | undefined {
    const at = this.columns.at(field, lang);
    if (!at) return undefined;
    const value = spreadsheetText((this.row.cells[at.index] ?? '').trim());
    if (SUSPECT.test(value)) return (void this.fail(field, 'unstorable', undefined, lang), '');
    if (value.length > max) return (void this.fail(field, 'tooLong', { max }, lang), '');
    return value;
  }
  texts(field: Field, langs: Language[], max: number, html = false): PerLanguage {
    const out: PerLanguage = {};
    for (const lang of ['en' as const, ...langs]) {
      const value = this.get(field, lang, max);
      if (value !== undefined) out[lang] = html ? fromHtml(value) : value;
    }
    return out;
  }
  /**
   * An amount in minor units of a currency with `digits` decimals (cents by default), null for an
   * empty cell (an error when `required`), undefined without the column. `suffix`: the currency
   * of a `Variant Price:EUR` column.
   */
  minor(field: Field, required = false, suffix = 'en', digits = 2): number | null | undefined {
    const value = this.get(field, suffix);
    if (value === '' && required) this.fail(field, 'price', undefined, suffix);
    if (!value) return value === '' ? null : undefined;
    const match = PRICE.exec(value);
    // Spreadsheets write 7900.00 for yen: zeros past the currency's decimals say nothing.
    const fraction = (match?.[2] ?? '').replace(/0+$/, '');
    const minor =
      match && fraction.length <= digits
        ? Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0'))
        : 0;
    if (!minor || minor > MAX_MINOR)
      return (void this.fail(field, 'price', undefined, suffix), null);
    return minor;
  }
  count(field: Field, key: 'quantity' | 'position' | 'grams', min: number): number | undefined {
    const value = this.get(field);
    if (!value) return undefined;
    // Shopify writes grams as 300.0 in some exports.
    const whole = key === 'grams' ? value.replace(/\.0+$/, '') : value;
    if (!/^\d{1,7}$/.test(whole) || Number(whole) < min) return void this.fail(field, key);
    return Number(whole);
  }
  /** A field the shop keeps when the file has its column: null for an empty cell. */
  optional<T>(field: Field, read: () => T | undefined): T | null | undefined {
    const value = this.get(field);
    if (value === undefined) return undefined;
    return value === '' ? null : (read() ?? null);
  }
}

/**
 * Shopify's descriptions are HTML; the shop's are text. Tags become line breaks or nothing and
 * the common entities their characters; a text without tags is kept exactly (so an export, which
 * writes text, reads back the same). A tag ends before the next `<`: `<[^>]+>` searched from
 * every `<` to the end of a text of unclosed ones, quadratic (0.2 s for 10,000 of them).
 */
export function fromHtml(value: string) {
  if (!/<\/?[a-z][^<>]*>/i.test(value)) return value;
  return value
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^<>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
