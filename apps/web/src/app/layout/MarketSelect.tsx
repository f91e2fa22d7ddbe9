import { useId, useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language, PublicMarket } from '@atelier/contract';
import { MARKET_PARAM } from '@atelier/contract/market-address';
import { BCP47 } from '@atelier/ui/languages';
import { useLocation, useNavigate } from '@atelier/ui/router';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import {
  marketsQuery,
  rememberMarketForServer,
  useMarketCode,
} from '../../shared/market/market.ts';
import { STORAGE_KEYS } from '../../shared/storage/keys.ts';
import { ChevronDownIcon } from '../../shared/ui/icons.tsx';
import styles from './LanguageSelect.module.css';

/** The rest of the world's option: a country no market names. */
const ELSEWHERE = '';
/** The country a language's shopper most likely lives in, shown until they choose one. */
const COUNTRY_OF: Record<Language, string> = {
  en: 'US',
  es: 'ES',
  fr: 'FR',
  jp: 'JP',
  cn: 'CN',
  tw: 'TW',
};

const CHOICE_EVENT = 'countryChosen';
const subscribe = (changed: () => void) => {
  window.addEventListener(CHOICE_EVENT, changed);
  return () => window.removeEventListener(CHOICE_EVENT, changed);
};
/** The server draws the page without the shopper's storage: the choice shows once it is read. */
const useChosenCountry = () =>
  useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(STORAGE_KEYS.country),
    () => null,
  );

interface Option {
  country: string;
  market: PublicMarket;
  label: string;
}

/** Each market's countries by their names in `language`, then the rest of the world. */
function optionsOf(markets: PublicMarket[], language: Language, elsewhere: string): Option[] {
  const names = new Intl.DisplayNames([BCP47[language]], { type: 'region' });
  const collator = new Intl.Collator(BCP47[language]);
  const named = markets
    .flatMap((market) =>
      market.countries.map((country) => ({
        country,
        market,
        label: `${names.of(country) ?? country} · ${market.currency}`,
      })),
    )
    .sort((a, b) => collator.compare(a.label, b.label));
  const rest = markets.find((market) => market.countries.length === 0);
  return rest
    ? [...named, { country: ELSEWHERE, market: rest, label: `${elsewhere} · ${rest.currency}` }]
    : named;
}

/**
 * Where the shopper buys from, beside the language (API.md, "Markets"): a country, and so its
 * market and currency. The choice goes into the page's address (`?market=`), which its links keep,
 * and into a cookie, which sends later visits to their market's pages.
 */
export function MarketSelect() {
  const { t, language } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const code = useMarketCode();
  const chosen = useChosenCountry();
  const { data: markets } = useQuery(marketsQuery);
  const elsewhere = t('market.otherCountries');
  const options = useMemo(
    () => (markets ? optionsOf(markets, language, elsewhere) : []),
    [markets, language, elsewhere],
  );
  if (!options.length) return null;
  const inMarket = options.filter((option) => option.market.code === code);
  const shown =
    inMarket.find((option) => option.country === chosen) ??
    inMarket.find((option) => option.country === COUNTRY_OF[language]) ??
    inMarket[0];

  const choose = (country: string) => {
    const option = options.find((o) => o.country === country)!;
    localStorage.setItem(STORAGE_KEYS.country, country);
    window.dispatchEvent(new Event(CHOICE_EVENT));
    rememberMarketForServer(option.market.code);
    // Prices the address names are in the market left behind: the new one starts unfiltered.
    const params = new URLSearchParams(location.search);
    params.delete('minPrice');
    params.delete('maxPrice');
    params.set(MARKET_PARAM, option.market.code);
    void navigate(`${location.pathname}?${params}${location.hash}`, { replace: true });
  };
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {t('a11y.market')}
      </label>
      <select
        id={id}
        className={`${styles.select} ${styles.market}`}
        value={shown?.country ?? ELSEWHERE}
        onChange={(event) => choose(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.country} value={option.country}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className={styles.chevron} />
    </div>
  );
}
