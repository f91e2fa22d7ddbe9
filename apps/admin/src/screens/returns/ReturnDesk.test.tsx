import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminReturn } from '@atelier/contract';
import { createMemoryHistory } from '@atelier/ui/history';
import { RouterProvider, Routes } from '@atelier/ui/router';
import { renderWithClient, stubServer, withModalDialogs } from '../../test/render.tsx';
import { adminPath } from '../../shared/paths.ts';
import { ReceiveDialog, RefundDialog, TrackingDialog } from './ReturnDialogs.tsx';
import ReturnScreen from './ReturnScreen.tsx';
import ReturnsScreen from './ReturnsScreen.tsx';

withModalDialogs();
// jsdom draws no page to scroll; the router scrolls on each navigation.
window.scrollTo = () => undefined;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = {
  orderItemId: 11,
  imageUrl: '',
  photoUrl: null,
  comment: '',
  exchange: null,
  received: { restocked: 0, damaged: 0, notRestocked: 0 },
  refundCents: 0,
};
// Two linen shirts too small, one swapped for a large; a scarf that came faulty, with a photo.
const requested = {
  code: 'R-7K2M-9QXD',
  status: 'REQUESTED',
  message: '',
  createdAt: '2026-03-12T10:00:00.000Z',
  order: {
    code: 'ATL-AAAA-BBBB',
    status: 'DELIVERED',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    lang: 'jp',
    currency: 'EUR',
    paidCents: 12_000,
    refundedCents: 0,
  },
  lines: [
    {
      ...line,
      id: 1,
      name: 'Linen shirt',
      color: 'White',
      size: 'S',
      qty: 2,
      reason: 'TOO_SMALL',
      comment: 'Tight on the shoulders',
      exchange: { sku: 'LIN-W-L', color: 'White', size: 'L', status: 'reserved', shipment: null },
    },
    {
      ...line,
      id: 2,
      orderItemId: 12,
      name: 'Silk scarf',
      color: 'Blue',
      size: 'One size',
      qty: 1,
      reason: 'DAMAGED',
      photoUrl: '/media/abc.jpg',
    },
  ],
  refundableCents: 0,
  shippingCents: 0,
  creditBonus: { percent: 10, cents: 0, withShippingCents: 0 },
  refund: null,
  tracking: null,
  timeline: [
    {
      at: '2026-03-12T10:00:00.000Z',
      type: 'requested',
      actor: 'shopper',
      data: { units: 3, exchanges: 1 },
      staffEmail: null,
    },
  ],
} as unknown as AdminReturn;

const withRoutes = (path: string, node: ReactNode) =>
  renderWithClient(<RouterProvider history={createMemoryHistory(path)}>{node}</RouterProvider>);

describe('a return on the desk', () => {
  it('shows what comes back and why, and approves it with a message the shopper reads', async () => {
    const approved = {
      ...requested,
      status: 'APPROVED',
      message: 'Thanks, send it back',
    } as AdminReturn;
    const calls = stubServer((call) => ({
      status: 200,
      body: call.method === 'POST' ? approved : requested,
    }));
    withRoutes(
      adminPath(`/returns/${requested.code}`),
      <Routes routes={[{ path: adminPath('/returns/:code'), Component: ReturnScreen }]} />,
    );
    expect(await screen.findByRole('heading', { name: 'Return R-7K2M-9QXD' })).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'What comes back' }));
    expect(lines.getByText('Too small')).toBeTruthy();
    expect(lines.getByText('Tight on the shoulders')).toBeTruthy();
    expect(lines.getByRole('img', { name: 'The shopper’s photo of Silk scarf' })).toBeTruthy();
    expect(lines.getByText(/White · L/).textContent).toContain('reserved');
    expect(screen.getByText('Asked to return 3 units')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = within(screen.getByRole('dialog'));
    fireEvent.click(reject.getByRole('button', { name: 'Reject' }));
    // A rejection says why: nothing is sent without it.
    expect(reject.getByText('Say why, for the shopper.')).toBeTruthy();
    fireEvent.click(reject.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/their return page \(日本語\)/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Message to the shopper/), {
      target: { value: 'Thanks, send it back' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Receive' })).toBeTruthy();
    expect(screen.getByText('Thanks, send it back')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/returns/R-7K2M-9QXD/approve',
        body: { message: 'Thanks, send it back' },
      },
    ]);
  });

  it('receives each unit by its condition, and refuses more units than came back', async () => {
    const calls = stubServer(() => ({ status: 200, body: requested }));
    const onClose = vi.fn();
    renderWithClient(<ReceiveDialog ret={requested} onClose={onClose} />);
    const shirt = within(screen.getByRole('group', { name: /Linen shirt/ }));
    fireEvent.change(shirt.getByLabelText('Restock'), { target: { value: '1' } });
    fireEvent.change(shirt.getByLabelText('Damaged'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(screen.getByText('A line has more units counted than were sent back.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(shirt.getByLabelText('Damaged'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({
      lines: [
        { id: 1, qty: 1, condition: 'restock' },
        { id: 1, qty: 1, condition: 'damaged' },
        { id: 2, qty: 1, condition: 'restock' },
      ],
    });
  });
});

