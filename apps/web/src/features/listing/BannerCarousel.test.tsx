import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createMemoryHistory } from '@atelier/ui/history';
import { RouterProvider } from '@atelier/ui/router';
import { mockApi } from '../../test/app.tsx';
import { AUTOPLAY_MS, BannerCarousel } from './BannerCarousel.tsx';

const banners = ['Spring', 'Summer', 'Autumn'].map((title, i) => ({
  title,
  imageUrl: `/media/banners/${i + 1}.svg`,
  link: `/product?category=${i + 1}`,
}));

/** The slide the carousel shows: the one whose dot is marked current. */
const current = () =>
  screen.getAllByRole('button', { name: /^Show slide/ }).findIndex((dot) => dot.ariaCurrent);

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('banner carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi({ '/api/banners': () => banners });
    render(
      <AppProviders>
        <RouterProvider history={createMemoryHistory('/product')}>
          <BannerCarousel />
        </RouterProvider>
      </AppProviders>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('leads each banner to its own listing', async () => {
    await advance(0);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(banners.map((b) => b.link));
    expect(links[0]!.textContent).toBe('Spring');
  });

  it('moves every 3 s and stops on the last slide instead of looping', async () => {
    await advance(0);
    expect(screen.getByRole('region', { name: 'Highlights' }).ariaRoleDescription).toBe('carousel');
    expect(current()).toBe(0);
    await advance(AUTOPLAY_MS - 1);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
    await advance(AUTOPLAY_MS);
    expect(current()).toBe(2);
    await advance(AUTOPLAY_MS * 5);
    expect(current()).toBe(2);
    // Only the slide on show is exposed.
    expect(screen.getByRole('group', { name: '3 of 3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '1 of 3' })).toBeNull();
  });

  it('pauses while hovered or focused, and on the Pause button', async () => {
    await advance(0);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    await advance(AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    await advance(AUTOPLAY_MS);
    expect(current()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(AUTOPLAY_MS * 2);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));

    const firstDot = screen.getByRole('button', { name: 'Show slide 1: Spring' });
    fireEvent.click(firstDot);
    fireEvent.focus(firstDot);
    await advance(AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
    fireEvent.blur(firstDot);
    await advance(AUTOPLAY_MS);
    expect(current()).toBe(1);
  });
});
