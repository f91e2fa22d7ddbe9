import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, BulkAction, BulkSummary } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { ErrorNotice } from '../../../shared/feedback/ErrorNotice.tsx';
import { showToast } from '../../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../../shared/form/Dialog.tsx';
import { useTranslation } from '../../../shared/i18n.ts';
import { flatten, nameIn } from '../../categories/tree.ts';
import { bulkProducts, PRODUCTS, type ProductFilters } from '../api.ts';
import { formatMoney } from '../../../shared/money.ts';
import { selectionOf, shownField, type Selection } from './bulk.ts';
import styles from './bulk.module.css';

interface Props {
  selection: Selection;
  filters: ProductFilters;
  action: BulkAction;
  categories: AdminCategory[];
  /** `applied`: the action was written (the selection is then cleared). */
  onClose: (applied: boolean) => void;
}

/**
 * The preview of a bulk action: how many products change and the first ones' before and after,
 * read from the server without writing. Applying sends the versions the preview saw, so products
 * changed meanwhile refuse it (the member previews again) instead of being changed unseen.
 */
export function BulkPreview({ selection, filters, action, categories, onClose }: Props) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const request = { selection: selectionOf(selection, filters), action };
  const preview = useQuery({
    queryKey: ['bulk-preview', request],
    queryFn: () => bulkProducts({ ...request, preview: true }),
    gcTime: 0,
    retry: false,
  });
  const apply = useMutation({
    mutationFn: () => bulkProducts({ ...request, expected: preview.data!.seen }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: ['list', PRODUCTS] });
      await client.invalidateQueries({ queryKey: ['product'] });
      showToast(t('products.bulk.applied', { count: result.changed }));
      onClose(true);
    },
  });
  const categoryNames = new Map(
    flatten(categories).map(({ category }) => [category.id, nameIn(category, language)]),
  );
  const field = shownField(action.type);
  const show = (summary: BulkSummary) => {
    if (field === 'status') return t(`products.statuses.${summary.status}`);
    if (field === 'categoryId') return categoryNames.get(summary.categoryId) ?? summary.categoryId;
    const low = formatMoney(language, summary.minPriceCents);
    return summary.minPriceCents === summary.maxPriceCents
      ? low
      : `${low} – ${formatMoney(language, summary.maxPriceCents)}`;
  };
  const data = preview.data;
  return (
    <Dialog open onClose={() => onClose(false)} title={t('products.bulk.previewTitle')}>
      {preview.isPending && <p role="status">{t('products.bulk.previewing')}</p>}
      {preview.isError && (
        <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />
      )}
      {data && (
        <div className={styles.preview}>
          <p>{t('products.bulk.summary', { count: data.selected, changed: data.changed })}</p>
          {data.compareAtCleared > 0 && (
            <p>{t('products.bulk.compareAtCleared', { count: data.compareAtCleared })}</p>
          )}
          {data.fixedPrices > 0 && (
            <p>
              {t(
                action.type === 'price' && action.percent !== undefined
                  ? 'products.bulk.fixedPercent'
                  : 'products.bulk.fixedAmount',
                { count: data.fixedPrices },
              )}
            </p>
          )}
          {data.changed === 0 ? (
            <p>{t('products.bulk.nothing')}</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption>{t('products.bulk.firstRows', { count: data.items.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('products.bulk.product')}</th>
                    <th scope="col">{t('products.bulk.before')}</th>
                    <th scope="col">{t('products.bulk.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">{item.name}</th>
                      <td>{show(item.before)}</td>
                      <td>{show(item.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <DialogActions onCancel={() => onClose(false)} error={apply.error}>
        <Button
          disabled={!data || data.changed === 0 || apply.isPending}
          onClick={() => apply.mutate()}
        >
          {apply.isPending
            ? t('products.bulk.applying')
            : t('products.bulk.apply', { count: data?.changed ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
