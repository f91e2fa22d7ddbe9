import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { ProductCard } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { Price } from '../catalog/cards.ts';
import styles from './wishlist.module.css';

interface Props {
  product: ProductCard;
  onAddToCart: (productId: number) => Promise<boolean>;
  onRemove: () => void;
}

/** SPEC §2 "Wishlist": name, selling price, the original price when it differs, Add To Cart. */
export function ProductTile({ product, onAddToCart, onRemove }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    await onAddToCart(product.id);
    setAdding(false);
  };
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
        <span className={styles.name}>{product.name}</span>
        <Price price={product.sellingPrice} originalPrice={product.originalPrice} />
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('wishlist.remove', { name: product.name })}
        onClick={onRemove}
      >
        <CloseIcon size={18} />
      </button>
      <Button
        variant="secondary"
        className={styles.add}
        aria-label={`${t('labels.addToCart')}: ${product.name}`}
        disabled={adding}
        onClick={() => void add()}
      >
        {t('labels.addToCart')}
      </Button>
    </li>
  );
}
