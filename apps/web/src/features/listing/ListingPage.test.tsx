import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';

const tree = [
  { id: 2, name: 'Women', children: [{ id: 12, name: 'Dresses', children: [] }] },
  { id: 3, name: 'Men', children: [] },
];
const options = [
  { id: 1, name: 'Dresses', type: 'subcategory' },
  { id: 28, name: 'Black', type: 'color' },
  { id: 50, name: 'M', type: 'size' },
];

/**
 * A catalog of `count` products that claims `claimed` of them (a count gone stale), or, as the
 * server does when it stops counting (`exact` false), at least `claimed` past the offset.
 */
function setup(path: string, count = 23, claimed = count, exact = true) {
  const fetchMock = mockApi({
    '/api/v1/categories/tree/': () => tree,
    '/api/v1/filter/category': () => options,
    '/api/banners': () => [],
    '/api/v1/products': (url) => {
      const offset = Number(url.searchParams.get('offset'));
      const size = Number(url.searchParams.get('pagesize'));
      const ids = Array.from({ length: count }, (_, i) => i + 1).slice(offset, offset + size);
      const content = ids.map((id) => ({
        id,
        name: `Product ${id}`,
        imageUrl: `/media/${id}.svg`,
        originalPrice: 20,
        discountPercentage: 0,
        sellingPrice: 20,
        currency: 'USD',
        rating: 0,
        reviewCount: 0,
      }));
      const total = exact ? claimed : offset + claimed;
      return {
        content,
        offset,
        pagesize: size,
        total,
        totalExact: exact,
        currency: 'USD',
        market: 'us',
      };
    },
  });
  const app = renderApp(path);
  const listingCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/products');
  return { ...app, listingCalls };
}

const results = () => within(screen.getByRole('region', { name: 'Women' }));
/** The first page, once the category's name is known. */
const firstPage = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Women' });
  return results().findAllByRole('article');
};

describe('product listing', () => {
  it('pages by 10 on Load more and stops after the last product', async () => {
    const { user, listingCalls } = setup('/product?category=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Women' })).toBeTruthy();
    expect(await screen.findByText('23 products')).toBeTruthy();
    expect(await results().findAllByRole('article')).toHaveLength(10);
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(20));
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(23));
    expect(results().queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listingCalls().map((url) => url.searchParams.get('offset'))).toEqual(['0', '10', '20']);
    expect(listingCalls()[0]!.searchParams.toString()).toBe(
      'lang=en&market=us&category=2&minPrice=0&maxPrice=500&offset=0&pagesize=10',
    );
  });

  it('stops at an empty page', async () => {
    const { user, listingCalls } = setup('/product?category=2', 10, 40);
    expect(await firstPage()).toHaveLength(10);
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(listingCalls()).toHaveLength(2);
  });

  it('says "at least" when the server stopped counting, and pages past that count', async () => {
    const { user, listingCalls } = setup('/product?category=2', 25, 20, false);
    expect(await firstPage()).toHaveLength(10);
    expect(screen.getByText('20+ products')).toBeTruthy();
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(20));
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(25));
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(listingCalls().map((url) => url.searchParams.get('offset'))).toEqual([
      '0',
      '10',
      '20',
      '25',
    ]);
  });

  it('keeps options, price and sort in the URL and starts again from the top', async () => {
    const { user, history, listingCalls } = setup('/product?category=2');
    await firstPage();
    await user.click(results().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(20));

    await user.click(screen.getByRole('checkbox', { name: 'Black' }));
    await waitFor(() => expect(history.location.search).toBe('?category=2&productId=28'));
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(10));
    expect(listingCalls().at(-1)!.searchParams.get('offset')).toBe('0');
    expect(listingCalls().at(-1)!.searchParams.getAll('productId')).toEqual(['28']);

    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '120' } });
    await waitFor(() =>
      expect(history.location.search).toBe('?category=2&maxPrice=120&productId=28'),
    );
    await waitFor(() => expect(listingCalls().at(-1)!.searchParams.get('maxPrice')).toBe('120'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    expect(history.location.search).toBe('?category=2&maxPrice=120&productId=28&sort=price-asc');
    await waitFor(() => expect(listingCalls().at(-1)!.searchParams.get('sort')).toBe('price-asc'));

    // Back restores the previous filters, sliders included.
    act(() => history.go(-1));
    await waitFor(() =>
      expect((screen.getByLabelText('Maximum price') as HTMLInputElement).value).toBe('120'),
    );
    act(() => history.go(-1));
    await waitFor(() =>
      expect((screen.getByLabelText('Maximum price') as HTMLInputElement).value).toBe('500'),
    );
    expect((screen.getByRole('checkbox', { name: 'Black' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("says so when nothing matches, and shows the category's children in the hero", async () => {
    setup('/product?category=2', 0);
    expect(await screen.findByText('No products match these filters')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(menu).getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe(
      '/product?category=12',
    );
  });

  it("says 'No subcategories available' for a category without children", async () => {
    setup('/product?category=3');
    expect(await screen.findByText('No subcategories available')).toBeTruthy();
  });
});
