import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReturnRates as Rates } from '@atelier/contract';
import { createMemoryHistory } from '@atelier/ui/history';
import { RouterProvider } from '@atelier/ui/router';
import { ReturnRates } from './ReturnRates.tsx';

afterEach(cleanup);

const draw = (rates: Rates | undefined) =>
  render(
    <RouterProvider history={createMemoryHistory('/')}>
      <ReturnRates rates={rates} />
    </RouterProvider>,
  );

it('shows what comes back by product, size and reason, so "runs small" is seen', () => {
  draw({
    sold: 40,
    returned: 10,
    byProduct: [
      { productId: 7, name: 'Linen shirt', sold: 20, returned: 8, topReason: 'TOO_SMALL' },
    ],
    bySize: [
      { size: 'S', sold: 10, returned: 6 },
      { size: 'M', sold: 30, returned: 4 },
    ],
    byReason: [
      { reason: 'TOO_SMALL', returned: 7 },
      { reason: 'CHANGED_MIND', returned: 3 },
    ],
  });
  const panel = within(screen.getByRole('region', { name: 'What comes back' }));
  expect(panel.getByText('25% of the units sold came back (10 of 40).')).toBeTruthy();
  const product = panel.getByRole('link', { name: 'Linen shirt' }).closest('li')!;
  expect(product.textContent).toBe('Linen shirt40% · 8 of 20 unitsMostly: Too small');
  expect(product.querySelector('a')!.getAttribute('href')).toBe('/admin/products/7');
  const sizes = within(panel.getByRole('heading', { name: 'By size' }).parentElement!);
  expect(sizes.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'S60% · 6 of 10 units',
    'M13.3% · 4 of 30 units',
  ]);
  const reasons = within(panel.getByRole('heading', { name: 'By reason' }).parentElement!);
  expect(reasons.getAllByRole('listitem')[0]!.textContent).toBe('Too small17.5% · 7 of 40 units');
});

it('says when nothing came back, and is busy while loading', () => {
  const view = draw(undefined);
  expect(screen.getByRole('region', { name: 'What comes back' }).getAttribute('aria-busy')).toBe(
    'true',
  );
  view.unmount();
  draw({ sold: 5, returned: 0, byProduct: [], bySize: [], byReason: [] });
  expect(screen.getByText('Nothing came back of what sold in this period.')).toBeTruthy();
});
