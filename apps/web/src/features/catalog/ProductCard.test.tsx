import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail, Variant } from '@atelier/contract';
import { mockApi, renderApp } from '../../test/app.tsx';
import { cartSummary } from '../../test/cart.ts';

const card = (id: number, sizeCount: number): ProductCard => ({
  id,
  name: `Cotton Tee ${id}`,
  imageUrl: `/media/${id}-mustard.svg`,
  originalPrice: 20,
  discountPercentage: 0,
  sellingPrice: 20,
  currency: 'USD',
  rating: 0,
  reviewCount: 0,
  sku: `TEE-${id}-MUSTARD-${sizeCount > 1 ? 'S' : 'ONE'}`,
  color: 'Mustard',
  sizeCount,
});

const variant = (sku: string, color: string, size: string, stock: number): Variant => ({
  sku,
  color,
  size,
  sellinglPrice: 20,
  originalPrice: 20,
  stock,
});

// The product page's answer for the second card: mustard in three sizes (M sold out), and denim.
const detail: Partial<ProductDetail> = {
  id: 2,
  variants: [
    variant('TEE-2-MUSTARD-S', 'Mustard', 'S', 4),
    variant('TEE-2-MUSTARD-M', 'Mustard', 'M', 0),
    variant('TEE-2-MUSTARD-L', 'Mustard', 'L', 2),
    variant('TEE-2-DENIM-S', 'Denim Blue', 'S', 9),
  ],
};

function setup(first: ProductCard = card(1, 1)) {
  const added: unknown[] = [];
  mockApi({
    '/api/v1/categories/tree/': () => [],
    '/api/v1/promotions/flash-sale': () => ({
      endsAt: new Date(Date.now() + 3600_000).toISOString(),
    }),
    '/api/v1/products/2/': () => detail,
    '/api/v1/products': () => ({
      content: [first, card(2, 3)],
      offset: 0,
      pagesize: 2,
      total: 2,
      totalExact: true,
    }),
    '/api/v1/cart/update': (_url, init) => {
      added.push(JSON.parse(String(init.body)));
      return cartSummary([]);
    },
  });
  return { ...renderApp('/'), added };
}

const cardNamed = async (name: string) => {
  const flash = await screen.findByRole('region', { name: 'Flash Sales' });
  const link = await within(flash).findByRole('link', { name });
  return within(link.closest('article')!);
};

describe('a product card', () => {
  it('strikes its compare-at price through beside its price', async () => {
    setup({ ...card(1, 1), compareAtPrice: 35 });
    const one = await cardNamed('Cotton Tee 1');
    expect(one.getByText('$35.00').tagName).toBe('S');
    expect(one.getByText('$20.00')).toBeTruthy();
    // A card without one shows its price alone.
    const flash = screen.getByRole('region', { name: 'Flash Sales' });
    const two = within(flash).getByRole('link', { name: 'Cotton Tee 2' });
    expect(two.closest('article')!.querySelector('s')).toBeNull();
  });

  it('adds the very variant it shows, for a guest too', async () => {
    const { user, added } = setup();
    const one = await cardNamed('Cotton Tee 1');
    await user.click(one.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Product added to cart!')).toBeTruthy();
    expect(added).toEqual([
      expect.objectContaining({
        action: 'I',
        productId: 1,
        sku: 'TEE-1-MUSTARD-ONE',
        qty: 1,
        userId: sessionStorage.getItem('uuid'),
      }),
    ]);
  });

  it('lets the shopper pick a size of the colour it shows, sold-out sizes disabled', async () => {
    const { user, added } = setup();
    const two = await cardNamed('Cotton Tee 2');
    const button = two.getByRole('button', { name: 'Add To Cart' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(added).toEqual([]);
    const picker = within(
      two.getByRole('group', { name: 'Choose a size for Cotton Tee 2, Mustard' }),
    );
    const sizes = await picker.findAllByRole('button');
    expect(sizes.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['S', false],
      ['M · Sold out', true],
      ['L', false],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(sizes[0]));
    await user.keyboard('{Escape}');
    expect(two.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(await two.findByRole('button', { name: 'L' }));
    await waitFor(() =>
      expect(added).toEqual([expect.objectContaining({ productId: 2, sku: 'TEE-2-MUSTARD-L' })]),
    );
    expect(two.queryByRole('group')).toBeNull();
  });
});
