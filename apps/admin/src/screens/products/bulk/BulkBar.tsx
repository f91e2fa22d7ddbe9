import { useState } from 'react';
import { PRICE_ROUNDINGS, type AdminCategory } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { SelectField, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../../shared/i18n.ts';
import { flatten, nameIn } from '../../categories/tree.ts';
import type { ProductFilters } from '../api.ts';
import { actionOf, emptyAction, type ActionDraft, type Selection } from './bulk.ts';
import { BulkPreview } from './BulkPreview.tsx';
import styles from './bulk.module.css';

const ACTIONS = ['publish', 'archive', 'move', 'price'] as const;

interface Props {
  selection: Selection;
  /** Every row of the page is ticked and there are more pages: offer all that match. */
  offerMatching: boolean;
  filters: ProductFilters;
  categories: AdminCategory[];
  onSelect: (selection: Selection | null) => void;
}

/**
 * What to do with the selected products: an action and its settings, then a preview that says
 * what would change before anything is written.
 */
export function BulkBar({ selection, offerMatching, filters, categories, onSelect }: Props) {
  const { t, language } = useTranslation();
  const [draft, setDraft] = useState<ActionDraft>(emptyAction);
  const [missing, setMissing] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const set = (change: Partial<ActionDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setMissing(null);
  };
  const built = actionOf(draft);
  const matching = 'matching' in selection;
  return (
    <section className={styles.bar} aria-label={t('products.bulk.bar')}>
      <p className={styles.count} aria-live="polite">
        {matching
          ? t('products.bulk.allMatching')
          : t('products.bulk.selected', { count: selection.ids.length })}
      </p>
      <div className={styles.links}>
        {offerMatching && !matching && (
          <Button variant="ghost" onClick={() => onSelect({ matching: true })}>
            {t('products.bulk.selectMatching')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => onSelect(null)}>
          {t('products.bulk.clear')}
        </Button>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if ('missing' in built) setMissing(built.missing);
          else setPreviewing(true);
        }}
      >
        <SelectField
          label={t('products.bulk.action')}
          value={draft.type}
          onChange={(event) => set({ type: event.target.value as ActionDraft['type'] })}
        >
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`products.bulk.${action}`)}
            </option>
          ))}
        </SelectField>
        {draft.type === 'move' && (
          <SelectField
            label={t('products.bulk.category')}
            value={draft.categoryId}
            error={missing === 'categoryId' ? t('products.bulk.chooseCategory') : undefined}
            onChange={(event) => set({ categoryId: event.target.value })}
          >
            <option value="">{t('products.chooseCategory')}</option>
            {flatten(categories).map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {'\u00a0'.repeat(depth * 3)}
                {nameIn(category, language)}
              </option>
            ))}
          </SelectField>
        )}
        {draft.type === 'price' && (
          <>
            <SelectField
              label={t('products.bulk.by')}
              value={draft.by}
              onChange={(event) => set({ by: event.target.value as ActionDraft['by'] })}
            >
              <option value="percent">{t('products.bulk.percent')}</option>
              <option value="amount">{t('products.bulk.amount')}</option>
            </SelectField>
            <TextField
              label={t(
                draft.by === 'percent' ? 'products.bulk.percentValue' : 'products.bulk.amountValue',
              )}
              inputMode="decimal"
              value={draft.value}
              error={missing === 'value' ? t('products.bulk.giveValue') : undefined}
              onChange={(event) => set({ value: event.target.value })}
            />
            <SelectField
              label={t('products.bulk.round')}
              value={draft.round}
              onChange={(event) => set({ round: event.target.value as ActionDraft['round'] })}
            >
              {PRICE_ROUNDINGS.map((round) => (
                <option key={round} value={round}>
                  {t(`products.bulk.rounds.${round}`)}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <Button type="submit">{t('products.bulk.preview')}</Button>
      </form>
      {previewing && 'action' in built && (
        <BulkPreview
          selection={selection}
          filters={filters}
          action={built.action}
          categories={categories}
          onClose={(applied) => {
            setPreviewing(false);
            if (applied) onSelect(null);
          }}
        />
      )}
    </section>
  );
}
