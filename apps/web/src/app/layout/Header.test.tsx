import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@atelier/contract';
import { mockApi, renderApp } from '../../test/app.tsx';

const tree = (names: string[]): Category[] =>
  names.map((name, i) => ({
    id: i + 1,
    name,
    children: [{ id: 100 + i, name: `${name} sub`, children: [] }],
  }));

const categories = () => ({
  '/api/v1/categories/tree/en': () => tree(['Women', 'Men', 'CRAFT']),
  '/api/v1/categories/tree/fr': () => tree(['Femme', 'Homme', 'Artisanat']),
});

describe('header categories', () => {
  it('shows the categories from the server with the first one active', async () => {
    mockApi(categories());
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const women = await within(nav).findByRole('link', { name: 'Women' });
    expect(women.getAttribute('aria-current')).toBe('true');
    // Real links: a crawler follows them, a middle click opens the listing in a new tab.
    expect(women.getAttribute('href')).toBe('/product?category=1');
    expect(within(nav).getByRole('link', { name: 'Men' }).getAttribute('aria-current')).toBeNull();
  });

  it('activates a clicked category and opens its product listing', async () => {
    mockApi(categories());
    const { history, user } = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    await user.click(await within(nav).findByRole('link', { name: 'Men' }));

    await waitFor(() => expect(history.location.pathname).toBe('/product'));
    expect(history.location.search).toBe('?category=2');
    expect(within(nav).getByRole('link', { name: 'Men' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(
      within(nav).getByRole('link', { name: 'Women' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeTruthy();
  });

  it.each(['/product?q=vase', '/cart', '/cart/checkout'])(
    'marks no category on %s, which stands in none',
    async (path) => {
      mockApi(categories());
      renderApp(path);
      const nav = screen.getByRole('navigation', { name: 'Categories' });
      await within(nav).findByRole('link', { name: 'Women' });
      for (const link of within(nav).getAllByRole('link'))
        expect(link.getAttribute('aria-current')).toBeNull();
    },
  );

  it('logs the spec message when the categories cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      '/api/v1/categories': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
    });
    renderApp('/');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to fetch Categories', expect.any(Error)),
    );
    expect(error).toHaveBeenCalledWith('API Error:', expect.any(Error));
  });
});

describe('header search', () => {
  it('opens the listing for the typed text on Enter', async () => {
    mockApi(categories());
    const { history, user } = renderApp('/');
    await user.type(
      screen.getByRole('combobox', { name: 'Search products' }),
      'linen dress{Enter}',
    );
    await waitFor(() => expect(history.location.pathname).toBe('/product'));
    expect(new URLSearchParams(history.location.search).get('q')).toBe('linen dress');
  });
});
