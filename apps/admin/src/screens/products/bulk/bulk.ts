import type { z } from 'zod';
import type { BulkAction, BulkSelection, BulkSummary } from '@atelier/contract';
import type { ProductFilters } from '../api.ts';

/** Rows ticked one by one, or every product the list's filters match (all its pages). */
export type Selection = { ids: number[] } | { matching: true };

export type ActionType = BulkAction['type'];
export type Rounding = 'cent' | 'whole' | 'x99';

/** The bulk bar's form, as typed. */
export interface ActionDraft {
  type: ActionType;
  categoryId: string;
  by: 'percent' | 'amount';
  value: string;
  round: Rounding;
}

export const emptyAction = (): ActionDraft => ({
  type: 'publish',
  categoryId: '',
  by: 'percent',
  value: '',
  round: 'cent',
});

/** A number as typed: a comma for a decimal point and a typographic minus are taken. */
const numberOf = (text: string) => Number(text.trim().replace(',', '.').replace('\u2212', '-'));

/** The action the form describes, or which of its fields is missing. */
export function actionOf(
  draft: ActionDraft,
): { action: BulkAction } | { missing: 'categoryId' | 'value' } {
  if (draft.type === 'publish' || draft.type === 'archive') return { action: { type: draft.type } };
  if (draft.type === 'move') {
    return draft.categoryId
      ? { action: { type: 'move', categoryId: Number(draft.categoryId) } }
      : { missing: 'categoryId' };
  }
  const value = numberOf(draft.value);
  if (!draft.value.trim() || !Number.isFinite(value) || value === 0) return { missing: 'value' };
  return {
    action:
      draft.by === 'percent'
        ? { type: 'price', percent: value, round: draft.round }
        : { type: 'price', amountMinor: Math.round(value * 100), round: draft.round },
  };
}

/** What the server is asked to act on: the ticked ids, or the list's filters as they are set. */
export function selectionOf(
  selection: Selection,
  filters: ProductFilters,
): z.input<typeof BulkSelection> {
  if ('ids' in selection) return { ids: selection.ids };
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return { filter: set };
}

/** The field of a product the action changes, for the preview's before and after. */
export const shownField = (type: ActionType): keyof BulkSummary | 'price' =>
  type === 'move' ? 'categoryId' : type === 'price' ? 'price' : 'status';
