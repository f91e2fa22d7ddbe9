import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { Variant } from '@atelier/contract';
import { colorsOf, pickVariant, sizesOf } from './variants.ts';
import styles from './VariantPicker.module.css';

interface Props {
  variants: readonly Variant[];
  selected: Variant;
  onSelect: (variant: Variant) => void;
}

/**
 * Colour and size as radio chips; a sold-out size is shown struck through and can't be chosen. A
 * product sold in sizes only (its variants have no colour: '') offers its sizes alone.
 */
export function VariantPicker({ variants, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const choose = (color: string, size: string) => {
    const variant = pickVariant(variants, color, size);
    if (variant) onSelect(variant);
  };
  const colors = colorsOf(variants).filter(Boolean);
  return (
    <div className={styles.pickers}>
      {colors.length > 0 && (
        <fieldset className={styles.picker}>
          <legend className={styles.legend}>
            {t('product.colour')}: <span className={styles.legendValue}>{selected.color}</span>
          </legend>
          <div className={styles.chips}>
            {colors.map((color) => (
              <label key={color} className={styles.chip}>
                <input
                  type="radio"
                  name="colour"
                  value={color}
                  checked={color === selected.color}
                  onChange={() => choose(color, selected.size)}
                />
                <span>{color}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.picker}>
        <legend className={styles.legend}>
          {t('product.size')}: <span className={styles.legendValue}>{selected.size}</span>
        </legend>
        <div className={styles.chips}>
          {sizesOf(variants, selected.color).map((variant) => {
            const soldOut = variant.stock <= 0;
            return (
              <label
                key={variant.sku}
                className={`${styles.chip} ${soldOut ? styles.soldOut : ''}`}
              >
                <input
                  type="radio"
                  name="size"
                  value={variant.size}
                  checked={variant.sku === selected.sku}
                  disabled={soldOut}
                  onChange={() => choose(selected.color, variant.size)}
                />
                <span className={soldOut ? styles.struck : undefined}>{variant.size}</span>
                {soldOut && <span className={styles.chipNote}>{t('product.soldOut')}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
