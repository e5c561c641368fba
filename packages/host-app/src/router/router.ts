import type { ComponentType, ReactNode } from 'react';

/**
 * The app's router (issue 8: react-router was 29 KB brotli of a first load whose goal is 100 KB): the
 * route table of routes.tsx over the History API, with the few behaviours the app relies on kept as
 * react-router's data router has them, so the pages and their tests read the same:
 * - a route's `lazy()` chunk loads before the navigation commits: the old page stays, and
 *   `state.navigation` names the location being loaded; a newer navigation supersedes it;
 * - the URL changes when the navigation commits (back/forward: when the new page has loaded);
 * - every navigation gets a new `location.key`, so a page can key what it does by it;
 * - a page that fails to load or throws while rendering shows the nearest route's `errorElement`,
 *   until the next navigation;
 * - the browser router manages the window's scroll as react-router's <ScrollRestoration> does: a new
 *   page opens at its top (or at its #hash), back and forward return to where the page was left; a
 *   navigation that changes only the query (a tab, a filter, a wizard's step) leaves the scroll alone.
 * Paths match case-insensitively, with `:param` segments and a trailing `*`, as react-router does.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  errorElement?: ReactNode;
  /** Loads the route's page on first use (its own chunk). */
  lazy?: () => Promise<{ Component?: ComponentType; element?: ReactNode }>;
  /** What the route tells the shell (routes.tsx: the page's title and properties). */
  handle?: unknown;
  children?: RouteObject[];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** New for every navigation (react-router's location.key). */
  key: string;
}

