// Light on purpose: the header imports these hooks (no zod, no CSS into the entry chunk).
export { useChangeWishlist, useIsWishlisted, useWishlist, useWishlistCount } from './api.ts';
export { useToggleWishlist } from './useToggleWishlist.ts';
export { WishlistHeart } from './WishlistHeart.tsx';
