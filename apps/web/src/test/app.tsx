import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { PublicMarket } from '@atelier/contract';
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

/** The signed-in shopper of the account and order tests, as /api/users/details answers. */
export const TEST_USER = {
  id: 1,
  email: 'ada@example.com',
  username: 'Ada',
  subscriptionType: 'Silver',
  referral: 'ADA12345',
  referredBy: null,
  totalNumberReferrals: 0,
};

type Handler = (url: URL, init: RequestInit) => unknown;

/** Markets as the seeded shop has them (052_markets.sql), a few countries each. */
export const TEST_MARKETS: PublicMarket[] = [
  {
    code: 'us',
    name: 'United States',
    countries: ['US'],
    currency: 'USD',
    taxMode: 'added',
    exchangeRate: 1,
    paymentMethods: ['card', 'cash'],
  },
  {
    code: 'eu',
    name: 'Eurozone',
    countries: ['DE', 'ES', 'FR'],
    currency: 'EUR',
    taxMode: 'included',
    exchangeRate: 0.86,
    paymentMethods: ['card', 'cash'],
  },
  {
    code: 'jp',
    name: 'Japan',
    countries: ['JP'],
    currency: 'JPY',
    taxMode: 'included',
    exchangeRate: 155,
    paymentMethods: ['card', 'cash'],
  },
  {
    code: 'world',
    name: 'Rest of the world',
    countries: [],
    currency: 'USD',
    taxMode: 'added',
    exchangeRate: 1,
    paymentMethods: ['card', 'cash'],
  },
];

/**
 * Replaces the network: each call is answered by the handler whose path prefix matches (its value
 * as JSON with 200, or the Response it returns), the markets by TEST_MARKETS unless a handler
 * answers them, anything else by a 404 error body. Returns the fetch mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    // Every page's header asks for the markets: a test serves its own or the seeded ones.
    if (url.pathname === '/api/v1/markets' && !handlers['/api/v1/markets']) {
      return Response.json(TEST_MARKETS);
    }
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
