import { useQuery } from '@tanstack/react-query';
import { PRODUCT_STATUSES } from '@atelier/contract';
import { SelectField, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../../shared/i18n.ts';
import { CATEGORIES, loadCategories } from '../../categories/api.ts';
import { flatten, nameIn } from '../../categories/tree.ts';
import styles from '../products.module.css';
import { slug, type Draft } from './draft.ts';

interface Props {
  draft: Draft;
  problem: (path: string) => string | undefined;
  onChange: (change: Partial<Draft>) => void;
}

/**
 * Status, category, handle, brand, discount and final sale: what the shop files the product under
 * and sells it on.
 */
export function GeneralSection({ draft, problem, onChange }: Props) {
  const { t, language } = useTranslation();
  const categories = useQuery({ queryKey: CATEGORIES, queryFn: loadCategories });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    onChange({ [key]: event.target.value });
  return (
    <section className={styles.section} aria-labelledby="general-title">
      <h2 id="general-title">{t('products.general')}</h2>
      <div className={styles.columns}>
        <SelectField
          label={t('products.status')}
          value={draft.status}
          onChange={set('status')}
          hint={t(`products.statusHints.${draft.status}`)}
          error={problem('status')}
        >
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`products.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('products.category')}
          value={draft.categoryId}
          onChange={set('categoryId')}
          error={problem('categoryId')}
          required
        >
          <option value="">{t('products.chooseCategory')}</option>
          {flatten(categories.data ?? []).map(({ category, depth }) => (
            <option key={category.id} value={category.id}>
              {'\u00a0'.repeat(depth * 3)}
              {nameIn(category, language)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('products.handle')}
          hint={t('products.handleHint')}
          value={draft.handle}
          placeholder={slug(draft.texts.en.name)}
          onChange={set('handle')}
          error={problem('handle')}
        />
        <TextField
          label={t('products.brand')}
          value={draft.brand}
          onChange={set('brand')}
          error={problem('brand')}
          required
        />
        <TextField
          label={t('products.discount')}
          inputMode="numeric"
          value={draft.discountPercentage}
          onChange={set('discountPercentage')}
          error={problem('discountPercentage')}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.finalSale}
          onChange={(event) => onChange({ finalSale: event.target.checked })}
        />
        {t('products.finalSale')}
      </label>
    </section>
  );
}
