import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { WishlistItem } from '@atelier/contract';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { Price, ProductCardCart, regularPrice } from '../catalog/cards.ts';
import styles from './wishlist.module.css';

interface Props {
  product: WishlistItem;
  onRemove: () => void;
}

/**
 * SPEC §2 "Wishlist": name, selling price, the original price when it differs, Add To Cart. A
 * product saved with its variant shows that colour and size, and Add To Cart adds exactly it; one
 * saved from a card adds as its card does (the shopper picks the size where there are several).
 */
export function ProductTile({ product, onRemove }: Props) {
  const { t } = useTranslation();
  const nameId = useId();
  const soldOut = product.size !== undefined && product.stock === 0;
  return (
    <li className={styles.tile}>
      <Link to={`/product/${product.id}`} className={styles.link}>
        <span className={styles.media}>
          <img src={product.imageUrl} alt="" loading="lazy" width={300} height={300} />
          {product.discountPercentage > 0 && (
            <span className={styles.badge}>
              {t('product.discountBadge', { value: product.discountPercentage })}
            </span>
          )}
        </span>
        <span id={nameId} className={styles.name}>
          {product.name}
        </span>
        {product.size !== undefined && (
          <span className={styles.variant}>
            {/* A product sold in sizes only has no colour to name. */}
            {product.color && `${t('product.colour')}: ${product.color} · `}
            {t('product.size')}: {product.size}
          </span>
        )}
        <Price
          price={product.sellingPrice}
          originalPrice={regularPrice(product)}
          currency={product.currency}
        />
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('wishlist.remove', { name: product.name })}
        onClick={onRemove}
      >
        <CloseIcon size={18} />
      </button>
      {soldOut ? (
        <p className={styles.soldOut}>{t('product.soldOut')}</p>
      ) : (
        <ProductCardCart product={product} nameId={nameId} />
      )}
    </li>
  );
}
