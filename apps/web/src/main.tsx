import './app/jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { App } from './app/routes.tsx';
import { i18nReady } from './shared/i18n/i18n.ts';
import { createBrowserHistory } from './shared/router/history.ts';
import { ensureGuestId } from './shared/storage/keys.ts';
import './shared/ui/tokens.css';
import './shared/ui/base.css';

ensureGuestId();
const history = createBrowserHistory();

// Render once the saved language's dictionary is in, so the first paint is in that language.
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <App history={history} />
      </AppProviders>
    </StrictMode>,
  );
});
