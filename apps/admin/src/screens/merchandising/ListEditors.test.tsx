import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import type { MerchDeal } from '@atelier/contract';
import { renderWithClient, stubServer } from '../../test/render.tsx';
import { DealsEditor } from './ListEditors.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("names a deal's picture and link after its row, and saves its discount and title", async () => {
  const calls = stubServer(({ method, body }) =>
    method === 'PUT' ? { status: 200, body } : undefined,
  );
  const deal: MerchDeal = {
    id: 4,
    imageUrl: '/images/deal.jpg',
    link: '/product?q=linen',
    titles: { en: 'Linen week' },
    offerValue: 20,
    position: 0,
  };
  const view = renderWithClient(<DealsEditor loaded={[deal]} />);
  const row = within(view.getAllByRole('listitem')[0]!);
  expect((row.getByLabelText('Picture of Deal 1') as HTMLInputElement).value).toBe(
    '/images/deal.jpg',
  );
  expect((row.getByLabelText('Link of Deal 1') as HTMLSelectElement).value).toBe('search');
  expect((row.getByLabelText('Link of Deal 1 · A search') as HTMLInputElement).value).toBe('linen');
  fireEvent.change(row.getByLabelText('Discount shown (%)'), { target: { value: '35' } });
  fireEvent.click(view.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  const [saved] = calls.find((call) => call.method === 'PUT')!.body as MerchDeal[];
  expect(saved).toMatchObject({ offerValue: 35, titles: { en: 'Linen week' }, link: deal.link });
});
