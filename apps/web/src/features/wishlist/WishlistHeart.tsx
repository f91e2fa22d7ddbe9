import { useState } from 'react';
import { Button } from '@atelier/ui/button';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { HeartIcon } from '../../shared/ui/icons.tsx';
import { useIsWishlisted } from './api.ts';
import { useToggleWishlist } from './useToggleWishlist.ts';

interface Props {
  productId: number;
  /** The product's name: a card's heart names it, the product page's stands beside its title. */
  name?: string;
  /** The variant chosen on the product page, kept with the product. */
  sku?: string;
  className?: string;
}

/**
 * The wishlist heart: pressed and filled while the product is saved (read from the wishlist query,
 * the one source every heart shares), saving or removing on each press.
 */
export function WishlistHeart({ productId, name, sku, className }: Props) {
  const { t } = useTranslation();
  const saved = useIsWishlisted(productId);
  const toggle = useToggleWishlist();
  const [busy, setBusy] = useState(false);
  const press = async () => {
    // A second press while the first is on its way would send the same change again.
    if (busy) return;
    setBusy(true);
    await toggle(productId, !saved, sku);
    setBusy(false);
  };
  const icon = <HeartIcon size={20} fill={saved ? 'currentColor' : 'none'} />;
  if (name !== undefined) {
    return (
      <button
        type="button"
        className={className}
        aria-pressed={saved}
        aria-label={t(saved ? 'wishlist.remove' : 'product.addNamedToWishlist', { name })}
        onClick={() => void press()}
      >
        {icon}
      </button>
    );
  }
  return (
    <Button
      size="lg"
      variant="secondary"
      className={className}
      aria-pressed={saved}
      onClick={() => void press()}
    >
      {icon}
      {t(saved ? 'wishlist.removeLabel' : 'product.addToWishlist')}
    </Button>
  );
}
