import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_STATUSES } from '@atelier/contract';
import { ButtonLink } from '@atelier/ui/button';
import { LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { Link } from '@atelier/ui/router';
import { SelectField, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { FilterBar } from '../../shared/list/FilterBar.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { adminPath } from '../../shared/paths.ts';
import { CATEGORIES, loadCategories } from '../categories/api.ts';
import { flatten, nameIn } from '../categories/tree.ts';
import { loadProducts, PRODUCT_FILTERS, PRODUCTS, type ProductRow } from './api.ts';
import { MissingLanguages, StatusOf } from './badges.tsx';
import type { Selection } from './bulk/bulk.ts';
import { BulkBar } from './bulk/BulkBar.tsx';
import bulkStyles from './bulk/bulk.module.css';
import { formatMoney } from '../../shared/money.ts';
import styles from './products.module.css';

/** The catalog, searched by name, handle or SKU and filtered; every filter lives in the URL. */
export default function ProductsScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({ name: PRODUCTS, filterKeys: PRODUCT_FILTERS, load: loadProducts });
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  // A selection belongs to the filters it was made under: changing them starts afresh.
  const filtersKey = JSON.stringify(list.filters);
  const [chosen, setChosen] = useState<{ key: string; selection: Selection } | null>(null);
  const selection = chosen?.key === filtersKey ? chosen.selection : null;
  const select = (next: Selection | null) =>
    setChosen(next && { key: filtersKey, selection: next });
  const ticked = new Set(selection && 'ids' in selection ? selection.ids : []);
  const matching = selection !== null && 'matching' in selection;
  const pageIds = (list.table.rows ?? []).map((row) => row.id);
  const wholePage = pageIds.length > 0 && pageIds.every((id) => matching || ticked.has(id));
  const tick = (ids: number[], on: boolean) => {
    const next = new Set(matching ? pageIds : ticked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    select(next.size ? { ids: [...next] } : null);
  };
  const columns: Column<ProductRow>[] = [
    {
      header: (
        <input
          type="checkbox"
          className={bulkStyles.select}
          aria-label={t('products.selectPage')}
          checked={wholePage}
          onChange={(event) => tick(pageIds, event.target.checked)}
        />
      ),
      skeleton: '1rem',
      cell: (row) => (
        <input
          type="checkbox"
          className={bulkStyles.select}
          aria-label={t('products.selectRow', { name: row.name })}
          checked={matching || ticked.has(row.id)}
          onChange={(event) => tick([row.id], event.target.checked)}
        />
      ),
    },
    {
      header: <span className="visually-hidden">{t('products.photo')}</span>,
      skeleton: '2.5rem',
      cell: (row) =>
        row.imageUrl ? (
          <img className={styles.thumb} src={row.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={styles.thumb} />
        ),
    },
    {
      header: t('products.name'),
      rowHeader: true,
      skeleton: '12rem',
      cell: (row) => (
        <Link to={adminPath(`/products/${row.id}`)} className={styles.nameLink}>
          {row.name}
        </Link>
      ),
    },
    { header: t('products.handle'), cell: (row) => <code>{row.handle}</code> },
    { header: t('products.status'), cell: (row) => <StatusOf status={row.status} /> },
    {
      header: t('products.price'),
      align: 'end',
      skeleton: '3rem',
      cell: (row) => formatMoney(language, row.priceCents),
    },
    { header: t('products.stock'), align: 'end', skeleton: '2rem', cell: (row) => row.stock },
    { header: t('products.variants'), align: 'end', skeleton: '2rem', cell: (row) => row.variants },
    {
      header: t('products.languages'),
      cell: (row) => <MissingLanguages missing={row.missingLanguages} />,
    },
  ];
  const filter = (key: (typeof PRODUCT_FILTERS)[number]) => ({
    value: list.filters[key],
    onChange: (event: { target: { value: string } }) =>
      list.setFilters({ [key]: event.target.value }),
  });
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.products')}
        description={t('products.text')}
        actions={<ButtonLink to={adminPath('/products/new')}>{t('products.new')}</ButtonLink>}
      />
      <FilterBar filters={list.filters} onApply={list.setFilters}>
        {(draft, set) => (
          <>
            <TextField
              label={t('products.search')}
              type="search"
              value={draft.q}
              onChange={(event) => set('q', event.target.value)}
            />
            <SelectField label={t('products.status')} {...filter('status')}>
              <option value="">{t('products.anyStatus')}</option>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`products.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('products.category')} {...filter('categoryId')}>
              <option value="">{t('products.anyCategory')}</option>
              {flatten(categories.data ?? []).map(({ category, depth }) => (
                <option key={category.id} value={category.id}>
                  {'\u00a0'.repeat(depth * 3)}
                  {nameIn(category, language)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('products.stockFilter')} {...filter('lowStock')}>
              <option value="">{t('products.anyStock')}</option>
              <option value="true">{t('products.lowStock')}</option>
            </SelectField>
            <SelectField label={t('products.missingLanguage')} {...filter('missingLanguage')}>
              <option value="">{t('products.anyLanguage')}</option>
              {LANGUAGE_OPTIONS.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </FilterBar>
      {selection && (
        <BulkBar
          selection={selection}
          offerMatching={wholePage && (list.table.paging.hasNext || list.table.paging.hasPrevious)}
          filters={list.filters}
          categories={categories.data ?? []}
          onSelect={select}
        />
      )}
      <DataTable
        caption={t('products.caption')}
        columns={columns}
        {...list.table}
        rowKey={(row) => row.id}
        empty={<p>{t('products.none')}</p>}
      />
    </div>
  );
}
