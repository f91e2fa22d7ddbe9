// How a shop page and a catalog request name the shopper's market (API.md, "Markets"). Plain
// TypeScript, no zod: the shop's first-visit code imports it (as @atelier/contract/market-address).

/**
 * The query parameter a catalog address and a shop page name their market by (`?market=eu`): a
 * market's answers and pages have their own address, so caches and CDNs never mix currencies.
 */
export const MARKET_PARAM = 'market';

/** The cookie a shopper's chosen market is kept in, for the pages the server draws. */
export const MARKET_COOKIE = 'atelier_market';

/** The market of a request that names none (the seeded United States market). */
export const DEFAULT_MARKET = 'us';

/** A market's code as markets.code allows it (052_markets.sql). */
export const MARKET_CODE = /^[a-z][a-z0-9-]{1,23}$/;

/** The market guessed from the page's language before the shopper chooses one. */
const BY_LANGUAGE: Record<string, string> = {
  en: 'us',
  fr: 'eu',
  es: 'eu',
  jp: 'jp',
  cn: 'cn',
  tw: 'tw',
};

export const marketOfLanguage = (lang: string) => BY_LANGUAGE[lang] ?? DEFAULT_MARKET;

/**
 * How much wider a market's price slider runs than the base currency's (SPEC §9: 0 to 1000, 500 at
 * first): the power of ten at or above its exchange rate, so that the slider's first upper bound
 * is never below the base one's (¥500,000 where the shop shows $500, NT$50,000, €500).
 */
export const priceScale = (exchangeRate: number) =>
  10 ** Math.max(0, Math.ceil(Math.log10(exchangeRate) - 1e-9));
