import { useQuery } from '@tanstack/react-query';
import { PRODUCT_STATUSES } from '@atelier/contract';
import { ButtonLink } from '@atelier/ui/button';
import { LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { Link } from '@atelier/ui/router';
import { SelectField, TextField } from '../../shared/form/Field.tsx';
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
import { formatMoney } from './money.ts';
import styles from './products.module.css';

/** The catalog, searched by name, handle or SKU and filtered; every filter lives in the URL. */
export default function ProductsScreen() {
  const { t, language } = useTranslation();
  const list = useCursorList({ name: PRODUCTS, filterKeys: PRODUCT_FILTERS, load: loadProducts });
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  const columns: Column<ProductRow>[] = [
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
  const select = (key: (typeof PRODUCT_FILTERS)[number]) => ({
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
            <SelectField label={t('products.status')} {...select('status')}>
              <option value="">{t('products.anyStatus')}</option>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`products.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('products.category')} {...select('categoryId')}>
              <option value="">{t('products.anyCategory')}</option>
              {flatten(categories.data ?? []).map(({ category, depth }) => (
                <option key={category.id} value={category.id}>
                  {'\u00a0'.repeat(depth * 3)}
                  {nameIn(category, language)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('products.stockFilter')} {...select('lowStock')}>
              <option value="">{t('products.anyStock')}</option>
              <option value="true">{t('products.lowStock')}</option>
            </SelectField>
            <SelectField label={t('products.missingLanguage')} {...select('missingLanguage')}>
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
