import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@atelier/contract';
import { saveStoredUser } from '../../shared/storage/keys.ts';
import { mockApi, renderApp } from '../../test/app.tsx';
import { cartSummary, teeLine } from '../../test/cart.ts';
import { SYNC_DELAY_MS } from './useQuantityDrafts.ts';

const EMAIL = 'ada@example.com';

const tee = teeLine({
  sellingPrice: 19.99,
  originalPrice: 24.99,
  discountPercentage: 20,
  qty: 1,
  subTotal: 19.99,
  stock: 3,
});

type Update = { action: string; id: number; qty?: number; userId: string };

/** The server's cart, kept by the fetch mock: it applies U and D as the real one does. */
type Refusal = { message: string; reason?: string; params?: object };

function serveCart(lines: CartLine[], refuse?: (u: Update) => Refusal | undefined) {
  const summary = () => cartSummary(lines);
  const updates: Update[] = [];
  const fetchMock = mockApi({
    '/api/v1/cart/update': (_url, init) => {
      const update = JSON.parse(String(init.body)) as Update;
      updates.push(update);
      const refusal = refuse?.(update);
      if (refusal) {
        return Response.json({ error: { code: 'VALIDATION', ...refusal } }, { status: 400 });
      }
      lines = lines.flatMap((l) =>
        l.cartId !== update.id
          ? [l]
          : update.action === 'D'
            ? []
            : [{ ...l, qty: update.qty!, subTotal: update.qty! * l.sellingPrice }],
      );
      return summary();
    },
    '/api/v1/cart': summary,
    '/api/v1/wishlist': () => [],
    '/api/v1/categories/tree/': () => [],
  });
  return { updates, fetchMock };
}

async function openCart() {
  saveStoredUser({ email: EMAIL, username: 'Ada' });
  const view = renderApp('/cart');
  const row = (await screen.findByRole('link', { name: /Linen Tee/ })).closest('tr')!;
  return { ...view, row: within(row) };
}

// Product, price, size, colour, quantity, subtotal, delete: SPEC's columns, in order.
const subtotalOf = (row: ReturnType<typeof within>) => row.getAllByRole('cell')[5]!;

