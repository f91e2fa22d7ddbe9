// Light on purpose: the header imports these hooks (no zod, no CSS into the entry chunk).
export { useChangeWishlist, useIsWishlisted, useWishlist, useWishlistCount } from './api.ts';
export { useAddToWishlist } from './useAddToWishlist.ts';
