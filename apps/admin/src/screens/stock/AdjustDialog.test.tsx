import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { AdjustDialog } from './AdjustDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

withModalDialogs();

describe('the stock adjustment', () => {
  it('sends a stock count as the units counted, and offers a return', async () => {
    const calls = stubServer(() => ({ status: 200, body: { sku: 'TEE-S', stock: 3 } }));
    const view = renderWithClient(<AdjustDialog sku="TEE-S" onClose={() => {}} />);
    const reason = view.getByLabelText('Reason') as HTMLSelectElement;
    expect([...reason.options].map((o) => o.textContent)).toContain('Return');
    expect(reason.value).toBe('count');
    fireEvent.change(view.getByLabelText('Units counted'), { target: { value: '3' } });
    fireEvent.click(view.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/stock/adjust',
          body: { sku: 'TEE-S', count: 3, reason: 'count', note: '' },
        },
      ]),
    );
  });

  it('sends any other reason as a change in units', async () => {
    const calls = stubServer(() => ({ status: 200, body: { sku: 'TEE-S', stock: 5 } }));
    const view = renderWithClient(<AdjustDialog sku="TEE-S" onClose={() => {}} />);
    fireEvent.change(view.getByLabelText('Reason'), { target: { value: 'return' } });
    fireEvent.change(view.getByLabelText('Change in units'), { target: { value: '2' } });
    fireEvent.click(view.getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() =>
      expect(calls.map((c) => c.body)).toEqual([
        { sku: 'TEE-S', delta: 2, reason: 'return', note: '' },
      ]),
    );
  });
});
