import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@atelier/contract';
import { Button, ButtonLink, buttonClassName } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMarketCode } from '../../shared/market/market.ts';
import { useAddToCart } from '../cart/index.ts';
import { sizesOf } from '../product/variants.ts';
import { productDetailQuery } from './productQueries.ts';
import styles from './ProductCard.module.css';

/**
 * A card's Add To Cart adds exactly what the card shows: the variant the product presents (its
 * picture's colour). Where that colour comes in several sizes the shopper picks one here (sold-out
 * sizes can't be picked), never a silent guess.
 */
export function ProductCardCart({ product, nameId }: { product: ProductCard; nameId: string }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const { sku, color } = product;

  // A card without its variant (a product without any): the product page says what there is. A
  // product sold in sizes only presents a variant with no colour ('').
  if (!sku || color === undefined) {
    return (
      <ButtonLink
        to={`/product/${product.id}`}
        variant="secondary"
        className={styles.cartButton}
        aria-describedby={nameId}
      >
        {t('labels.addToCart')}
      </ButtonLink>
    );
  }
  if ((product.sizeCount ?? 1) <= 1) {
    return (
      <Button
        variant="secondary"
        className={styles.cartButton}
        aria-describedby={nameId}
        onClick={() => void addToCart({ productId: product.id, sku })}
      >
        {t('labels.addToCart')}
      </Button>
    );
  }
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      {open && (
        <SizePicker
          id={pickerId}
          product={product}
          color={color}
          onClose={close}
          onPick={(picked) => {
            close();
            void addToCart({ productId: product.id, sku: picked });
          }}
        />
      )}
      <button
        ref={trigger}
        type="button"
        className={buttonClassName({ variant: 'secondary' }, styles.cartButton)}
        aria-describedby={nameId}
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {t('labels.addToCart')}
      </button>
    </>
  );
}

interface PickerProps {
  id: string;
  product: ProductCard;
  color: string;
  onClose: () => void;
  onPick: (sku: string) => void;
}

/** The sizes of the card's colour, with today's stock from the product's own (sales-fresh) answer. */
function SizePicker({ id, product, color, onClose, onPick }: PickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  const detail = useQuery(productDetailQuery(product.id, lang, useMarketCode()));
  const sizes = detail.data ? sizesOf(detail.data.variants, color) : [];

  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [detail.data]);
  useEffect(() => {
    const away = (event: PointerEvent) => {
      const card = panel.current?.parentElement;
      if (card && !card.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);

  return (
    <div
      ref={panel}
      id={id}
      role="group"
      aria-label={t('product.chooseSizeFor', { name: product.name, color })}
      className={styles.sizePicker}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <p className={styles.sizeTitle} aria-hidden="true">
        {t('product.chooseSize')}
        {color && ` · ${color}`}
      </p>
      {detail.isPending ? (
        <Spinner label={t('a11y.loading')} />
      ) : detail.isError ? (
        <p role="alert">{t('errors.generic')}</p>
      ) : (
        <ul className={styles.sizes}>
          {sizes.map((v) => (
            <li key={v.sku}>
              <button
                type="button"
                className={styles.size}
                disabled={v.stock <= 0}
                onClick={() => onPick(v.sku)}
              >
                {v.size}
                {v.stock <= 0 && ` · ${t('product.soldOut')}`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
