import { describe, expect, it } from 'vitest';
import { AdminProductInput, type AdminProduct } from '@atelier/contract';
import {
  cellKey,
  emptyDraft,
  fromProduct,
  missingLanguages,
  move,
  slug,
  suggestSku,
  toInput,
  withEveryCell,
} from './draft.ts';

const product: AdminProduct = {
  id: 7,
  handle: 'linen-shirt',
  status: 'published',
  version: 3,
  brand: 'Atelier',
  categoryId: 4,
  discountPercentage: 10,
  texts: {
    en: {
      name: 'Linen shirt',
      description: 'Light.',
      specifications: [
        { additionalInfo: 'Made in Portugal', additionalSpecs: { Fabric: 'Linen' } },
      ],
    },
    jp: { name: 'リネンシャツ', description: '', specifications: [] },
  },
  options: {
    colors: [{ code: 'navy', names: { en: 'Navy' }, hex: '#1f2a44' }],
    sizes: [
      { code: 's', names: { en: 'S' } },
      { code: 'm', names: { en: 'M' } },
    ],
  },
  variants: [
    {
      sku: 'LS-NAVY-S',
      color: 'navy',
      size: 's',
      priceCents: 4990,
      compareAtPriceCents: null,
      stock: 3,
      prices: { EUR: 4595, JPY: 7900 },
      compareAtPrices: { EUR: 5995 },
      converted: {
        EUR: { priceCents: 4395, compareAtPriceCents: null },
        JPY: { priceCents: 7740, compareAtPriceCents: null },
      },
    },
  ],
  finalSale: true,
  images: [{ id: 'abc', url: '/media/photos/abc.webp', alt: { en: 'Front' }, color: 'navy' }],
  updatedAt: '2026-01-01T00:00:00Z',
  missingLanguages: ['es', 'cn', 'tw', 'fr'],
};

const noFixed = { prices: {}, compareAtPrices: {}, converted: {} };

describe('product draft', () => {
  it('keeps a product sold in sizes only (no colour) editable: its variants round-trip', () => {
    const sized: AdminProduct = {
      ...product,
      options: { colors: [], sizes: product.options.sizes },
      variants: [
        { sku: 'TEE-S', color: '', size: 's', priceCents: 4500, stock: 2, ...noFixed },
        { sku: 'TEE-M', color: '', size: 'm', priceCents: 4500, stock: 0, ...noFixed },
      ],
      images: [],
    };
    const input = toInput(fromProduct(sized));
    expect(input.options.colors).toEqual([]);
    expect(input.variants.map((v) => [v.sku, v.color, v.size])).toEqual([
      ['TEE-S', '', 's'],
      ['TEE-M', '', 'm'],
    ]);
    expect(AdminProductInput.safeParse(input).success).toBe(true);
    expect(suggestSku('cord-trouser', '', '30')).toBe('CORD-TROUSER-30');
  });

  it('suggests codes, handles and SKUs from names', () => {
    expect(slug('  Crème Brûlée / Navy ')).toBe('creme-brulee-navy');
    expect(suggestSku('linen-shirt', 'navy', 'xl')).toBe('LINEN-SHIRT-NAVY-XL');
  });

  it('reads a product and writes back the same document', () => {
    const draft = fromProduct(product);
    expect(draft.texts.en.specs).toBe('Made in Portugal\nFabric: Linen');
    expect(draft.cells[cellKey('navy', 's')]).toMatchObject({
      price: '49.90',
      stock: '3',
      saved: true,
    });
    // The pair the product does not sell is shown but left unsold.
    expect(draft.cells[cellKey('navy', 'm')]).toMatchObject({
      sold: false,
      sku: 'LINEN-SHIRT-NAVY-M',
    });
    const input = toInput(draft);
    expect(input.texts).toEqual({ en: product.texts.en, jp: product.texts.jp });
    const { converted: _, ...variant } = product.variants[0]!;
    expect(input.variants).toEqual([{ ...variant, stock: 3 }]);
    expect(input.finalSale).toBe(true);
    expect(input.images).toEqual(product.images);
    expect(AdminProductInput.safeParse(input).success).toBe(true);
  });

  it('a new product sells every colour × size at the first price, with suggested SKUs', () => {
    const colors = [
      { code: 'red', names: { en: 'Red' }, hex: '#ff0000' },
      { code: 'blue', names: { en: 'Blue' }, hex: '#0000ff' },
    ];
    const sizes = ['s', 'm', 'l'].map((code) => ({ code, names: { en: code.toUpperCase() } }));
    const first = withEveryCell(colors.slice(0, 1), sizes.slice(0, 1), {}, 'tee');
    first['red/s']!.price = '20';
    const cells = withEveryCell(colors, sizes, first, 'tee');
    expect(Object.keys(cells)).toHaveLength(6);
    expect(cells['blue/l']).toMatchObject({ sold: true, sku: 'TEE-BLUE-L', price: '20' });
  });

  it('reads fixed prices in each currency’s units and sends a cleared one as converted', () => {
    const draft = fromProduct(product);
    expect(draft.currencies).toEqual(['EUR', 'JPY']);
    const cell = draft.cells[cellKey('navy', 's')]!;
    expect(cell.prices).toEqual({ EUR: '45.95', JPY: '7900' });
    expect(cell.compareAtPrices).toEqual({ EUR: '59.95' });
    cell.prices = { EUR: '', JPY: '8000' };
    cell.compareAtPrices = {};
    expect(toInput(draft).variants[0]).toMatchObject({
      prices: { JPY: 8000 },
      compareAtPrices: {},
    });
  });

  it('names the languages without a product name', () => {
    const draft = emptyDraft();
    draft.texts.en.name = 'Tee';
    draft.texts.jp.name = 'Tシャツ';
    expect(missingLanguages(draft)).toEqual(['es', 'cn', 'tw', 'fr']);
  });

  it('moves an item for drag and drop and the up/down buttons', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
