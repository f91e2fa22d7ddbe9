// The app itself, loaded by the entry (main.tsx) when the page wants it.
import './jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from './providers.tsx';
import { RENDERED_SCREEN_ID, type RenderedScreen } from './renderedScreen.ts';
import { App } from './routes.tsx';
import { changeLanguage, savedLanguage } from '../shared/i18n/i18n.ts';
import { rememberLanguageForServer } from '../shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '@atelier/contract/language-address';
import { isLanguage } from '@atelier/ui/languages';
import { createBrowserHistory } from '@atelier/ui/history';
import { ensureGuestId } from '../shared/storage/keys.ts';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';

ensureGuestId();
const history = createBrowserHistory();
const container = document.getElementById('root')!;
// A page addressed in a language (?lang=jp: each language's own address, which search engines
// index) is in that language, as the server drew it; otherwise the shopper's saved choice.
const addressed = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
const language = isLanguage(addressed) ? addressed : savedLanguage();
// The server hears of the saved choice, should its cookie have gone (or never been written).
rememberLanguageForServer(savedLanguage());
const queryClient = createQueryClient();

// A screen the server rendered comes with the answers it was rendered from. It is taken over as
// it is when it is in the shopper's language; otherwise (a choice the server had not heard of
// yet) it is drawn again in theirs.
const block = document.getElementById(RENDERED_SCREEN_ID)?.textContent;
const rendered = block ? (JSON.parse(block) as RenderedScreen) : undefined;
const takeOver = rendered?.language === language;
if (takeOver) {
  for (const [queryKey, data] of rendered.answers) queryClient.setQueryData(queryKey, data);
}

// Render once the saved language's dictionary is in, so the first paint is in that language.
void changeLanguage(language).finally(() => {
  const app = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <App history={history} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition the takeover yields to the browser every few milliseconds instead of holding
  // the main thread until it is done; the drawn page is on screen meanwhile, its clicks and
  // choices kept (earlyEvents.ts) so that none changes the app while it is taking the page over.
  if (takeOver) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
