import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';

const card = (id: number, name: string) => ({
  id,
  name,
  imageUrl: `/media/${id}.svg`,
  originalPrice: 40,
  discountPercentage: 0,
  sellingPrice: 40,
  currency: 'USD',
  rating: 0,
  reviewCount: 0,
});

function setup() {
  const fetchMock = mockApi({
    '/api/v1/categories/tree/': () => [],
    '/api/v1/search/suggest': () => ({
      products: [card(6, 'Linen Shirt Dress'), card(11, 'Linen Overshirt')],
      categories: [{ id: 12, name: 'Dresses' }],
    }),
    // The listing the search opens.
    '/api/v1/products': () => ({ content: [], offset: 0, pagesize: 10, total: 0 }),
    '/api/v1/filter/category': () => [],
    '/api/banners': () => [],
  });
  const app = renderApp('/privacy');
  const box = screen.getByRole('combobox', { name: 'Search products' });
  const suggestCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).includes('/search/suggest'));
  return { ...app, box, suggestCalls };
}

/** The suggestion options, once the list is open. */
const findOptions = async () =>
  within(await screen.findByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
const option = (name: string | RegExp) =>
  within(screen.getByRole('listbox', { name: 'Suggestions' })).getByRole('option', { name });

describe('search suggestions', () => {
  it('asks once the typing pauses at 2 characters, and lists products then categories', async () => {
    const { user, box, suggestCalls } = setup();
    await user.type(box, 'l');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'innen');
    const options = await findOptions();
    expect(options.map((option) => option.textContent)).toEqual([
      'Linen Shirt Dress$40.00',
      'Linen Overshirt$40.00',
      'Dresses',
    ]);
    expect(suggestCalls()).toHaveLength(1);
    expect(String(suggestCalls()[0]![0])).toContain('q=linnen&lang=en');
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrows, opens the active option with Enter and closes on Escape', async () => {
    const { user, box, history } = setup();
    await user.type(box, 'linnen');
    await findOptions();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = option(/Linen Overshirt/);
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(option('Dresses').id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?category=12'));
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'x');
    await findOptions();
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the listing for the text on Enter with no option chosen, a product on click', async () => {
    const { user, box, history } = setup();
    await user.type(box, 'linnen');
    await findOptions();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/product'));
    expect(history.location.search).toBe('?q=linnen');

    await user.type(box, ' ');
    await findOptions();
    await user.click(option(/Linen Shirt Dress/));
    await waitFor(() => expect(history.location.pathname).toBe('/product/6'));
  });
});
