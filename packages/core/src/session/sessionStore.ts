import { createStore, type StoreApi } from 'zustand/vanilla';
import { isSignInRefusal, type SignInRefusal } from '../api/authResource';
import type { ApiClient } from '../api/createApiClient';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '../contract/clientConstants';
import type { CurrentUserResponse } from '../contract/users';
import type { Timers } from '../runtime/index';
import { type AccountNotice, accountNotice } from './accountStatus';
import { type AuthContext, isCsrActingForUser, parseAuthContext, personalAuthContext } from './authContext';
import type { CookieJar } from './cookieJar';
import { isSafeRedirect, landingPageAfterSignIn } from './landingPage';
import { readLandingParameters } from './landingParameters';
import { type RoleFlags, roleFlags } from './roles';
import { decideRouteAccess, type RouteAccess } from './routeAccess';
import {
  DEFAULT_TTL_DAYS,
  REDIRECT_URL_TTL_DAYS,
  SESSION_KEYS,
  SIGN_IN_REDIRECT_DELAY_MS,
} from './storageKeys';

/** The calls the session makes (a subset of the core client, so tests pass a fake). */
export type SessionApi = Pick<
  ApiClient,
  | 'signIn'
  | 'quickAccess'
  | 'refreshToken'
  | 'signOut'
  | 'currentUser'
  | 'signIntoProfile'
  | 'signOutFromProfile'
  | 'featureFlags'
  | 'checkRecoveryCode'
  | 'completePasswordRecovery'
  | 'instantSignUp'
>;

/** The session's timers: core's one Timers interface. */
export type SessionTimers = Timers;

export interface SessionNavigation {
  /** The current path with its query, e.g. "/view-history?page=2". */
  currentPath(): string;
  navigate(to: string, options?: { replace?: boolean }): void;
}

