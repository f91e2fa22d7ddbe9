import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history.ts';
import { lazy } from 'react';
import {
  Link,
  Navigate,
  RouterProvider,
  Routes,
  useNavigate,
  useParams,
  useSearchParams,
} from './router.tsx';

function Product() {
  return <p>product {useParams().id}</p>;
}

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams({ page: '2' }))}>
      page {params.get('page') ?? '1'}
    </button>
  );
}

/** Whether the lazy screen was on the page when navigating to it settled. */
let shownWhenSettled: boolean | undefined;

function GoSlow() {
  const navigate = useNavigate();
  const go = async () => {
    await navigate('/slow');
    shownWhenSettled = screen.queryByText('slow screen') !== null;
  };
  return (
    <button type="button" onClick={() => void go()}>
      slow
    </button>
  );
}

const routes = [
  { path: '/product/:id', Component: Product },
  { path: '/query', Component: Query },
  { path: '/old', Component: () => <Navigate to="/query" replace /> },
  { path: '/slow', Component: lazy(() => Promise.resolve({ default: () => <p>slow screen</p> })) },
  { path: '/go', Component: GoSlow },
  { path: '*', Component: () => <Link to="/product/a%20b">go</Link> },
];

function setup(path: string, kept?: string[]) {
  const history = createMemoryHistory(path);
  render(
    <RouterProvider history={history} kept={kept}>
      <Routes routes={routes} />
    </RouterProvider>,
  );
  return history;
}

describe('the router', () => {
  it('follows a link, passes decoded parameters, and goes back', async () => {
    const history = setup('/');
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(await screen.findByText('product a b')).toBeTruthy();
    act(() => history.go(-1));
    expect(await screen.findByRole('link', { name: 'go' })).toBeTruthy();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const history = setup('/');
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/product/a%20b');
    // After the router had its say, keep jsdom from trying to open the page.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', stay);
    expect(history.location.pathname).toBe('/');
  });

  it('redirects in place of the current entry, and sets the query string', async () => {
    const history = setup('/old');
    await act(() => screen.findByRole('button', { name: 'page 1' }).then((b) => b.click()));
    expect(await screen.findByRole('button', { name: 'page 2' })).toBeTruthy();
    expect(history.location.search).toBe('?page=2');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/query');
    act(() => history.go(-1));
    expect(history.location.pathname).toBe('/query');
  });

  it('carries a kept parameter from the address to links and navigations that do not name it', async () => {
    const history = setup('/home?lang=jp&page=3', ['lang']);
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/product/a%20b?lang=jp');
    fireEvent.click(link);
    expect(await screen.findByText('product a b')).toBeTruthy();
    expect(history.location.search).toBe('?lang=jp');

    act(() => history.push('/query?lang=fr'));
    await act(() => screen.findByRole('button', { name: 'page 1' }).then((b) => b.click()));
    expect(history.location.search).toBe('?page=2&lang=fr');

    // An address without it carries nothing.
    act(() => history.push('/home'));
    expect((await screen.findByRole('link', { name: 'go' })).getAttribute('href')).toBe(
      '/product/a%20b',
    );
  });

  it('scrolls a new page to the top and a page returned to where it was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const history = setup('/');
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    await screen.findByText('product a b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => history.go(-1));
    await screen.findByRole('link', { name: 'go' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('settles a navigation once the new screen is on the page', async () => {
    setup('/go');
    fireEvent.click(screen.getByRole('button', { name: 'slow' }));
    await waitFor(() => expect(shownWhenSettled).toBe(true));
  });
});
