/** The card payment page of one order (SPEC §2 "/cart/checkout/payment"). */
export const payPath = (orderCode: string) =>
  `/cart/checkout/payment?order=${encodeURIComponent(orderCode)}`;
