import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { ProductCard as Card } from '@atelier/contract';
import { mediaSrcset } from '@atelier/contract/media';
import { Skeleton } from '@atelier/ui/skeleton';
import { ProductCardCart } from './ProductCardCart.tsx';
import { WishlistHeart } from '../wishlist/index.ts';
import { Price } from './Price.tsx';
import { regularPrice } from './price.ts';
import { Rating } from './Rating.tsx';
import styles from './ProductCard.module.css';

interface Props {
  product: Card;
  /** Cards in the first screenful load their image at once; the rest when scrolled near. */
  eager?: boolean;
  /** A plain link reloads the page (the 'Customers Also Bought' strip, SPEC §2). */
  reload?: boolean;
}

/** A card's width: two columns, three from 48rem, four from 64rem in an 80rem page. */
const CARD_SIZES =
  '(min-width: 80rem) 19rem, (min-width: 64rem) 24vw, (min-width: 48rem) 32vw, 50vw';

/** A product in a grid: the whole card opens the product; cart and wishlist buttons sit on top. */
export function ProductCard({ product, eager = false, reload = false }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const href = `/product/${product.id}`;
  // An uploaded photo comes in several widths; the demo catalog's drawings are SVG.
  const srcSet = mediaSrcset(product.imageUrl);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          src={product.imageUrl}
          srcSet={srcSet}
          sizes={srcSet && CARD_SIZES}
          alt=""
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className={styles.image}
        />
        {product.discountPercentage > 0 && (
          <span className={styles.badge}>
            {t('product.discountBadge', { value: product.discountPercentage })}
          </span>
        )}
        <WishlistHeart productId={product.id} name={product.name} className={styles.heart} />
      </div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {reload ? (
            <a href={href} className={styles.link}>
              {product.name}
            </a>
          ) : (
            <Link to={href} className={styles.link}>
              {product.name}
            </Link>
          )}
        </h3>
        <Price
          price={product.sellingPrice}
          originalPrice={regularPrice(product)}
          currency={product.currency}
        />
        <Rating rating={product.rating} count={product.reviewCount} />
      </div>
      <ProductCardCart product={product} nameId={nameId} />
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.media} />
      <div className={styles.body}>
        <Skeleton width="80%" height="1.1rem" />
        <Skeleton width="40%" height="1.1rem" />
        <Skeleton width="55%" height="0.9rem" />
      </div>
      <Skeleton height="var(--control-height)" className={styles.cartButton} />
    </div>
  );
}
