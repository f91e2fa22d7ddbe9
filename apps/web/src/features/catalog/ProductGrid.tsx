import type { ProductCard as Card } from '@atelier/contract';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

interface Props {
  products: readonly Card[] | undefined;
  /** How many skeleton cards stand in while loading. */
  placeholders: number;
  /** Cards in the first row load their images at once. */
  eagerCount?: number;
  layout?: 'grid' | 'strip';
  reload?: boolean;
}

/** Cards in a responsive grid (2 columns on phones, 4 on desktop), or a horizontal strip. */
export function ProductGrid({
  products,
  placeholders,
  eagerCount = 0,
  layout = 'grid',
  reload,
}: Props) {
  return (
    <ul className={styles[layout]}>
      {products
        ? products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < eagerCount} reload={reload} />
            </li>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
