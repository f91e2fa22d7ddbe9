import './app/jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { i18nReady } from './shared/i18n/i18n.ts';
import { ensureGuestId } from './shared/storage/keys.ts';
import './shared/ui/tokens.css';
import './shared/ui/base.css';

ensureGuestId();
const router = createBrowserRouter(routes);

// Render once the saved language's dictionary is in, so the first paint is in that language.
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
