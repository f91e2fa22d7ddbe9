// The page frame the shopping screens share (cart, wishlist, checkout, payment, orders).
export { Breadcrumb } from './Breadcrumb.tsx';
export { EmptyState } from './EmptyState.tsx';
export { Totals, type TotalsRow } from './Totals.tsx';
export { default as shoppingStyles } from './shopping.module.css';
