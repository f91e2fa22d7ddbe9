import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import type { AdminCategory, TaxRate } from '@atelier/contract';
import { renderWithClient, stubServer } from '../../test/render.tsx';
import { TaxRatesEditor } from './TaxRatesEditor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kids: AdminCategory = {
  id: 4,
  parentId: null,
  position: 0,
  slug: 'kids',
  names: { en: 'Kids', fr: 'Enfants' },
  products: 3,
  children: [],
};
const loaded: TaxRate[] = [
  { country: 'GB', rate: 0.2 },
  { country: 'US', region: 'MN', rate: 0.06875 },
];

function draw() {
  const view = renderWithClient(<TaxRatesEditor loaded={loaded} categories={[kids]} />);
  // By text and label, not role: every row draws some 250 countries, which role queries walk slowly.
  const save = () => fireEvent.click(view.getByText('Save tax rates'));
  const add = () => fireEvent.click(view.getByText('Add a rate'));
  return { ...view, save, add };
}

describe('the tax rates editor', () => {
  it('shows rates as percentages and sends them back as fractions, a row added with its category', async () => {
    const calls = stubServer((call) => ({ status: 200, body: call.body }));
    const form = draw();
    const minnesota = form.getByLabelText('Rate (%), United States, Minnesota') as HTMLInputElement;
    expect(minnesota.value).toBe('6.875');
    form.add();
    fireEvent.change(form.getByLabelText('Country, row 3'), { target: { value: 'GB' } });
    fireEvent.change(form.getByLabelText('Category, United Kingdom'), {
      target: { value: '4' },
    });
    fireEvent.change(form.getByLabelText('Rate (%), United Kingdom, Kids'), {
      target: { value: '0' },
    });
    form.save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/tax-rates',
      body: [
        { country: 'GB', rate: 0.2 },
        { country: 'US', region: 'MN', rate: 0.06875 },
        { country: 'GB', category: 4, rate: 0 },
      ],
    });
  });

  it('shows a saved rate’s place, and offers a new one’s country its regions', () => {
    stubServer(() => undefined);
    const form = draw();
    expect(form.getByText('Minnesota')).toBeTruthy();
    form.add();
    const country = form.getByLabelText('Country, row 3');
    expect((form.getByLabelText('Region, new rate') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(country, { target: { value: 'US' } });
    const states = form.getByLabelText('Region, United States') as HTMLSelectElement;
    expect(states.disabled).toBe(false);
    expect(states.options.length).toBe(52);
  });

  it('names the row and what is wrong with it, and sends nothing', () => {
    const calls = stubServer(() => undefined);
    const form = draw();
    form.add();
    fireEvent.change(form.getByLabelText('Rate (%), United Kingdom'), {
      target: { value: '7.123456' },
    });
    form.save();
    const alert = form.getByText(/^Row 1:/).closest('[role="alert"]')!;
    expect(alert.textContent).toContain(
      'Row 1: At most 4 decimals in a percentage (6.875 is fine).',
    );
    expect(alert.textContent).toContain('Row 3: Choose a country from the list.');
    expect(form.getByLabelText('Rate (%), United Kingdom').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls).toEqual([]);
  });

  it('removes a row', async () => {
    const calls = stubServer((call) => ({ status: 200, body: call.body }));
    const form = draw();
    fireEvent.click(
      form.getByText(
        (_, el) => el?.tagName === 'BUTTON' && el.textContent === 'Remove United Kingdom',
      ),
    );
    form.save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual([{ country: 'US', region: 'MN', rate: 0.06875 }]);
  });
});
