import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import styles from './shopping.module.css';

/** "Home / … / here": each step a link but the last, which is the current page. */
export function Breadcrumb({ steps }: { steps: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  const all = [{ label: t('cart.home'), to: '/' }, ...steps];
  return (
    <nav aria-label={t('cart.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {all.map((step, index) => (
          <li key={step.label}>
            {index < all.length - 1 && step.to ? (
              <Link to={step.to}>{step.label}</Link>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
