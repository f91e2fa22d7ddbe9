// Issue 30 item 7: "Change size" on an order that has not shipped, and paying what a change owes.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp, TEST_USER } from '../../test/app.tsx';

// jsdom has no modal dialogs: open and close them the way a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

// Typing a card takes seconds when the machine is busy.
const SLOW = 20_000;

const order = {
  id: 3,
  orderCode: 'ATL-AB12-CD34',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 503 555 0118',
  status: 'PAID',
  currency: 'USD',
  market: 'us',
  total: 20,
  tax: 0,
  charges: 0,
  totals: {
    subtotal: 20,
    member: 0,
    discount: 0,
    shipping: 0,
    tax: 0,
    taxIncluded: false,
    taxLines: [],
    credit: 0,
    total: 20,
  },
  discountCode: null,
  tnxNumber: 'pi_1',
  flatNo: '12B',
  addrssLine1: '1120 SW 5th Ave',
  addrsesLine2: '',
  city: 'Portland',
  region: 'OR',
  zipocode: '97204',
  country: 'US',
  createdAt: '2026-01-05T10:00:00.000Z',
  orderItems: [
    {
      id: 9,
      imageUrl: '/media/tee.svg',
      name: 'Linen Tee',
      brand: 'Maison Lune',
      color: 'Sage',
      size: 'M',
      qty: 1,
      sellingPrice: 20,
      subTotal: 20,
      status: 'PAID',
    },
  ],
  timeline: [],
  shipments: [],
} as unknown as Order;

const options = {
  currency: 'USD',
  options: [
    { sku: 'TEE-L', color: 'Sage', size: 'L', inStock: 7, price: 25 },
    { sku: 'TEE-S', color: 'Sage', size: 'S', inStock: 1, price: 18 },
  ],
};

function openOrder(
  handlers: Record<string, (url: URL, init: RequestInit) => unknown>,
  shown: Order = order,
) {
  const fetchMock = mockApi({
    ...handlers,
    '/api/v1/orders/by-code/ATL-AB12-CD34': () => shown,
    '/api/users/details': () => TEST_USER,
    '/api/v1/cart': () => ({ productCart: [], total: 0 }),
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  saveStoredUser(TEST_USER);
  return { ...renderApp('/orders/ATL-AB12-CD34'), fetchMock };
}

const SWAP = '/api/v1/orders/by-code/ATL-AB12-CD34/lines/9/swap';

describe('changing a size before the order ships', () => {
  it(
    'lists the other sizes in stock and swaps the line for the one chosen',
    async () => {
      const sent: unknown[] = [];
      const { user: u } = openOrder({
        [SWAP]: (_url, init) => {
          if (init.method !== 'POST') return options;
          sent.push(JSON.parse(String(init.body)));
          return { ...order, total: 25 };
        },
      });
      await u.click(
        await screen.findByRole('button', { name: 'Change size or colour of Linen Tee' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Change size or colour' });
      expect(within(dialog).getByText(/We refund the difference, or ask for it/)).toBeTruthy();
      const change = within(dialog).getByRole('button', { name: 'Change' });
      expect(change).toHaveProperty('disabled', true);
      expect(within(dialog).getByText('only 1 left')).toBeTruthy();
      await u.click(within(dialog).getByRole('radio', { name: /L · Sage — \$25\.00/ }));
      await u.click(change);
      expect(await screen.findByText('Your order has been changed.')).toBeTruthy();
      expect(sent).toEqual([{ sku: 'TEE-L' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    SLOW,
  );

  it(
    'says why when the size has just sold out',
    async () => {
      const { user: u } = openOrder({
        [SWAP]: (_url, init) =>
          init.method !== 'POST'
            ? options
            : Response.json(
                {
                  error: {
                    code: 'CONFLICT',
                    message: 'Not enough stock for TEE-L',
                    reason: 'OUT_OF_STOCK',
                    params: { items: 'TEE-L' },
                  },
                },
                { status: 409 },
              ),
      });
      await u.click(
        await screen.findByRole('button', { name: 'Change size or colour of Linen Tee' }),
      );
      const dialog = await screen.findByRole('dialog');
      await u.click(within(dialog).getByRole('radio', { name: /L · Sage/ }));
      await u.click(within(dialog).getByRole('button', { name: 'Change' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'This size has just sold out: choose another.',
      );
    },
    SLOW,
  );

  it('offers no change once part of the order has shipped', async () => {
    openOrder({}, {
      ...order,
      status: 'SHIPPED',
      shipments: [
        {
          id: 1,
          carrier: 'ups',
          trackingNumber: '1Z',
          trackingUrl: null,
          lines: [],
          createdAt: order.createdAt,
        },
      ],
    } as unknown as Order);
    expect(await screen.findByRole('heading', { name: 'Order ATL-AB12-CD34' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change size/ })).toBeNull();
  });

  it('asks for what a dearer size owes, and takes it by card', async () => {
    const confirmed: unknown[] = [];
    const { user: u } = openOrder(
      {
        '/api/v1/orders/by-code/ATL-AB12-CD34/balance/test-confirm': (_url, init) => {
          confirmed.push(JSON.parse(String(init.body)));
          return { status: 'succeeded' };
        },
        '/api/v1/orders/by-code/ATL-AB12-CD34/balance': () => ({
          clientSecret: 'pi_test_b_secret_x',
          amount: 5,
          currency: 'usd',
          provider: 'test',
        }),
      },
      { ...order, total: 25, balanceDue: 5 } as Order,
    );
    expect(
      await screen.findByText('$5.00 is due for the change: your order ships once it is paid.'),
    ).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Pay $5.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $5.00' });
    await u.type(within(dialog).getByLabelText('Name on card'), 'Ada Lovelace');
    await u.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await u.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1240');
    await u.type(within(dialog).getByLabelText('CVC'), '123');
    await u.click(within(dialog).getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText('Thank you: the difference is paid.')).toBeTruthy();
    expect(confirmed).toMatchObject([
      { clientSecret: 'pi_test_b_secret_x', cardNumber: '4242424242424242' },
    ]);
  });
});

describe("a delivered order's exchange for a dearer size (issue 30)", () => {
  it('asks for the difference on the order page, for the exchange', async () => {
    openOrder({}, { ...order, status: 'DELIVERED', balanceDue: 12.5 } as Order);
    expect(
      await screen.findByText("$12.50 is due for your exchange's new size: it ships once paid."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeTruthy();
  });
});
