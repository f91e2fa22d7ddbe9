import type { Language, ProductStatus } from '@atelier/contract';
import { StatusBadge, type Tone } from '../../shared/feedback/StatusBadge.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import styles from './products.module.css';

const TONES: Record<ProductStatus, Tone> = {
  draft: 'neutral',
  published: 'success',
  archived: 'warning',
};

export function StatusOf({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]}>{t(`products.statuses.${status}`)}</StatusBadge>;
}

/** The languages a product has no texts in, by code, or a word that none is missing. */
export function MissingLanguages({ missing }: { missing: readonly Language[] }) {
  const { t } = useTranslation();
  if (!missing.length) return <span className={styles.muted}>{t('products.allLanguages')}</span>;
  return (
    <span className={styles.codes}>
      <span className="visually-hidden">{t('products.missingIn')}</span>
      {missing.map((lang) => (
        <abbr key={lang} title={t(`products.languageNames.${lang}`)} className={styles.code}>
          {lang.toUpperCase()}
        </abbr>
      ))}
    </span>
  );
}
