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

/** A term beginning more lexemes than this stays a prefix query: a longer OR would cost more. */
export const MAX_LEXEMES = 32;

/** A lexeme as tsquery text, quoted so that no character of it is read as syntax. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

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
  /**
   * Per term, tsquery text (stemmed already) of its alternatives, each given as the catalog's
   * lexemes it begins: `('linen' | 'linens') | ('linnen':*)`.
   */
  stemmed: string[];
  substring: string[];
}

interface AlternativeRow {
  term: number;
  /** The alternative as a stemmed prefix query: `'dress':*`. */
  prefix: string;
  /** The lexemes it begins, up to one past MAX_LEXEMES, when it is a single prefix. */
  lexemes: string[] | null;
}

/**
 * One small query for a stemmed language: its terms (stop words dropped), the known words
 * (search_words) a typo stands for, and the lexemes (search_lexemes) each of them begins.
 */
export async function planSearch(db: Queryable, lang: Language, q: string): Promise<SearchPlan> {
  const terms = searchTerms(q);
  const stemmer = STEMMER[lang];
  if (!stemmer) return { lang, stemmed: [], substring: terms };
  if (!terms.length) return { lang, stemmed: [], substring: [] };
  const language = langLiteral(lang);
  const prefixOf = (word: string) => `to_tsquery('${stemmer}', '''' || ${word} || ''':*')`;
  const rows = await db.query<AlternativeRow>(
    `with terms as (
       select term, position::int,
              length(term) < ${FUZZY_MIN_LENGTH} or exists (
                select 1 from search_words w
                 where w.lang = ${language} and w.word like term || '%') as known
         from unnest($1::text[]) with ordinality as given(term, position)
        where numnode(${prefixOf('term')}) > 0
     ), alternatives as (
       select t.position, ${prefixOf('words.word')}::text as prefix
         from terms t cross join lateral (
           select t.term as word
           union all
           (select w.word from search_words w
             where not t.known and w.lang = ${language} and w.word % t.term
               and w.word !~ '[''\\\\]'
             order by similarity(w.word, t.term) desc, w.word
             limit ${SIMILAR_WORDS})
         ) words
     )
     select a.position as term, a.prefix,
            case when a.prefix ~ '^''[^''\\\\]+'':\\*$' then array(
              select l.lexeme from search_lexemes l, substr(a.prefix, 2, length(a.prefix) - 4) as p
               where l.lang = ${language} and l.lexeme >= p and l.lexeme < p || chr(1114111)
               order by l.lexeme limit ${MAX_LEXEMES + 1}) end as lexemes
       from alternatives a
      where a.prefix <> ''
      order by a.position`,
    [terms],
  );
  const alternatives = new Map<number, string[]>();
  for (const { term, prefix, lexemes } of rows) {
    const query =
      lexemes?.length && lexemes.length <= MAX_LEXEMES
        ? lexemes.map(quoteLexeme).join(' | ')
        : prefix;
    alternatives.set(term, [...(alternatives.get(term) ?? []), `(${query})`]);
  }
  return {
    lang,
    stemmed: [...alternatives.values()].map((each) => each.join(' | ')),
    substring: [],
  };
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
  // Stemmed terms come as tsquery text already; character pairs are read by 'simple'.
  const tsquery = (text: string) =>
    stemmed.length ? `${params.add(text)}::tsquery` : `to_tsquery('simple', ${params.add(text)})`;
  const conditions = [
    ...stemmed.map((query) => `t.search_tsv @@ ${tsquery(query)}`),
    ...substring.map(
      (term) => `(t.search_tsv @@ ${tsquery(pairQuery(term))}
                  and t.search_text ilike ${params.add(`%${term}%`)})`,
    ),
  ];
  const all = [...stemmed, ...substring.map(pairQuery)].map((query) => `(${query})`).join(' & ');
  return {
    where: `t.lang = ${langLiteral(lang)} and ${conditions.join(' and ')}`,
    rank: () => {
      const rank = `ts_rank(t.search_tsv, ${tsquery(all)})`;
      if (!substring.length) return rank;
      // Character pairs carry no weights: a name holding every term ranks first.
      const patterns = params.add(substring.map((term) => `%${term}%`));
      return `${rank} + (t.name ilike all (${patterns}::text[]))::int`;
    },
  };
}
