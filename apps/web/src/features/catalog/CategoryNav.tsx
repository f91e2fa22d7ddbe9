import { useEffect } from 'react';
import { Link, useLocation } from '@atelier/ui/router';
import type { Category } from '@atelier/contract';
import { Skeleton } from '@atelier/ui/skeleton';
import { useCategoryTree } from './categoryTree.ts';
import { selectCategory, syncSelectedCategory, useActiveCategory } from './selectedCategory.ts';
import styles from './CategoryNav.module.css';

const SKELETON_WIDTHS = ['4.5rem', '3.5rem', '5rem', '4rem', '5.5rem', '3.75rem'];

interface Props {
  layout: 'row' | 'column';
  /** Called after a category was chosen (the phone drawer closes itself). */
  onSelect?: () => void;
}

/** The listing of a category: the header's links and the product page's breadcrumb lead there. */
export const categoryHref = (category: { id: number }) => `/product?category=${category.id}`;

/**
 * Pages that stand in a category: the home page (its strip shows the selected category's
 * subcategories) and a category's listing. A search, the cart or the checkout belong to no
 * category, so marking one there would tell the shopper something untrue.
 */
function inCategory({ pathname, search }: { pathname: string; search: string }): boolean {
  // A product page stands in its product's own category (the selection follows it).
  if (pathname === '/' || pathname.startsWith('/product/')) return true;
  return pathname === '/product' && Boolean(new URLSearchParams(search).get('category'));
}

/**
 * Top-level category links (real links: crawlable, and a new tab opens where they lead); the
 * active one is the selected category, the first by default, on pages that stand in a category.
 */
export function CategoryNav({ layout, onSelect }: Props) {
  const { data: tree, isPending } = useCategoryTree();
  const selected = useActiveCategory(tree);
  const active = inCategory(useLocation()) ? selected : null;

  useEffect(() => {
    if (tree) syncSelectedCategory(tree);
  }, [tree]);

  const choose = (category: Category) => {
    selectCategory(category);
    onSelect?.();
  };

  return (
    <ul className={`${styles.list} ${styles[layout]}`}>
      {isPending
        ? SKELETON_WIDTHS.map((width) => (
            <li key={width} className={styles.item}>
              <Skeleton width={width} height="1rem" />
            </li>
          ))
        : tree?.map((category) => (
            <li key={category.id} className={styles.item}>
              <Link
                to={categoryHref(category)}
                className={styles.button}
                aria-current={category.id === active?.id ? 'true' : undefined}
                onClick={() => choose(category)}
              >
                {category.name}
              </Link>
            </li>
          ))}
    </ul>
  );
}
