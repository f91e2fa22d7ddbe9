import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { CartLine } from '@atelier/contract';
import { Totals, shoppingStyles as shared } from '../cart/frame.ts';
import { useMoney } from '../cart/index.ts';
import { stockProblem } from '../cart/stock.ts';
import styles from './checkout.module.css';

/**
 * The cart as it will be ordered, each line the stock can't cover flagged. Tax shows only where
 * one applies (TAX_RATE > 0): the server computes it with the cart.
 */
export function OrderSummary({
  lines,
  total,
  tax,
}: {
  lines: CartLine[];
  total: number;
  tax: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={`${shared.box} ${styles.summary}`} aria-labelledby="order-summary">
      <h2 id="order-summary" className={shared.boxTitle}>
        {t('checkout.orderSummary')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const problem = stockProblem(t, line);
          return (
            <li key={line.cartId} className={styles.line}>
              <img src={line.imageUrl} alt="" width={56} height={56} />
              <span className={styles.lineText}>
                <span className={styles.lineName}>{line.name}</span>
                <span className={styles.choiceText}>
                  {[line.color, line.size].filter(Boolean).join(' · ')} ·{' '}
                  {t('checkout.qtyTimes', { qty: line.qty, price: money(line.sellingPrice) })}
                </span>
                {problem && <span className={shared.problem}>{problem}</span>}
              </span>
              <span className={styles.lineTotal}>{money(line.subTotal)}</span>
            </li>
          );
        })}
      </ul>
      <Totals
        rows={[
          { label: t('checkout.subtotal'), value: money(total) },
          { label: t('checkout.shipping'), value: t('checkout.free') },
          ...(tax > 0 ? [{ label: t('checkout.tax'), value: money(tax) }] : []),
          { label: t('checkout.total'), value: money(total + tax), total: true },
        ]}
      />
    </section>
  );
}
