import { withOrderKey } from '@atelier/contract';

/** The card payment page of one order (SPEC §2 "/cart/checkout/payment"); a guest's has its key. */
export const payPath = (orderCode: string, key?: string | null) =>
  withOrderKey(`/cart/checkout/payment?order=${encodeURIComponent(orderCode)}`, key);

/** The page that ends an order's checkout (/success or /failure), with a guest's key. */
export const resultPath = (result: 'success' | 'failure', orderCode: string, key?: string | null) =>
  withOrderKey(`/${result}?order=${encodeURIComponent(orderCode)}`, key);
