import { useState } from 'react';
import type { Language } from '@atelier/contract';
import { SelectField } from '@atelier/ui/field';
import { useTranslation } from '../../../shared/i18n.ts';
import tableStyles from '../../../shared/list/DataTable.module.css';
import { formatIn } from '../../../shared/money.ts';
import styles from '../products.module.css';
import { cellKey, colorRows, type Cell, type Draft, type Option } from './draft.ts';

interface Props {
  draft: Draft;
  language: Language;
  problem: (path: string) => string | undefined;
  onChange: (change: Partial<Draft>) => void;
}

const nameOf = (option: Option, language: Language) => option.names[language] || option.names.en;

/**
 * Each sold variant's price in one market currency at a time (five side by side overflow 820 px):
 * what the market converts the saved base price to, with the server's rate and rounding, and
 * fields to fix a price and a compare-at price instead. A base price typed since the last save is
 * converted when saved.
 */
export function MarketPricesSection({ draft, language, problem, onChange }: Props) {
  const { t, language: ui } = useTranslation();
  const [picked, setPicked] = useState('');
  const currency = draft.currencies.includes(picked) ? picked : (draft.currencies[0] ?? '');
  const sold = colorRows(draft.colors).flatMap((color) =>
    draft.sizes.flatMap((size) => {
      const key = cellKey(color.code, size.code);
      const cell = draft.cells[key];
      return cell?.sold ? [{ key, cell, color, size }] : [];
    }),
  );
  const setFixed = (key: string, field: 'prices' | 'compareAtPrices', value: string) => {
    const cell = draft.cells[key]!;
    onChange({
      cells: { ...draft.cells, [key]: { ...cell, [field]: { ...cell[field], [currency]: value } } },
    });
  };
  const converted = (cell: Cell) => {
    const price = cell.converted[currency];
    if (!price || cell.price !== cell.convertedFrom) return t('products.convertedOnSave');
    return formatIn(ui, price.priceCents, currency);
  };
  return (
    <section className={styles.section} aria-labelledby="market-prices-title">
      <div className={styles.sectionHead}>
        <h2 id="market-prices-title">{t('products.marketPrices')}</h2>
        <p className={styles.muted}>{t('products.marketPricesHint')}</p>
      </div>
      {!currency ? (
        <p>{t('products.marketPricesAfterSave')}</p>
      ) : (
        <>
          <SelectField
            label={t('products.currency')}
            value={currency}
            onChange={(event) => setPicked(event.target.value)}
          >
            {draft.currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <div className={styles.matrix}>
            <table className={tableStyles.compact}>
              <caption className="visually-hidden">
                {t('products.marketPrices')} ({currency})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('products.variant')}</th>
                  <th scope="col">{t('products.converted')}</th>
                  <th scope="col">{t('products.fixedPrice')}</th>
                  <th scope="col">{t('products.fixedCompareAt')}</th>
                </tr>
              </thead>
              <tbody>
                {sold.map(({ key, cell, color, size }, place) => {
                  const pair = color.code
                    ? `${nameOf(color, language)} · ${nameOf(size, language)}`
                    : nameOf(size, language);
                  const field = (name: 'prices' | 'compareAtPrices', label: string) => {
                    const error = problem(`variants.${place}.${name}.${currency}`);
                    return (
                      <>
                        <input
                          aria-label={`${label} (${currency}), ${pair}`}
                          value={cell[name][currency] ?? ''}
                          inputMode="decimal"
                          aria-invalid={error ? true : undefined}
                          onChange={(event) => setFixed(key, name, event.target.value)}
                        />
                        {error && <span className={styles.problem}>{error}</span>}
                      </>
                    );
                  };
                  return (
                    <tr key={key}>
                      <th scope="row">{pair}</th>
                      <td>{converted(cell)}</td>
                      <td>{field('prices', t('products.fixedPrice'))}</td>
                      <td>{field('compareAtPrices', t('products.fixedCompareAt'))}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
