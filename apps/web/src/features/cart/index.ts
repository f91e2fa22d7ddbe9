// Light on purpose: the header imports these hooks (no zod, no CSS into the entry chunk).
export { cartKey, useCart, useCartCount, useCartOwner, useUpdateCart } from './api.ts';
export { lineTotal, useMoney } from './money.ts';
export { useAddToCart, type AddToCartInput } from './useAddToCart.ts';
