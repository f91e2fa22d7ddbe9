import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';
import { ADA, errorOf, failure, field, findNotice, sent, signIn } from '../auth/testing.ts';

// Typing whole forms takes seconds when the machine is busy.
const SLOW = 20_000;

const categories = { '/api/v1/categories/tree/': () => [] };
const valueOf = (name: string) => (field(name) as HTMLInputElement).value;

describe('My Account', { timeout: SLOW }, () => {
  it('sends a shopper without a session to /login and forgets the stale user', async () => {
    signIn();
    mockApi({ ...categories, '/api/users/details': () => failure(401, 'Please sign in') });
    const { history } = renderApp('/profile?tab=address');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.search).toBe('?redirect=%2Fprofile%3Ftab%3Daddress');
    expect(localStorage.getItem('users')).toBeNull();
  });

  it('shows the breadcrumb, the welcome line, the sidebar groups and the read-only facts', async () => {
    signIn();
    const fetch = mockApi({ ...categories, '/api/users/details': () => ADA });
    renderApp('/profile');
    expect(await screen.findByText('Welcome! Ada')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Manage My Account', 'My Orders', 'Others']);
    expect(within(nav).getByRole('link', { name: 'My Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'My Wishlist' }).getAttribute('href')).toBe(
      '/wishlist',
    );
    expect(valueOf('Email')).toBe(ADA.email);
    expect(valueOf('Subscription Type')).toBe('Silver');
    expect(valueOf('Referral Code')).toBe('RHMPNU5V');
    expect(valueOf('Referred By')).toBe('N/A');
    expect(field('Email').hasAttribute('readonly')).toBe(true);
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe(
      '/api/users/details?userId=ada%40example.com',
    );
  });

  it.each([
    ['orders', 'Orders', "You haven't placed any orders yet."],
    ['cancellations', 'My Cancellations', 'You have no cancelled orders.'],
  ])('tab %s shows the orders view with its own orders', async (tab, heading, none) => {
    signIn();
    mockApi({ ...categories, '/api/users/details': () => ADA, '/api/v1/orders/': () => [] });
    renderApp(`/profile?tab=${tab}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(await screen.findByText(none)).toBeTruthy();
  });

  it('shows placeholder text for an unknown tab', async () => {
    signIn();
    mockApi({ ...categories, '/api/users/details': () => ADA });
    renderApp('/profile?tab=payment');
    expect(await screen.findByText('This section is not available yet.')).toBeTruthy();
  });

  it('saves a changed username, and says when there is nothing to save', async () => {
    signIn();
    const fetch = mockApi({
      ...categories,
      '/api/users/details': (_url, init) =>
        init.method === 'PATCH' ? { ...ADA, username: sent(init).username } : ADA,
    });
    const { user } = renderApp('/profile');
    await screen.findByText('Welcome! Ada');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findNotice('No changes to save.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.clear(field('Username'));
    await user.type(field('Username'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(errorOf(field('Username'))).toBe('Name must be at least 2 characters');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(valueOf('Username')).toBe('Ada');

    await user.clear(field('Username'));
    await user.type(field('Username'), '  Ada Lovelace ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await findNotice('Username updated successfully.');
    expect(screen.getByText('Welcome! Ada Lovelace')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('users')!).username).toBe('Ada Lovelace');
    const [, patch] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(sent(patch!)).toEqual({ username: 'Ada Lovelace' });
  });

  it('signs out: ends the session, forgets the user and goes home', async () => {
    signIn();
    const fetch = mockApi({
      ...categories,
      '/api/users/details': () => ADA,
      '/api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { user, history } = renderApp('/profile');
    await screen.findByText('Welcome! Ada');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(localStorage.getItem('users')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/logout')).toBe(true);
    await findNotice('You have signed out.');
  });
});
