import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@atelier/ui/skeleton';
import { Link, useSearchParams } from '@atelier/ui/router';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { SelectField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { adminPath } from '../../shared/paths.ts';
import { formatMoney } from '../../shared/money.ts';
import { dashboardKey, loadDashboard, PERIODS } from './api.ts';
import { ReturnRates } from './ReturnRates.tsx';
import styles from './dashboard.module.css';

/** The period's sales, orders and average order, what waits to ship or be paid, stock and best sellers. */
export default function DashboardScreen() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const board = useQuery({ queryKey: dashboardKey(days), queryFn: () => loadDashboard(days) });
  const money = (cents: number) => formatMoney(language, cents);
  const d = board.data;
  const figure = (label: string, value: string | number | undefined, to?: string) => (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>
        {value === undefined ? (
          <Skeleton width="6rem" height="1.8rem" />
        ) : to ? (
          <Link to={to}>{value}</Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.dashboard')}
        description={t('dashboard.text')}
        actions={
          <SelectField
            label={t('dashboard.period')}
            value={String(days)}
            onChange={(event) => setParams(new URLSearchParams({ days: event.target.value }))}
          >
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                {t('dashboard.lastDays', { count: n })}
              </option>
            ))}
          </SelectField>
        }
      />
      {board.isError ? (
        <ErrorNotice error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          <dl className={styles.figures} aria-busy={board.isPending}>
            {figure(t('dashboard.sales'), d && money(d.salesCents))}
            {figure(t('dashboard.orders'), d?.orders)}
            {figure(t('dashboard.average'), d && money(d.averageOrderCents))}
            {figure(t('dashboard.toShip'), d?.toShip, adminPath('/orders?queue=to_ship'))}
            {figure(
              t('dashboard.cashToCollect'),
              d &&
                t('dashboard.cashOrders', {
                  count: d.cashToCollect.orders,
                  amount: money(d.cashToCollect.cents),
                }),
              adminPath('/orders?queue=cash_to_collect'),
            )}
          </dl>
          <div className={styles.lists}>
            <section className={styles.panel} aria-labelledby="top-products">
              <h2 id="top-products">{t('dashboard.topProducts')}</h2>
              {d && !d.topProducts.length && (
                <p className={styles.muted}>{t('dashboard.noSales')}</p>
              )}
              <ol className={styles.rows}>
                {d?.topProducts.map((p) => (
                  <li key={p.productId}>
                    <Link to={adminPath(`/products/${p.productId}`)}>{p.name}</Link>
                    <span className={styles.muted}>
                      {t('dashboard.units', { count: p.units })} · {money(p.salesCents)}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
            <section className={styles.panel} aria-labelledby="low-stock">
              <h2 id="low-stock">{t('dashboard.lowStock')}</h2>
              {d && !d.lowStock.length && (
                <p className={styles.muted}>{t('dashboard.noLowStock')}</p>
              )}
              <ul className={styles.rows}>
                {d?.lowStock.map((v) => (
                  <li key={v.sku}>
                    <Link to={`${adminPath('/stock')}?sku=${encodeURIComponent(v.sku)}`}>
                      {v.sku}
                    </Link>
                    <span className={styles.muted}>
                      {v.name} · {t('dashboard.inStock', { count: v.stock })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <ReturnRates rates={d?.returns} />
        </>
      )}
    </div>
  );
}
