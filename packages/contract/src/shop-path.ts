// No zod here: the shop's header code imports it (as @atelier/contract/shop-path).

/**
 * The start of a path of this shop: a slash, then neither a slash nor a backslash. A browser reads
 * `//host/x` and `/\host/x` as another site's address (a backslash counts as a slash there), so a
 * link or a picture drawn from either would leave the shop.
 */
export const SHOP_PATH = /^\/(?![/\\])/;

export const isShopPath = (value: string) => SHOP_PATH.test(value);

/** A picture's path on this shop: an upload's copy or another of its files. */
export const SHOP_IMAGE_PATH = new RegExp(`${SHOP_PATH.source}[\\w\\-./%]{1,300}$`);
