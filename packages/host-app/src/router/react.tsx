import {
  Component,
  type ComponentPropsWithRef,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
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
