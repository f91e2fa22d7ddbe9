import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useParams } from '@atelier/ui/router';
import type { ProductDetail } from '@atelier/contract';
import { ApiError } from '../../shared/api/client.ts';
import { useDocumentTitle, useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { Button, ButtonLink } from '@atelier/ui/button';
import { Skeleton } from '@atelier/ui/skeleton';
import { productDetailQuery } from '../catalog/cards.ts';
import { selectCategory, useCategoryTree } from '../catalog/index.ts';
import { Reviews } from '../reviews/Reviews.tsx';
import { AlsoBought } from './AlsoBought.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Gallery, GallerySkeleton } from './Gallery.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { Specifications } from './Specifications.tsx';
import { initialVariant } from './variants.ts';
import styles from './product.module.css';

/** /product/:id — SPEC §2's product detail. */
export function ProductPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const language = useLanguage();
  const market = useMarketCode();
  const {
    data: product,
    error,
    refetch,
  } = useQuery({
    ...productDetailQuery(id, language, market),
    enabled: valid,
  });

  // SPEC: the page is titled with the product's name.
  useEffect(() => {
    if (product) document.title = product.name;
  }, [product]);

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <LoadError onRetry={() => void refetch()} />;
  if (!product) return <ProductSkeleton />;
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const [sku, setSku] = useState(() => initialVariant(product.variants)?.sku);
  const variant = product.variants.find((v) => v.sku === sku);
  useHeaderCategory(product);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb product={product} />
      <div className={styles.top}>
        <Gallery images={product.images} name={product.name} focus={variant?.imageUrl} />
        <PurchasePanel product={product} sku={sku} onSkuChange={setSku} />
      </div>
      <div className={styles.details}>
        <Specifications groups={product.specifications} />
        <Reviews productId={product.id} />
      </div>
      <AlsoBought productId={product.id} />
    </div>
  );
}

/** The header marks the product's own top-level category as the active one. */
function useHeaderCategory(product: ProductDetail) {
  const { data: tree } = useCategoryTree();
  const topId = product.categories[0]?.id;
  const top = tree?.find((category) => category.id === topId);
  useEffect(() => {
    if (top) selectCategory(top, false);
  }, [top]);
}

function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('product.notFound'));
  return (
    <div className={`container ${styles.state}`}>
      <h1 className={styles.stateTitle}>{t('product.notFound')}</h1>
      <p>{t('product.notFoundText')}</p>
      <ButtonLink to="/product">{t('product.browse')}</ButtonLink>
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.state}`} role="alert">
      <h1 className={styles.stateTitle}>{t('product.loadError')}</h1>
      <Button onClick={onRetry}>{t('listing.retry')}</Button>
    </div>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('a11y.loading')}
      </span>
      <div className={styles.top}>
        <GallerySkeleton />
        <div className={styles.panel}>
          <Skeleton width="30%" height="1rem" />
          <Skeleton width="80%" height="2.5rem" />
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="100%" height="6rem" />
          <Skeleton width="100%" height="3.25rem" />
        </div>
      </div>
    </div>
  );
}
