import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { useTranslation } from '../../../shared/i18n.ts';
import { CATEGORIES, loadCategories } from '../../categories/api.ts';
import { flatten, nameIn } from '../../categories/tree.ts';
import styles from '../products.module.css';
import { changeWords } from './changeWords.ts';

const SHOWN = 12;

interface Props {
  /** The version this editor was opened on, and the one saved since. */
  base: AdminProduct;
  theirs: AdminProduct | undefined;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * A save refused for a stale version: the typed changes stay in the form. It lists what the
 * other save changed, and lets the member save theirs over it or take the other version. It
 * appears below the form, where the Save button of the bar stuck to the window's bottom is far
 * from: it is scrolled into view and takes the focus, so neither eyes nor a screen reader miss it.
 */
export function ConflictNotice({ base, theirs, onKeepMine, onTakeTheirs }: Props) {
  const { t, language } = useTranslation();
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  const names = new Map(
    flatten(categories.data ?? []).map(({ category }) => [category.id, nameIn(category, language)]),
  );
  const changes = theirs ? changeWords(t, language, base, theirs, (id) => names.get(id)) : [];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={`${styles.alert} ${styles.notice}`}>
      <strong>{t('products.conflict.title')}</strong>
      <p>{t('products.conflict.text')}</p>
      {theirs && (
        <>
          <p>{t('products.conflict.changed', { count: changes.length })}</p>
          <ul>
            {changes.slice(0, SHOWN).map((change) => (
              <li key={change.label}>
                <strong>{change.label}</strong>: {change.before} → {change.after}
              </li>
            ))}
          </ul>
          <div className={styles.buttons}>
            <Button onClick={onKeepMine}>{t('products.conflict.keepMine')}</Button>
            <Button variant="secondary" onClick={onTakeTheirs}>
              {t('products.conflict.takeTheirs')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
