import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { ButtonLink } from '@atelier/ui/button';
import styles from './home.module.css';

interface Props {
  eyebrow: string;
  title: string;
  /** Beside the title (the flash-sale countdown). */
  aside?: ReactNode;
  /** Where 'View All' (or `moreLabel`) leads; no link without it. */
  moreTo?: string;
  moreLabel?: string;
  children: ReactNode;
}

/** A home section: a small coloured eyebrow, the title, and its content. */
export function Section({ eyebrow, title, aside, moreTo, moreLabel, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <div className={styles.headings}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
        {moreTo && (
          <ButtonLink to={moreTo} variant="secondary" className={styles.more}>
            {moreLabel ?? t('labels.viewAll')}
          </ButtonLink>
        )}
      </div>
      {children}
    </section>
  );
}

/** A section whose data failed to load: say so and offer another try. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p>{t('home.loadError')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('home.retry')}
      </button>
    </div>
  );
}
