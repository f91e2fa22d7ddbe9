import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@atelier/contract';
import { AppProviders } from '../../app/providers.tsx';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { SHOP } from '../../test/shop.ts';
import { Reviews } from './Reviews.tsx';

const review = (
  id: number,
  lang: Review['lang'],
  comment: string,
  reply: Review['reply'] = null,
): Review => ({
  id,
  name: `Shopper ${id}`,
  rating: 5,
  comment,
  image_url: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lang,
  reply,
});

describe('reviews', () => {
  it("marks a review written in another language than the page's, and tags its text", async () => {
    await act(() => changeLanguage('jp'));
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json([review(1, 'jp', '生地が柔らかい'), review(2, 'en', 'Lovely fabric')]),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AppProviders>
        <Reviews productId={7} />
      </AppProviders>,
    );

    const english = await screen.findByText('Lovely fabric');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.parentElement!.textContent).toContain('英語で書かれています');
    const japanese = screen.getByText('生地が柔らかい');
    expect(japanese.getAttribute('lang')).toBe('ja');
    expect(japanese.parentElement!.textContent).not.toContain('で書かれています');
    // The page's language is asked for: the server lists its reviews first.
    expect(fetchMock.mock.calls.map(([url]) => url)).toContainEqual(
      expect.stringContaining('/v1/products/review/7?lang=jp'),
    );
  });

  it('marks nothing on a page in the language of every review', async () => {
    vi.stubGlobal('fetch', async () => Response.json([review(3, 'en', 'Runs small')]));
    render(
      <AppProviders>
        <Reviews productId={8} />
      </AppProviders>,
    );
    const text = await screen.findByText('Runs small');
    expect(text.getAttribute('lang')).toBe('en');
    expect(screen.queryByText(/^Written in/)).toBeNull();
  });

  it("shows the shop's public answer under the review it answers, named after the shop", async () => {
    await act(() => changeLanguage('en'));
    const answer = { text: 'Thank you! Size up next time.', at: '2026-11-21T10:00:00.000Z' };
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json(
        String(url).includes('/v1/shop')
          ? { ...SHOP, name: 'Maison Lune' }
          : [review(4, 'en', 'Runs small', answer), review(5, 'en', 'Great')],
      ),
    );
    render(
      <AppProviders>
        <Reviews productId={9} />
      </AppProviders>,
    );
    const reply = await screen.findByText('Thank you! Size up next time.');
    expect(reply.closest('li')!.textContent).toContain('Runs small');
    expect(await screen.findByText('Reply from Maison Lune')).toBeTruthy();
    expect(screen.getAllByText(/^Reply from/)).toHaveLength(1);
  });
});
