import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryHistory } from '@atelier/ui/history';
import { RouterProvider } from '@atelier/ui/router';
import type { AdminOrder } from '@atelier/contract';
import { CustomerPanel, MoneyPanel } from './OrderPanels.tsx';

afterEach(cleanup);

const order = {
  code: 'ATL-AAAA-BBBB',
  currency: 'USD',
  customerId: 7,
  lang: 'en',
  subtotalCents: 5000,
  discountCode: 'TEN',
  discountCents: 500,
  taxCents: 450,
  chargesCents: 0,
  shippingCents: 0,
  shippingMethod: null,
  taxIncluded: false,
  taxLines: [],
  totalCents: 4950,
  paidCents: 4950,
  refundedCents: 0,
  payments: [],
  refunds: [],
  address: {
    name: 'Grace Hopper',
    phone: '',
    email: 'grace@example.com',
    flatNo: '12B',
    line1: 'Market Street',
    line2: '',
    city: 'San Francisco',
    region: 'CA',
    zipCode: '94103',
    country: 'US',
  },
} as unknown as AdminOrder;

const draw = (node: ReactNode) =>
  render(<RouterProvider history={createMemoryHistory('/')}>{node}</RouterProvider>);

describe('the back-office order', () => {
  it('ships to the whole address: street, city with its region and zip code, country', () => {
    draw(<CustomerPanel order={order} />);
    const shipTo = screen.getByText('Ship to').nextElementSibling!;
    expect(shipTo.textContent).toBe(
      'Grace Hopper\n12B, Market Street\nSan Francisco, California, 94103\nUnited States',
    );
  });

  it('links a paid order’s invoice and each refund’s credit note', () => {
    const refund = { amountCents: 500, reason: 'Torn', lines: null, providerRefundId: null };
    draw(
      <MoneyPanel
        order={{
          ...order,
          refunds: [{ id: 7, ...refund, staffEmail: null, createdAt: '2026-01-02T10:00:00.000Z' }],
        }}
      />,
    );
    const invoice = screen.getByRole('link', { name: 'Invoice (PDF)' });
    expect(invoice.getAttribute('href')).toBe('/api/admin/orders/ATL-AAAA-BBBB/invoice.pdf');
    const note = screen.getByRole('link', { name: 'Credit note (PDF)' });
    expect(note.getAttribute('href')).toBe('/api/admin/orders/ATL-AAAA-BBBB/credit-notes/1.pdf');
  });

  it('has no invoice before it is paid', () => {
    draw(<MoneyPanel order={{ ...order, paidCents: 0 }} />);
    expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  });

  it('shows the discount code and what it took off', () => {
    draw(<MoneyPanel order={order} />);
    const row = screen.getByText('Discount (TEN)').parentElement!;
    expect(within(row).getByText('-$5.00')).toBeTruthy();
  });

  it('gives a yen order in yen: shipping by its method, and the tax inside the prices per rate', () => {
    const yen = {
      ...order,
      currency: 'JPY',
      discountCode: null,
      discountCents: 0,
      subtotalCents: 25_000,
      shippingCents: 800,
      shippingMethod: { name: 'Express', days: { min: 1, max: 2 } },
      taxIncluded: true,
      taxCents: 2_345,
      taxLines: [{ rate: 0.1, netCents: 23_455, taxCents: 2_345 }],
      totalCents: 25_800,
      paidCents: 25_800,
    } as AdminOrder;
    draw(<MoneyPanel order={yen} />);
    const amountOf = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
    expect(amountOf('Shipping (Express · 1–2 days)')).toBe('¥800');
    expect(amountOf('incl. VAT 10% on ¥23,455')).toBe('¥2,345');
    expect(amountOf('Total')).toBe('¥25,800');
  });
});
