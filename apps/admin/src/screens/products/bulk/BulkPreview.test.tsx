import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { BulkAction, BulkResult } from '@atelier/contract';
import { renderWithClient, stubServer, withModalDialogs } from '../../../test/render.tsx';
import { BulkPreview } from './BulkPreview.tsx';

beforeAll(withModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (price: number) => ({
  status: 'published' as const,
  categoryId: 4,
  minPriceCents: price,
  maxPriceCents: price,
  compareAt: 0,
});
/** POST /api/admin/products/bulk's preview of two products, three of whose prices are fixed in EUR and JPY. */
const answer: BulkResult = {
  preview: true,
  selected: 2,
  changed: 2,
  compareAtCleared: 0,
  fixedPrices: 3,
  items: [
    { id: 1, name: 'Kumo Jacket', before: summary(8900), after: summary(9790) },
    { id: 2, name: 'Linen Shirt', before: summary(4990), after: summary(5489) },
  ],
  seen: [
    { id: 1, version: 3 },
    { id: 2, version: 1 },
  ],
};

const preview = (action: BulkAction) => {
  stubServer(() => ({ status: 200, body: answer }));
  return renderWithClient(
    <BulkPreview
      selection={{ ids: [1, 2] }}
      filters={{ q: '', status: '', categoryId: '', lowStock: '', missingLanguage: '' }}
      action={action}
      categories={[]}
      onClose={() => {}}
    />,
  );
};

describe('the bulk price preview and prices fixed per currency', () => {
  it('says a percentage changes the fixed prices too', async () => {
    const view = preview({ type: 'price', percent: 10, round: 'cent' });
    expect(
      await view.findByText(
        '3 prices fixed in other currencies change by the same percentage, each rounded in its currency.',
      ),
    ).toBeTruthy();
  });

  it('says an amount is in the base currency and leaves them', async () => {
    const view = preview({ type: 'price', amountMinor: 500, round: 'cent' });
    expect(
      await view.findByText(
        'The amount is in US dollars and changes base prices only: 3 prices fixed in other currencies stay as they are.',
      ),
    ).toBeTruthy();
  });
});
