import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaxRates, type AdminCategory, type TaxRate } from '@atelier/contract';
import { COUNTRY_CODES, regionName } from '@atelier/contract/regions';
import { countryName } from '@atelier/ui/address';
import { Button } from '@atelier/ui/button';
import { fieldStyles } from '@atelier/ui/field';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { RATE_CELLS, RateRow, type Row } from './RateRow.tsx';
import { parsePercent, percentText } from './amounts.ts';
import { saveTaxRates, TAX_RATES_KEY } from './api.ts';
import styles from './markets.module.css';

let nextKey = 0;
const rowOf = (r: TaxRate): Row => ({
  fresh: false,
  key: nextKey++,
  country: r.country,
  region: r.region ?? '',
  category: r.category === undefined ? '' : String(r.category),
  rate: percentText(r.rate),
});

const rateOf = (row: Row) => ({
  country: row.country,
  ...(row.region ? { region: row.region } : {}),
  ...(row.category ? { category: Number(row.category) } : {}),
  rate: parsePercent(row.rate),
});

/** Every category with its depth, in the tree's order, for a picker that shows the nesting. */
const flatten = (
  tree: readonly AdminCategory[],
  depth = 0,
): { c: AdminCategory; depth: number }[] =>
  tree.flatMap((c) => [{ c, depth }, ...flatten(c.children, depth + 1)]);

/**
 * The tax rates table: a rate per country, per region over it, per category over both. Saved
 * whole: what is on screen replaces the table.
 */
export function TaxRatesEditor({
  loaded,
  categories,
}: {
  loaded: TaxRate[];
  categories: readonly AdminCategory[];
}) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [rows, setRows] = useState(() => loaded.map(rowOf));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveTaxRates,
    onSuccess: async (saved) => {
      showToast(t('markets.ratesSaved', { count: saved.length }));
      setRows(saved.map(rowOf));
      await client.invalidateQueries({ queryKey: TAX_RATES_KEY });
    },
  });
  // The same option elements for every row and render: React skips drawing them again.
  const countryOptions = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) }))
        .sort((a, b) => a.name.localeCompare(b.name, language))
        .map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        )),
    [language],
  );
  const categoryList = useMemo(() => flatten(categories), [categories]);
  const categoryOptions = useMemo(
    () =>
      categoryList.map(({ c, depth }) => (
        <option key={c.id} value={String(c.id)}>
          {'\u2003'.repeat(depth)}
          {c.names[language] ?? c.names.en}
        </option>
      )),
    [categoryList, language],
  );
  const update = (key: number, change: Partial<Row>) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const problem = (i: number, cell: string) =>
    problems[`${i}.${cell}`] ?? fieldError(t, save.error, `${i}.${cell}`);
  const categoryName = (id: string) => {
    const found = categoryList.find(({ c }) => String(c.id) === id)?.c;
    return found ? (found.names[language] ?? found.names.en) : '';
  };
  /** What names a row to a screen reader: its place and category, unique in a valid table. */
  const place = (row: Row) =>
    [
      countryName(row.country, language),
      row.region && regionName(row.country, row.region, language),
      categoryName(row.category),
    ]
      .filter(Boolean)
      .join(', ');
  const messages = rows.flatMap((row, i) =>
    RATE_CELLS.flatMap((cell) => {
      const message = problem(i, cell);
      return message
        ? [
            <li key={`${row.key}-${cell}`} id={`rate-${i}-${cell}-error`}>
              {t('markets.rowProblem', { row: i + 1, message })}
            </li>,
          ]
        : [];
    }),
  );
  return (
    <section className={styles.section} aria-labelledby="tax-rates-heading">
      <h2 id="tax-rates-heading" className={styles.heading}>
        {t('markets.taxRates')}
      </h2>
      <p className={fieldStyles.hint}>{t('markets.taxRatesText')}</p>
      <form
        noValidate
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = TaxRates.safeParse(rows.map(rateOf));
          const found: Record<string, string> = {};
          if (!parsed.success) schemaProblems(t, parsed.error.issues, found, true);
          rows.forEach((row, i) => {
            if (Number.isNaN(parsePercent(row.rate)))
              found[`${i}.rate`] = t('markets.enterPercent');
          });
          setProblems(found);
          if (parsed.success && !Object.keys(found).length) save.mutate(parsed.data);
        }}
      >
        <div className={styles.rates}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('markets.taxRates')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('markets.country')}</th>
                <th scope="col">{t('markets.region')}</th>
                <th scope="col">{t('markets.category')}</th>
                <th scope="col">{t('markets.ratePercent')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <RateRow
                  key={row.key}
                  row={row}
                  index={i}
                  where={place(row) || t('markets.newRow')}
                  categoryName={categoryName(row.category)}
                  countryOptions={countryOptions}
                  categoryOptions={categoryOptions}
                  problem={(cell) => problem(i, cell)}
                  onChange={(change) => update(row.key, change)}
                  onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
                />
              ))}
            </tbody>
          </table>
        </div>
        {messages.length > 0 && (
          <ul role="alert" className={fieldStyles.error}>
            {messages}
          </ul>
        )}
        {save.error && !Object.keys(problems).length ? <ErrorNotice error={save.error} /> : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() =>
              setRows([
                ...rows,
                { key: nextKey++, country: '', region: '', category: '', rate: '', fresh: true },
              ])
            }
          >
            {t('markets.addRate')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('markets.saveRates')}
          </Button>
        </div>
      </form>
    </section>
  );
}
