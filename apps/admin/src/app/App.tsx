import { Suspense, useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '@atelier/ui/error-boundary';
import type { History } from '@atelier/ui/history';
import { RouterProvider, Routes, type Route } from '@atelier/ui/router';
import { Toaster } from '../shared/feedback/Toaster.tsx';
import { ApiError } from '../shared/api/client.ts';
import { ScreenError, ScreenLoading } from './ScreenStates.tsx';
import { NotFound } from './NotFound.tsx';
import { screens, type Screen } from './routes.ts';
import { Shell } from './Shell.tsx';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal (4xx) is an answer, not a hiccup: only network and server failures retry.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function screenRoute(screen: Screen): Route {
  const content = (
    <ErrorBoundary fallback={<ScreenError />}>
      <Suspense fallback={<ScreenLoading />}>
        <screen.Component />
      </Suspense>
    </ErrorBoundary>
  );
  return {
    path: screen.path,
    Component: () => (screen.public ? content : <Shell screen={screen}>{content}</Shell>),
  };
}

export function App({ history, client }: { history: History; client: QueryClient }) {
  const routes = useMemo(
    () => [...screens.map(screenRoute), { path: '*', Component: NotFound }],
    [],
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider history={history}>
        <Routes routes={routes} />
        <Toaster />
      </RouterProvider>
    </QueryClientProvider>
  );
}
