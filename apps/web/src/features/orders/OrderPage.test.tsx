import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp, TEST_USER } from '../../test/app.tsx';

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
    '/api/users/details': () => TEST_USER,
    '/api/v1/cart': () => ({ productCart: [], total: 0 }),
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  saveStoredUser(TEST_USER);
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

describe("a guest's order link (issue 29 item 6)", () => {
  const KEY = 'ab'.repeat(32);
  const link = `/orders/ATL-AB12-CD34?key=${KEY}`;
  // Signed out: no `users` mirror, no session.
  function openSignedOut(path: string, answer: (url: URL) => unknown) {
    const fetchMock = mockApi({
      '/api/v1/orders/by-code/ATL-AB12-CD34': answer,
      '/api/users/details': () =>
        Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 }),
      '/api/v1/wishlist': () => [],
      '/api/v1/categories/tree/': () => [],
    });
    return { ...renderApp(path), fetchMock };
  }
  const guestOrder = { ...order, link, documents: { invoice: true, creditNotes: 1 } };

  it('opens the order by its key, signed out, with its documents by the same key', async () => {
    const asked: string[] = [];
    openSignedOut(link, (url) => {
      asked.push(url.searchParams.get('key') ?? '');
      return guestOrder;
    });
    expect(await screen.findByRole('heading', { name: 'Order ATL-AB12-CD34' })).toBeTruthy();
    expect(asked).toContain(KEY);
    expect(screen.getByRole('note').textContent).toBe(
      'Keep this page’s link: it opens your order without an account. We also emailed it to you.',
    );
    expect(screen.getByRole('region', { name: 'What happened' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(
      `/api/v1/orders/by-code/ATL-AB12-CD34/invoice.pdf?key=${KEY}`,
    );
    expect(screen.getByRole('link', { name: 'Download credit note 1' }).getAttribute('href')).toBe(
      `/api/v1/orders/by-code/ATL-AB12-CD34/credit-notes/1.pdf?key=${KEY}`,
    );
    // A guest has no list of orders to go back to.
    expect(screen.queryByRole('button', { name: /Back to orders/ })).toBeNull();
  });

  it('cancels an order awaiting payment by its key', async () => {
    const { user, fetchMock } = openSignedOut(link, () => ({
      ...guestOrder,
      status: 'PENDING_PAYMENT',
      documents: { invoice: false, creditNotes: 0 },
    }));
    expect((await screen.findByRole('link', { name: 'Pay now' })).getAttribute('href')).toBe(
      `/cart/checkout/payment?order=ATL-AB12-CD34&key=${KEY}`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const cancel = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/cancel'));
    expect(cancel?.searchParams.get('key')).toBe(KEY);
  });

  it('says the link does not open the order when its key is not the order’s', async () => {
    openSignedOut(link, () =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'Order not found' } }, { status: 404 }),
    );
    expect(
      await screen.findByText(
        'This link does not open order ATL-AB12-CD34: check the link in your email.',
      ),
    ).toBeTruthy();
  });

  it('still asks to sign in without a key', async () => {
    const { history } = openSignedOut('/orders/ATL-AB12-CD34', () => guestOrder);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });
});
