// What the catalog screens share, loaded by their route chunks (index.ts feeds the header).
export { ProductCard } from './ProductCard.tsx';
export { ProductCardCart } from './ProductCardCart.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { Price } from './Price.tsx';
export { Rating } from './Rating.tsx';
export { discountedPrice, formatPrice, regularPrice } from './price.ts';
export { fetchProducts, productDetailQuery, type ProductsRequest } from './productQueries.ts';
