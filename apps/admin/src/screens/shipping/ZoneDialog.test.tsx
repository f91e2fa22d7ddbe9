import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import type { ShippingZone } from '@atelier/contract';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { ZoneDialog } from './ZoneDialog.tsx';

withModalDialogs();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const everywhere: ShippingZone = {
  id: 1,
  name: 'Everywhere',
  countries: [],
  postcodes: [],
  methods: [
    {
      id: 7,
      name: { en: 'Standard', fr: 'Standard' },
      prices: { USD: 0, EUR: 0, JPY: 0 },
      weightBands: [],
      freeOver: {},
      days: { min: 3, max: 7 },
    },
  ],
};

function draw(zone: ShippingZone | null) {
  const onClose = vi.fn();
  const view = renderWithClient(
    <ZoneDialog zone={zone} currencies={['USD', 'EUR', 'JPY']} onClose={onClose} />,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(view.getByLabelText(label), { target: { value } });
  const said = (label: string) => {
    const ids = view.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  };
  const click = (name: string) => fireEvent.click(view.getByRole('button', { name }));
  return { ...view, onClose, type, said, click };
}

describe('the zone dialog', () => {
  it('sends prices in each currency’s own unit, a weight band and free-over, keeping the method', async () => {
    const calls = stubServer(() => ({ status: 200, body: everywhere }));
    const form = draw(everywhere);
    form.type('Price · EUR', '4.95');
    form.type('Price · JPY', '800');
    form.type('Free over · EUR', '60');
    form.click('Add a weight band');
    form.type('Weight band 1 · Up to (grams)', '1000');
    form.type('Weight band 1 · Price · EUR', '3,50');
    form.click('Save zone');
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/shipping/zones/1',
        body: {
          name: 'Everywhere',
          countries: [],
          postcodes: [],
          methods: [
            {
              id: 7,
              name: { en: 'Standard', fr: 'Standard' },
              prices: { USD: 0, EUR: 495, JPY: 800 },
              freeOver: { EUR: 6000 },
              weightBands: [{ upToGrams: 1000, prices: { EUR: 350 } }],
              days: { min: 3, max: 7 },
            },
          ],
        },
      },
    ]);
  });

  it('says what is wrong at the field and sends nothing', () => {
    const calls = stubServer(() => undefined);
    const form = draw(null);
    form.type('Zone name', 'Paris');
    form.type('Postcodes', '75, 92');
    form.type('Name of method 1 · English', 'Courier');
    form.type('Price · EUR', '12.345');
    form.type('Delivery up to (days)', '1');
    form.click('Save zone');
    expect(form.said('Countries')).toContain('Choose the countries these postcodes are in.');
    expect(form.getByLabelText('Price · EUR').getAttribute('aria-invalid')).toBe('true');
    expect(form.said('Delivery up to (days)')).toContain('At least the first day.');
    expect(calls).toEqual([]);
  });

  it('names a method in six languages through its tabs', async () => {
    const calls = stubServer(() => ({ status: 201, body: everywhere }));
    const form = draw(null);
    form.type('Zone name', 'Japan');
    form.type('Countries', 'jp');
    form.type('Name of method 1 · English', 'Express');
    fireEvent.click(form.getByRole('tab', { name: /日本語/ }));
    form.type('Name of method 1 · 日本語', '速達');
    form.type('Price · JPY', '1200');
    form.click('Save zone');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        countries: ['JP'],
        methods: [{ name: { en: 'Express', jp: '速達' }, prices: { JPY: 1200 } }],
      },
    });
  });
});
