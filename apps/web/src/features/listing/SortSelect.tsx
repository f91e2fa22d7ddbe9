import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { ProductSort } from '@atelier/contract';
import { SORTS } from './listingParams.ts';
import styles from './listing.module.css';

interface Props {
  value?: ProductSort;
  /** A text search ranks by relevance first. */
  search: boolean;
  onChange: (sort: ProductSort | undefined) => void;
}

export function SortSelect({ value, search, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const first = search ? 'relevance' : '';
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('listing.sortBy')}</label>
      <select
        id={id}
        className={styles.select}
        value={value ?? first}
        onChange={(event) => onChange((event.target.value || undefined) as ProductSort | undefined)}
      >
        <option value={first}>
          {search ? t('listing.sorts.relevance') : t('labels.featured')}
        </option>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
