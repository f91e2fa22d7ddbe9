import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { ProductCard } from '@atelier/contract';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { formatPrice } from '../catalog/price.ts';
import styles from './SearchBox.module.css';

export type Option =
  | { kind: 'product'; product: ProductCard; href: string }
  | { kind: 'category'; category: { id: number; name: string }; href: string };

interface Props {
  id: string;
  hidden: boolean;
  options: readonly Option[];
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: Option) => void;
}

/** The combobox's listbox: products (picture, name, price), then categories. */
export function SuggestionList({ id, hidden, options, active, optionId, onChoose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const productsId = useId();
  const categoriesId = useId();

  const option = (entry: Option, index: number) => (
    <div
      key={entry.href}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      // Keep the focus in the input, so the click is not a blur that closes the list first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(entry)}
    >
      {entry.kind === 'product' ? (
        <>
          <img
            src={entry.product.imageUrl}
            alt=""
            width={40}
            height={40}
            className={styles.thumb}
          />
          <span className={styles.optionName}>{entry.product.name}</span>
          <span className={styles.optionPrice}>
            {formatPrice(entry.product.sellingPrice, language, entry.product.currency)}
          </span>
        </>
      ) : (
        <span className={styles.optionName}>{entry.category.name}</span>
      )}
    </div>
  );

  const groups = [
    { labelId: productsId, label: t('search.products'), kind: 'product' },
    { labelId: categoriesId, label: t('search.categories'), kind: 'category' },
  ] as const;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      className={styles.listbox}
      hidden={hidden}
    >
      {groups.map(({ labelId, label, kind }) =>
        options.some((entry) => entry.kind === kind) ? (
          <div key={kind} role="group" aria-labelledby={labelId}>
            <div id={labelId} role="presentation" className={styles.groupLabel}>
              {label}
            </div>
            {options.map((entry, index) => (entry.kind === kind ? option(entry, index) : null))}
          </div>
        ) : null,
      )}
    </div>
  );
}
