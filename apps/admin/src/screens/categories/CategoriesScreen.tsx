import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type AdminCategory } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { errorMessage } from '../../shared/api/errors.ts';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { MissingLanguages } from '../products/badges.tsx';
import { CATEGORIES, loadCategories, saveCategory } from './api.ts';
import { CategoryDialog, DeleteDialog } from './CategoryDialogs.tsx';
import { flatten, nameIn, reorder, type FlatCategory } from './tree.ts';
import styles from './categories.module.css';

type Editing = { category?: AdminCategory; parentId: number | null } | null;

/** The category tree in six languages: added, renamed, moved under another, reordered, deleted. */
export default function CategoriesScreen() {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const tree = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const move = useMutation({
    mutationFn: async ({ entry, step }: { entry: FlatCategory; step: -1 | 1 }) => {
      for (const [id, input] of reorder(entry, step)) await saveCategory(id, input);
    },
    onSettled: () => client.invalidateQueries({ queryKey: CATEGORIES }),
    onSuccess: (_, { entry }) =>
      showToast(t('categories.moved', { name: nameIn(entry.category, language) })),
    onError: (error) => showToast(errorMessage(t, error), 'error'),
  });
  const rows = tree.data ? flatten(tree.data) : undefined;
  const columns: Column<FlatCategory>[] = [
    {
      header: t('categories.name'),
      rowHeader: true,
      skeleton: '10rem',
      cell: ({ category, depth }) => (
        <span className={styles.name} style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
          {depth > 0 && <span aria-hidden="true">↳ </span>}
          {nameIn(category, language)}
          {depth > 0 && (
            <span className="visually-hidden">
              {' '}
              ({t('categories.level', { level: depth + 1 })})
            </span>
          )}
        </span>
      ),
    },
    { header: t('categories.products'), align: 'end', cell: ({ category }) => category.products },
    {
      header: t('products.languages'),
      cell: ({ category }) => (
        <MissingLanguages missing={LANGUAGES.filter((lang) => !category.names[lang])} />
      ),
    },
    {
      header: <span className="visually-hidden">{t('common.actions')}</span>,
      align: 'end',
      cell: (entry) => {
        const { category, siblings } = entry;
        const name = nameIn(category, language);
        const at = siblings.indexOf(category);
        return (
          <span className={styles.actions}>
            <Button
              variant="ghost"
              aria-label={t('categories.moveUp', { name })}
              disabled={at === 0 || move.isPending}
              onClick={() => move.mutate({ entry, step: -1 })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={t('categories.moveDown', { name })}
              disabled={at === siblings.length - 1 || move.isPending}
              onClick={() => move.mutate({ entry, step: 1 })}
            >
              ↓
            </Button>
            <Button
              variant="secondary"
              onClick={() => setEditing({ category, parentId: category.parentId })}
            >
              {t('categories.edit')}
              <span className="visually-hidden"> {name}</span>
            </Button>
            <Button variant="ghost" onClick={() => setEditing({ parentId: category.id })}>
              {t('categories.addSub')}
              <span className="visually-hidden"> {name}</span>
            </Button>
            <Button variant="ghost" onClick={() => setDeleting(category)}>
              {t('categories.delete')}
              <span className="visually-hidden"> {name}</span>
            </Button>
          </span>
        );
      },
    },
  ];
  if (tree.isError) return <ErrorNotice error={tree.error} onRetry={() => void tree.refetch()} />;
  return (
    <div className="stack">
      <PageHeader
        title={t('nav.categories')}
        description={t('categories.text')}
        actions={
          <Button onClick={() => setEditing({ parentId: null })}>{t('categories.add')}</Button>
        }
      />
      <DataTable
        caption={t('categories.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.category.id}
        loading={tree.isPending}
        empty={<p>{t('categories.none')}</p>}
      />
      {editing && (
        <CategoryDialog
          tree={tree.data ?? []}
          category={editing.category}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteDialog category={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
