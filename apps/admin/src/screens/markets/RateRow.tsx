import type { ReactNode } from 'react';
import { regionName, regionsOf } from '@atelier/contract/regions';
import { countryName } from '@atelier/ui/address';
import { Button } from '@atelier/ui/button';
import { fieldStyles } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';

export interface Row {
  key: number;
  country: string;
  region: string;
  category: string;
  rate: string;
  /** Added on this screen: its place and category are picked; a saved row's are shown. */
  fresh: boolean;
}

export const RATE_CELLS = ['country', 'region', 'category', 'rate'] as const;
type Cell = (typeof RATE_CELLS)[number];

interface Props {
  row: Row;
  index: number;
  /** What names the row to a screen reader: its place and category. */
  where: string;
  categoryName: string;
  /** The same option elements for every row: React does not draw them again. */
  countryOptions: ReactNode;
  categoryOptions: ReactNode;
  problem: (cell: Cell) => string | undefined;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
}

/** One rate of the table. Only a new row draws the pickers: 75 rows of 250 countries would not do. */
export function RateRow(props: Props) {
  const { row, index, where, problem, onChange } = props;
  const { t, language } = useTranslation();
  const regions = regionsOf(row.country);
  const control = (cell: Cell) => ({
    className: fieldStyles.control,
    ...(problem(cell)
      ? { 'aria-invalid': true as const, 'aria-describedby': `rate-${index}-${cell}-error` }
      : {}),
  });
  return (
    <tr>
      {row.fresh ? (
        <>
          <td>
            <select
              {...control('country')}
              aria-label={t('markets.countryOf', { row: index + 1 })}
              value={row.country}
              onChange={(event) => onChange({ country: event.target.value, region: '' })}
            >
              <option value="">{t('markets.choose')}</option>
              {props.countryOptions}
            </select>
          </td>
          <td>
            <select
              {...control('region')}
              aria-label={t('markets.regionOf', { place: where })}
              value={row.region}
              disabled={!regions.length}
              onChange={(event) => onChange({ region: event.target.value })}
            >
              <option value="">{t('markets.wholeCountry')}</option>
              {regions.map((r) => (
                <option key={r.code} value={r.code}>
                  {regionName(row.country, r.code, language)}
                </option>
              ))}
            </select>
          </td>
          <td>
            <select
              {...control('category')}
              aria-label={t('markets.categoryOf', { place: where })}
              value={row.category}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">{t('markets.everyCategory')}</option>
              {props.categoryOptions}
            </select>
          </td>
        </>
      ) : (
        <>
          <th scope="row">{countryName(row.country, language)}</th>
          <td>
            {row.region ? regionName(row.country, row.region, language) : t('markets.wholeCountry')}
          </td>
          <td>{props.categoryName || t('markets.everyCategory')}</td>
        </>
      )}
      <td>
        <input
          {...control('rate')}
          aria-label={t('markets.rateOf', { place: where })}
          inputMode="decimal"
          value={row.rate}
          onChange={(event) => onChange({ rate: event.target.value })}
        />
      </td>
      <td>
        <Button variant="ghost" onClick={props.onRemove}>
          {t('markets.remove')}
          <span className="visually-hidden"> {where}</span>
        </Button>
      </td>
    </tr>
  );
}
