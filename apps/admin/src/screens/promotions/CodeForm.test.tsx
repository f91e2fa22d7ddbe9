import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import type { AdminDiscountCode } from '@atelier/contract';
import { renderWithClient, stubServer } from '../../test/render.tsx';
import { CodeForm } from './CodeForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: AdminDiscountCode = {
  id: 7,
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  minSubtotalCents: 5000,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  active: true,
  email: null,
  usedCount: 3,
  createdAt: '2026-05-01T10:00:00.000Z',
};

function draw(code?: AdminDiscountCode) {
  const onDone = vi.fn();
  const view = renderWithClient(<CodeForm code={code} onDone={onDone} />);
  const type = (label: string, value: string) =>
    fireEvent.change(view.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(view.getByRole('button', { name: 'Save' }));
  /** The message a screen reader reads with the field. */
  const said = (label: string) => {
    const field = view.getByLabelText(label);
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  };
  return { ...view, onDone, type, save, said };
}

describe('the discount code form', () => {
  it('says what is wrong at each field and sends nothing', () => {
    const calls = stubServer(() => undefined);
    const form = draw();
    form.type('Code', 'no');
    form.type('Percent off (%)', '150');
    form.type('Minimum subtotal', 'ten');
    form.type('Uses per customer', '0');
    form.type('Starts at', '2026-06-10T10:00');
    form.type('Ends at', '2026-06-09T10:00');
    form.save();
    expect(form.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(form.said('Code')).toContain('A code is 3 to 32 letters, digits, - or _.');
    expect(form.said('Percent off (%)')).toContain('Enter a whole percentage from 1 to 100.');
    expect(form.said('Minimum subtotal')).toContain('Enter an amount in dollars, like 5 or 4.50.');
    expect(form.said('Uses per customer')).toContain('Enter a whole number from 1');
    expect(form.said('Ends at')).toContain('The end must come after the start.');
    expect(calls).toEqual([]);
  });

  it('creates a 10% code with a minimum subtotal: dollars sent as cents, times as instants', async () => {
    const calls = stubServer(({ method }) =>
      method === 'POST' ? { status: 201, body: saved } : undefined,
    );
    const form = draw();
    form.type('Code', 'spring10');
    form.type('Percent off (%)', '10');
    form.type('Minimum subtotal', '50');
    form.type('Starts at', '2026-06-10T10:00');
    form.type('Uses per customer', '1');
    form.save();
    await waitFor(() => expect(form.onDone).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/promotions/codes',
        body: {
          code: 'SPRING10',
          kind: 'percent',
          value: 10,
          minSubtotalCents: 5000,
          startsAt: new Date(2026, 5, 10, 10, 0).toISOString(),
          endsAt: null,
          usageLimit: null,
          perCustomerLimit: 1,
          firstOrderOnly: false,
          active: true,
        },
      },
    ]);
  });

  it('takes an amount off in dollars', async () => {
    const calls = stubServer(() => ({ status: 201, body: saved }));
    const form = draw();
    form.type('Code', 'TAKE5');
    fireEvent.change(form.getByLabelText('Kind'), { target: { value: 'amount' } });
    form.type('Amount off ($)', '4.50');
    form.save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ kind: 'amount', value: 450, minSubtotalCents: 0 });
  });

  it('says at the code field that the server has the code already, and stays open', async () => {
    stubServer(() => ({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'This code exists already',
          fields: { code: 'This code exists already' },
        },
      },
    }));
    const form = draw();
    form.type('Code', 'SPRING10');
    form.type('Percent off (%)', '10');
    form.save();
    await waitFor(() =>
      expect(form.said('Code')).toContain('A code with these letters exists already.'),
    );
    expect(form.onDone).not.toHaveBeenCalled();
  });

  it('edits a code without changing its letters; a limit below its uses is refused in words', async () => {
    const calls = stubServer(() => ({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'Used 3 times already',
          fields: { usageLimit: 'Used 3 times already' },
        },
      },
    }));
    const form = draw(saved);
    expect(form.getByLabelText('Code')).toHaveProperty('readOnly', true);
    expect(form.getByLabelText('Minimum subtotal')).toHaveProperty('value', '50.00');
    form.type('Uses in all', '2');
    form.save();
    await waitFor(() =>
      expect(form.said('Uses in all')).toContain(
        'It was used 3 times already: the limit cannot be lower.',
      ),
    );
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/promotions/codes/7',
      body: { usageLimit: 2, value: 10 },
    });
    expect(calls[0]!.body).not.toHaveProperty('code');
  });
});
