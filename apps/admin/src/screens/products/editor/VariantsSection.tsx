import type { Language } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { useTranslation } from '../../../shared/i18n.ts';
import tableStyles from '../../../shared/list/DataTable.module.css';
import styles from '../products.module.css';
import {
  cellKey,
  colorRows,
  slug,
  withEveryCell,
  type Cell,
  type Draft,
  type Option,
} from './draft.ts';
import { OptionsEditor } from './OptionsEditor.tsx';

interface Props {
  draft: Draft;
  language: Language;
  problem: (path: string) => string | undefined;
  onChange: (change: Partial<Draft>) => void;
  /** Opens the stock ledger's adjustment for a saved variant. */
  onAdjust: (sku: string) => void;
}

const nameOf = (option: Option, language: Language) => option.names[language] || option.names.en;

/**
 * Colours × sizes make the variants: a row per pair, sold or not, with its SKU, prices and stock.
 * A saved variant's stock moves through the ledger (the adjust dialog); a new one's opening
 * stock is saved with it.
 */
export function VariantsSection({ draft, language, problem, onChange, onAdjust }: Props) {
  const { t } = useTranslation();
  const setOptions = (change: Pick<Draft, 'colors'> | Pick<Draft, 'sizes'>) => {
    const next = { ...draft, ...change };
    // SKUs are suggested from the handle the product will have: typed, or the English name's.
    const handle = draft.handle || slug(draft.texts.en.name);
    onChange({ ...change, cells: withEveryCell(next.colors, next.sizes, draft.cells, handle) });
  };
  const setCell = (key: string, change: Partial<Cell>) =>
    onChange({ cells: { ...draft.cells, [key]: { ...draft.cells[key]!, ...change } } });
  // The server names a variant by its place among the sold ones.
  const rows = colorRows(draft.colors);
  const pairs = rows.flatMap((color) => draft.sizes.map((size) => ({ color, size })));
  const sold = pairs.filter(({ color, size }) => draft.cells[cellKey(color.code, size.code)]?.sold);
  const placeOf = (key: string) =>
    sold.findIndex(({ color, size }) => cellKey(color.code, size.code) === key);
  return (
    <section className={styles.section} aria-labelledby="variants-title">
      <div className={styles.sectionHead}>
        <h2 id="variants-title">{t('products.variantsTitle')}</h2>
        <p className={styles.muted}>{t('products.variantsHint')}</p>
      </div>
      <div className={styles.options}>
        <OptionsEditor
          kind="color"
          options={draft.colors}
          language={language}
          problem={problem}
          onChange={(colors) => setOptions({ colors })}
        />
        <OptionsEditor
          kind="size"
          options={draft.sizes}
          language={language}
          problem={problem}
          onChange={(sizes) => setOptions({ sizes })}
        />
      </div>
      {problem('variants') && <p className={styles.problem}>{problem('variants')}</p>}
      {draft.sizes.length > 0 && (
        <div className={styles.matrix}>
          <table className={tableStyles.compact}>
            <caption className="visually-hidden">{t('products.variantsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('products.variant')}</th>
                <th scope="col">{t('products.sold')}</th>
                <th scope="col">{t('stock.sku')}</th>
                <th scope="col">{t('products.price')}</th>
                <th scope="col">{t('products.compareAt')}</th>
                <th scope="col">{t('products.stock')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.flatMap((color) =>
                draft.sizes.map((size) => {
                  const key = cellKey(color.code, size.code);
                  const cell = draft.cells[key]!;
                  const at = `variants.${placeOf(key)}`;
                  const pair = color.code
                    ? `${nameOf(color, language)} · ${nameOf(size, language)}`
                    : nameOf(size, language);
                  const field = (name: keyof Cell, label: string, path: string) => {
                    const error = cell.sold ? problem(`${at}.${path}`) : undefined;
                    return (
                      <>
                        <input
                          aria-label={`${label}, ${pair}`}
                          className={name === 'sku' ? styles.sku : undefined}
                          value={String(cell[name])}
                          disabled={!cell.sold}
                          inputMode={name === 'sku' ? undefined : 'decimal'}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) => setCell(key, { [name]: event.target.value })}
                        />
                        {error && <span className={styles.problem}>{error}</span>}
                      </>
                    );
                  };
                  return (
                    <tr key={key} className={cell.sold ? undefined : styles.unsold}>
                      <th scope="row">
                        {color.code && (
                          <span className={styles.swatch} style={{ background: color.hex }} />
                        )}
                        {pair}
                      </th>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${t('products.sold')}, ${pair}`}
                          checked={cell.sold}
                          onChange={(event) => setCell(key, { sold: event.target.checked })}
                        />
                      </td>
                      <td>{field('sku', t('stock.sku'), 'sku')}</td>
                      <td>{field('price', t('products.price'), 'priceCents')}</td>
                      <td>{field('compareAt', t('products.compareAt'), 'compareAtPriceCents')}</td>
                      <td>
                        {cell.saved ? (
                          <span className={styles.stockCell}>
                            {cell.stock}
                            <Button variant="ghost" onClick={() => onAdjust(cell.sku)}>
                              {t('stock.adjust')}
                              <span className="visually-hidden">, {pair}</span>
                            </Button>
                          </span>
                        ) : (
                          field('stock', t('products.openingStock'), 'stock')
                        )}
                      </td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
