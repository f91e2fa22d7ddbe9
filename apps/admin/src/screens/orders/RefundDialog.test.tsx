import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import type { AdminOrder } from '@atelier/contract';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { RefundDialog } from './RefundDialog.tsx';

withModalDialogs();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = { brand: '', color: '', size: '', imageUrl: '', fulfilledQty: 0, taxRate: 0.1 };
// Three kimonos paid ¥22,000 together after a discount (one returned for ¥7,333), an obi ¥3,000,
// shipping ¥800: ¥25,800 paid in whole yen.
const order = {
  code: 'ATL-YEN0-0001',
  currency: 'JPY',
  paidCents: 25_800,
  refundedCents: 7_333,
  items: [
    {
      ...line,
      id: 1,
      sku: 'KIM-1',
      name: 'Kimono',
      qty: 3,
      priceCents: 7_900,
      taxCents: 2_000,
      paidCents: 22_000,
    },
    {
      ...line,
      id: 2,
      sku: 'OBI-1',
      name: 'Obi',
      qty: 1,
      priceCents: 3_000,
      taxCents: 273,
      paidCents: 3_000,
    },
  ],
  refunds: [{ id: 1, amountCents: 7_333, reason: 'Torn', lines: [{ orderItemId: 1, qty: 1 }] }],
} as unknown as AdminOrder;

function draw() {
  const onClose = vi.fn();
  const view = renderWithClient(<RefundDialog order={order} onClose={onClose} />);
  const amount = () => view.getByLabelText('Amount (JPY)') as HTMLInputElement;
  const choose = (name: RegExp, qty: string) =>
    fireEvent.change(view.getByLabelText(name), { target: { value: qty } });
  const said = () =>
    (amount().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
  return { ...view, onClose, amount, choose, said };
}

describe('refunding a yen order', () => {
  it('offers what is left in whole yen, and proposes what the chosen lines were paid', () => {
    const form = draw();
    expect(form.getByText('Up to ¥18,467 can be refunded.')).toBeTruthy();
    expect(form.amount().value).toBe('18467');
    form.choose(/Obi/, '1');
    expect(form.amount().value).toBe('3000');
    // The second kimono of three: its share of ¥22,000 after the first's ¥7,333.
    form.choose(/Kimono/, '1');
    expect(form.amount().value).toBe('10333');
    form.choose(/Kimono/, '2');
    expect(form.amount().value).toBe('17667');
  });

  it('sends the amount in yen, and refuses a fraction of a yen or more than is left', async () => {
    const calls = stubServer(() => ({ status: 200, body: order }));
    const form = draw();
    const refund = () => fireEvent.click(form.getByRole('button', { name: 'Refund' }));
    fireEvent.change(form.getByLabelText('Reason'), { target: { value: 'Late' } });
    fireEvent.change(form.amount(), { target: { value: '100.5' } });
    refund();
    expect(form.said()).toContain('Enter an amount like 1250.');
    fireEvent.change(form.amount(), { target: { value: '20000' } });
    refund();
    expect(form.said()).toContain('At most ¥18,467 can be refunded.');
    form.choose(/Obi/, '1');
    refund();
    await waitFor(() => expect(form.onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/orders/ATL-YEN0-0001/refunds',
        body: { amountCents: 3_000, reason: 'Late', lines: [{ orderItemId: 2, qty: 1 }] },
      },
    ]);
  });
});
