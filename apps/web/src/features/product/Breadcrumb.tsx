import type { ProductDetail } from '@atelier/contract';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import { categoryHref } from '../catalog/index.ts';
import styles from './Breadcrumb.module.css';

/**
 * Home / category path / the product. Search engines read the same path from the page's
 * BreadcrumbList JSON-LD, which the server puts in the head (modules/seo/product-head.ts).
 */
export function Breadcrumb({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('product.breadcrumb')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/">{t('product.home')}</Link>
        </li>
        {product.categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category)}>{category.name}</Link>
          </li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}
