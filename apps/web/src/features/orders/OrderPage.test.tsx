import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';

const user = {
  id: 1,
  email: 'ada@example.com',
  username: 'Ada',
  subscriptionType: 'Silver',
  referral: 'ADA12345',
  referredBy: null,
  totalNumberReferrals: 0,
};

const item = (id: number, name: string) => ({
  id,
  imageUrl: '/media/tee.svg',
  name,
  brand: 'Maison Lune',
  color: 'Sage',
  size: 'M',
  qty: 1,
  sellingPrice: 20,
  subTotal: 20,
  status: 'SHIPPED' as const,
});

// The order as GET /api/v1/orders/by-code answers it: shipped with Yamato, one line refunded.
const order = {
  id: 3,
  orderCode: 'ATL-AB12-CD34',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0018',
  status: 'SHIPPED',
  total: 40,
  tax: 0,
  charges: 0,
  totals: { subtotal: 40, member: 0, discount: 0, tax: 0, credit: 0, total: 40 },
  discountCode: null,
  tnxNumber: 'pi_1',
  flatNo: '12',
  addrssLine1: 'St James Square',
  addrsesLine2: '',
  city: 'London',
  region: '',
  zipocode: 'SW1Y 4JH',
  country: 'GB',
  createdAt: '2026-01-05T10:00:00.000Z',
  orderItems: [item(9, 'Linen Tee'), item(10, 'Wool Scarf')],
  timeline: [
    {
      at: '2026-01-05T10:00:00.000Z',
      type: 'placed',
      actor: 'shopper',
      staffEmail: null,
      data: {},
    },
    {
      at: '2026-01-05T10:01:00.000Z',
      type: 'paid',
      actor: 'system',
      staffEmail: null,
      data: { amountCents: 4000 },
    },
    {
      at: '2026-01-06T09:00:00.000Z',
      type: 'shipped',
      actor: 'staff',
      staffEmail: null,
      data: { carrier: 'yamato', trackingNumber: '4455-6677', complete: true },
    },
    {
      at: '2026-01-08T09:00:00.000Z',
      type: 'refunded',
      actor: 'staff',
      staffEmail: null,
      data: { amountCents: 2000 },
    },
  ],
  shipments: [
    {
      id: 1,
      carrier: 'yamato',
      trackingNumber: '4455-6677',
      trackingUrl: 'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=4455-6677',
      lines: [
        { orderItemId: 9, qty: 1 },
        { orderItemId: 10, qty: 1 },
      ],
      createdAt: '2026-01-06T09:00:00.000Z',
    },
  ],
  refunded: 20,
} as unknown as Order;

function openOrder(answer: () => unknown) {
  mockApi({
    '/api/v1/orders/by-code/ATL-AB12-CD34': answer,
    '/api/users/details': () => user,
    '/api/v1/cart': () => ({ productCart: [], total: 0 }),
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  saveStoredUser(user);
  return renderApp('/orders/ATL-AB12-CD34');
}

describe("the shopper's order page (the link of every order mail)", () => {
  it('shows the tracking link, the refund and what happened, in order', async () => {
    openOrder(() => order);
    const link = await screen.findByRole('link', { name: '4455-6677' });
    expect(link.getAttribute('href')).toBe(
      'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=4455-6677',
    );
    expect(screen.getByText(/Yamato Transport · tracking number/)).toBeTruthy();
    expect(screen.getByText('Linen Tee × 1, Wool Scarf × 1')).toBeTruthy();
    expect(screen.getByText('Refunded: $20.00')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'What happened' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((e) => e.firstChild?.textContent)).toEqual([
      'Order placed',
      'Payment received: $40.00',
      'Shipped with Yamato Transport',
      'Refund of $20.00',
    ]);
  });

  it('offers the invoice and each refund’s credit note to download', async () => {
    openOrder(() => ({ ...order, documents: { invoice: true, creditNotes: 1 } }));
    const invoice = await screen.findByRole('link', { name: 'Download invoice' });
    expect(invoice.getAttribute('href')).toBe('/api/v1/orders/by-code/ATL-AB12-CD34/invoice.pdf');
    const note = screen.getByRole('link', { name: 'Download credit note 1' });
    expect(note.getAttribute('href')).toBe(
      '/api/v1/orders/by-code/ATL-AB12-CD34/credit-notes/1.pdf',
    );
  });

  it('says so when the order is not one of theirs', async () => {
    openOrder(() =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Order not found' } }, { status: 404 }),
    );
    expect(
      await screen.findByText("We couldn't find order ATL-AB12-CD34 in your account."),
    ).toBeTruthy();
  });
});