export interface SessionDeps {
  api: SessionApi;
  cookies: CookieJar;
  timers: SessionTimers;
  navigation: SessionNavigation;
  /** Called when the acting owner changes (spec 03 §4: switching clears any unsaved draft). */
  onOwnerChange?: (ownerId: string | null) => void;
  /**
   * Runs `task` while holding a lock named `name` shared by every tab of this origin (the browser's
   * `navigator.locks.request`). Refreshes run under it: two tabs refreshing with the same refresh
   * cookie at once would present a rotated token, which ends the whole session (reuse detection).
   */
  lock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

/**
 * What kind of session this is: none (a visitor), guest (chose "Get a Guest Quote"), quick-access
 * (account number only, spec 03 §4) or full (a password sign-in).
 */
export type SessionKind = 'none' | 'guest' | 'quick-access' | 'full';

export interface SessionState {
  /** False until `start` has read the landing URL and loaded the current user. */
  ready: boolean;
  token: string | null;
  quickAccessToken: string | null;
  temporaryToken: string | null;
  user: CurrentUserResponse | null;
  authContext: AuthContext | null;
  kind: SessionKind;
  flags: FeatureFlags;
  recoveryCode: string | null;
  resetPasswordError: string | null;
  /** An account notice to show (inactive / suspended), set after sign-in or on a blocked page. */
  notice: AccountNotice | null;
  /**
   * The token may not create documents or schedule pickups: an InvalidNumber account continued
   * from its dialog (spec 03 §8), or a CSR acting for one. Read from each token answer's scopes.
   */
  limitedAccess: boolean;
  /**
   * spec 03 §2 landing parameters: mode=reset-password opens the change-password dialog over the
   * landing page (set by `start`, cleared by `closeChangePassword`).
   */
  changePasswordOpen: boolean;
}

export type SignInOutcome = { kind: 'signed-in'; landing: string; user: CurrentUserResponse } | SignInRefusal;

export interface SessionActions {
  /** Reads the landing parameters (spec 03 §2), the flags and the current user; answers where to go. */
  start(location: { pathname: string; search: string }): Promise<string | null>;
  /** The bearer for API calls: the session's token, else the temporary (handoff) token. */
  getToken(): string | null;
  signIn(input: { identifier: string; password: string; rememberMe: boolean }): Promise<SignInOutcome>;
  quickAccess(accountNumber: string): Promise<SignInOutcome>;
  /**
   * Continue in the "Invalid Account number!" dialog (spec 03 §8): the same sign-in again, asking
   * the server for its limited token (no documents or pickups). From the first-sign-in dialog of an
   * account with no password (spec 03 §4) the same call opens a quick-access session.
   */
  continueWithLimitedAccess(input: {
    identifier: string;
    password: string;
    rememberMe: boolean;
  }): Promise<SignInOutcome>;
  /** Opens a token from sign-up or any other source as a full session. */
  acceptToken(token: string, options?: { landOnGetQuote?: boolean }): Promise<SignInOutcome>;
  continueAsGuest(): void;
  /** spec 03 §4: clear the stored token first, then store the new one. True when a new token came. */
  refresh(): Promise<boolean>;
  signOut(): Promise<void>;
  signIntoProfile(userId: string): Promise<void>;
  signOutFromProfile(): Promise<void>;
  /** "Switch User": back to the personal account, then the users list to pick another client. */
  switchUser(): Promise<void>;
  /** The 401 rule of spec 03 §4; answers true when the call may be retried with a fresh token. */
  handleUnauthorized(): Promise<boolean>;
  saveRedirectUrl(url: string): void;
  redirectUrl(): string | null;
  /** spec 03 §4: completes a recovery with the stored code; failures are kept for the invalid-link page. */
  completePasswordRecovery(
    password: string,
  ): Promise<{ ok: true; message: string | null } | { ok: false; message: string | null }>;
  setResetPasswordError(message: string | null): void;
  closeChangePassword(): void;
  dismissNotice(): void;
  roles(): RoleFlags;
  /** Where this session lands with no saved redirect (spec 03 §4): get quote, users, or home. */
  landingPage(): string;
  routeAccess(path: string): RouteAccess;
  /** True when a CSR works in a client's profile (spec 03 §3 derived flag). */
  isActingForUser(): boolean;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

/** The cross-tab lock refreshes run under (SessionDeps.lock). */
export const REFRESH_LOCK = 'shipdeck-token-refresh';

/** The page a reset-password link that can no longer set a password lands on (spec 03 §2). */
export const INVALID_RESET_LINK_PATH = '/invalid-reset-link';

/** The paths where an unauthorised answer does not send anyone to sign-in (spec 03 §4). */
const NO_REDIRECT_PATHS = ['/sign-in', '/reset-password'];

/**
 * The session (spec 03 §3, §4): tokens, current user, auth context, flags and the stored auth data
 * of §9, as a zustand vanilla store. Storage (cookies), timers and navigation are injected.
 */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const { api, cookies, timers, navigation } = deps;
  let redirectTimer: unknown = null;

  const write = (key: keyof typeof SESSION_KEYS, value: string | null, days?: number) => {
    if (value === null) cookies.remove(SESSION_KEYS[key]);
    else cookies.set(SESSION_KEYS[key], value, days === undefined ? undefined : { days });
  };
  const read = (key: keyof typeof SESSION_KEYS) => cookies.get(SESSION_KEYS[key]);

