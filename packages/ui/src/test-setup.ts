import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy route chunks load through the transformer: slow on a busy machine, so wait longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

afterEach(() => cleanup());
