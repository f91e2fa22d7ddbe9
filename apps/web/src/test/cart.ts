import type { CartLine, CartQuote, CartSummary } from '@atelier/contract';

/** The tee the cart tests put in carts: two at $20 each, five in stock, unless a test says else. */
export const teeLine = (fields: Partial<CartLine> = {}): CartLine => ({
  cartId: 1,
  sku: 'TEE-RED-M',
  productId: 7,
  name: 'Linen Tee',
  brand: 'Atelier',
  imageUrl: '/media/tee.svg',
  sellingPrice: 20,
  originalPrice: 20,
  discountPercentage: 0,
  size: 'M',
  color: 'Red',
  qty: 2,
  subTotal: 40,
  stock: 5,
  ...fields,
});

/** The server's answer for a cart of `lines`: their sum, no code, credit or tax unless given. */
export function cartSummary(lines: CartLine[], fields: Partial<CartSummary> = {}): CartSummary {
  const total = lines.reduce((sum, line) => sum + line.subTotal, 0);
  return {
    currency: 'USD',
    market: 'us',
    productCart: lines,
    total,
    tax: 0,
    discount: 0,
    discountCode: null,
    creditBalance: 0,
    totals: {
      subtotal: total,
      member: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      taxIncluded: false,
      taxLines: [],
      credit: 0,
      total,
    },
    name: '',
    flatNo: '',
    addrssLine1: '',
    addrssLine2: '',
    zipocode: '',
    phone: '',
    delivery: { price: 0, freeOver: null, moreForFree: 0, days: { min: 3, max: 7 } },
    ...fields,
  };
}

/**
 * POST /cart/quote's answer for `lines` sent to an address of the page's market (the US's unless
 * given): free Standard delivery in 3–7 days, no tax, unless the test says else.
 */
export function cartQuote(lines: CartLine[], fields: Partial<CartQuote> = {}): CartQuote {
  const { currency, market, productCart, creditBalance, totals } = cartSummary(lines);
  return {
    currency,
    market,
    marketChanged: false,
    productCart,
    shippingMethods: [
      {
        id: 1,
        name: 'Standard',
        price: 0,
        freeOver: null,
        moreForFree: 0,
        days: { min: 3, max: 7 },
      },
    ],
    shippingMethod: 1,
    creditBalance,
    totals,
    ...fields,
  };
}
