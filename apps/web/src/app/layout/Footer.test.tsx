import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';

const newsletterCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/newsletter');

describe('footer', () => {
  it('links the account and quick links to their pages', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const href = (name: string) => footer.getByRole('link', { name }).getAttribute('href');
    expect(href('My Account')).toBe('/profile');
    expect(href('Login / Register')).toBe('/login');
    // No vendor area yet: the footer says it is coming instead of opening the shopper's login.
    expect(footer.queryByRole('link', { name: /Vendor/ })).toBeNull();
    expect(footer.getByText('Vendor sign up / sign in: coming soon')).toBeTruthy();
    expect(footer.queryByRole('link', { name: /Atelier on/ })).toBeNull();
    expect(href('Shop')).toBe('/product');
    expect(href('Privacy Policy')).toBe('/privacy');
    expect(href('Terms Of Use')).toBe('/terms');
    expect(href('FAQ')).toBe('/faq');
    expect(href('Contact')).toBe('/contact');
    expect(footer.getByText('© 2024 Atelier. All rights reserved.')).toBeTruthy();
    expect(footer.getByText('Get 10% off your first order')).toBeTruthy();
  });

  it("refuses an invalid email with 'Invalid email' and sends nothing", async () => {
    const fetchMock = mockApi({ '/api/v1/categories/tree/': () => [] });
    const { user } = renderApp('/');
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address for the newsletter' }),
      'ada@nowhere{Enter}',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email');
    expect(newsletterCalls(fetchMock)).toEqual([]);
  });

  it("subscribes a valid email and shows the server's message", async () => {
    const fetchMock = mockApi({
      '/api/v1/categories/tree/': () => [],
      '/api/newsletter': () => ({ message: 'You are subscribed. Welcome to Atelier!' }),
    });
    const { user } = renderApp('/');
    const input = await screen.findByRole('textbox', { name: 'Email address for the newsletter' });
    await user.type(input, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByText('You are subscribed. Welcome to Atelier!')).toBeTruthy();
    const [[, init]] = newsletterCalls(fetchMock) as unknown as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', lang: 'en' });
    expect((input as HTMLInputElement).value).toBe('');
  });
});
