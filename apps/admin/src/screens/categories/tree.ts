import type { AdminCategory, AdminCategoryInput, Language } from '@atelier/contract';

/** A category in the tree's reading order, with how deep it sits (0 for a top category). */
export interface FlatCategory {
  category: AdminCategory;
  depth: number;
  /** Its brothers and sisters in order, itself among them. */
  siblings: AdminCategory[];
}

const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position || a.id - b.id;

/** The tree depth first, each level in its order: the picker's options and the screen's rows. */
export function flatten(tree: AdminCategory[], depth = 0, into: FlatCategory[] = []) {
  const siblings = [...tree].sort(byPosition);
  for (const category of siblings) {
    into.push({ category, depth, siblings });
    flatten(category.children, depth + 1, into);
  }
  return into;
}

/** A category's name in `language`, its English name where it has none. */
export const nameIn = (category: AdminCategory, language: Language) =>
  category.names[language] || category.names.en;

/** Ids of a category and everything under it: where it can't move to. */
export function subtreeIds(category: AdminCategory): Set<number> {
  const ids = new Set([category.id]);
  for (const child of category.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

const input = (category: AdminCategory, position: number): AdminCategoryInput => ({
  parentId: category.parentId,
  position,
  names: category.names,
});

/**
 * The saves that move a category one place up (-1) or down (+1) among its siblings: each sibling
 * whose position changes gets its index, so equal or sparse positions still end in the new order.
 */
export function reorder(entry: FlatCategory, step: -1 | 1): [number, AdminCategoryInput][] {
  const order = [...entry.siblings];
  const from = order.indexOf(entry.category);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [];
  order.splice(to, 0, ...order.splice(from, 1));
  return order.flatMap((category, index) =>
    category.position === index ? [] : [[category.id, input(category, index)]],
  );
}
