import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { formatPrice } from '../catalog/cards.ts';
import { useMarket, usePriceScale } from '../../shared/market/market.ts';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from './listingParams.ts';
import styles from './Filters.module.css';

/** How long the sliders rest before the listing reloads, so a drag is one request, not fifty. */
export const PRICE_DEBOUNCE_MS = 400;

interface Props {
  min: number;
  max: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
}

/** Two labelled sliders, lowest and highest price, sent on once the hand rests. */
export function PriceRange({ min, max, onChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const market = useMarket();
  const scale = usePriceScale();
  const id = useId();
  // Until the markets are known the slider has no currency to write; the listing waits for them.
  const money = (amount: number) =>
    market ? formatPrice(amount, language, market.currency) : String(amount);
  const [draft, setDraft] = useState({ minPrice: min, maxPrice: max });
  // The URL's prices changed (Back, a cleared filter, our own commit): the draft follows them.
  const [committed, setCommitted] = useState({ min, max });
  if (committed.min !== min || committed.max !== max) {
    setCommitted({ min, max });
    setDraft({ minPrice: min, maxPrice: max });
  }

  useEffect(() => {
    if (draft.minPrice === min && draft.maxPrice === max) return;
    const timer = setTimeout(() => onChange(draft), PRICE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, min, max, onChange]);

  const slider = (key: 'minPrice' | 'maxPrice', label: string) => (
    <div className={styles.slider}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="range"
        min={PRICE_MIN}
        max={PRICE_MAX * scale}
        step={PRICE_STEP * scale}
        value={draft[key]}
        aria-valuetext={money(draft[key])}
        onChange={(event) => {
          const value = Number(event.target.value);
          // The thumbs may meet but not cross.
          setDraft((current) =>
            key === 'minPrice'
              ? { ...current, minPrice: Math.min(value, current.maxPrice) }
              : { ...current, maxPrice: Math.max(value, current.minPrice) },
          );
        }}
      />
    </div>
  );

  return (
    <div className={styles.price}>
      <p className={styles.priceValues} aria-hidden="true">
        {money(draft.minPrice)} – {money(draft.maxPrice)}
      </p>
      {slider('minPrice', t('listing.minPrice'))}
      {slider('maxPrice', t('listing.maxPrice'))}
    </div>
  );
}