describe('the cart', () => {
  it("shows a quantity change at once, then sends it once for the signed-in shopper's cart", async () => {
    const { updates } = serveCart([tee]);
    const { row, user } = await openCart();

    await user.click(row.getByRole('button', { name: 'Increase the quantity of Linen Tee' }));
    await user.click(row.getByRole('button', { name: 'Increase the quantity of Linen Tee' }));
    expect(row.getByRole('spinbutton', { name: 'Quantity of Linen Tee' })).toHaveProperty(
      'value',
      '3',
    );
    expect(subtotalOf(row).textContent).toBe('$59.97');
    expect(updates).toEqual([]);

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ action: 'U', id: 1, qty: 3, userId: EMAIL });
    // The totals box follows too.
    expect(
      within(screen.getByRole('region', { name: 'Cart Total' })).getAllByText('$59.97'),
    ).toHaveLength(2);
  });

  it('ignores a quantity below 1 and refuses one above the stock with a message', async () => {
    const { updates } = serveCart([tee]);
    const { row, user } = await openCart();
    const input = row.getByRole('spinbutton', { name: 'Quantity of Linen Tee' });

    expect(row.getByRole('button', { name: 'Decrease the quantity of Linen Tee' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.clear(input);
    await user.type(input, '0');
    expect(subtotalOf(row).textContent).toBe('$19.99');

    await user.clear(input);
    await user.type(input, '5');
    expect(row.getByRole('alert').textContent).toBe('Only 3 left in stock');
    expect(subtotalOf(row).textContent).toBe('$19.99');

    await new Promise((resolve) => setTimeout(resolve, SYNC_DELAY_MS + 100));
    expect(updates).toEqual([]);
  });

  it("shows the server's refusal and goes back to the quantity it keeps", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The server names the limit by a reason the shop translates, never by its English text.
    const { updates } = serveCart([{ ...tee, stock: 10 }], () => ({
      message: 'Only 2 left in stock',
      reason: 'ONLY_LEFT',
      params: { count: 2 },
    }));
    const { row, user } = await openCart();

    await user.click(row.getByRole('button', { name: 'Increase the quantity of Linen Tee' }));
    await user.click(row.getByRole('button', { name: 'Increase the quantity of Linen Tee' }));
    expect((await row.findByRole('alert')).textContent).toBe('Only 2 left in stock');
    expect(updates).toHaveLength(1);
    expect(subtotalOf(row).textContent).toBe('$19.99');
  });

  it('removes a line at once, tells the server, and shows the empty cart', async () => {
    const { updates } = serveCart([tee]);
    const { row, user } = await openCart();

    await user.click(row.getByRole('button', { name: 'Remove Linen Tee from the cart' }));
    expect(screen.queryByRole('link', { name: /Linen Tee/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(updates).toEqual([expect.objectContaining({ action: 'D', id: 1 })]);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('counts the pieces on the header cart icon', async () => {
    serveCart([
      { ...tee, qty: 2 },
      { ...tee, cartId: 2, sku: 'TEE-RED-L', qty: 1 },
    ]);
    saveStoredUser({ email: EMAIL, username: 'Ada' });
    renderApp('/');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('flags a line sold out or short since it was added, and holds checkout until it is fixed', async () => {
    serveCart([
      { ...tee, stock: 0 },
      {
        ...tee,
        cartId: 2,
        sku: 'TEE-RED-L',
        name: 'Linen Shirt',
        qty: 3,
        subTotal: 59.97,
        stock: 2,
      },
    ]);
    saveStoredUser({ email: EMAIL, username: 'Ada' });
    renderApp('/cart');
    const rowOf = async (name: RegExp) =>
      within((await screen.findByRole('link', { name })).closest('tr')!);
    expect((await rowOf(/Linen Tee/)).getByRole('alert').textContent).toBe(
      'Linen Tee is sold out. Remove it to continue.',
    );
    expect((await rowOf(/Linen Shirt/)).getByRole('alert').textContent).toBe(
      'Only 2 of Linen Shirt left. Lower the quantity to continue.',
    );
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect((checkout as HTMLButtonElement).disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe('checkout-hint');
  });

  it('shows a guest their own cart, and takes them on to checkout, where they may sign in', async () => {
    const { fetchMock } = serveCart([tee]);
    const { user, history } = renderApp('/cart');
    await screen.findByRole('link', { name: /Linen Tee/ });
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/v1/cart?'))!;
    expect(new URL(String(url), 'http://x').searchParams.get('userId')).toBe(
      sessionStorage.getItem('uuid'),
    );
    expect(
      screen.getByText('Next, check out as a guest, or sign in: your cart comes with you.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(`${history.location.pathname}${history.location.search}`).toBe('/cart/checkout'),
    );
  });
});

describe('the cart’s delivery', () => {
  it('says what the items lack for free delivery by the shop’s rates, then that it is free', async () => {
    let qty = 1;
    // The server's answer: US Standard $5.95, free over $100.
    const summary = () => {
      const subTotal = Math.round(qty * 19.99 * 100) / 100;
      const short = Math.max(0, Math.round((100 - subTotal) * 100) / 100);
      return cartSummary([{ ...tee, qty, subTotal, stock: 9 }], {
        delivery: {
          price: short > 0 ? 5.95 : 0,
          freeOver: 100,
          moreForFree: short,
          days: { min: 3, max: 5 },
        },
      });
    };
    mockApi({
      '/api/v1/cart/update': (_url, init) => {
        qty = (JSON.parse(String(init.body)) as Update).qty!;
        return summary();
      },
      '/api/v1/cart': summary,
      '/api/v1/wishlist': () => [],
      '/api/v1/categories/tree/': () => [],
    });
    const { row, user } = await openCart();
    const totals = within(screen.getByRole('region', { name: 'Cart Total' }));
    expect(totals.getByRole('status').textContent).toBe('$80.01 more for free delivery');
    expect(totals.getByText('From $5.95')).toBeTruthy();

    const input = row.getByRole('spinbutton', { name: 'Quantity of Linen Tee' });
    await user.clear(input);
    await user.type(input, '6');
    await waitFor(() => expect(totals.getByRole('status').textContent).toBe('Free delivery'));
    expect(totals.getByText('Free')).toBeTruthy();
  });
});
