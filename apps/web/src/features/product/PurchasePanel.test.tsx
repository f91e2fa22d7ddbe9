import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variant } from '@atelier/contract';
import { mockApi, renderApp } from '../../test/app.tsx';
import { shopApi } from '../../test/shop.ts';

const variant = (sku: string, size: string, extra: Partial<Variant> = {}): Variant => ({
  sku,
  color: 'Mustard',
  size,
  sellinglPrice: 20,
  originalPrice: 20,
  stock: 5,
  ...extra,
});

const detail: ProductDetail = {
  id: 7,
  name: 'Linen Shirt',
  description: 'A shirt.',
  brand: 'Atelier',
  categories: [],
  images: ['/media/7.svg'],
  originalPrice: 20,
  discountPercentage: 0,
  variants: [variant('SHIRT-S', 'S', { compareAtPrice: 32 }), variant('SHIRT-M', 'M')],
  specifications: [],
  rating: 0,
  reviewCount: 0,
  currency: 'USD',
  market: 'us',
};

describe('the product page price', () => {
  it("strikes the chosen variant's compare-at price through, and none for a variant without", async () => {
    mockApi({
      '/api/v1/categories/tree/': () => [],
      '/api/v1/products/7/also-bought/': () => [],
      '/api/v1/products/7/': () => detail,
    });
    const { user } = renderApp('/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' });
    expect(screen.getByText('$32.00').tagName).toBe('S');

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByText('$32.00')).toBeNull();
  });
});

describe('the product page delivery note', () => {
  it("follows the market's rates: free over the threshold, with the estimate", async () => {
    const markets: string[] = [];
    mockApi({
      '/api/v1/categories/tree/': () => [],
      '/api/v1/products/7/also-bought/': () => [],
      '/api/v1/products/7/': () => detail,
      '/api/v1/delivery': (url) => {
        markets.push(url.searchParams.get('market')!);
        return {
          currency: 'USD',
          market: 'us',
          delivery: { price: 5.95, freeOver: 100, moreForFree: 100, days: { min: 2, max: 2 } },
        };
      },
    });
    renderApp('/product/7');
    expect(await screen.findByText('Free delivery over $100.00')).toBeTruthy();
    expect(screen.getByText('Delivered in 2 days')).toBeTruthy();
    expect(screen.queryByText('Free delivery')).toBeNull();
    expect(markets).toEqual(['us']);
  });
});

describe('the product page returns note', () => {
  it("follows the shop's return window, and is gone when the shop takes no returns", async () => {
    const product = {
      '/api/v1/categories/tree/': () => [],
      '/api/v1/products/7/also-bought/': () => [],
      '/api/v1/products/7/': () => detail,
    };
    mockApi({ ...product, ...shopApi({ returnWindowDays: 14 }) });
    const first = renderApp('/product/7');
    expect(await screen.findByText('Free 14-day returns')).toBeTruthy();
    expect(
      screen.getByText('Return any item within 14 days of delivery, free of charge.'),
    ).toBeTruthy();
    first.unmount();

    mockApi({ ...product, ...shopApi({ returnWindowDays: 0 }) });
    renderApp('/product/7');
    await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' });
    // The shop's settings have come (the footer shows them), and no returns are offered.
    await screen.findByText('support@atelier.example');
    expect(screen.queryByText(/returns/)).toBeNull();
  });
});
