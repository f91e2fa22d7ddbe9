import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/app.tsx';

describe('language dropdown', () => {
  it('offers the six languages by their own names', () => {
    mockApi({ '/api/v1/categories/tree/': () => [] });
    renderApp('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(['English', 'Español', '简体中文', '日本語', '繁體中文', 'Français']);
  });

  it('switches labels, saves the choice, tags the page and reloads the categories', async () => {
    const fetchMock = mockApi({
      '/api/v1/categories/tree/en': () => [{ id: 1, name: 'Women', children: [] }],
      '/api/v1/categories/tree/fr': () => [{ id: 1, name: 'Femme', children: [] }],
      // The announcement is the merchant's, from the server; 'Shop Now' is the shop's label.
      '/api/v1/announcement': () => [{ text: 'Summer sale', link: '/product' }],
    });
    const events: unknown[] = [];
    window.addEventListener('languageChanged', (event) =>
      events.push((event as CustomEvent).detail),
    );
    const { user } = renderApp('/');
    await screen.findByRole('link', { name: 'Women' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');

    expect(await screen.findByRole('link', { name: 'Acheter' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Rechercher des produits' }).getAttribute('placeholder'),
    ).toBe('Que recherchez-vous ?');
    expect(await screen.findByRole('link', { name: 'Femme' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/categories/tree/fr', expect.anything());
    expect(localStorage.getItem('selectedLanguage')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(events).toEqual(['fr']);
    await waitFor(() =>
      expect(document.title).toBe('Atelier — Mode contemporaine, livraison et retours offerts'),
    );
  });

  it("puts the language chosen in the page's address, which its links keep", async () => {
    mockApi({
      '/api/v1/categories/tree/en': () => [{ id: 1, name: 'Women', children: [] }],
      '/api/v1/categories/tree/fr': () => [{ id: 1, name: 'Femme', children: [] }],
      '/api/v1/categories/tree/': () => [],
    });
    const { user, history } = renderApp('/faq?from=mail#returns');
    await screen.findByRole('link', { name: 'Women' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    const femme = await screen.findByRole('link', { name: 'Femme' });
    expect(history.location.pathname).toBe('/faq');
    expect(history.location.search).toBe('?from=mail&lang=fr');
    expect(history.location.hash).toBe('#returns');
    expect(femme.getAttribute('href')).toBe('/product?category=1&lang=fr');
    // The server sends an address naming no language to this one's.
    expect(document.cookie).toContain('atelier_lang=fr');

    // Back to English: named in the address too, so the links leave French behind.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    const women = await screen.findByRole('link', { name: 'Women' });
    expect(history.location.search).toBe('?from=mail&lang=en');
    expect(women.getAttribute('href')).toBe('/product?category=1&lang=en');
    expect(document.cookie).toContain('atelier_lang=en');
  });

  it('uses real language tags for the spec codes', async () => {
    mockApi({
      '/api/v1/categories/tree/': () => [],
      '/api/v1/announcement': () => [{ text: '夏季特賣', link: '/product' }],
    });
    const { user } = renderApp('/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tw');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-TW'));
    expect(await screen.findByRole('link', { name: '立即選購' })).toBeTruthy();
  });
});
