import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';

const hrefs = () => {
  const header = within(screen.getByRole('banner'));
  return ['Wishlist', 'Cart', 'My Account'].map((name) =>
    header.getByRole('link', { name }).getAttribute('href'),
  );
};

describe('header icon links', () => {
  it('send a guest to /login, but to their own cart', () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/');
    expect(hrefs()).toEqual(['/login', '/cart', '/login']);
  });

  it('follow sign-in and sign-out, in this tab and in others', () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/');

    act(() => saveStoredUser({ email: 'ada@example.com', username: 'ada' }));
    expect(hrefs()).toEqual(['/wishlist', '/cart', '/profile']);

    // Another tab signs out: only the storage event tells this one.
    act(() => {
      localStorage.removeItem('users');
      window.dispatchEvent(new StorageEvent('storage', { key: 'users' }));
    });
    expect(hrefs()).toEqual(['/login', '/cart', '/login']);
  });
});
