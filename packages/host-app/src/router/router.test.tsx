import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useMatches,
  useParams,
  useRouteError,
  useSearchParams,
} from './index';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Crash() {
  return <p>crashed: {String((useRouteError() as Error).message)}</p>;
}

function Shell() {
  const { pathname, search } = useLocation();
  const titles = useMatches()
    .map((m) => m.handle)
    .filter(Boolean)
    .join(',');
  return (
    <div>
      <nav aria-label="Main">
        <NavLink to="/quotes" className="nav">
          Quotes
        </NavLink>
        <Link to="/">Home</Link>
      </nav>
      <p>
        at {pathname}
        {search} [{titles}]
      </p>
      <Outlet />
    </div>
  );
}

function Broken(): never {
  throw new Error('boom');
}

function Draft() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ step: 'next' }, { replace: true })}>
      draft {id} step {params.get('step') ?? 'none'}
    </button>
  );
}

function table(lazyPage: RouteObject['lazy']): RouteObject[] {
  return [
    {
      element: <Shell />,
      errorElement: <Crash />,
      children: [
        { index: true, element: <h1>home</h1>, handle: 'home' },
        { path: 'quotes', lazy: lazyPage, handle: 'quotes' },
        { path: 'quotes/new', element: <h1>new quote</h1> },
        { path: 'draft/:id', element: <Draft /> },
        { path: '*', element: <h1>not found</h1> },
      ],
    },
  ];
}

describe('router (issue 8: the in-house router of the route table)', () => {
  it('matches static paths before params and the splat, case-insensitively, with params decoded', async () => {
    const router = createMemoryRouter(
      table(async () => ({ element: <h1>quotes</h1> })),
      {
        initialEntries: ['/draft/a%20b?step=two'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'draft a b step two' })).toBeTruthy();
    await act(() => router.navigate('/QUOTES/new/'));
    expect(screen.getByRole('heading', { name: 'new quote' })).toBeTruthy();
    await act(() => router.navigate('/quotes/new/more'));
    expect(screen.getByRole('heading', { name: 'not found' })).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(screen.getByText('at / [home]')).toBeTruthy();
  });

  it('keeps the old page while a lazy page loads, then commits with a new key', async () => {
    const page = deferred<{ element: React.ReactNode }>();
    const router = createMemoryRouter(
      table(() => page.promise),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
    const firstKey = router.state.location.key;
    const seen: string[] = [];
    router.subscribe((state) =>
      seen.push(`${state.navigation.state} ${state.navigation.location?.pathname ?? ''}`),
    );
    const going = router.navigate('/quotes');
    expect(router.state.navigation.location?.pathname).toBe('/quotes');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
    await act(async () => {
      page.resolve({ element: <h1>quotes</h1> });
      await going;
    });
    expect(screen.getByRole('heading', { name: 'quotes' })).toBeTruthy();
    expect(screen.getByText('at /quotes [quotes]')).toBeTruthy();
    expect(router.state.location.key).not.toBe(firstKey);
    expect(seen).toEqual(['loading /quotes', 'idle ']);
  });

  it('lets a newer navigation supersede one still loading', async () => {
    const page = deferred<{ element: React.ReactNode }>();
    const router = createMemoryRouter(table(() => page.promise));
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'home' });
    const slow = router.navigate('/quotes');
    await act(() => router.navigate('/quotes/new'));
    await act(async () => {
      page.resolve({ element: <h1>quotes</h1> });
      await slow;
    });
    expect(router.state.location.pathname).toBe('/quotes/new');
    expect(screen.getByRole('heading', { name: 'new quote' })).toBeTruthy();
  });

  it("shows the errorElement when a page's chunk fails to load, and leaves it on the next navigation", async () => {
    const router = createMemoryRouter(table(() => Promise.reject(new Error('chunk gone'))));
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'home' });
    await act(() => router.navigate('/quotes'));
    expect(screen.getByText('crashed: chunk gone')).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
  });

  it('shows the errorElement when a page throws while rendering, until the next navigation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(table(async () => ({ Component: Broken })));
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'home' });
    await act(() => router.navigate('/quotes'));
    expect(screen.getByText('crashed: boom')).toBeTruthy();
    await act(() => router.navigate('/quotes/new'));
    expect(screen.getByRole('heading', { name: 'new quote' })).toBeTruthy();
    error.mockRestore();
  });

  it('marks the NavLink of the open page, replaces search params, and goes back', async () => {
    const router = createMemoryRouter(
      table(async () => ({ element: <h1>quotes</h1> })),
      {
        initialEntries: ['/', '/draft/7'],
      },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole('button', { name: 'draft 7 step none' }));
    expect(await screen.findByRole('button', { name: 'draft 7 step next' })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=next');
    const quotes = screen.getByRole('link', { name: 'Quotes' });
    expect(quotes.getAttribute('aria-current')).toBeNull();
    fireEvent.click(quotes);
    await screen.findByRole('heading', { name: 'quotes' });
    expect(quotes.getAttribute('aria-current')).toBe('page');
    expect(quotes.className).toBe('nav active');
    await act(() => router.navigate('/quotes/new'));
    expect(screen.getByRole('link', { name: 'Quotes' }).getAttribute('aria-current')).toBe('page');
    // Back twice: past /quotes to the draft whose step was replaced, not pushed.
    await act(async () => {
      await router.navigate(-2);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/draft/7'));
    });
    expect(router.state.location.search).toBe('?step=next');
  });

  it('leaves modified clicks to the browser and follows plain ones', async () => {
    const router = createMemoryRouter(
      table(async () => ({ element: <h1>quotes</h1> })),
      {
        initialEntries: ['/quotes/new'],
      },
    );
    render(<RouterProvider router={router} />);
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/quotes/new');
    fireEvent.click(home);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('writes the URL when a browser navigation commits and follows back/forward', async () => {
    window.history.replaceState(null, '', '/quotes/new');
    const router = createBrowserRouter(table(async () => ({ element: <h1>quotes</h1> })));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'new quote' })).toBeTruthy();
    await act(() => router.navigate('/draft/9?step=a'));
    expect(window.location.pathname + window.location.search).toBe('/draft/9?step=a');
    await act(() => router.navigate('/', { replace: true }));
    expect(window.location.pathname).toBe('/');
    window.history.pushState(null, '', '/quotes/new');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/quotes/new'));
    });
    expect(screen.getByRole('heading', { name: 'new quote' })).toBeTruthy();
    router.dispose();
  });

  it('opens a new page at its top, leaves the scroll alone when only the query changes, and goes back to where a page was left', async () => {
    window.history.replaceState(null, '', '/quotes/new');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createBrowserRouter(table(async () => ({ element: <h1>quotes</h1> })));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'new quote' })).toBeTruthy();
    // The user scrolls down the first page, then follows a link to another page.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    scrollTo.mockClear();
    await act(() => router.navigate('/draft/9'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Only the query changes (a wizard's step, a tab): the page stays where it is.
    scrollTo.mockClear();
    await act(() => router.navigate('/draft/9?step=b'));
    expect(scrollTo).not.toHaveBeenCalled();
    // Back to the first page: where it was left.
    await act(async () => {
      window.history.go(-2);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/quotes/new'));
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    router.dispose();
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
