import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCategoryInput, type AdminCategory, type Names } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldError, translateMessage } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { SelectField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { CATEGORIES, createCategory, deleteCategory, saveCategory } from './api.ts';
import { filledNames, NamesFields } from './NamesFields.tsx';
import { flatten, nameIn, subtreeIds } from './tree.ts';

interface Props {
  tree: AdminCategory[];
  /** Absent for a new category. */
  category?: AdminCategory;
  parentId: number | null;
  onClose: () => void;
}

/** A category's names in six languages and its parent; a new one goes last among its siblings. */
export function CategoryDialog({ tree, category, parentId, onClose }: Props) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [names, setNames] = useState<Partial<Names>>(category?.names ?? {});
  const [parent, setParent] = useState(parentId === null ? '' : String(parentId));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const flat = flatten(tree);
  const excluded = category ? subtreeIds(category) : new Set<number>();
  const save = useMutation({
    mutationFn: (input: AdminCategoryInput) =>
      category ? saveCategory(category.id, input) : createCategory(input),
    onSuccess: async (saved) => {
      showToast(t('categories.saved', { name: nameIn(saved, language) }));
      await client.invalidateQueries({ queryKey: CATEGORIES });
      onClose();
    },
  });
  const problem = (field: string) => problems[field] ?? fieldError(t, save.error, field);
  const submit = () => {
    const parentValue = parent ? Number(parent) : null;
    const moved = !category || parentValue !== category.parentId;
    const siblings = flat.filter((entry) => entry.category.parentId === parentValue).length;
    const parsed = AdminCategoryInput.safeParse({
      parentId: parentValue,
      // Moved or new: last among its new siblings; otherwise it keeps its place.
      position: moved ? siblings : category.position,
      names: filledNames(names),
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.'), translateMessage(t, i.message)]),
        ),
      );
      return;
    }
    setProblems({});
    save.mutate(parsed.data);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        category
          ? t('categories.editTitle', { name: nameIn(category, language) })
          : t('categories.add')
      }
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <NamesFields
          label={t('categories.name')}
          value={names}
          onChange={setNames}
          problem={(lang) =>
            problem(`names.${lang}`) ?? (lang === 'en' ? problem('names') : undefined)
          }
        />
        <SelectField
          label={t('categories.parent')}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
          error={problem('parentId')}
        >
          <option value="">{t('categories.topLevel')}</option>
          {flat
            .filter(({ category: option }) => !excluded.has(option.id))
            .map(({ category: option, depth }) => (
              <option key={option.id} value={option.id}>
                {'\u00a0'.repeat(depth * 3)}
                {nameIn(option, language)}
              </option>
            ))}
        </SelectField>
        <DialogActions onCancel={onClose} error={Object.keys(problems).length ? null : save.error}>
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Deleting asks first; a category with products is refused by the server, which says why. */
export function DeleteDialog({
  category,
  onClose,
}: {
  category: AdminCategory;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const name = nameIn(category, language);
  const remove = useMutation({
    mutationFn: () => deleteCategory(category.id),
    onSuccess: async () => {
      showToast(t('categories.deleted', { name }));
      await client.invalidateQueries({ queryKey: CATEGORIES });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('categories.deleteTitle', { name })}>
      <div className={formStyles.form}>
        <p>{t('categories.deleteText')}</p>
        <DialogActions onCancel={onClose} focusCancel error={remove.error}>
          <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('categories.delete')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
