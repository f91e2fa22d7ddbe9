import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { changeLanguage } from '../shared/i18n/i18n.ts';

// Lazy route chunks load through the transformer: slow on a busy machine, so wait longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

beforeAll(() => changeLanguage('en'));

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage('en');
});
