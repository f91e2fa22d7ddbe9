import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import type { AdminProduct } from '@atelier/contract';
import { renderWithClient } from '../../../test/render.tsx';
import { emptyDraft, fromProduct, toInput, type Draft } from './draft.ts';
import { MarketPricesSection } from './MarketPricesSection.tsx';

afterEach(cleanup);

/** A product as GET /api/admin/products/{id} answers it with the seeded markets. */
const product: AdminProduct = {
  id: 7,
  handle: 'kumo-jacket',
  status: 'published',
  version: 2,
  updatedAt: '2026-11-28T10:00:00.000Z',
  brand: 'Maison Kumo',
  categoryId: 4,
  discountPercentage: 0,
  finalSale: false,
  texts: { en: { name: 'Kumo Jacket', description: '', specifications: [] } },
  missingLanguages: ['cn', 'es', 'fr', 'jp', 'tw'],
  options: {
    colors: [],
    sizes: [
      { code: 's', names: { en: 'S' } },
      { code: 'm', names: { en: 'M' } },
    ],
  },
  variants: ['s', 'm'].map((size) => ({
    sku: `KUMO-${size.toUpperCase()}`,
    color: '',
    size,
    priceCents: 5900,
    compareAtPriceCents: 7900,
    stock: 2,
    prices: (size === 's' ? { EUR: 4995 } : {}) as Record<string, number>,
    compareAtPrices: {},
    converted: {
      EUR: { priceCents: 5095, compareAtPriceCents: 6895 },
      JPY: { priceCents: 9150, compareAtPriceCents: 12250 },
    },
  })),
  images: [],
};

function Harness({ start, seen }: { start: Draft; seen: (draft: Draft) => void }) {
  const [draft, setDraft] = useState(start);
  return (
    <MarketPricesSection
      draft={draft}
      language="en"
      problem={() => undefined}
      onChange={(change) => {
        const next = { ...draft, ...change };
        seen(next);
        setDraft(next);
      }}
    />
  );
}

describe('prices by market in the product editor', () => {
  it('shows each variant’s converted price in the chosen currency beside the price fixed instead', () => {
    let latest = fromProduct(product);
    const view = renderWithClient(<Harness start={latest} seen={(d) => (latest = d)} />);
    const table = view.getByRole('table', { name: 'Prices by market (EUR)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')!.textContent)).toEqual(['€50.95', '€50.95']);
    expect(view.getByRole('textbox', { name: 'Fixed price (EUR), S' })).toHaveProperty(
      'value',
      '49.95',
    );

    fireEvent.change(view.getByRole('combobox', { name: 'Currency' }), {
      target: { value: 'JPY' },
    });
    const yen = view.getByRole('table', { name: 'Prices by market (JPY)' });
    expect(within(yen).getAllByRole('row')[1]!.querySelector('td')!.textContent).toBe('¥9,150');
    fireEvent.change(view.getByRole('textbox', { name: 'Fixed price (JPY), M' }), {
      target: { value: '8900' },
    });
    fireEvent.change(view.getByRole('textbox', { name: 'Fixed compare-at price (JPY), M' }), {
      target: { value: '11900' },
    });
    expect(toInput(latest).variants.map((v) => [v.prices, v.compareAtPrices])).toEqual([
      [{ EUR: 4995 }, {}],
      [{ JPY: 8900 }, { JPY: 11900 }],
    ]);
  });

  it('says a base price typed since the save is converted on saving, not a stale figure', () => {
    const draft = fromProduct(product);
    draft.cells['/s']!.price = '64.00';
    const view = renderWithClient(<Harness start={draft} seen={() => {}} />);
    const rows = within(view.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')!.textContent)).toEqual([
      'Converted on save',
      '€50.95',
    ]);
  });

  it('asks for a first save before a new product has prices by market', () => {
    const view = renderWithClient(<Harness start={emptyDraft()} seen={() => {}} />);
    expect(view.getByText(/Save the product to see its prices/)).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
