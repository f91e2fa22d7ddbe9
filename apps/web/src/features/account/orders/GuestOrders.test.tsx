import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@atelier/contract';
import { saveStoredUser } from '../../../shared/storage/keys.ts';
import { mockApi, renderApp, TEST_USER } from '../../../test/app.tsx';

// An order placed as a guest with the account's email, as the list answers it once claimed.
const guestOrder = {
  id: 7,
  orderCode: 'ATL-GU35-T001',
  status: 'PAID',
  currency: 'EUR',
  total: 64.95,
  createdAt: '2026-01-05T10:00:00.000Z',
  orderItems: [],
} as unknown as Order;

describe("My Orders: the guest orders placed with the account's email (issue 29 item 6)", () => {
  it('mails a code, and with it the orders join the list', async () => {
    let claimed = false;
    const bodies: Record<string, unknown> = {};
    mockApi({
      '/api/v1/orders/unclaimed': () => ({ count: claimed ? 0 : 2 }),
      '/api/v1/orders/claim/code': (_url, init) => {
        bodies.code = JSON.parse(String(init.body));
        return { message: 'OTP sent to your email' };
      },
      '/api/v1/orders/claim': (_url, init) => {
        bodies.claim = JSON.parse(String(init.body));
        claimed = true;
        return { claimed: 2 };
      },
      '/api/v1/orders/ada%40example.com/en': () => (claimed ? [guestOrder] : []),
      '/api/users/details': () => TEST_USER,
      '/api/v1/cart': () => ({ productCart: [], total: 0 }),
      '/api/v1/wishlist': () => [],
      '/api/v1/categories/tree/': () => [],
    });
    saveStoredUser(TEST_USER);
    const { user: shopper } = renderApp('/profile?tab=orders');

    const notice = await screen.findByRole('region', {
      name: 'We found 2 orders placed with your email',
    });
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeTruthy();
    await shopper.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(bodies.code).toEqual({ lang: 'en' });
    expect(notice.textContent).toContain('Enter the 6-digit code we sent to ada@example.com.');
    await shopper.type(await screen.findByLabelText('Enter OTP'), '123456');
    await shopper.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(bodies.claim).toEqual({ otp: '123456' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('2 orders joined your account.'),
    );
    expect(await screen.findByRole('button', { name: 'View order ATL-GU35-T001' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /We found/ })).toBeNull();
  }, 15_000);

  it('says nothing when no guest order has the email', async () => {
    mockApi({
      '/api/v1/orders/unclaimed': () => ({ count: 0 }),
      '/api/v1/orders/ada%40example.com/en': () => [guestOrder],
      '/api/users/details': () => TEST_USER,
      '/api/v1/cart': () => ({ productCart: [], total: 0 }),
      '/api/v1/wishlist': () => [],
      '/api/v1/categories/tree/': () => [],
    });
    saveStoredUser(TEST_USER);
    renderApp('/profile?tab=orders');
    expect(await screen.findByRole('button', { name: 'View order ATL-GU35-T001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
  });
});
