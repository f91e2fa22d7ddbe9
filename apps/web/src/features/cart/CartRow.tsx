import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link } from '@atelier/ui/router';
import type { CartLine } from '@atelier/contract';
import { TrashIcon } from '../../shared/ui/icons.tsx';
import { lineTotal, useMoney } from './money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { stockProblem } from './stock.ts';
import styles from './cart.module.css';

interface Props {
  line: CartLine;
  /** The cart answer's: its market's. */
  currency: string;
  qty: number;
  error?: string;
  onQty: (qty: number) => void;
  onRemove: () => void;
}

/** One cart line; on phones the cells stack into a card, each with its column's name. */
export function CartRow({ line, currency, qty, error, onQty, onRemove }: Props) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const problem = error ?? stockProblem(t, line, qty);
  const errorId = problem ? `cart-line-${line.cartId}-error` : undefined;
  return (
    <tr className={problem ? `${styles.row} ${styles.rowProblem}` : styles.row}>
      <td className={styles.product}>
        <Link to={`/product/${line.productId}`} className={styles.productLink}>
          <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
          <span>
            <span className={styles.name}>{line.name}</span>
            {line.brand && <span className={styles.brand}>{line.brand}</span>}
          </span>
        </Link>
      </td>
      <td data-label={t('cart.price')}>
        <span>
          {money(line.sellingPrice)}
          {line.originalPrice > line.sellingPrice && (
            <s className={styles.was}>{money(line.originalPrice)}</s>
          )}
        </span>
      </td>
      <td data-label={t('cart.size')}>{line.size || '—'}</td>
      <td data-label={t('cart.color')}>{line.color || '—'}</td>
      <td data-label={t('cart.quantity')}>
        <QuantityStepper
          name={line.name}
          qty={qty}
          max={line.stock}
          onChange={onQty}
          errorId={errorId}
        />
        {problem && (
          <p id={errorId} role="alert" className={styles.lineError}>
            {problem}
          </p>
        )}
      </td>
      <td data-label={t('cart.subtotal')} className={styles.subtotal}>
        {money(lineTotal(qty, line.sellingPrice))}
      </td>
      <td className={styles.remove}>
        <button
          type="button"
          aria-label={t('cart.removeItem', { name: line.name })}
          onClick={onRemove}
        >
          <TrashIcon />
        </button>
      </td>
    </tr>
  );
}
