import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from '@atelier/ui/history';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import './app/admin.css';
import { App, createQueryClient } from './app/App.tsx';
import { changeLanguage, savedLanguage } from './shared/i18n.ts';

// The language of this browser until the staff record says otherwise (after sign-in).
void changeLanguage(savedLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App history={createBrowserHistory()} client={createQueryClient()} />
    </StrictMode>,
  ),
);
