import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/app.tsx';
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
    ['/success', 'Payment Successful!'],
    ['/failure', 'Payment Failed'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms Of Use'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
  ])('%s shows its screen inside the header and footer', async (path, heading) => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${heading} | Atelier`));
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Lost in the style maze?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe('/');
  });

  it('fills the policy texts with the support email', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/privacy');
    expect(await screen.findByText(/support@atelier\.example/)).toBeTruthy();
  });

  it("shows 'Unexpected Application Error!' when a screen fails to render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <ErrorPage /> },
    ]);
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
  });
});
