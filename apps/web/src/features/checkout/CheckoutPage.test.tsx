import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address, ShopInfo } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';
import { cartQuote, cartSummary, teeLine } from '../../test/cart.ts';
import { SHOP, shopApi } from '../../test/shop.ts';

const address = (id: number, isDefault: boolean): Address => ({
  id,
  userId: 1,
  name: `Ada ${id}`,
  phone: '+1 555 0100',
  flatNo: `${id}B`,
  addrssLine1: 'Rue des Lilas',
  addrsesLine2: '',
  city: 'Paris',
  region: '',
  zipocode: '75011',
  country: 'FR',
  email: '',
  default: isDefault,
});

const cart = cartSummary([teeLine()]);

function openCheckout(
  addresses: Address[],
  shop: Partial<ShopInfo> = {},
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const fetchMock = mockApi({
    ...shopApi(shop),
    '/api/v1/address': () => addresses,
    // Before the cart's own prefix: the first matching one answers.
    '/api/v1/cart/quote': () => cartQuote(cart.productCart),
    '/api/v1/cart': () => cart,
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
    ...handlers,
  });
  saveStoredUser({ email: 'ada@example.com', username: 'Ada' });
  const view = renderApp('/cart/checkout');
  const ordersPosted = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/orders')).length;
  return { ...view, ordersPosted };
}

const placeOrder = () => screen.findByRole('button', { name: 'Place Order' });

describe('Place Order', () => {
  it('waits for a choice when saved addresses exist and none is selected', async () => {
    const { user } = openCheckout([address(1, false), address(2, false)]);
    expect(await placeOrder()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a delivery address, or add a new one.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Ada 2/ }));
    expect(await placeOrder()).toHaveProperty('disabled', false);
  });

  it('is enabled with the default address preselected', async () => {
    openCheckout([address(1, false), address(2, true)]);
    expect(await placeOrder()).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: /Ada 2/ })).toHaveProperty('checked', true);
  });

  it('is enabled while the new-address form is open, which then checks its fields', async () => {
    const { user, ordersPosted } = openCheckout([address(1, false)]);
    expect(await placeOrder()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '+ Add New Address' }));
    const button = await placeOrder();
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);

    const form = within(screen.getByRole('group', { name: 'New delivery address' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    expect(form.getByText('Phone is required')).toBeTruthy();
    expect(ordersPosted()).toBe(0);
  });

  it('opens the new-address form by itself when the address book is empty', async () => {
    openCheckout([]);
    expect(await placeOrder()).toHaveProperty('disabled', false);
    expect(screen.getByRole('group', { name: 'New delivery address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Add New Address' })).toBeNull();
  });
});

describe('the payment choice', () => {
  const chosen = () =>
    screen
      .getAllByRole('radio')
      .filter((r) => (r as HTMLInputElement).checked && r.getAttribute('name') === 'paymentMethod');

  it('starts on cash on delivery, as SPEC §4 has it, and offers the card', async () => {
    openCheckout([address(1, true)]);
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /Card/ })).toBeTruthy();
  });

  it('starts on the method the merchant preselected', async () => {
    openCheckout([address(1, true)], { payments: { cash: true, preselected: 'bank' } });
    expect(await screen.findByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
    expect(chosen()).toHaveLength(1); // the card alone
  });

  it('offers no cash when the merchant switched it off', async () => {
    openCheckout([address(1, true)], { payments: { cash: false, preselected: 'bank' } });
    expect(await screen.findByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
  });

  it('turns to the card when the merchant switched cash off after the page loaded', async () => {
    let payments: ShopInfo['payments'] = { cash: true, preselected: 'cash' };
    const { user } = openCheckout(
      [address(1, true)],
      {},
      {
        '/api/v1/shop': () => ({ ...SHOP, payments }),
        '/api/v1/orders': () => {
          payments = { cash: false, preselected: 'bank' };
          const error = {
            code: 'CONFLICT',
            message: 'Cash on delivery is not offered: pay by card',
            reason: 'CASH_OFF',
          };
          return Response.json({ error }, { status: 409 });
        },
      },
    );
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(await placeOrder());
    expect(await screen.findByText('Cash on delivery is not offered: pay by card')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull(),
    );
    expect(screen.getByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
  });
});

describe('a guest (issue 29 item 6)', () => {
  const KEY = 'cd'.repeat(32);

  function openAsGuest() {
    const posted: Record<string, unknown>[] = [];
    const fetchMock = mockApi({
      ...shopApi({ payments: { cash: true, preselected: 'bank' } }),
      '/api/v1/cart/quote': () => cartQuote(cart.productCart),
      '/api/v1/cart': () => cart,
      '/api/v1/wishlist': () => [],
      '/api/v1/categories/tree/': () => [],
      '/api/v1/orders': (_url, init) => {
        posted.push(JSON.parse(String(init.body)));
        const order = { orderCode: 'ATL-GU35-T001', status: 'PENDING_PAYMENT' };
        return Response.json(
          { ...order, link: `/orders/ATL-GU35-T001?key=${KEY}` },
          { status: 201 },
        );
      },
    });
    return { ...renderApp('/cart/checkout'), fetchMock, posted };
  }

  it('is offered to sign in, and checks out with an address whose email is required', async () => {
    const { user, fetchMock, posted, history } = openAsGuest();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2Fcart%2Fcheckout');
    // No address book, no saving to one: the form is all a guest has.
    const form = within(screen.getByRole('group', { name: 'New delivery address' }));
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/address'))).toBe(false);

    await user.type(form.getByLabelText('Full Name'), 'Amélie Martin');
    await user.type(form.getByLabelText('Phone'), '+33 1 40 00 00 00');
    await user.type(form.getByLabelText('Flat / House No.'), '3');
    await user.type(form.getByLabelText('Address Line 1'), 'Rue des Lilas');
    await user.type(form.getByLabelText('Zip Code'), '75011');
    await user.selectOptions(form.getByLabelText('Country'), 'FR');
    await user.type(form.getByLabelText('City'), 'Paris');
    await user.click(await placeOrder());
    expect(await form.findByText('Email is required')).toBeTruthy();
    expect(posted).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Email' }), 'amelie@example.com');
    await user.click(await placeOrder());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      guestId: sessionStorage.getItem('uuid'),
      email: 'amelie@example.com',
      address: { name: 'Amélie Martin', city: 'Paris', country: 'FR' },
      paymentMethod: 'bank',
    });
    expect(posted[0]).not.toHaveProperty('useCredit');
    // The card payment page opens the order by its link's key, in its address alone.
    await waitFor(() => expect(history.location.pathname).toBe('/cart/checkout/payment'));
    expect(history.location.search).toBe(`?order=ATL-GU35-T001&key=${KEY}`);
    expect(JSON.stringify({ ...localStorage })).not.toContain(KEY);
    // Typing a whole address takes a while on a busy machine.
  }, 15_000);
});
