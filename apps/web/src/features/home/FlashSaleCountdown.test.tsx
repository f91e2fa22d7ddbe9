import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { FlashSaleCountdown } from './FlashSaleCountdown.tsx';

afterEach(() => vi.useRealTimers());

const END = Date.UTC(2026, 11, 1);

function page() {
  const client = createQueryClient();
  client.setQueryData(['flash-sale'], { endsAt: new Date(END).toISOString() });
  return (
    <AppProviders client={client}>
      <FlashSaleCountdown />
    </AppProviders>
  );
}

it('takes over a countdown the server drew a second earlier, across a plural form', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(END - 2_000);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  expect(container.textContent).toContain('Seconds');

  vi.setSystemTime(END - 1_000);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
  });
  // The next tick, a second on, draws the browser's time: until then the server's text stands.
  expect(errors).toEqual([]);
});
