// The shop's own router, in place of React Router's data mode: the shop uses a flat route table,
// lazy screens, links, redirects and the query string, and nothing of loaders or actions. React
// Router was 31 kB gzip of the home page's JavaScript (15 kB even in declarative mode); this is
// about 2 kB. Screens load as React.lazy inside a transition, so the current one stays up meanwhile.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { href, type History, type Location } from './history.ts';

interface RouterState {
  location: Location;
  /** A navigation is rendering in the background (its screen's code is loading). */
  pending: boolean;
  navigate: Navigate;
  /** Where a link to `to` goes from here: with the kept parameters (RouterProvider). */
  target: (to: string) => string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Settles once the new location's screen is on the page. */
type Navigate = (to: string | number, options?: NavigateOptions) => Promise<void>;

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Record<string, string>>({});

// Where each history entry was scrolled to when the shopper left it.
const scrollPositions = new Map<string, number>();

const NOTHING_KEPT: readonly string[] = [];

/**
 * `to`, with each of the query parameters `kept` that the address `from` has and `to` does not
 * name: a page addressed in a language (`?lang=jp`) links to the others in that language.
 */
function keepParams(to: string, from: Location, kept: readonly string[]): string {
  const current = new URLSearchParams(from.search);
  const carried = kept.filter((name) => current.has(name));
  if (!carried.length) return to;
  const url = new URL(to, `http://here${href(from)}`);
  for (const name of carried) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, current.get(name)!);
  }
  return url.pathname + url.search + url.hash;
}

/**
 * Renders the app at the history's location. Each navigation is a transition: the current screen
 * stays up (with `pending` set) until the next one's code has loaded, then they swap. The query
 * parameters named in `kept` go on from an address that has them to every link and navigation
 * from it, unless the target names them itself.
 */
export function RouterProvider({
  history,
  kept = NOTHING_KEPT,
  children,
}: {
  history: History;
  kept?: readonly string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(history.location);
  const [pending, startTransition] = useTransition();
  const shownKey = useRef(location.key);

  useEffect(() => {
    const update = () => {
      scrollPositions.set(shownKey.current, window.scrollY);
      shownKey.current = history.location.key;
      startTransition(() => setLocation(history.location));
    };
    // A screen may have navigated while rendering for the first time, before this subscribed.
    if (history.location !== location) update();
    return history.listen(update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the catch-up is for the first render only
  }, [history]);

  const arrivals = useRef<(() => void)[]>([]);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const arrived = new Promise<void>((resolve) => arrivals.current.push(resolve));
      if (typeof to === 'number') history.go(to);
      else {
        const target = keepParams(to, history.location, kept);
        if (options.replace) history.replace(target, options.state);
        else history.push(target, options.state);
      }
      return arrived;
    },
    [history, kept],
  );

  const first = useRef(true);
  useLayoutEffect(() => {
    arrivals.current.splice(0).forEach((resolve) => resolve());
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = history.action === 'POP' ? scrollPositions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [history, location]);

  const state = useMemo(
    () => ({
      location,
      pending,
      navigate,
      target: (to: string) => keepParams(to, location, kept),
    }),
    [location, pending, navigate, kept],
  );
  return <RouterContext value={state}>{children}</RouterContext>;
}

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider> around them');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationPending = (): boolean => useRouter().pending;
export const useParams = (): Record<string, string | undefined> => use(ParamsContext);

/** Goes to a path (absolute or relative), or back and forth in history with a number. */
export const useNavigate = (): Navigate => useRouter().navigate;

/** The query string, and a setter that navigates to the same path with a new one. */
export function useSearchParams() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      return navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams] as const;
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
} & NavigateOptions;

/** An ordinary link the router follows itself; modified clicks still open tabs and windows. */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { location, navigate, target } = useRouter();
  const destination = target(to);
  return (
    <a
      {...anchor}
      href={destination}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        const elsewhere = (anchor.target ?? '_self') !== '_self' || anchor.download !== undefined;
        if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return;
        event.preventDefault();
        // A link to where the shopper already is does not add a history entry.
        void navigate(destination, { replace: replace ?? destination === href(location), state });
      }}
    />
  );
}

/** Navigates once, as soon as it is rendered. */
export function Navigate({ to, ...options }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice; a second push would add a second entry.
    if (done.current) return;
    done.current = true;
    void navigate(to, options);
  });
  return null;
}

export interface Route {
  /** Static segments, `:name` parameters, or `*` for anything. */
  path: string;
  Component: ComponentType;
}

function match(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(have[i]!);
    else if (segment.toLowerCase() !== have[i]!.toLowerCase()) return null;
  }
  return params;
}

/** The first route whose path matches the location's, with its parameters for useParams. */
export function Routes({ routes }: { routes: readonly Route[] }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const params = match(route.path, pathname);
    if (params) {
      return (
        <ParamsContext value={params}>
          <route.Component />
        </ParamsContext>
      );
    }
  }
  return null;
}
