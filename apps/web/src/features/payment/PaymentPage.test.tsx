import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, PaymentIntentRequest } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';
import { shopApi } from '../../test/shop.ts';
import { payPath } from './paths.ts';

// A Tokyo order in whole yen: consumption tax inside, shipping ¥800.
const order: Order = {
  id: 5,
  orderCode: 'ATL-JP12-YEN1',
  name: 'Hana',
  email: 'hana@example.com',
  phone: '+81 3 0000 0000',
  status: 'PENDING_PAYMENT',
  currency: 'JPY',
  market: 'jp',
  total: 6800,
  tax: 618,
  charges: 0,
  totals: {
    subtotal: 6000,
    member: 0,
    discount: 0,
    shipping: 800,
    tax: 618,
    taxIncluded: true,
    taxLines: [{ rate: 0.1, net: 6182, tax: 618 }],
    credit: 0,
    total: 6800,
  },
  discountCode: null,
  tnxNumber: null,
  flatNo: '1-1',
  addrssLine1: 'Shibuya',
  addrsesLine2: '',
  city: 'Tokyo',
  region: '',
  zipocode: '150-0001',
  country: 'JP',
  createdAt: '2026-11-28T10:00:00.000Z',
  orderItems: [
    {
      id: 1,
      imageUrl: '/media/tee.svg',
      name: 'Linen Tee',
      brand: 'Atelier',
      color: 'Red',
      size: 'M',
      qty: 2,
      sellingPrice: 3000,
      subTotal: 6000,
      status: 'PENDING_PAYMENT',
    },
  ],
};

describe('the payment page', { timeout: 20_000 }, () => {
  it("asks for the intent in the order's currency and shows yen without decimals", async () => {
    const intents: PaymentIntentRequest[] = [];
    mockApi({
      ...shopApi(),
      [`/api/v1/orders/by-code/${order.orderCode}`]: () => order,
      '/api/payment/create-payment-intent': (_url, init) => {
        const body = JSON.parse(String(init.body)) as PaymentIntentRequest;
        intents.push(body);
        return { clientSecret: 'test_secret', amount: 6800, currency: 'jpy', provider: 'test' };
      },
      '/api/v1/cart': () => ({ productCart: [], total: 0 }),
      '/api/v1/wishlist': () => [],
      '/api/v1/categories/tree/': () => [],
    });
    saveStoredUser({ email: order.email, username: 'Hana' });
    renderApp(payPath(order.orderCode));

    expect(await screen.findByRole('button', { name: 'Pay ¥6,800' })).toBeTruthy();
    await waitFor(() => expect(intents).toHaveLength(1));
    expect(intents[0]).toEqual({ amount: 6800, currency: 'jpy', orderCode: order.orderCode });
    const billing = within(screen.getByRole('region', { name: 'Billing Details' }));
    const shipping = billing.getByText('Shipping').parentElement!;
    expect(within(shipping).getByText('¥800')).toBeTruthy();
    expect(billing.getByText('Incl. VAT ¥618')).toBeTruthy();
  });
});
