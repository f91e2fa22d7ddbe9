import type { ReactNode } from 'react';
import { Button } from '@atelier/ui/button';
import { errorMessage } from '../../shared/api/errors.ts';
import { ScheduleBadge } from '../../shared/feedback/ScheduleBadge.tsx';
import { ScheduleFields } from '../../shared/form/ScheduleFields.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { endsTooEarly } from '../../shared/schedule.ts';
import { move } from '../products/editor/draft.ts';
import type { Merch } from './api.ts';
import styles from './merchandising.module.css';
import { useMerch } from './useMerch.ts';

type ListName = 'banners' | 'collections' | 'deals';
type Row<N extends ListName> = Merch[N][number];

interface Props<N extends ListName> {
  name: N;
  loaded: Merch[N];
  /** The heading of a row: "Banner 2". */
  title: (index: number) => string;
  blank: () => Row<N>;
  fields: (
    row: Row<N>,
    index: number,
    update: (change: Partial<Row<N>>) => void,
    problem: (path: string) => string | undefined,
  ) => ReactNode;
}

/**
 * A list of banners, collections or deals: rows added, removed and put in order (the order is
 * their position on the home page), each with its start and end, saved together. A row whose
 * end is not after its start is marked at its field and nothing is sent.
 */
export function RowsEditor<N extends ListName>({ name, loaded, title, blank, fields }: Props<N>) {
  const { t } = useTranslation();
  const merch = useMerch(name, loaded);
  const rows = merch.value as Row<N>[];
  const set = (next: Row<N>[]) => merch.setValue(next as Merch[N]);
  const update = (index: number) => (change: Partial<Row<N>>) =>
    set(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const problem = (index: number) => (path: string) => merch.problem(`${index}.${path}`);
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (rows.some(endsTooEarly)) return;
        merch.save.mutate(rows.map((row, position) => ({ ...row, position })) as Merch[N]);
      }}
    >
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id ?? `new-${index}`} className={styles.row}>
            <div className={styles.rowHead}>
              <span className={styles.rowTitle}>
                <h3>{title(index)}</h3>
                <ScheduleBadge schedule={row} />
              </span>
              <span className={styles.buttons}>
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  aria-label={t('merch.moveUp', { name: title(index) })}
                  onClick={() => set(move(rows, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === rows.length - 1}
                  aria-label={t('merch.moveDown', { name: title(index) })}
                  onClick={() => set(move(rows, index, index + 1))}
                >
                  ↓
                </Button>
                <Button variant="ghost" onClick={() => set(rows.filter((_, i) => i !== index))}>
                  {t('merch.remove')}
                  <span className="visually-hidden"> {title(index)}</span>
                </Button>
              </span>
            </div>
            {fields(row, index, update(index), problem(index))}
            <ScheduleFields
              value={row}
              onChange={(schedule) => update(index)(schedule as Partial<Row<N>>)}
              problem={problem(index)}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => set([...rows, blank()])}>
          {t('merch.add')}
        </Button>
      </div>
      <SaveFooter dirty={merch.dirty} pending={merch.save.isPending} error={merch.save.error} />
    </form>
  );
}

/** The save button of a merchandising form, with its state and a refusal said in words. */
export function SaveFooter(props: { dirty: boolean; pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <p aria-live="polite" className={styles.muted}>
        {props.error ? (
          <span role="alert">{errorMessage(t, props.error)}</span>
        ) : props.dirty ? (
          t('products.unsaved')
        ) : (
          t('products.allSaved')
        )}
      </p>
      <Button type="submit" disabled={props.pending}>
        {props.pending ? t('products.saving') : t('common.save')}
      </Button>
    </div>
  );
}
