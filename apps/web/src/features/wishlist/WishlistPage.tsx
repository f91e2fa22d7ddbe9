import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Navigate } from '@atelier/ui/router';
import { useDocumentTitle, useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { ButtonLink } from '@atelier/ui/button';
import { HeartIcon } from '../../shared/ui/icons.tsx';
import { Skeleton } from '@atelier/ui/skeleton';
import { Breadcrumb, EmptyState, shoppingStyles as shared } from '../cart/frame.ts';
import { fetchProducts, ProductGrid } from '../catalog/cards.ts';
import { useChangeWishlist, useWishlist } from './api.ts';
import { ProductTile } from './ProductTile.tsx';
import styles from './wishlist.module.css';

/** SPEC §9: four suggestions under the wishlist. */
const SUGGESTIONS = 4;

function TileSkeletons() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: SUGGESTIONS }, (_, i) => (
        <li key={i}>
          <Skeleton width="100%" height="20rem" />
        </li>
      ))}
    </ul>
  );
}

export function WishlistPage() {
  const { t } = useTranslation();
  const title = t('pages.wishlist');
  useDocumentTitle(title);
  const lang = useLanguage();
  const market = useMarketCode();
  const signedIn = useSignedIn();
  const wishlist = useWishlist();
  const change = useChangeWishlist();
  const suggestions = useQuery({
    queryKey: ['products', 'suggestions', SUGGESTIONS, lang, market],
    queryFn: ({ signal }) =>
      fetchProducts({ section: 'explore', pagesize: SUGGESTIONS, lang, market }, signal),
    enabled: signedIn,
  });
  if (!signedIn) return <Navigate to="/login" replace />;

  const products = wishlist.data ?? [];
  const remove = (productId: number) =>
    change.mutate(
      { productId, save: false },
      { onError: () => notify(t('errors.generic'), 'error') },
    );

  return (
    <div className={`container ${shared.page}`}>
      <Breadcrumb steps={[{ label: title }]} />
      <h1 className={shared.title}>
        {title} {wishlist.data && <span className={styles.count}>({products.length})</span>}
      </h1>
      {wishlist.isPending ? (
        <TileSkeletons />
      ) : wishlist.isError ? (
        <p className={shared.empty} role="alert">
          {t('wishlist.loadFailed')}
        </p>
      ) : products.length === 0 ? (
        <EmptyState
          icon={<HeartIcon size={32} />}
          title={t('wishlist.emptyTitle')}
          text={t('wishlist.emptyText')}
          action={t('wishlist.browse')}
        />
      ) : (
        <ul className={styles.grid}>
          {products.map((product) => (
            <ProductTile key={product.id} product={product} onRemove={() => remove(product.id)} />
          ))}
        </ul>
      )}

      <section className={styles.suggestions} aria-labelledby="just-for-you">
        <div className={styles.sectionHead}>
          <h2 id="just-for-you" className={styles.sectionTitle}>
            {t('wishlist.justForYou')}
          </h2>
          <ButtonLink to="/" variant="secondary">
            {t('wishlist.seeAll')}
          </ButtonLink>
        </div>
        <div className={styles.suggestionGrid}>
          <ProductGrid products={suggestions.data?.content} placeholders={SUGGESTIONS} />
        </div>
      </section>
    </div>
  );
}
