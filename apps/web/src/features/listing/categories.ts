import type { Category } from '@atelier/contract';

/** The top-level category that is, or holds, the category `ref` (an id). */
export function topLevelOf(tree: readonly Category[], ref: string | undefined) {
  return tree.find(
    (top) => String(top.id) === ref || top.children.some((child) => String(child.id) === ref),
  );
}

/** The category `ref` (an id) anywhere in the tree. */
export function findCategory(
  tree: readonly Category[],
  ref: string | undefined,
): Category | undefined {
  for (const category of tree) {
    if (String(category.id) === ref) return category;
    const child = findCategory(category.children, ref);
    if (child) return child;
  }
  return undefined;
}
