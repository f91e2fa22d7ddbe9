import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, Variant } from '@atelier/contract';
import { mockApi, renderApp } from '../../test/app.tsx';

// A product sold in sizes only (a Shopify file's size-only product): its variants have no colour.
const variant = (sku: string, size: string, stock = 5): Variant => ({
  sku,
  color: '',
  size,
  sellinglPrice: 45,
  originalPrice: 45,
  stock,
});

const detail: ProductDetail = {
  id: 8,
  name: 'Merino Crew Tee',
  description: 'Fine merino jersey.',
  brand: 'Sol & Sierra',
  categories: [],
  images: ['/media/8.svg'],
  originalPrice: 45,
  discountPercentage: 0,
  variants: [variant('TEE-S', 'S'), variant('TEE-M', 'M'), variant('TEE-L', 'L', 0)],
  specifications: [],
  rating: 0,
  reviewCount: 0,
  currency: 'USD',
  market: 'us',
};

describe('a product sold in sizes only', () => {
  it('offers its sizes with no colour to choose, and can be put in the cart', async () => {
    mockApi({
      '/api/v1/categories/tree/': () => [],
      '/api/v1/products/8/also-bought/': () => [],
      '/api/v1/products/8/': () => detail,
    });
    const { user } = renderApp('/product/8');
    await screen.findByRole('heading', { level: 1, name: 'Merino Crew Tee' });
    expect(screen.queryByRole('group', { name: /colour/i })).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'S',
      'M',
      'L',
    ]);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  }, 20_000);
});
