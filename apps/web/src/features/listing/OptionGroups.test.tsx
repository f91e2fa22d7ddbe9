import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';

const tree = [{ id: 2, name: 'Women', children: [] }];

/** Counts as the server gives them: with Black chosen, no product is both Black and Linen. */
function counts(chosen: string[]) {
  const black = chosen.includes('28');
  return [
    { id: 28, name: 'Black', type: 'color', hex: '#000000', count: 7 },
    { id: 29, name: 'Sage', type: 'color', hex: '#8a9a5b', count: 0 },
    { id: 50, name: 'M', type: 'size', count: black ? 3 : 12 },
    { id: 70, name: 'Linen', type: 'material', count: black ? 0 : 4 },
  ];
}

function setup(path: string) {
  const fetchMock = mockApi({
    '/api/v1/categories/tree/': () => tree,
    '/api/v1/filter/category': (url) => counts(url.searchParams.getAll('productId')),
    '/api/banners': () => [],
    '/api/v1/products': () => ({
      content: [],
      offset: 0,
      pagesize: 10,
      total: 0,
      totalExact: true,
    }),
  });
  const optionCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/filter/category');
  return { ...renderApp(path), optionCalls };
}

const filters = () => within(screen.getByRole('complementary', { name: 'Filters' }));
/** The listing's code arrives lazily: its options, once shown. */
const shown = async (name: RegExp) => {
  await screen.findByRole('complementary', { name: 'Filters' });
  return filters().findByRole('checkbox', { name });
};
const option = (name: RegExp) => filters().getByRole('checkbox', { name });

describe('filter options', () => {
  it('show how many products each gives and disable those giving none, unless chosen', async () => {
    const { user, history, optionCalls } = setup('/product?category=2&maxPrice=300');
    await shown(/Black/);
    expect(option(/Black/).closest('label')!.textContent).toContain('7');
    expect(option(/^M/).closest('label')!.textContent).toContain('12');
    expect(option(/Sage/).getAttribute('aria-disabled')).toBe('true');
    expect(option(/Linen/).getAttribute('aria-disabled')).toBeNull();
    // The options are counted in the listing as it is filtered.
    expect(optionCalls()[0]!.searchParams.get('maxPrice')).toBe('300');
    expect(optionCalls()[0]!.searchParams.get('category')).toBe('2');

    // A disabled option does nothing.
    await user.click(option(/Sage/));
    expect(history.location.search).not.toContain('productId');
    expect((option(/Sage/) as HTMLInputElement).checked).toBe(false);

    await user.click(option(/Black/));
    await waitFor(() => expect(option(/^M/).closest('label')!.textContent).toContain('3'));
    expect(optionCalls().at(-1)!.searchParams.getAll('productId')).toEqual(['28']);
    expect(option(/Linen/).getAttribute('aria-disabled')).toBe('true');
    expect(option(/Black/).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps a chosen option that now gives nothing enabled, so it can be undone', async () => {
    const { user, history } = setup('/product?category=2&productId=28&productId=70');
    await shown(/Linen/);
    expect((option(/Linen/) as HTMLInputElement).checked).toBe(true);
    expect(option(/Linen/).getAttribute('aria-disabled')).toBeNull();
    await user.click(option(/Linen/));
    await waitFor(() => expect(history.location.search).not.toContain('productId=70'));
  });

  it('offers a search in no category the options of what it finds', async () => {
    const { optionCalls } = setup('/product?q=dress');
    await shown(/Black/);
    expect(optionCalls()[0]!.searchParams.get('q')).toBe('dress');
    expect(optionCalls()[0]!.searchParams.has('category')).toBe(false);
  });
});
