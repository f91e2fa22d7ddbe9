import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Button } from '@atelier/ui/button';
import { ScheduleBadge } from '../../shared/feedback/ScheduleBadge.tsx';
import { TextField } from '@atelier/ui/field';
import { ScheduleFields } from '../../shared/form/ScheduleFields.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { endsTooEarly } from '../../shared/schedule.ts';
import { loadProduct, loadProducts, productKey } from '../products/api.ts';
import type { Merch } from './api.ts';
import styles from './merchandising.module.css';
import { SaveFooter } from './RowsEditor.tsx';
import { useMerch } from './useMerch.ts';

/** The flash sale: its products (found by name, handle or SKU), one discount, its start and end. */
export function FlashSaleEditor({ loaded }: { loaded: Merch['flash-sale'] }) {
  const { t } = useTranslation();
  const merch = useMerch('flash-sale', loaded);
  const sale = merch.value;
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['flash-sale-search', q],
    queryFn: () =>
      loadProducts({ q, status: 'published', categoryId: '', lowStock: '', missingLanguage: '' }),
    enabled: q.trim().length > 1,
  });
  const names = useQueries({
    queries: sale.productIds.map((id) => ({
      queryKey: productKey(id),
      queryFn: () => loadProduct(id),
    })),
  });
  const set = (change: Partial<typeof sale>) => merch.setValue({ ...sale, ...change });
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!endsTooEarly(sale)) merch.save.mutate(sale);
      }}
    >
      <p>
        {t('schedule.now')} <ScheduleBadge schedule={sale} />
      </p>
      <ScheduleFields
        required
        value={sale}
        onChange={({ startsAt, endsAt }) => set({ startsAt: startsAt!, endsAt: endsAt! })}
        problem={merch.problem}
      />
      <div className={styles.fields}>
        <TextField
          label={t('merch.saleDiscount')}
          hint={t('merch.saleDiscountHint')}
          inputMode="numeric"
          value={sale.discountPercentage ? String(sale.discountPercentage) : ''}
          error={merch.problem('discountPercentage')}
          onChange={(event) => set({ discountPercentage: Number(event.target.value) || null })}
        />
      </div>
      <h3>{t('merch.saleProducts', { count: sale.productIds.length })}</h3>
      <ul className={styles.picked}>
        {sale.productIds.map((id, index) => {
          const name = names[index]?.data?.texts.en.name ?? `#${id}`;
          return (
            <li key={id}>
              <span>{name}</span>
              <Button
                variant="ghost"
                onClick={() => set({ productIds: sale.productIds.filter((p) => p !== id) })}
              >
                {t('merch.remove')}
                <span className="visually-hidden"> {name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <TextField
        label={t('merch.findProduct')}
        type="search"
        value={q}
        error={merch.problem('productIds')}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className={styles.picked} aria-live="polite">
        {(found.data?.items ?? [])
          .filter((row) => !sale.productIds.includes(row.id))
          .slice(0, 8)
          .map((row) => (
            <li key={row.id}>
              <span>
                {row.name} <code>{row.handle}</code>
              </span>
              <Button
                variant="secondary"
                onClick={() => set({ productIds: [...sale.productIds, row.id] })}
              >
                {t('merch.addToSale')}
                <span className="visually-hidden"> {row.name}</span>
              </Button>
            </li>
          ))}
      </ul>
      <SaveFooter dirty={merch.dirty} pending={merch.save.isPending} error={merch.save.error} />
    </form>
  );
}
