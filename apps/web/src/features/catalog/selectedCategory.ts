import { useMemo, useSyncExternalStore } from 'react';
import type { Category } from '@atelier/contract';

/** The active top-level category that the home strip, listing and filters read. */
export interface SelectedCategory {
  id: number;
  /** The name used as the filter category (an all-caps name such as CRAFT becomes Craft). */
  name: string;
  subcategories: Category[];
  /** True once the shopper clicked a category (the home strip hides then). */
  clicked: boolean;
}

let selected: SelectedCategory | null = null;
const listeners = new Set<() => void>();

/** SPEC §4: "the name CRAFT in upper case maps to Craft". */
export function filterCategoryName(name: string): string {
  const isAllCaps = /\p{Lu}/u.test(name) && name === name.toUpperCase();
  return isAllCaps ? name.charAt(0) + name.slice(1).toLowerCase() : name;
}

function publish(next: SelectedCategory) {
  selected = next;
  listeners.forEach((listener) => listener());
}

const selectionOf = (category: Category, clicked: boolean): SelectedCategory => ({
  id: category.id,
  name: filterCategoryName(category.name),
  subcategories: category.children,
  clicked,
});

export function selectCategory(category: Category, clicked = true): void {
  publish(selectionOf(category, clicked || (selected?.clicked ?? false)));
}

/**
 * Keeps the selection in step with a freshly loaded tree: the first category on first load, and
 * the same category under its new name after a language switch.
 */
export function syncSelectedCategory(tree: readonly Category[]): void {
  const current = tree.find((category) => category.id === selected?.id) ?? tree[0];
  if (!current) return;
  const name = filterCategoryName(current.name);
  const unchanged =
    selected?.id === current.id &&
    selected.name === name &&
    selected.subcategories === current.children;
  if (!unchanged) selectCategory(current, false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedCategory(): SelectedCategory | null {
  // Nothing is selected before the tree's first load, in a server render or a hydrating browser.
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => null,
  );
}

/**
 * The active category: the one selected, else the tree's first, which the header selects as soon
 * as the tree is in (the server's render and the browser's first one come before that).
 */
export function useActiveCategory(tree: readonly Category[] | undefined): SelectedCategory | null {
  const chosen = useSelectedCategory();
  const first = tree?.[0];
  return useMemo(() => chosen ?? (first ? selectionOf(first, false) : null), [chosen, first]);
}
