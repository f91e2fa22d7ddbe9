import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';

const card = (
  id: number,
  name: string,
  sellingPrice: number,
  originalPrice: number,
): ProductCard => ({
  id,
  name,
  imageUrl: `/media/${id}.svg`,
  originalPrice,
  discountPercentage: Math.round((1 - sellingPrice / originalPrice) * 100),
  sellingPrice,
  currency: 'USD',
  rating: 4,
  reviewCount: 2,
});

function serve(saved: ProductCard[]) {
  const fetchMock = mockApi({
    '/api/v1/wishlist/': (url, init) => {
      const id = Number(url.pathname.split('/').pop());
      if (init.method === 'DELETE') saved = saved.filter((p) => p.id !== id);
      return saved;
    },
    '/api/v1/wishlist': () => saved,
    '/api/v1/products': () => ({
      content: [1, 2, 3, 4].map((i) => card(100 + i, `Pick ${i}`, 10, 10)),
      offset: 0,
      pagesize: 4,
      total: 4,
    }),
    '/api/v1/cart': () => ({ productCart: [], total: 0 }),
    '/api/v1/categories/tree/': () => [],
  });
  saveStoredUser({ email: 'ada@example.com', username: 'Ada' });
  return fetchMock;
}

describe('the wishlist', () => {
  it('sends a guest to /login', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    const { history } = renderApp('/wishlist');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
  });

  it('shows each saved product with its prices and a way to its page, and removes one', async () => {
    const fetchMock = serve([card(7, 'Linen Tee', 15, 20), card(8, 'Wool Beanie', 30, 30)]);
    const { user } = renderApp('/wishlist');

    const tee = (await screen.findByRole('link', { name: /Linen Tee/ })).closest('li')!;
    expect(
      within(tee)
        .getByRole('link', { name: /Linen Tee/ })
        .getAttribute('href'),
    ).toBe('/product/7');
    expect(within(tee).getByText('$15.00')).toBeTruthy();
    expect(within(tee).getByText('$20.00').tagName).toBe('S');
    const beanie = screen.getByRole('link', { name: /Wool Beanie/ }).closest('li')!;
    expect(within(beanie).queryByText('$30.00', { selector: 's' })).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Wishlist, 2 items' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Linen Tee from the wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Linen Tee/ })).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/wishlist/7?lang=en&market=us',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says so when empty, and still suggests four products', async () => {
    serve([]);
    renderApp('/wishlist');
    expect(await screen.findByRole('heading', { name: 'Your Wishlist is Empty' })).toBeTruthy();
    expect(screen.getByText("Looks like you haven't added anything yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/');
    const suggestions = screen.getByRole('region', { name: 'Just For You' });
    expect(await within(suggestions).findAllByRole('article')).toHaveLength(4);
    expect(within(suggestions).getByRole('link', { name: 'See All' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
