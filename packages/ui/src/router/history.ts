/** Where the shopper is: a path, its query and hash, the state it was pushed with, and a key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: scroll positions are kept under it. */
  key: string;
}

export interface History {
  readonly location: Location;
  /** How the current location was reached: back/forward ('POP') restores its scroll position. */
  readonly action: 'PUSH' | 'REPLACE' | 'POP';
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

export const href = (location: Location) => location.pathname + location.search + location.hash;

/** Resolves `to` (absolute, or relative to the current path) into a new entry. */
function resolve(to: string, from: string, state: unknown): Location {
  const url = new URL(to, `http://shop${from}`);
  const key = Math.random().toString(36).slice(2, 10);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

type Entries = {
  current(): Location;
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
};

function createHistory(entries: Entries, subscribePop: (pop: () => void) => void): History {
  const listeners = new Set<() => void>();
  let action: History['action'] = 'POP';
  let location = entries.current();
  const notify = (next: History['action']) => {
    action = next;
    location = entries.current();
    listeners.forEach((listener) => listener());
  };
  subscribePop(() => notify('POP'));
  const change = (to: string, state: unknown, replace: boolean) => {
    entries.write(resolve(to, location.pathname, state ?? null), replace);
    notify(replace ? 'REPLACE' : 'PUSH');
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => change(to, state, false),
    replace: (to, state) => change(to, state, true),
    go: (delta) => entries.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The address bar's history; the router puts scroll positions back itself. */
export function createBrowserHistory(): History {
  window.history.scrollRestoration = 'manual';
  return createHistory(
    {
      current() {
        const entry = window.history.state as { key?: string; state?: unknown } | null;
        const { pathname, search, hash } = window.location;
        return { pathname, search, hash, state: entry?.state ?? null, key: entry?.key ?? 'start' };
      },
      write(location, replace) {
        const entry = { key: location.key, state: location.state };
        if (replace) window.history.replaceState(entry, '', href(location));
        else window.history.pushState(entry, '', href(location));
      },
      go: (delta) => window.history.go(delta),
    },
    (pop) => window.addEventListener('popstate', pop),
  );
}

/** A history kept in memory: for tests, starting at `path`. */
export function createMemoryHistory(path = '/'): History {
  const stack = [{ ...resolve(path, '/', null), key: 'start' }];
  let index = 0;
  let pop = () => {};
  return createHistory(
    {
      current: () => stack[index]!,
      write(location, replace) {
        if (!replace) index += 1;
        stack.splice(index, stack.length, location);
      },
      go(delta) {
        index = Math.min(Math.max(index + delta, 0), stack.length - 1);
        pop();
      },
    },
    (listener) => (pop = listener),
  );
}
