// The server's build of the app: it renders the catalog's screens to HTML, so a shopper sees the
// page before its JavaScript has loaded, and the browser then takes that HTML over (hydration).
import { prerender } from 'react-dom/static';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { Language } from '@atelier/contract';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import type { RenderedScreen } from './app/renderedScreen.ts';
import { App } from './app/routes.tsx';
import { sendRequestsWith } from './shared/api/client.ts';
import { loadDictionary, RenderLanguage } from './shared/i18n/i18n.ts';
import { createMemoryHistory } from '@atelier/ui/history';

// A screen's queries can depend on earlier answers (the page, then what it shows): each pass
// answers the queries the last one asked for. Today's screens need two or three.
const MAX_PASSES = 4;

async function renderOnce(url: string, language: Language, client: QueryClient) {
  const { prelude } = await prerender(
    <RenderLanguage value={language}>
      <AppProviders client={client}>
        <App history={createMemoryHistory(url)} />
      </AppProviders>
    </RenderLanguage>,
    // Large screens would otherwise come out of order with inline scripts to put them in place,
    // which the shop's Content-Security-Policy does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** Whether the screen asks for the query now (the browser would not fetch a disabled one either). */
function enabled(query: Query) {
  // The options the screen gave its query; `enabled` is among them though Query's type omits it.
  const { enabled = true } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled;
}

/**
 * Renders the app at `url` in `language`. `send` answers the calls the server can answer itself
 * (the catalog's); a call it refuses stays unanswered, and the browser makes it after taking over.
 */
export async function renderScreen(
  url: string,
  language: Language,
  send: typeof fetch,
): Promise<{ html: string; screen: RenderedScreen }> {
  sendRequestsWith(send);
  await loadDictionary(language);
  const client = createQueryClient();
  const cache = client.getQueryCache();
  const asked = new Set<string>();
  let html = '';
  for (let pass = 1; ; pass++) {
    html = await renderOnce(url, language, client);
    const unanswered = cache
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' && enabled(query) && !asked.has(query.queryHash),
      );
    if (unanswered.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(
      unanswered.map((query) => {
        asked.add(query.queryHash);
        // A failed query is dropped, so that the page shows it loading, as the browser will.
        return query.fetch({ ...query.options, retry: false }).catch(() => cache.remove(query));
      }),
    );
  }
  const answers = cache
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query): [readonly unknown[], unknown] => [query.queryKey, query.state.data]);
  return { html, screen: { language, answers } };
}
