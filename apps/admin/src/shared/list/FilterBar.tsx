import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@atelier/ui/button';
import { useTranslation } from '../i18n.ts';
import styles from './FilterBar.module.css';

interface Props<K extends string> {
  /** The filters in the URL now (useCursorList's `filters`). */
  filters: Record<K, string>;
  onApply: (filters: Record<K, string>) => void;
  /** The fields, drawn from the draft: `value` and `set` for each. */
  children: (draft: Record<K, string>, set: (key: K, value: string) => void) => ReactNode;
}

/**
 * A search form over a list. Text fields are applied on Enter or "Apply"; a select applies at
 * once through useCursorList's setFilters. The URL is the truth: Back shows the filters of then.
 */
export function FilterBar<K extends string>({ filters, onApply, children }: Props<K>) {
  const { t } = useTranslation();
  const shown = JSON.stringify(filters);
  const [draft, setDraft] = useState({ filters, shown });
  // The URL changed under the form (Back, a link): the form follows it.
  const current = draft.shown === shown ? draft.filters : filters;
  if (draft.shown !== shown) setDraft({ filters, shown });
  const set = (key: K, value: string) => setDraft({ filters: { ...current, [key]: value }, shown });
  const active = Object.values<string>(filters).some(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(current);
  };
  const clear = () =>
    onApply(Object.fromEntries(Object.keys(filters).map((key) => [key, ''])) as Record<K, string>);
  return (
    <form role="search" className={styles.bar} onSubmit={submit}>
      {children(current, set)}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {t('list.apply')}
        </Button>
        {active && (
          <Button variant="ghost" onClick={clear}>
            {t('list.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
