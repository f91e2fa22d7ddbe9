import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';

const tree = [
  { id: 1, name: 'Women', children: [{ id: 11, name: 'Dresses', children: [] }] },
  { id: 2, name: 'Men', children: [] },
];

function setup(flashSale: () => unknown) {
  const fetchMock = mockApi({
    '/api/v1/categories/tree/': () => tree,
    '/api/v1/promotions/flash-sale': flashSale,
    '/api/v1/collection/': () => [
      {
        collectionName: 'Linen Season',
        description: 'Light layers.',
        imageUrl: '/c.svg',
        link: '/product?category=1',
      },
    ],
    '/api/v1/deals': () => [
      { dealUrl: '/d.svg', offerValue: 30, title: 'Knitwear Week', link: '/product?category=11' },
    ],
    '/api/v1/products': (url) => {
      const section = url.searchParams.get('section');
      const content = Array.from({ length: Number(url.searchParams.get('pagesize')) }, (_, i) => ({
        id: i + 1,
        name: `${section} ${i + 1}`,
        imageUrl: `/${i}.svg`,
        originalPrice: 50,
        discountPercentage: i === 0 ? 20 : 0,
        sellingPrice: i === 0 ? 40 : 50,
        currency: 'USD',
        rating: 4.5,
        reviewCount: 3,
      }));
      return {
        content,
        offset: 0,
        pagesize: content.length,
        total: 40,
        currency: 'USD',
        market: 'us',
      };
    },
  });
  return { ...renderApp('/'), fetchMock };
}

const inFuture = () => ({ endsAt: new Date(Date.now() + 26 * 3600_000).toISOString() });

describe('home', () => {
  it("shows SPEC's sections in order, 8 cards each, with the sale countdown", async () => {
    const { fetchMock } = setup(inFuture);
    const flash = await screen.findByRole('region', { name: 'Flash Sales' });
    expect(await within(flash).findAllByRole('article')).toHaveLength(8);
    await screen.findByRole('heading', { name: 'Linen Season' });
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Flash Sales',
      'Shop Collections',
      'Best Selling Products',
      'Deals Made for Your Wardrobe',
      'Explore Our Products',
      'New Arrivals',
    ]);
    const timer = within(flash).getByRole('timer', { name: 'Flash sale ends in' });
    // One day: the singular (Intl.PluralRules through the translations).
    expect(timer.textContent).toMatch(/Day01:Hours?0[12]:Minutes?\d\d:Seconds?\d\d$/);

    const first = within(flash).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'flash-sales 1' }).getAttribute('href')).toBe(
      '/product/1',
    );
    expect(first.textContent).toContain('-20%');
    expect(within(first).getByText('$50.00').tagName).toBe('S');
    expect(
      within(first).getByRole('img', { name: 'Rated 4.5 out of 5 from 3 reviews' }),
    ).toBeTruthy();

    // Each 'View All', collection and deal opens its own products, not one unfiltered listing.
    const more = main.getAllByRole('link', { name: /^View All$|^View Deals$/ });
    expect(more.map((link) => link.getAttribute('href'))).toEqual([
      '/product?section=flash-sales',
      '/product?section=best-selling',
      '/product?section=flash-sales',
      '/product?section=explore',
      '/product?section=new-arrivals',
    ]);
    expect(main.getByRole('link', { name: /Linen Season/ }).getAttribute('href')).toBe(
      '/product?category=1',
    );
    expect(main.getByRole('link', { name: /Knitwear Week/ }).getAttribute('href')).toBe(
      '/product?category=11',
    );

    const sections = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/products')
      .map((url) => `${url.searchParams.get('section')}/${url.searchParams.get('pagesize')}`);
    expect(sections.sort()).toEqual([
      'best-selling/8',
      'explore/8',
      'flash-sales/8',
      'new-arrivals/8',
    ]);
  });

  it('hides the countdown when no sale runs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() =>
      Response.json({ error: { code: 'NOT_FOUND', message: 'No sale' } }, { status: 404 }),
    );
    const flash = await screen.findByRole('region', { name: 'Flash Sales' });
    await within(flash).findAllByRole('article');
    expect(within(flash).queryByRole('timer')).toBeNull();
  });

  it('shows the subcategory strip until a category is clicked', async () => {
    const { user, history } = setup(inFuture);
    const strip = await screen.findByRole('navigation', { name: 'Women subcategories' });
    expect(within(strip).getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe(
      '/product?category=11',
    );
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    await user.click(await within(nav).findByRole('link', { name: 'Men' }));
    await waitFor(() => expect(history.location.pathname).toBe('/product'));
    act(() => history.push('/'));
    await screen.findByRole('region', { name: 'Flash Sales' });
    expect(screen.queryByRole('navigation', { name: /subcategories/ })).toBeNull();
  });

  // A guest's cart is theirs to fill (features/catalog/ProductCard.test.tsx); the wishlist is not.
  it('asks a guest to log in before adding to the wishlist', async () => {
    const { user } = setup(inFuture);
    const flash = await screen.findByRole('region', { name: 'Flash Sales' });
    const [first] = await within(flash).findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Add flash-sales 1 to wishlist' }));
    expect(await screen.findByText('Please log in to add products to your wishlist!')).toBeTruthy();
  });
});
