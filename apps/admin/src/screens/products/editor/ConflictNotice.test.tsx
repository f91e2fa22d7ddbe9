import { afterEach, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { AdminProduct } from '@atelier/contract';
import { renderWithClient, stubServer } from '../../../test/render.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: AdminProduct = {
  id: 7,
  handle: 'kumo-jacket',
  status: 'draft',
  version: 3,
  updatedAt: '2026-11-28T10:00:00.000Z',
  brand: 'Maison Kumo',
  categoryId: 4,
  discountPercentage: 0,
  finalSale: false,
  texts: { en: { name: 'Kumo Jacket', description: 'Light.', specifications: [] } },
  missingLanguages: ['cn', 'es', 'fr', 'jp', 'tw'],
  options: {
    colors: [{ code: 'white', names: { en: 'Cloud white' }, hex: '#f4f4f2' }],
    sizes: [{ code: 's', names: { en: 'S' } }],
  },
  variants: [
    {
      sku: 'KUMO-WHITE-S',
      color: 'white',
      size: 's',
      priceCents: 8900,
      stock: 2,
      prices: {},
      compareAtPrices: {},
      converted: {},
    },
  ],
  images: [],
};

it('names what the other save changed in the editor’s words, scrolled into view and focused', () => {
  stubServer(() => ({ status: 200, body: [] }));
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const theirs = {
    ...base,
    version: 4,
    status: 'published' as const,
    variants: [{ ...base.variants[0]!, priceCents: 8500, prices: { JPY: 12900 } }],
  };
  const view = renderWithClient(
    <ConflictNotice base={base} theirs={theirs} onKeepMine={() => {}} onTakeTheirs={() => {}} />,
  );
  const notice = view.getByRole('alert');
  const lines = [...notice.querySelectorAll('li')].map((li) => li.textContent);
  expect(lines).toEqual([
    'Status: Draft → Published',
    'Price, Cloud white · S: $89.00 → $85.00',
    'Fixed price (JPY), Cloud white · S: (none) → ¥12,900',
  ]);
  expect(notice.textContent).not.toMatch(/variants\.|priceCents|8900/);
  expect(document.activeElement).toBe(notice);
  expect(scrolled).toHaveBeenCalled();
});