  const store = createStore<SessionState & SessionActions>()((set, get) => {
    /**
     * The access token lives in memory only, out of reach of any script that reads cookies or storage
     * (docs/security.md#tokens-in-the-browser); spec 03 §9's "stored" token is kept by the server's
     * httpOnly refresh cookie, which a reload or a new tab turns into a new access token (`start`).
     * "Remember me" is that cookie outliving the browser.
     */
    const storeToken = (token: string | null) => set({ token });
    /** The quick-access token of spec 03 §4 is the session's token: in memory too. */
    const storeQuickAccessToken = (token: string | null) => set({ quickAccessToken: token });
    let refreshing: Promise<boolean> | null = null;
    /** Token answers carry the token's scopes; an answer without them leaves the last known state. */
    const storeScopes = (scopes: readonly string[] | undefined) => {
      if (!scopes) return;
      const limitedAccess = !(scopes.includes('documents') && scopes.includes('pickups'));
      write('limitedAccess', limitedAccess ? '1' : null, DEFAULT_TTL_DAYS);
      set({ limitedAccess });
    };
    const storeContext = (context: AuthContext | null) => {
      write('authContext', context ? JSON.stringify(context) : null, DEFAULT_TTL_DAYS);
      set({ authContext: context });
    };
    const clear = () => {
      storeToken(null);
      storeQuickAccessToken(null);
      write('temporaryToken', null);
      storeContext(null);
      write('limitedAccess', null);
      set({
        user: null,
        kind: 'none',
        quickAccessToken: null,
        temporaryToken: null,
        notice: null,
        limitedAccess: false,
      });
    };
    const loadUser = async (): Promise<CurrentUserResponse | null> => {
      const user = await api.currentUser();
      // The server's context is the truth; a missing one is created from the user (spec 03 §4).
      const context = user.authContext ?? personalAuthContext(user, user.isCSR);
      storeContext(context);
      set({
        user,
        kind: user.quickAccess || get().quickAccessToken ? 'quick-access' : 'full',
        notice: accountNotice(user),
      });
      return user;
    };
    const takeRedirect = () => {
      const url = read('redirectUrl');
      write('redirectUrl', null);
      return url;
    };
    const finishSignIn = async (landOnGetQuote: boolean): Promise<SignInOutcome> => {
      const user = await loadUser();
      if (!user) throw new Error('no current user after sign-in');
      const landing = landingPageAfterSignIn({
        redirectUrl: takeRedirect(),
        landOnGetQuote: landOnGetQuote || get().flags.LAND_ON_GET_QUOTE,
        isStaff: roleFlags(user.roles).isStaff,
      });
      return { kind: 'signed-in', landing, user };
    };
    /**
     * Asks whether the stored recovery code can still set a password; a refused one is dropped, with
     * the server's reason kept for the invalid-link page. True when it can, or when the server could
     * not be asked (the completion will tell).
     */
    const checkStoredRecoveryCode = async (): Promise<boolean> => {
      const recoveryCode = get().recoveryCode;
      if (!recoveryCode) return false;
      try {
        const answer = await api.checkRecoveryCode({ recoveryCode });
        if (answer.valid) return true;
        write('recoveryCode', null);
        set({ recoveryCode: null });
        get().setResetPasswordError(answer.message ?? null);
        return false;
      } catch {
        return true;
      }
    };
    const endServerSession = async () => {
      // Best effort: the cookie and refresh family end on the server; a failure must not keep anyone signed in.
      try {
        await api.signOut();
      } catch {
        /* the local session is cleared below either way */
      }
    };

    return {
      ready: false,
      token: null,
      quickAccessToken: null,
      temporaryToken: read('temporaryToken'),
      user: null,
      authContext: parseAuthContext(read('authContext')),
      kind: 'none',
      flags: { ...FEATURE_FLAG_DEFAULTS },
      recoveryCode: read('recoveryCode'),
      resetPasswordError: read('resetPasswordError'),
      notice: null,
      limitedAccess: read('limitedAccess') === '1',
      changePasswordOpen: false,

      async start(location) {
        // Tokens an older version kept in script-readable cookies are dropped; the refresh cookie stands.
        write('token', null);
        write('quickAccessToken', null);
        const parameters = readLandingParameters(location.search);
        try {
          const { flags } = await api.featureFlags();
          set({ flags: { ...FEATURE_FLAG_DEFAULTS, ...flags } });
        } catch {
          // The spec's defaults stand when the flags cannot be read.
        }
        if (parameters.handoff) {
          // spec 03 §2: kept as the temporary token; clears quick access and the auth context.
          storeToken(null);
          storeQuickAccessToken(null);
          storeContext(null);
          write('temporaryToken', parameters.handoff, DEFAULT_TTL_DAYS);
          set({ temporaryToken: parameters.handoff, quickAccessToken: null });
        }
        if (parameters.recoveryCode) {
          write('recoveryCode', parameters.recoveryCode, DEFAULT_TTL_DAYS);
          set({ recoveryCode: parameters.recoveryCode });
        }
        // A recovery code is checked before any form asks for a password (issue 16 item 12): a used,
        // expired or bogus link goes straight to the invalid-link page (spec 03 §2), with the reason.
        // A stored code is asked about only where it is used: the link, the dialog and the reset page.
        const usesCode =
          parameters.recoveryCode !== null ||
          parameters.resetPassword ||
          location.pathname === '/reset-password';
        const linkRefused = usesCode && get().recoveryCode ? !(await checkStoredRecoveryCode()) : false;
        if (linkRefused && parameters.recoveryCode) {
          write('temporaryToken', null);
          set({ temporaryToken: null });
        } else if (parameters.resetPassword) {
          // spec 03 §2: opens the change-password dialog (over the landing page) and clears the
          // temporary token.
          write('temporaryToken', null);
          set({ temporaryToken: null, changePasswordOpen: true });
        }
        if (parameters.loginAs) {
          storeToken(parameters.loginAs);
        }
        if (get().token || get().temporaryToken) {
          try {
            await loadUser();
          } catch {
            // An expired token was refreshed by the 401 rule, or the session is gone: start signed out.
            if (!get().user) clear();
          }
        } else if (!parameters.resetPassword && deps.cookies.get(SESSION_KEYS.signedIn) !== null) {
          // No access token (a new browser session): a remembered refresh cookie may still open one.
          // Only asked when the server's hint says there is one (an anonymous visit asks nothing).
          if (await get().refresh()) {
            try {
              await loadUser();
            } catch {
              clear();
            }
          }
        }
        if (parameters.loginAs && parameters.switchTo && get().user) {
          await get().signIntoProfile(parameters.switchTo);
        }
        set({ ready: true });
        if (linkRefused && parameters.recoveryCode) return INVALID_RESET_LINK_PATH;
        const consumed = location.search.replace(/^\?/, '') !== parameters.forwarded;
        if (!consumed) return null;
        return parameters.forwarded ? `${location.pathname}?${parameters.forwarded}` : location.pathname;
      },

      getToken() {
        return get().token ?? get().temporaryToken;
      },

      async signIn({ identifier, password, rememberMe }) {
        // spec 03 §4: a sign-in first signs out any existing token.
        if (get().token) {
          await endServerSession();
          clear();
        }
        const answer = await api.signIn({ email: identifier.trim(), password, rememberMe });
        if (isSignInRefusal(answer)) return answer;
        storeToken(answer.token);
        storeScopes(answer.scopes);
        return finishSignIn(false);
      },

      async continueWithLimitedAccess({ identifier, password, rememberMe }) {
        const answer = await api.signIn({
          email: identifier.trim(),
          password,
          rememberMe,
          continueWithLimitedAccess: true,
        });
        if (isSignInRefusal(answer)) return answer;
        storeToken(answer.token);
        // An older server that sends no scopes still gave the limited token this call asked for.
        storeScopes(answer.scopes ?? ['quote', 'prepare', 'account']);
        return finishSignIn(false);
      },

      async quickAccess(accountNumber) {
        if (get().token) {
          await endServerSession();
          clear();
        }
        const answer = await api.quickAccess({ accountNumber: accountNumber.trim() });
        if (isSignInRefusal(answer)) return answer;
        storeToken(answer.token);
        storeScopes(answer.scopes);
        // spec 03 §4: the quick-access token is kept too (for quick quote only).
        storeQuickAccessToken(answer.token);
        // Decision: "Get Quote" from the quick-quote box lands on the quote, which is what it asked for.
        return finishSignIn(true);
      },

      async acceptToken(token, options) {
        clear();
        storeToken(token);
        return finishSignIn(options?.landOnGetQuote ?? false);
      },

      continueAsGuest() {
        set({ kind: 'guest' });
      },

      refresh() {
        // One refresh at a time: calls that fail with 401 together share it, and other tabs wait for
        // it (deps.lock), so each presents the refresh cookie the last rotation set.
        refreshing ??= (async () => {
          // spec 03 §4: the stored token is cleared first, then the new one stored if returned.
          storeToken(null);
          const call = () => api.refreshToken().catch(() => null);
          const answer = await (deps.lock ? deps.lock(REFRESH_LOCK, call) : call());
          if (!answer) {
            // No session behind the cookie any more: the next visit asks nothing.
            deps.cookies.remove(SESSION_KEYS.signedIn);
            return false;
          }
          storeToken(answer.token);
          storeScopes(answer.scopes);
          if (get().quickAccessToken) storeQuickAccessToken(answer.token);
          return true;
        })().finally(() => {
          refreshing = null;
        });
        return refreshing;
      },

      async signOut() {
        if (redirectTimer !== null) timers.clearTimeout(redirectTimer);
        await endServerSession();
        clear();
        deps.onOwnerChange?.(null);
      },

      async signIntoProfile(userId) {
        const { user } = get();
        if (!user || !roleFlags(user.roles).isStaff) throw new Error('only staff sign into a profile');
        // spec 03 §4: created from the current user when absent; switching only from the personal account.
        const context = get().authContext ?? personalAuthContext(user, user.isCSR);
        if (context.creatorId !== context.ownerId) throw new Error('sign out from the profile first');
        const answer = await api.signIntoProfile(userId);
        storeToken(answer.token);
        storeScopes(answer.scopes);
        storeContext(answer.authContext);
        deps.onOwnerChange?.(answer.authContext.ownerId);
      },

      async signOutFromProfile() {
        const answer = await api.signOutFromProfile();
        storeToken(answer.token);
        storeScopes(answer.scopes);
        storeContext(answer.authContext);
        deps.onOwnerChange?.(answer.authContext.ownerId);
      },

      async switchUser() {
        if (isCsrActingForUser(get().authContext)) await get().signOutFromProfile();
        navigation.navigate('/users');
      },

      async handleUnauthorized() {
        const path = navigation.currentPath();
        const pathname = path.split(/[?#]/)[0] ?? '';
        if (NO_REDIRECT_PATHS.includes(pathname)) return false;
        // Decision (spec 03 §4 and §8 say "refreshes and reloads"): after a successful refresh the
        // failed call is retried once with the new token (createApiTransport's onUnauthorized) and
        // the page is NOT reloaded. A reload would throw away whatever the user typed (a shipment
        // half prepared, a search) for a token that simply expired after 15 minutes; the retry
        // gives the same result as reload-then-call without that loss. When the refresh fails the
        // spec's rule holds unchanged: the session is cleared, the path (with its query) is kept
        // as the redirect URL, and sign-in opens after SIGN_IN_REDIRECT_DELAY_MS (1 s).
        if (await get().refresh()) return true;
        clear();
        get().saveRedirectUrl(path);
        if (redirectTimer !== null) timers.clearTimeout(redirectTimer);
        redirectTimer = timers.setTimeout(() => {
          redirectTimer = null;
          navigation.navigate('/sign-in');
        }, SIGN_IN_REDIRECT_DELAY_MS);
        return false;
      },

      saveRedirectUrl(url) {
        if (!isSafeRedirect(url)) return;
        write('redirectUrl', url, REDIRECT_URL_TTL_DAYS);
      },

      redirectUrl() {
        return read('redirectUrl');
      },

      async completePasswordRecovery(password) {
        const recoveryCode = get().recoveryCode;
        if (!recoveryCode) return { ok: false, message: null };
        try {
          const answer = await api.completePasswordRecovery({ password, recoveryCode });
          if (!answer.success) {
            get().setResetPasswordError(answer.message ?? null);
            return { ok: false, message: answer.message ?? null };
          }
          // A recovery code is single use.
          write('recoveryCode', null);
          set({ recoveryCode: null });
          get().setResetPasswordError(null);
          return { ok: true, message: answer.message ?? null };
        } catch (error) {
          const message = (error as { description?: string | null }).description ?? null;
          get().setResetPasswordError(message);
          return { ok: false, message };
        }
      },

      setResetPasswordError(message) {
        write('resetPasswordError', message, DEFAULT_TTL_DAYS);
        set({ resetPasswordError: message });
      },

      closeChangePassword() {
        set({ changePasswordOpen: false });
      },

      dismissNotice() {
        set({ notice: null });
      },

      roles() {
        return roleFlags(get().user?.roles);
      },

      landingPage() {
        return landingPageAfterSignIn({
          redirectUrl: null,
          landOnGetQuote: get().flags.LAND_ON_GET_QUOTE,
          isStaff: roleFlags(get().user?.roles).isStaff,
        });
      },

      routeAccess(path) {
        const { user, kind, flags, limitedAccess } = get();
        return decideRouteAccess(path, {
          session: kind,
          limitedAccess,
          isStaff: roleFlags(user?.roles).isStaff,
          isAdmin: roleFlags(user?.roles).isAdmin,
          isSuperAdmin: roleFlags(user?.roles).isSuperAdmin,
          active: user?.active ?? true,
          suspended: user?.suspended ?? false,
          whitelisted: user?.whitelisted ?? false,
          flags,
        });
      },

      isActingForUser() {
        return isCsrActingForUser(get().authContext);
      },
    };
  });
  return store;
}
