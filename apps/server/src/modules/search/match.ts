import { LANGUAGES, type Language } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';
import type { Params } from '../products/sql.ts';

/** Languages with a PostgreSQL stemmer; the others are indexed as character pairs (003_search.sql). */
const STEMMER: Partial<Record<Language, string>> = { en: 'english', es: 'spanish', fr: 'french' };
const MAX_TERMS = 5;
/** Shorter terms are matched as prefixes only: a trigram comparison of two letters finds noise. */
const FUZZY_MIN_LENGTH = 3;
/** How many known words a misspelt term may stand for. */
const SIMILAR_WORDS = 3;

/** The words of a query, lower case, punctuation dropped (so none can break tsquery syntax). */
export function searchTerms(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/** A term as search_bigrams() indexes it: its overlapping pairs, or a prefix when it is one character. */
function pairQuery(term: string): string {
  const chars = [...term];
  if (chars.length === 1) return `'${term}':*`;
  return chars
    .slice(1)
    .map((char, i) => `'${chars[i]}${char}'`)
    .join(' & ');
}

const prefixQuery = (term: string) => `'${term}':*`;
/** Only such words go into a tsquery; a lexeme with a quote or backslash would break its syntax. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}-]+$/u;

/** A language as an SQL literal: inlined, so the planner can pick that language's partial indexes. */
function langLiteral(lang: Language) {
  if (!LANGUAGES.includes(lang)) throw new Error(`Not a language: ${lang}`);
  return `'${lang}'`;
}

/**
 * How the terms of a query are matched. In a stemmed language each term is a word prefix
 * ('dresses' finds Dress, 'lin' finds Linen); a term no word of the catalog starts with is a typo
 * and also stands for the known words it most resembles ('linnen' finds Linen); a stop word is
 * dropped. Chinese and Japanese terms are substrings, found by their character pairs.
 */
export interface SearchPlan {
  lang: Language;
  /** Per term, the tsquery of its alternatives: `'linnen':* | 'linen':*`. */
  stemmed: string[];
  substring: string[];
}

interface TermRow {
  term: string;
  stop: boolean;
  known: boolean;
  similar: string[];
}

/** One small query on the word list (search_words) for a stemmed language. */
export async function planSearch(db: Queryable, lang: Language, q: string): Promise<SearchPlan> {
  const terms = searchTerms(q);
  const stemmer = STEMMER[lang];
  if (!stemmer) return { lang, stemmed: [], substring: terms };
  if (!terms.length) return { lang, stemmed: [], substring: [] };
  const rows = await db.query<TermRow>(
    `select term,
            numnode(to_tsquery('${stemmer}', '''' || term || ''':*')) = 0 as stop,
            length(term) < ${FUZZY_MIN_LENGTH} or exists (
              select 1 from search_words w
               where w.lang = ${langLiteral(lang)} and w.word like term || '%') as known,
            array(select w.word from search_words w
                   where w.lang = ${langLiteral(lang)} and w.word % term
                   order by similarity(w.word, term) desc, w.word
                   limit ${SIMILAR_WORDS}) as similar
       from unnest($1::text[]) as term`,
    [terms],
  );
  const stemmed = rows
    .filter((row) => !row.stop)
    .map((row) => {
      const similar = row.known ? [] : row.similar.filter((word) => PLAIN_WORD.test(word));
      return [row.term, ...similar].map(prefixQuery).join(' | ');
    });
  return { lang, stemmed, substring: [] };
}

export interface TextMatch {
  /** True for a product text (alias `t`) that matches every term of the query. */
  where: string;
  /** Higher for a better match; its parameters are added only when it is used. */
  rank: () => string;
}

/**
 * The SQL of a planned search over names, brands and category names (product_texts, alias `t`).
 */
export function textMatch(params: Params, plan: SearchPlan): TextMatch | undefined {
  const { lang, stemmed, substring } = plan;
  if (!stemmed.length && !substring.length) return undefined;
  const config = STEMMER[lang] ?? 'simple';
  const conditions = [
    ...stemmed.map((query) => `t.search_tsv @@ to_tsquery('${config}', ${params.add(query)})`),
    ...substring.map(
      (term) => `(t.search_tsv @@ to_tsquery('simple', ${params.add(pairQuery(term))})
                  and t.search_text ilike ${params.add(`%${term}%`)})`,
    ),
  ];
  const all = [...stemmed, ...substring.map(pairQuery)].map((query) => `(${query})`).join(' & ');
  return {
    where: `t.lang = ${langLiteral(lang)} and ${conditions.join(' and ')}`,
    rank: () => {
      const rank = `ts_rank(t.search_tsv, to_tsquery('${config}', ${params.add(all)}))`;
      if (!substring.length) return rank;
      // Character pairs carry no weights: a name holding every term ranks first.
      const patterns = params.add(substring.map((term) => `%${term}%`));
      return `${rank} + (t.name ilike all (${patterns}::text[]))::int`;
    },
  };
}
