import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';
import { shopApi } from '../../test/shop.ts';

const newsletterCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/newsletter');

describe('footer', () => {
  it('links the account and quick links to their pages', async () => {
    mockApi({ '/api/v1/categories/tree/': () => [], ...shopApi() });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const href = (name: string) => footer.getByRole('link', { name }).getAttribute('href');
    expect(href('My Account')).toBe('/profile');
    expect(href('Login / Register')).toBe('/login');
    // Blocks the merchant did not fill in are not shown at all.
    expect(footer.queryByRole('link', { name: /Vendor/ })).toBeNull();
    expect(footer.queryByRole('link', { name: /Atelier on/ })).toBeNull();
    expect(footer.queryByRole('heading', { name: 'Download App' })).toBeNull();
    expect(href('Shop')).toBe('/product');
    expect(href('Privacy Policy')).toBe('/privacy');
    expect(href('Terms Of Use')).toBe('/terms');
    expect(href('FAQ')).toBe('/faq');
    expect(href('Contact')).toBe('/contact');
    expect(href('Shipping')).toBe('/shipping');
    expect(href('Returns')).toBe('/returns');
    const year = new Date().getUTCFullYear();
    expect(footer.getByText(`© ${year} Atelier. All rights reserved.`)).toBeTruthy();
    expect(footer.getByText('Get 10% off your first order')).toBeTruthy();
  });

  it("shows the merchant's name, contact, address, offer, links and this year where the shop is", async () => {
    // 23:30 on 31 December in London is already the new year in Tokyo.
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] });
    mockApi({
      '/api/v1/categories/tree/': () => [],
      ...shopApi({
        name: 'Maison Lune',
        logo: { url: '/media/photos/abc-320.webp', srcset: '' },
        supportEmail: 'hello@lune.example',
        supportPhone: '+33 1 23 45 67 89',
        postalAddress: '12 rue des Lilas\n75011 Paris',
        legalEntity: 'Lune SAS',
        timeZone: 'Asia/Tokyo',
        social: [{ network: 'instagram', url: 'https://instagram.com/lune' }],
        apps: { googlePlay: null, appStore: 'https://apps.apple.com/app/lune' },
        vendorSignupUrl: 'https://lune.example/vendors',
        newsletterOffer: { percent: 15 },
      }),
    });
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText('Maison Lune')).toBeTruthy();
    expect(footer.getByRole('link', { name: 'hello@lune.example' }).getAttribute('href')).toBe(
      'mailto:hello@lune.example',
    );
    expect(footer.getByRole('link', { name: '+33 1 23 45 67 89' }).getAttribute('href')).toBe(
      'tel:+33123456789',
    );
    expect(footer.getByText(/12 rue des Lilas/).textContent).toBe('12 rue des Lilas\n75011 Paris');
    expect(footer.getByText('Get 15% off your first order')).toBeTruthy();
    expect(footer.getByText('© 2027 Maison Lune. All rights reserved. Lune SAS')).toBeTruthy();
    const link = (name: string) => footer.getByRole('link', { name }).getAttribute('href');
    expect(link('Maison Lune on Instagram')).toBe('https://instagram.com/lune');
    expect(link('Vendor sign up')).toBe('https://lune.example/vendors');
    expect(link('Download on the App Store: Maison Lune')).toBe('https://apps.apple.com/app/lune');
    expect(footer.queryByRole('link', { name: /Google Play/ })).toBeNull();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('img', { name: 'Maison Lune' }).getAttribute('src')).toBe(
      '/media/photos/abc-320.webp',
    );
    vi.useRealTimers();
  });

  it("refuses an invalid email with 'Invalid email' and sends nothing", async () => {
    const fetchMock = mockApi({ '/api/v1/categories/tree/': () => [], ...shopApi() });
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
      ...shopApi(),
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
