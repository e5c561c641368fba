import type { ApiClient } from '@shipdeck/core/api';
import { createLazyApiClient } from '@shipdeck/core/api/lazy';
import { STORAGE_KEYS } from '@shipdeck/core/runtime';
import { createSessionStore, type SessionStore } from '@shipdeck/core/session';
import { createDocumentCookieJar } from './documentCookieJar';

export interface AppSession {
  store: SessionStore;
  api: ApiClient;
  /** The router's navigate, bound once the router exists (the session is made before it). */
  bindNavigate(navigate: (to: string, options?: { replace?: boolean }) => void): void;
}

/** The page's localStorage, or none when the browser refuses it (private modes, sandboxed frames). */
function browserStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * The app's one session and API client: the client's bearer is the session's token, a 401 runs the
 * session's rule (spec 03 §4), and a CSR in a client's profile sends ownedBy / createdBy (spec 03 §7).
 */
export function createAppSession(options: { baseUrl?: string; win?: Window } = {}): AppSession {
  const win = options.win ?? window;
  let navigate: (to: string, options?: { replace?: boolean }) => void = (to) => win.location.assign(to);
  let store: SessionStore | null = null;
  const api = createLazyApiClient({
    baseUrl: options.baseUrl ?? `${win.location.origin}/api`,
    // spec 01 §7, 03 §7: option lists are kept 20 minutes in browser storage.
    ...(browserStorage(win) ? { storage: browserStorage(win) as Storage } : {}),
    getToken: () => store?.getState().getToken() ?? null,
    onUnauthorized: () => store?.getState().handleUnauthorized() ?? false,
    actingFor: () => {
      const context = store?.getState().authContext;
      return context?.isCreatorCsrUser && context.creatorId !== context.ownerId
        ? { userId: context.ownerId }
        : null;
    },
  });
  store = createSessionStore({
    api,
    cookies: createDocumentCookieJar(win.document),
    timers: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
    navigation: {
      currentPath: () => `${win.location.pathname}${win.location.search}`,
      navigate: (to, opts) => navigate(to, opts),
    },
    // spec 03 §4: switching the owner clears any unsaved draft (a guest's continued quote included).
    onOwnerChange: () => win.localStorage.removeItem(STORAGE_KEYS.unsavedDraft),
    // Tabs refresh one at a time (the access token lives in each tab's memory; the refresh cookie is shared).
    ...(win.navigator.locks
      ? {
          lock: <T>(name: string, task: () => Promise<T>) =>
            win.navigator.locks.request(name, task) as Promise<T>,
        }
      : {}),
  });
  return {
    store,
    api,
    bindNavigate(next) {
      navigate = next;
    },
  };
}
