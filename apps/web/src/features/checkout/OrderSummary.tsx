import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { CartSummary } from '@atelier/contract';
import { Totals, shoppingStyles as shared } from '../cart/frame.ts';
import { useMoney } from '../cart/index.ts';
import { stockProblem } from '../cart/stock.ts';
import { totalsRows } from '../cart/totalsRows.ts';
import { DiscountCode } from './DiscountCode.tsx';
import styles from './checkout.module.css';

/**
 * The cart as it will be ordered, each line the stock can't cover flagged, its discount code and
 * the choice to pay with store credit (when the shopper has some), and its totals line by line as
 * the server computes them with the cart.
 */
export function OrderSummary({
  summary,
  useCredit,
  onUseCredit,
}: {
  summary: CartSummary;
  useCredit: boolean;
  onUseCredit: (use: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = summary.productCart;
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
      <DiscountCode summary={summary} />
      {summary.creditBalance > 0 && (
        <label className={styles.check}>
          <input
            type="checkbox"
            name="useCredit"
            checked={useCredit}
            onChange={(event) => onUseCredit(event.target.checked)}
          />
          {t('promo.useCredit', { amount: money(summary.creditBalance) })}
        </label>
      )}
      <Totals
        rows={totalsRows(t, money, summary.totals, {
          code: summary.discountCode,
          totalLabel: t('checkout.total'),
        })}
      />
    </section>
  );
}
