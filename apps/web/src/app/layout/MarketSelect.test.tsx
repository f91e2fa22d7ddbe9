import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@atelier/contract';
import { mockApi, renderApp } from '../../test/app.tsx';

/** The listing's answer in the market the request names, as the server prices it. */
const PRICES: Record<string, [number, string]> = {
  us: [59, 'USD'],
  eu: [50.95, 'EUR'],
  jp: [9150, 'JPY'],
};

function serve() {
  const fetchMock = mockApi({
    '/api/v1/categories/tree/': () => [{ id: 1, name: 'Women', children: [] }],
    '/api/v1/products': (url) => {
      const [price, currency] = PRICES[url.searchParams.get('market') ?? 'us']!;
      const card: ProductCard = {
        id: 4,
        name: 'Linen Shirt',
        imageUrl: '/media/4.svg',
        originalPrice: price,
        discountPercentage: 0,
        sellingPrice: price,
        currency,
        rating: 0,
        reviewCount: 0,
      };
      return { content: [card], offset: 0, pagesize: 10, total: 1, totalExact: true, currency };
    },
  });
  const marketsAsked = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/products')
      .map((url) => url.searchParams.get('market'));
  return { marketsAsked };
}

describe('the market in the header', () => {
  it('prices a French page in euros, written the French way, until the shopper chooses', async () => {
    const { marketsAsked } = serve();
    const { user } = renderApp('/product');
    expect(await screen.findByText('$59.00')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByText(/^50,95\s€$/)).toBeTruthy();
    expect(marketsAsked()).toEqual(['us', 'eu']);
    const select = screen.getByRole('combobox', { name: 'Pays et devise' });
    expect((select as HTMLSelectElement).value).toBe('FR');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toContain('Japon · JPY');
    expect(labels).toContain('Autres pays · USD');
  });

  it("puts the country's market in the address, its cookie and every catalog request", async () => {
    const { marketsAsked } = serve();
    const { user, history } = renderApp('/product?category=1&maxPrice=300');
    expect(await screen.findByText('$59.00')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country and currency' }), 'JP');
    expect(await screen.findByText('¥9,150')).toBeTruthy();
    // The dollar price bound means nothing in yen: the new market starts unfiltered.
    expect(history.location.search).toBe('?category=1&market=jp');
    expect(marketsAsked().at(-1)).toBe('jp');
    expect(document.cookie).toContain('atelier_market=jp');
    expect(localStorage.getItem('selectedCountry')).toBe('JP');
    // Links keep the market, as they keep the language.
    expect(screen.getAllByRole('link', { name: 'Women' })[0]!.getAttribute('href')).toBe(
      '/product?category=1&market=jp',
    );
    // A yen slider runs to ¥1,000,000, its top at ¥500,000 at first.
    const top = screen.getByRole('slider', { name: 'Maximum price' });
    expect(top.getAttribute('max')).toBe('1000000');
    await waitFor(() => expect(top.getAttribute('aria-valuetext')).toBe('¥500,000'));
  });
});
