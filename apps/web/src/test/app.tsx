import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { App } from '../app/routes.tsx';
import { createMemoryHistory } from '@atelier/ui/history';

/** Renders the real app (routes, layout, providers) at a path, in memory. */
export function renderApp(path = '/') {
  const history = createMemoryHistory(path);
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <App history={history} />
    </AppProviders>,
  );
  return { ...view, history, user };
}

type Handler = (url: URL, init: RequestInit) => unknown;

/**
 * Replaces the network: each call is answered by the handler whose path prefix matches (its value
 * as JSON with 200, or the Response it returns), anything else by a 404 error body. Returns the fetch mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const match = Object.keys(handlers).find((prefix) => url.pathname.startsWith(prefix));
    if (!match) {
      const body = { error: { code: 'NOT_FOUND', message: 'Not found' } };
      return Response.json(body, { status: 404 });
    }
    const answer = handlers[match]!(url, init);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
