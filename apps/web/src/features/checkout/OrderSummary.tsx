import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { CartQuote, CartSummary } from '@atelier/contract';
import { Totals, shoppingStyles as shared } from '../cart/frame.ts';
import { useMoney } from '../cart/index.ts';
import { stockProblem } from '../cart/stock.ts';
import { totalsRows } from '../cart/totalsRows.ts';
import { DiscountCode } from './DiscountCode.tsx';
import styles from './checkout.module.css';

/**
 * The cart as it will be ordered, each line the stock can't cover flagged, its discount code and
 * the choice to pay with store credit (when the shopper has some), and its totals line by line as
 * the server computes them: for the delivery address once it is quoted (its market's prices,
 * shipping and tax), the cart's in the page's market until then.
 */
export function OrderSummary({
  summary,
  quote,
  useCredit,
  onUseCredit,
}: {
  summary: CartSummary;
  quote: CartQuote | undefined;
  useCredit: boolean;
  onUseCredit: (use: boolean) => void;
}) {
  const { t } = useTranslation();
  const priced = quote ?? summary;
  const money = useMoney(priced.currency);
  const lines = priced.productCart;
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
      {priced.creditBalance > 0 && (
        <label className={styles.check}>
          <input
            type="checkbox"
            name="useCredit"
            checked={useCredit}
            onChange={(event) => onUseCredit(event.target.checked)}
          />
          {t('promo.useCredit', { amount: money(priced.creditBalance) })}
        </label>
      )}
      <Totals
        rows={totalsRows(t, money, priced.totals, {
          code: summary.discountCode,
          totalLabel: t('checkout.total'),
        })}
      />
    </section>
  );
}
