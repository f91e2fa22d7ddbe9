/** The tax of a subtotal, in whole cents (TAX_RATE): an order's, and the cart's preview of it. */
export const taxOf = (subtotalCents: number, taxRate: number) =>
  Math.round(subtotalCents * taxRate);
