import { render, screen, waitFor, within } from '@testing-library/react';
import { ErrorBoundary } from '@atelier/ui/error-boundary';
import { createMemoryHistory } from '@atelier/ui/history';
import { RouterProvider } from '@atelier/ui/router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/app.tsx';
import { shopApi } from '../test/shop.ts';
import { AppProviders } from './providers.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';

describe('routes', () => {
  // Checkout, payment and the wishlist send a guest to /login: their own tests cover them.
  it.each([
    ['/product', 'Products'],
    ['/product/42', 'Product not found'],
    ['/cart', 'Cart'],
    ['/login', 'Login'],
    ['/profile', 'My Account'],
    // With no order named, /success claims nothing (issue 18 item 10).
    ['/success', 'Order not found'],
    ['/failure', 'Payment Failed'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms Of Use'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/shipping', 'Shipping'],
    ['/returns', 'Returns'],
  ])('%s shows its screen inside the header and footer', async (path, heading) => {
    mockApi({ '/api/v1/categories/tree/': () => [], ...shopApi() });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${heading} | Atelier`));
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Lost in the style maze?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe('/');
  });

  it('fills the policy texts with the support email', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [], ...shopApi() });
    renderApp('/privacy');
    const main = screen.getByRole('main');
    expect(await within(main).findByText(/support@atelier\.example/)).toBeTruthy();
  });

  it("shows 'Unexpected Application Error!' when a screen fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <AppProviders>
        <RouterProvider history={createMemoryHistory()}>
          <ErrorBoundary fallback={<ErrorPage />}>
            <Broken />
          </ErrorBoundary>
        </RouterProvider>
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
  });
});
