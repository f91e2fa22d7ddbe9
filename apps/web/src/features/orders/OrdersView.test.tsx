import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp, TEST_USER } from '../../test/app.tsx';

const order: Order = {
  id: 3,
  orderCode: 'ATL-AB12-CD34',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0018',
  status: 'PENDING_PAYMENT',
  currency: 'USD',
  market: 'us',
  total: 42.5,
  tax: 2.5,
  charges: 0,
  totals: {
    subtotal: 40,
    member: 0,
    discount: 0,
    shipping: 0,
    tax: 2.5,
    taxIncluded: false,
    taxLines: [{ rate: 0.0625, net: 40, tax: 2.5 }],
    credit: 0,
    total: 42.5,
  },
  discountCode: null,
  tnxNumber: null,
  flatNo: '12',
  addrssLine1: 'St James Square',
  addrsesLine2: '',
  city: 'London',
  region: '',
  zipocode: 'SW1Y 4JH',
  country: 'GB',
  createdAt: '2026-01-05T10:00:00.000Z',
  orderItems: [
    {
      id: 9,
      imageUrl: '/media/tee.svg',
      name: 'Linen Tee',
      brand: 'Maison Lune',
      color: 'Sage',
      size: 'M',
      qty: 2,
      sellingPrice: 20,
      subTotal: 40,
      status: 'PENDING_PAYMENT',
    },
  ],
};

function openOrders(orders: () => unknown, tab = 'orders') {
  mockApi({
    '/api/v1/orders/ada%40example.com/en': orders,
    '/api/users/details': () => TEST_USER,
    '/api/v1/cart': () => ({ productCart: [], total: 0 }),
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  saveStoredUser(TEST_USER);
  return renderApp(`/profile?tab=${tab}`);
}

describe('the orders tab', () => {
  it("says 'Failed to load orders.' when the list can't be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openOrders(() => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }));
    expect(
      await screen.findByText('Loading orders...', { selector: '[aria-hidden]' }),
    ).toBeTruthy();
    expect(await screen.findByText('Failed to load orders.', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('opens an order from the keyboard, shows its details, and goes back to the list', async () => {
    const { user: keyboard } = openOrders(() => [order]);
    const row = (await screen.findByRole('button', { name: 'View order ATL-AB12-CD34' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('$42.50')).toBeTruthy();
    expect(within(row).getByText('Awaiting payment')).toBeTruthy();
    // A date for each order; the name, email and phone, the same on every row, only in the detail.
    expect(within(row).getByText('Jan 5, 2026')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Order Code', 'Date', 'Total Amount', 'Status']);
    expect(within(row).queryByText('ada@example.com')).toBeNull();

    within(row).getByRole('button').focus();
    await keyboard.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Order ATL-AB12-CD34' })).toBeTruthy();
    const shipping = within(screen.getByRole('region', { name: 'Shipping Details' }));
    expect(shipping.getByText('12, St James Square')).toBeTruthy();
    expect(shipping.getByText('SW1Y 4JH')).toBeTruthy();
    expect(shipping.getByText('London')).toBeTruthy();
    expect(shipping.getByText('United Kingdom')).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('$2.50')).toBeTruthy();
    expect(summary.getByText('$42.50')).toBeTruthy();
    const item = within(screen.getByRole('row', { name: /Linen Tee/ }));
    expect(item.getByText('Maison Lune')).toBeTruthy();
    expect(item.getByText('$40.00')).toBeTruthy();

    await keyboard.click(screen.getByRole('button', { name: /Back to orders/ }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'View order ATL-AB12-CD34' }),
    );
  });

  it('lists the cancelled orders under My Cancellations', async () => {
    const cancelled = { ...order, id: 4, orderCode: 'ATL-CANC-0001', status: 'CANCELLED' as const };
    openOrders(() => [order, cancelled], 'cancellations');
    expect(await screen.findByRole('heading', { name: 'My Cancellations' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'View order ATL-CANC-0001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View order ATL-AB12-CD34' })).toBeNull();
  });
});
