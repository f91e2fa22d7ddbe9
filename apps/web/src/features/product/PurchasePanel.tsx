import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { ProductDetail } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { useAddToCart, useMoney } from '../cart/index.ts';
import { deliveryQuery, deliveryTerms } from '../cart/delivery.ts';
import { deliveryDays } from '@atelier/ui/days';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useShop } from '../../shared/shop.ts';
import { Skeleton } from '@atelier/ui/skeleton';
import { discountedPrice, Price, Rating, regularPrice } from '../catalog/cards.ts';
import { WishlistHeart } from '../wishlist/index.ts';
import { LOW_STOCK } from './variants.ts';
import { VariantPicker } from './VariantPicker.tsx';
import styles from './product.module.css';

const MAX_QTY = 99;

interface Props {
  product: ProductDetail;
  /** The chosen variant's sku; the page keeps it so the gallery can show that colour. */
  sku: string | undefined;
  onSkuChange: (sku: string) => void;
}

/** Name, price, variant pickers, quantity, the two buttons and the delivery notes. */
export function PurchasePanel({ product, sku, onSkuChange }: Props) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const qtyId = useId();
  const [qty, setQty] = useState(1);
  const variant = product.variants.find((v) => v.sku === sku) ?? product.variants[0];
  const original = variant?.originalPrice ?? product.originalPrice;
  const stock = variant?.stock ?? 0;
  const soldOut = stock <= 0;
  // The shop's return window, a setting (0: no returns); drawn into the page with the shop's.
  const returnDays = useShop()?.returnWindowDays ?? 0;

  return (
    <div className={styles.panel}>
      <p className={styles.brand}>{product.brand}</p>
      <h1 className={styles.name}>{product.name}</h1>
      <Rating rating={product.rating} count={product.reviewCount} />
      <Price
        price={discountedPrice(original, product.discountPercentage, product.currency)}
        originalPrice={variant ? regularPrice(variant) : original}
        currency={product.currency}
        size="lg"
      />
      <p className={styles.description}>{product.description}</p>
      {variant && product.variants.length > 1 && (
        <VariantPicker
          variants={product.variants}
          selected={variant}
          onSelect={(next) => {
            onSkuChange(next.sku);
            setQty(1);
          }}
        />
      )}
      <p className={soldOut ? styles.stockOut : styles.stockLow} role="status">
        {soldOut
          ? t('product.soldOut')
          : stock <= LOW_STOCK
            ? t('product.onlyLeft', { count: stock })
            : ''}
      </p>
      <div className={styles.actions}>
        {!soldOut && (
          <div className={styles.qty}>
            <label htmlFor={qtyId}>{t('product.quantity')}</label>
            <input
              id={qtyId}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.min(stock, MAX_QTY)}
              value={qty}
              onChange={(event) => {
                const value = Math.floor(Number(event.target.value));
                // SPEC §5: at least 1; never more than the stock.
                if (value >= 1) setQty(Math.min(value, stock, MAX_QTY));
              }}
            />
          </div>
        )}
        <Button
          size="lg"
          className={styles.addToCart}
          disabled={soldOut}
          onClick={() =>
            variant && void addToCart({ productId: product.id, sku: variant.sku, qty })
          }
        >
          {soldOut ? t('product.soldOut') : t('labels.addToCart')}
        </Button>
        <WishlistHeart productId={product.id} sku={variant?.sku} />
      </div>
      <dl className={styles.delivery}>
        <DeliveryNote currency={product.currency} />
        {returnDays > 0 && (
          <div>
            <dt>{t('product.freeReturns', { count: returnDays })}</dt>
            <dd>{t('product.freeReturnsText', { count: returnDays })}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * What delivery costs the page's market and how long it takes, by the merchant's rates: nothing
 * when the shop does not deliver there.
 */
function DeliveryNote({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const language = useLanguage();
  const { data } = useQuery(deliveryQuery(useMarketCode()));
  if (!data) {
    return (
      <div aria-busy="true">
        <dt>
          <Skeleton height="1.25rem" width="60%" />
          <span className="visually-hidden">{t('a11y.loading')}</span>
        </dt>
        <dd>
          <Skeleton height="1rem" width="40%" />
        </dd>
      </div>
    );
  }
  if (!data.delivery) return null;
  return (
    <div>
      <dt>{deliveryTerms(t, money, data.delivery)}</dt>
      <dd>{t('product.deliveredIn', { days: deliveryDays(data.delivery.days, language) })}</dd>
    </div>
  );
}
