import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address, CartQuote, CartQuoteRequest, CreateOrderRequest } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp, TEST_MARKETS } from '../../test/app.tsx';
import { cartQuote, cartSummary, teeLine } from '../../test/cart.ts';
import { shopApi } from '../../test/shop.ts';

const paris: Address = {
  id: 1,
  userId: 1,
  name: 'Ada',
  phone: '+33 1 40 00 00 00',
  flatNo: '3',
  addrssLine1: 'Rue des Lilas',
  addrsesLine2: '',
  city: 'Paris',
  region: '',
  zipocode: '75011',
  country: 'FR',
  email: '',
  default: true,
};

// Two tees at €17.50 in the Eurozone, VAT inside; Standard free from €50, Express never.
const METHODS = [
  { id: 1, name: 'Standard', price: 4.9, freeOver: 50, moreForFree: 15, days: { min: 3, max: 7 } },
  { id: 2, name: 'Express', price: 9.9, freeOver: null, moreForFree: 0, days: { min: 1, max: 2 } },
];
function euroQuote(body: CartQuoteRequest): CartQuote {
  const method = METHODS.find((m) => m.id === body.shippingMethod) ?? METHODS[0]!;
  const lines = [teeLine({ sellingPrice: 17.5, originalPrice: 17.5, subTotal: 35 })];
  return cartQuote(lines, {
    currency: 'EUR',
    market: 'eu',
    marketChanged: body.market !== 'eu',
    shippingMethods: METHODS,
    shippingMethod: method.id,
    totals: {
      subtotal: 35,
      member: 0,
      discount: 0,
      shipping: method.price,
      tax: Math.round(((35 + method.price) / 6) * 100) / 100,
      taxIncluded: true,
      taxLines: [],
      credit: 0,
      total: 35 + method.price,
    },
  });
}

const bodyOf = <T,>(init: RequestInit) => JSON.parse(String(init.body)) as T;

function openCheckout(
  quote: (body: CartQuoteRequest) => CartQuote | Response,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const quotes: CartQuoteRequest[] = [];
  const orders: CreateOrderRequest[] = [];
  mockApi({
    ...shopApi(),
    '/api/v1/address': () => [paris],
    '/api/v1/cart/quote': (_url, init) => {
      quotes.push(bodyOf(init));
      return quote(bodyOf(init));
    },
    '/api/v1/cart': () => cartSummary([teeLine()]),
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
    '/api/v1/orders': (_url, init) => {
      orders.push(bodyOf(init));
      return Response.json({ error: { code: 'NOT_FOUND', message: 'stop here' } }, { status: 404 });
    },
    ...handlers,
  });
  saveStoredUser({ email: 'ada@example.com', username: 'Ada' });
  return { ...renderApp('/cart/checkout'), quotes, orders };
}

const summary = async () => within(await screen.findByRole('region', { name: 'Order Summary' }));

describe('checkout quoted for its delivery address', { timeout: 20_000 }, () => {
  it('shows a Paris address its euro prices, VAT inside, and orders in the market it showed', async () => {
    const { user, quotes, orders } = openCheckout(euroQuote);

    expect(
      await screen.findByText('This address pays in EUR: check the new prices before you order'),
    ).toBeTruthy();
    expect(quotes[0]).toMatchObject({ addressId: 1, market: 'us', lang: 'en' });
    expect((await summary()).getByText(/2 × €17\.50/)).toBeTruthy();
    expect((await summary()).getByText('Incl. VAT €6.65')).toBeTruthy();
    expect((await summary()).getByText('€39.90')).toBeTruthy();
    expect((await summary()).queryByText('Tax')).toBeNull();

    const methods = within(screen.getByRole('group', { name: 'Delivery method' }));
    const standard = methods.getByRole('radio', { name: /Standard/ });
    expect(standard).toHaveProperty('checked', true);
    expect(methods.getByText('3–7 days')).toBeTruthy();
    expect(methods.getByText('€15.00 more for free delivery')).toBeTruthy();

    await user.click(methods.getByRole('radio', { name: /Express/ }));
    expect(await (await summary()).findByText('€44.90')).toBeTruthy();
    expect(quotes.at(-1)).toMatchObject({ addressId: 1, shippingMethod: 2 });

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ addressId: 1, market: 'eu', shippingMethod: 2 });
  });

  it('adds a New York address its sales tax as a line of its own', async () => {
    openCheckout(() =>
      cartQuote([teeLine()], {
        totals: {
          subtotal: 40,
          member: 0,
          discount: 0,
          shipping: 0,
          tax: 3.55,
          taxIncluded: false,
          taxLines: [{ rate: 0.08875, net: 40, tax: 3.55 }],
          credit: 0,
          total: 43.55,
        },
      }),
    );
    const tax = (await (await summary()).findByText('Tax')).parentElement!;
    expect(within(tax).getByText('$3.55')).toBeTruthy();
    expect((await summary()).getByText('$43.55')).toBeTruthy();
    expect(screen.queryByText(/pays in/)).toBeNull();
    expect(screen.queryByText(/Incl\. VAT/)).toBeNull();
  });

  it('quotes again when the order is refused for another market, and says so', async () => {
    let market = 'us';
    const { user, quotes } = openCheckout(
      (body) => (market === 'us' ? cartQuote([teeLine()]) : euroQuote(body)),
      {
        '/api/v1/orders': () => {
          market = 'eu';
          const error = {
            code: 'CONFLICT',
            message: 'This address is in another market',
            reason: 'MARKET_CHANGED',
            params: { currency: 'EUR', market: 'eu' },
          };
          return Response.json({ error }, { status: 409 });
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findAllByText('This address pays in EUR: check the new prices before you order'),
    ).not.toHaveLength(0);
    expect(await (await summary()).findByText(/2 × €17\.50/)).toBeTruthy();
    expect(quotes.length).toBeGreaterThan(1);
  });

  it("offers no cash on delivery where the address's market takes none", async () => {
    const markets = TEST_MARKETS.map((m) =>
      m.code === 'eu' ? { ...m, paymentMethods: ['card' as const] } : m,
    );
    openCheckout(euroQuote, { '/api/v1/markets': () => markets });
    expect(await screen.findByText(/pays in EUR/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull(),
    );
    expect(screen.getByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
  });
});
