import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import type { AdminOrder, OrderEditPreview } from '@atelier/contract';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { EditOrderDialog } from './EditOrderDialog.tsx';

withModalDialogs();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = {
  code: 'ATL-EDIT-0001',
  currency: 'USD',
  status: 'PAID',
  kind: 'goods',
  paidCents: 5_000,
  refundedCents: 0,
  address: {
    name: 'Ada Lovelace',
    phone: '+1 503 555 0118',
    email: 'ada@example.com',
    flatNo: '12B',
    line1: '1120 SW 5th Ave',
    line2: '',
    city: 'Portland',
    region: 'OR',
    zipCode: '97204',
    country: 'US',
  },
  items: [
    {
      id: 7,
      sku: 'TEE-M',
      name: 'Linen Tee',
      brand: '',
      color: 'Sage',
      size: 'M',
      imageUrl: '',
      qty: 1,
      priceCents: 5_000,
      fulfilledQty: 0,
      taxRate: 0,
      taxCents: 0,
      paidCents: 5_000,
    },
  ],
  fulfilments: [],
} as unknown as AdminOrder;

const totals = (subtotal: number, tax: number) => ({
  subtotalCents: subtotal,
  memberCents: 0,
  discountCents: 0,
  shippingCents: 0,
  taxCents: tax,
  taxIncluded: false,
  taxLines: [],
  creditCents: 0,
  totalCents: subtotal + tax,
});

const preview: OrderEditPreview = {
  currency: 'USD',
  before: totals(5_000, 0),
  after: totals(13_000, 943),
  differenceCents: 8_943,
  settles: 'charge',
};

function draw() {
  const onClose = vi.fn();
  const calls = stubServer(({ method }) =>
    method === 'POST' ? { status: 200, body: preview } : { status: 200, body: order },
  );
  const view = renderWithClient(<EditOrderDialog order={order} onClose={onClose} />);
  const button = (name: string) => view.getByRole('button', { name });
  /** A line's field: its group is named by the line. */
  const field = (line: string, label: string) =>
    within(view.getByRole('group', { name: new RegExp(`^${line}`) })).getByLabelText(label);
  return { ...view, onClose, calls, button, field };
}

describe('changing an order before it ships', () => {
  it('previews the new totals and what the difference does, then saves the same change', async () => {
    const form = draw();
    expect(form.button('Preview the new totals')).toHaveProperty('disabled', true);
    fireEvent.change(form.field('Linen Tee', 'SKU'), { target: { value: 'TEE-L' } });
    fireEvent.click(form.button('Add a line'));
    fireEvent.change(form.field('New line 1', 'SKU'), { target: { value: 'SCARF-1' } });
    fireEvent.click(form.getByLabelText('Change the delivery address'));
    fireEvent.change(form.getByLabelText('City'), { target: { value: 'San Francisco' } });
    fireEvent.change(form.getByLabelText('Region code'), { target: { value: 'CA' } });
    fireEvent.change(form.getByLabelText('Zip code'), { target: { value: '94103' } });
    fireEvent.click(form.button('Preview the new totals'));
    expect(
      await form.findByText('The customer is asked for $89.43; the order ships once it is paid.'),
    ).toBeTruthy();
    const row = form.getByRole('row', { name: /Total/ });
    expect(row.textContent).toContain('$50.00');
    expect(row.textContent).toContain('$139.43');
    const change = {
      lines: [{ id: 7, sku: 'TEE-L' }],
      add: [{ sku: 'SCARF-1', qty: 1 }],
      address: {
        name: 'Ada Lovelace',
        phone: '+1 503 555 0118',
        flatNo: '12B',
        addrssLine1: '1120 SW 5th Ave',
        addrsesLine2: '',
        city: 'San Francisco',
        region: 'CA',
        zipocode: '94103',
        country: 'US',
      },
    };
    fireEvent.click(form.button('Save changes'));
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    expect(form.calls).toEqual([
      { method: 'POST', path: '/api/admin/orders/ATL-EDIT-0001/edit-preview', body: change },
      { method: 'PATCH', path: '/api/admin/orders/ATL-EDIT-0001', body: change },
    ]);
  });

  it('asks for a new preview once anything changes after one', async () => {
    const form = draw();
    fireEvent.change(form.field('Linen Tee', 'Quantity'), { target: { value: '2' } });
    fireEvent.click(form.button('Preview the new totals'));
    expect(await form.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    fireEvent.change(form.field('Linen Tee', 'Quantity'), { target: { value: '0' } });
    expect(form.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(form.queryByText(/asked for/)).toBeNull();
    fireEvent.click(form.button('Preview the new totals'));
    await waitFor(() => expect(form.calls).toHaveLength(2));
    expect(form.calls[1]!.body).toEqual({ lines: [{ id: 7, qty: 0 }] });
  });
});
