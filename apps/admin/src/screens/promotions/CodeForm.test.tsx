import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
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
  amounts: {},
  minSubtotalCents: 5000,
  minSubtotals: { JPY: 8000 },
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

/** The server's answers, the currencies a code may be fixed in first; the calls that change. */
function serve(answer: (call: { method: string; path: string }) => object | undefined) {
  const calls = stubServer((call) =>
    call.path === '/api/admin/promotions/currencies'
      ? { status: 200, body: ['EUR', 'JPY'] }
      : (answer(call) as { status: number; body: unknown } | undefined),
  );
  return { changes: () => calls.filter((c) => c.method !== 'GET') };
}

function draw(code?: AdminDiscountCode) {
  const onDone = vi.fn();
  const view = renderWithClient(<CodeForm code={code} onDone={onDone} />);
  /** A field by its label, or by its group's and its own ('Amount off per currency · EUR'). */
  const field = (label: string) => {
    const [group, own] = label.split(' · ');
    return own
      ? within(view.getByRole('group', { name: group })).getByLabelText(own)
      : view.getByLabelText(label);
  };
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const save = () => fireEvent.click(view.getByRole('button', { name: 'Save' }));
  /** The message a screen reader reads with the field. */
  const said = (label: string) => {
    const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  };
  return { ...view, onDone, field, type, save, said };
}

/** The label of a field drawn once the currencies have come (the form waits for them). */
async function whenDrawn(form: ReturnType<typeof draw>, label: string) {
  await waitFor(() => expect(form.field(label)).toBeTruthy());
  return label;
}

describe('the discount code form', () => {
  it('says what is wrong at each field and sends nothing', () => {
    const server = serve(() => undefined);
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
    expect(server.changes()).toEqual([]);
  });

  it('creates a 10% code with a minimum subtotal: dollars sent as cents, times as instants', async () => {
    const server = serve(({ method }) =>
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
    expect(server.changes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/promotions/codes',
        body: {
          code: 'SPRING10',
          kind: 'percent',
          value: 10,
          amounts: {},
          minSubtotalCents: 5000,
          minSubtotals: {},
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
    const server = serve(() => ({ status: 201, body: saved }));
    const form = draw();
    form.type('Code', 'TAKE5');
    fireEvent.change(form.getByLabelText('Kind'), { target: { value: 'amount' } });
    form.type('Amount off ($)', '4.50');
    form.save();
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]!.body).toMatchObject({
      kind: 'amount',
      value: 450,
      minSubtotalCents: 0,
    });
  });

  it('fixes an amount and a minimum per currency, each in its own unit; empty ones exchange', async () => {
    const server = serve(() => ({ status: 201, body: saved }));
    const form = draw();
    form.type('Code', 'TEN-OFF');
    fireEvent.change(form.getByLabelText('Kind'), { target: { value: 'amount' } });
    form.type('Amount off ($)', '10');
    form.type(await whenDrawn(form, 'Amount off per currency · EUR'), '9.50');
    form.type('Amount off per currency · JPY', '1500.5');
    form.type('Minimum subtotal per currency · JPY', '8000');
    form.save();
    expect(form.said('Amount off per currency · JPY')).toContain(
      'Enter an amount in this currency, like 9 or 8.50.',
    );
    expect(server.changes()).toEqual([]);

    form.type('Amount off per currency · JPY', '');
    form.save();
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    expect(server.changes()[0]!.body).toMatchObject({
      kind: 'amount',
      value: 1000,
      amounts: { EUR: 950 },
      minSubtotals: { JPY: 8000 },
    });
  });

  it('says at its currency what the server refused there, and shows the amounts kept', async () => {
    serve(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'An amount is more than 0',
          fields: { 'minSubtotals.JPY': 'At least 0' },
        },
      },
    }));
    const form = draw(saved);
    const field = await whenDrawn(form, 'Minimum subtotal per currency · JPY');
    expect(form.field(field)).toHaveProperty('value', '8000');
    // A percentage is the same everywhere: it has no amounts per currency to fix.
    expect(form.queryByRole('group', { name: 'Amount off per currency' })).toBeNull();
    form.save();
    await waitFor(() => expect(form.said(field)).toContain('At least 0.'));
  });

  it('says at the code field that the server has the code already, and stays open', async () => {
    serve(() => ({
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
    const server = serve(() => ({
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
    const [call] = server.changes();
    expect(call).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/promotions/codes/7',
      body: { usageLimit: 2, value: 10 },
    });
    expect(call!.body).not.toHaveProperty('code');
  });
});
