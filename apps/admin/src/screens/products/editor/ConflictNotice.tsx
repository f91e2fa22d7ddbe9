import type { AdminProduct } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { useTranslation } from '../../../shared/i18n.ts';
import { diff } from '../../audit/diff.ts';
import styles from '../products.module.css';
import { fromProduct, toInput } from './draft.ts';

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
 * other save changed, and lets the member save theirs over it or take the other version.
 */
export function ConflictNotice({ base, theirs, onKeepMine, onTakeTheirs }: Props) {
  const { t } = useTranslation();
  const changes = theirs ? diff(toInput(fromProduct(base)), toInput(fromProduct(theirs))) : [];
  return (
    <div role="alert" className={styles.alert}>
      <strong>{t('products.conflict.title')}</strong>
      <p>{t('products.conflict.text')}</p>
      {theirs && (
        <>
          <p>{t('products.conflict.changed', { count: changes.length })}</p>
          <ul>
            {changes.slice(0, SHOWN).map((change) => (
              <li key={change.path}>
                <code>{change.path}</code>: {change.before ?? t('audit.none')} →{' '}
                {change.after ?? t('audit.none')}
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
