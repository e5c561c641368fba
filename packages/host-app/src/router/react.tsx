import {
  Component,
  type ComponentPropsWithRef,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import {
  createHref,
  type Location,
  type NavigateOptions,
  parsePath,
  type RouteMatch,
  type Router,
  type RouterState,
} from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

/** Renders the router's matched routes, each route's element around its children's (<Outlet />). */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  useScrollRestoration(router, state);
  if (!state.initialized) return null;
  const last = state.error ? state.error.at : state.matches.length - 1;
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i--) {
    const { route } = state.matches[i] as RouteMatch;
    let element: ReactNode;
    if (state.error && i === state.error.at) {
      element = <ErrorContext.Provider value={state.error.error}>{route.errorElement}</ErrorContext.Provider>;
    } else {
      const Page = route.Component;
      element = route.element ?? (Page ? <Page /> : <Outlet />);
      element = <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
      if (route.errorElement) {
        element = (
          <RouteErrorBoundary location={state.location} fallback={route.errorElement}>
            {element}
          </RouteErrorBoundary>
        );
      }
    }
    outlet = element;
  }
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{outlet}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where the window was left on each entry, by location key (this tab's session, as the browser keeps it). */
const SCROLL_POSITIONS_KEY = 'shipdeck:scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The window's scroll on navigation (react-router's <ScrollRestoration>, for the browser router): a
 * new page opens at its top, or at the element its #hash names; back and forward return to where the
 * entry was left; a navigation within the same page (only the query changes: a tab, a filter, the
 * wizard's step, which scrolls itself) leaves the scroll where it is. A layout effect of the router's
 * root runs after the new page's DOM is in place and before any page's own effects, so a page that
 * scrolls itself (view history's ?section=) still has the last word.
 */
function useScrollRestoration(router: Router, state: RouterState) {
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  const positions = useRef<Record<string, number> | null>(null);
  // The position of the entry being shown, kept as the user scrolls (read when leaving it).
  useEffect(() => {
    if (!router.managesScroll) return;
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions.current ??= readPositions();
        positions.current[router.state.location.key] = window.scrollY;
      });
    };
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or refused: positions last as long as the page.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, [router]);
  useLayoutEffect(() => {
    if (!router.managesScroll || !state.initialized) return;
    const { key, pathname, hash } = state.location;
    const before = previous.current;
    previous.current = { key, pathname };
    if (before?.key === key) return;
    positions.current ??= readPositions();
    if (state.historyAction === 'POP') {
      // Back or forward (or the first load after a reload): where this entry was left, if known.
      const saved = positions.current[key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (before && before.pathname === pathname && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, state.initialized, state.location, state.historyAction]);
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A page that throws while rendering shows the route's errorElement until the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }
  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>
    );
  }
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('router hooks are used inside <RouterProvider>');
  return state;
}

/** Where the child route's element goes in a layout. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export const useLocation = (): Location => useRouterState().location;

export function useMatches(): Omit<RouteMatch, 'route'>[] {
  const { matches } = useRouterState();
  return useMemo(() => matches.map(({ route: _, ...match }) => match), [matches]);
}

export const useParams = (): Record<string, string | undefined> =>
  useRouterState().matches.at(-1)?.params ?? {};

/** The error an errorElement shows. */
export const useRouteError = (): unknown => useContext(ErrorContext);

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const router = useContext(RouterContext);
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      void router?.navigate(to, options);
    },
    [router],
  );
}

export function useSearchParams(): [
  URLSearchParams,
  (next: ConstructorParameters<typeof URLSearchParams>[0], options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: ConstructorParameters<typeof URLSearchParams>[0], options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next)}`, options),
    [navigate],
  );
  return [params, set];
}

/** Goes to `to` once rendered (an effect, as react-router's <Navigate> does). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, keyed by the caller.
  useEffect(() => navigate(to, { replace }), []);
  return null;
}

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href'>;
export type LinkProps = AnchorProps & { to: string } & NavigateOptions;

/**
 * An anchor that navigates in the app on a plain left click (a new tab, a modified click or a target
 * stays the browser's); a link to where the page already is replaces the entry, as react-router does.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const router = useContext(RouterContext);
  const { location } = useRouterState();
  const href = createHref(parsePath(to, location.pathname));
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void router?.navigate(to, { replace: replace ?? createHref(location) === href });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}

/** A Link that is marked `active` (class) and aria-current="page" while its page (or one under it) is open. */
export function NavLink({ className, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const path = parsePath(props.to, pathname).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const active = here === path || (path !== '/' && here.startsWith(path) && here.charAt(path.length) === '/');
  return (
    <Link
      {...props}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