describe('shipping the exchange', () => {
  it('names the sizes going out and sends the carrier and its tracking number', async () => {
    const received = {
      ...requested,
      status: 'RECEIVED',
      lines: requested.lines.map((l) => ({
        ...l,
        received: { restocked: l.qty, damaged: 0, notRestocked: 0 },
      })),
    } as AdminReturn;
    const calls = stubServer(() => ({ status: 200, body: received }));
    const onClose = vi.fn();
    renderWithClient(<TrackingDialog ret={received} step="shipExchange" onClose={onClose} />);
    const going = within(screen.getByRole('list', { name: 'Going out' }));
    expect(going.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Linen shirt — White · L (LIN-W-L)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ship the exchange' }));
    // A tracking number is asked for before anything is sent.
    await waitFor(() =>
      expect(screen.getByLabelText('Tracking number').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'dhl' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'JD0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship the exchange' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/returns/R-7K2M-9QXD/ship-exchange',
        body: { carrier: 'dhl', trackingNumber: 'JD0001' },
      },
    ]);
  });
});

describe('an exchange for a dearer size', () => {
  const received = {
    ...requested,
    status: 'RECEIVED',
    exchangeDue: { cents: 1250, paid: false },
    lines: requested.lines.map((l) => ({
      ...l,
      received: { restocked: l.qty, damaged: 0, notRestocked: 0 },
    })),
  } as AdminReturn;

  it('shows what the shopper owes for it until paid', async () => {
    stubServer(() => ({ status: 200, body: received }));
    withRoutes(
      adminPath(`/returns/${received.code}`),
      <Routes routes={[{ path: adminPath('/returns/:code'), Component: ReturnScreen }]} />,
    );
    const money = within(await screen.findByRole('region', { name: 'Money' }));
    const owed = money.getByText('Owed for the dearer exchange (ships once paid)');
    expect(owed.nextElementSibling?.textContent).toBe('€12.50');
  });

  it('says why it cannot ship before the difference is paid', async () => {
    stubServer(() => ({
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: 'The exchange costs more: it ships once the shopper has paid the difference',
        },
      },
    }));
    renderWithClient(
      <TrackingDialog ret={received} step="shipExchange" onClose={() => undefined} />,
    );
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'JD0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship the exchange' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The exchange costs more: it ships once the shopper has paid the difference.',
    );
  });
});

describe('refunding a return in one step', () => {
  const received = {
    ...requested,
    status: 'RECEIVED',
    refundableCents: 8_000,
    shippingCents: 500,
    creditBonus: { percent: 10, cents: 800, withShippingCents: 850 },
  } as AdminReturn;

  it('shows the store credit bonus it will pay, with or without the shipping', async () => {
    const calls = stubServer(() => ({ status: 200, body: received }));
    const onClose = vi.fn();
    renderWithClient(<RefundDialog ret={received} onClose={onClose} />);
    const facts = () => screen.getByText('Units received').closest('dl')!.textContent;
    expect(facts()).toContain('€80.00');
    expect(facts()).toContain('€5.00');
    expect(facts()).not.toContain('Bonus');
    fireEvent.click(screen.getByLabelText('Store credit, with a 10% bonus'));
    expect(facts()).toContain('Bonus (10%)€8.50');
    fireEvent.click(screen.getByLabelText(/Give the shipping back too \(€5\.00\)/));
    expect(facts()).toContain('Bonus (10%)€8.00');
    expect(facts()).not.toContain('€5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/admin/returns/R-7K2M-9QXD/refund',
      body: { to: 'credit', shipping: false },
    });
  });

  it("offers a guest's order no store credit, and says why the server refused", async () => {
    stubServer(() => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This return is refunded already' } },
    }));
    renderWithClient(
      <RefundDialog ret={{ ...received, creditBonus: null }} onClose={() => undefined} />,
    );
    const credit = screen.getByLabelText(/a guest’s order has no account/) as HTMLInputElement;
    expect(credit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This return is refunded already.');
  });
});

describe('the queues', () => {
  it('count what waits in each queue, and search by code or email', async () => {
    const calls = stubServer((call) =>
      call.path.endsWith('/queues')
        ? {
            status: 200,
            body: { REQUESTED: 3, APPROVED: 0, IN_TRANSIT: 1, RECEIVED: 2, CLOSED: 1000 },
          }
        : {
            status: 200,
            body: {
              items: [
                {
                  code: requested.code,
                  orderCode: 'ATL-AAAA-BBBB',
                  status: 'REQUESTED',
                  email: 'ada@example.com',
                  name: 'Ada Lovelace',
                  units: 3,
                  exchanges: 1,
                  createdAt: requested.createdAt,
                },
              ],
              nextCursor: null,
            },
          },
    );
    withRoutes(adminPath('/returns?status=REQUESTED'), <ReturnsScreen />);
    const queues = within(screen.getByRole('navigation', { name: 'Queues' }));
    await waitFor(() => expect(queues.getByRole('link', { name: 'Requested 3' })).toBeTruthy());
    expect(queues.getByRole('link', { name: 'Requested 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(queues.getByRole('link', { name: 'Closed 1,000+' })).toBeTruthy();
    const row = await screen.findByRole('link', { name: requested.code });
    expect(row.getAttribute('href')).toBe(adminPath(`/returns/${requested.code}`));
    expect(screen.getByText('1 exchange')).toBeTruthy();
    const lists = () => calls.filter((c) => c.path === '/api/admin/returns').length;
    const before = lists();
    fireEvent.change(screen.getByLabelText(/Search/), { target: { value: 'ada@' } });
    fireEvent.submit(screen.getByRole('search'));
    // A search is a new list: asked again, from its first page.
    await waitFor(() => expect(lists()).toBe(before + 1));
  });
});