export interface RouteMatch {
  id: string;
  route: RouteObject;
  pathname: string;
  params: Record<string, string>;
  handle: unknown;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** The location being loaded, while a navigation waits for its page's chunk. */
  navigation: { state: 'idle' | 'loading'; location?: Location };
  /** A page that failed to load: the index of the match whose errorElement shows it, and the error. */
  error?: { at: number; error: unknown };
  /** False until the first location's pages have loaded. */
  initialized: boolean;
  /** How the current location was reached: back/forward (POP), a link or navigate() (PUSH, REPLACE). */
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Where entries live: the browser's history, or an array in tests (createMemoryRouter). */
interface History {
  /** The current entry; `key` is the one its navigation stored, when the entry holds one. */
  location(): Omit<Location, 'key'> & { key?: string | undefined };
  push(href: string, replace: boolean, key: string): void;
  go(delta: number): void;
  /** Calls back on back/forward; answers how to stop listening. */
  listen(onPop: () => void): () => void;
}

export interface Router {
  readonly state: RouterState;
  /** Whether RouterProvider scrolls the window on navigation (the browser router; not tests' memory router). */
  readonly managesScroll: boolean;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  dispose(): void;
}

interface Branch {
  routes: RouteObject[];
  ids: string[];
  segments: string[];
  score: number;
}

const keyOf = () => Math.random().toString(36).slice(2, 10);

function flatten(routes: RouteObject[], parents: Branch, out: Branch[]): Branch[] {
  routes.forEach((route, i) => {
    const segments = [...parents.segments, ...(route.path ?? '').split('/').filter(Boolean)];
    const branch: Branch = {
      routes: [...parents.routes, route],
      ids: [...parents.ids, parents.ids.length ? `${parents.ids.at(-1)}-${i}` : String(i)],
      segments,
      // react-router's ranking: static segments first, then :params, a splat last; an index route
      // beats its layout's own match.
      score:
        segments.reduce((sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10), segments.length) +
        (route.index ? 2 : 0),
    };
    if (route.children?.length) flatten(route.children, branch, out);
    // A layout route is reached through its children only.
    else out.push(branch);
  });
  return out;
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const parts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of branch.segments) {
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      i = parts.length;
      break;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
    i++;
  }
  if (i !== parts.length) return null;
  return branch.routes.map((route, n) => ({
    id: branch.ids[n] ?? String(n),
    route,
    pathname,
    params,
    handle: route.handle,
  }));
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Splits "/path?query#hash" (relative paths resolve against `from`). */
export function parsePath(to: string, from = '/'): Omit<Location, 'key'> {
  const url = new URL(to, `http://x${from}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const createHref = (location: Omit<Location, 'key'>) =>
  `${location.pathname}${location.search}${location.hash}`;

function createRouter(routes: RouteObject[], history: History, managesScroll = false): Router {
  const branches = flatten(routes, { routes: [], ids: [], segments: [], score: 0 }, []).sort(
    (a, b) => b.score - a.score,
  );
  const loaded = new WeakSet<RouteObject>();
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    location: { ...history.location(), key: 'default' },
    matches: [],
    navigation: { state: 'idle' },
    initialized: false,
    historyAction: 'POP',
  };
  // The latest navigation; an older one that finishes loading after it does not commit.
  let current = 0;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };
  const match = (pathname: string) => {
    for (const branch of branches) {
      const found = matchBranch(branch, pathname);
      if (found) return found;
    }
    return [];
  };
  async function load(matches: RouteMatch[]): Promise<RouterState['error']> {
    for (const [at, { route }] of matches.entries()) {
      if (!route.lazy || loaded.has(route)) continue;
      try {
        Object.assign(route, await route.lazy());
        loaded.add(route);
      } catch (error) {
        let boundary = at;
        while (boundary > 0 && !matches[boundary]?.route.errorElement) boundary--;
        return { at: boundary, error };
      }
    }
    return undefined;
  }
  async function go(
    target: Omit<Location, 'key'> & { key?: string | undefined },
    write: ((href: string, key: string) => void) | null,
    key = target.key ?? keyOf(),
    historyAction: RouterState['historyAction'] = 'POP',
  ): Promise<void> {
    const id = ++current;
    const location = { pathname: target.pathname, search: target.search, hash: target.hash, key };
    const matches = match(location.pathname);
    if (matches.some(({ route }) => route.lazy && !loaded.has(route))) {
      if (state.initialized) set({ navigation: { state: 'loading', location } });
    }
    const error = await load(matches);
    if (id !== current) return;
    write?.(createHref(location), key);
    set({ location, matches, error, navigation: { state: 'idle' }, initialized: true, historyAction });
  }

  const stop = history.listen(() => void go(history.location(), null));
  // The first location has react-router's key for it (or the key a reload kept in the entry).
  void go(history.location(), null, history.location().key ?? 'default');

  return {
    get state() {
      return state;
    },
    managesScroll,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const target = parsePath(to, state.location.pathname);
      const replace = options.replace ?? false;
      return go(
        target,
        (href, key) => history.push(href, replace, key),
        keyOf(),
        replace ? 'REPLACE' : 'PUSH',
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stop();
      listeners.clear();
    },
  };
}

/** The app's router over the browser's history. */
export function createBrowserRouter(routes: RouteObject[], win: Window = window): Router {
  // The router puts the window where each entry was left (RouterProvider); the browser's own
  // restoration would jump before the entry's page has loaded.
  win.history.scrollRestoration = 'manual';
  const keyOfEntry = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && typeof (entry as { key?: unknown }).key === 'string'
      ? (entry as { key: string }).key
      : undefined;
  // The entry the app opens on keeps its key too (a reload, or back to it, finds its scroll).
  if (keyOfEntry(win.history.state) === undefined)
    win.history.replaceState({ ...(win.history.state ?? {}), key: keyOf() }, '');
  return createRouter(
    routes,
    {
      location: () => ({
        pathname: win.location.pathname,
        search: win.location.search,
        hash: win.location.hash,
        key: keyOfEntry(win.history.state),
      }),
      push: (href, replace, key) => {
        if (replace) win.history.replaceState({ key }, '', href);
        else win.history.pushState({ key }, '', href);
      },
      go: (delta) => win.history.go(delta),
      listen: (onPop) => {
        win.addEventListener('popstate', onPop);
        return () => win.removeEventListener('popstate', onPop);
      },
    },
    true,
  );
}

/** A router over an array of entries (tests), starting at the last of `initialEntries`. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: string[] } = {},
): Router {
  const entries = initialEntries.map((entry) => parsePath(entry));
  let index = entries.length - 1;
  let onPop = () => {};
  return createRouter(routes, {
    location: () => entries[index] ?? parsePath('/'),
    push: (href, replace) => {
      if (replace) entries[index] = parsePath(href);
      else {
        index++;
        entries.splice(index, entries.length, parsePath(href));
      }
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      queueMicrotask(onPop);
    },
    listen: (listener) => {
      onPop = listener;
      return () => {
        onPop = () => {};
      };
    },
  });
}
