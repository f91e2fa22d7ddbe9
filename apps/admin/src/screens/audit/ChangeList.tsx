import { useTranslation } from '../../shared/i18n.ts';
import { diff } from './diff.ts';
import { auditLabel } from './label.ts';
import type { AuditEntry } from './api.ts';
import styles from './audit.module.css';

/** An entry's before and after as the fields that changed, folded until asked for. */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = diff(entry.before, entry.after);
  if (!changes.length) return <span className={styles.muted}>{t('audit.noChanges')}</span>;
  return (
    <details className={styles.details}>
      <summary>{t('audit.changes', { count: changes.length })}</summary>
      <table className={styles.diff}>
        <caption className="visually-hidden">
          {t('audit.changesOf', {
            entity: auditLabel(t, 'entities', entry.entity),
            id: entry.entityId,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.field')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <code>{change.path}</code>
              </th>
              <td className={styles.old}>
                {change.before === undefined ? (
                  <span className={styles.muted}>{t('audit.none')}</span>
                ) : (
                  <del>{change.before}</del>
                )}
              </td>
              <td className={styles.new}>
                {change.after === undefined ? (
                  <span className={styles.muted}>{t('audit.none')}</span>
                ) : (
                  <ins>{change.after}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
