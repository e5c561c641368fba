import { createApiClient } from '@shipdeck/core/api';
import type { CurrentUserResponse } from '@shipdeck/core/contract';
import {
  createMemoryCookieJar,
  createSessionStore,
  SESSION_KEYS,
  type SessionApi,
} from '@shipdeck/core/session';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../router';
import { routes } from '../routes';
import type { AppSession } from '../session/appSession';
import { SessionProvider } from '../session/SessionContext';
import { FeedbackProvider } from '../ui/Feedback';

export function testUser(overrides: Partial<CurrentUserResponse> = {}): CurrentUserResponse {
  const id = overrides.id ?? 'u-1';
  const name = overrides.name ?? 'Ada Client';
  const isCSR = overrides.isCSR ?? false;
  return {
    id,
    name,
    companyName: 'Acme Trading',
    email: 'ada@example.com',
    roles: isCSR ? ['ROLE_USER', 'ROLE_CSR'] : ['ROLE_USER', 'ROLE_CLIENT'],
    active: true,
    suspended: false,
    whitelisted: false,
    passwordSet: true,
    setupForImports: false,
    setupForExports: true,
    isClient: !isCSR,
    isGuest: false,
    isCSR,
    isAdmin: false,
    isSuperAdmin: false,
    billingInformation: {
      dhlImportNumber: null,
      dhlExportNumber: '812345678',
      osClientId: 'OS-1',
      canPayNowCc: true,
      canPayLater: true,
      billingContact: { name: null, phone: { number: null, extension: null }, email: null },
    },
    quickAccess: false,
    authContext: {
      creatorId: id,
      isCreatorCsrUser: isCSR,
      ownerId: id,
      ownerName: name,
      ownerCompanyName: 'Acme Trading',
      ownerSetupForExports: true,
      ownerSetupForImports: false,
    },
    ...overrides,
  };
}

/**
 * An app session over fake auth calls (the page API client uses the stubbed global fetch), already
 * started: signed in as `user` when given, else a visitor.
 */
export async function startTestSession(
  options: {
    user?: CurrentUserResponse | null;
    signInAnswer?: Awaited<ReturnType<SessionApi['signIn']>>;
    /** Who a successful sign-in loads (defaults to the signed-in user, else testUser()). */
    signInUser?: CurrentUserResponse;
    flags?: Record<string, boolean>;
    /** Recovery codes the fake server no longer accepts (used, expired or never issued). */
    refusedRecoveryCodes?: string[];
  } = {},
) {
  let user = options.user ?? null;
  const calls: string[] = [];
  const fake: SessionApi = {
    signIn: async (request) => {
      if (request.continueWithLimitedAccess) {
        // The server's InvalidNumber token: everything but documents and pickups (spec 03 §8).
        calls.push(`signIn ${request.email} continue`);
        user = user ?? options.signInUser ?? testUser();
        // An account with no password continues as quick access (quotes and preparation, spec 03 §4).
        return {
          token: 'limited',
          scopes: user.quickAccess ? ['quote', 'prepare'] : ['quote', 'prepare', 'account'],
        };
      }
      calls.push(`signIn ${request.email}`);
      const answer = options.signInAnswer ?? { token: 'tok' };
      if ('token' in answer) user = options.signInUser ?? user ?? testUser();
      return answer;
    },
    quickAccess: async () => options.signInAnswer ?? { token: 'tok' },
    refreshToken: async () => (user ? { token: 'tok' } : null),
    signOut: async () => {
      calls.push('signOut');
      user = null;
    },
    currentUser: async () => {
      if (!user) throw new Error('401');
      return user;
    },
    signIntoProfile: async (userId) => {
      const context = {
        ...(user?.authContext ?? testUser().authContext),
        ownerId: userId,
        ownerName: 'Bo Owner',
        ownerCompanyName: 'Bo Co',
      };
      return { token: 'acting', authContext: context };
    },
    signOutFromProfile: async () => ({ token: 'tok', authContext: (user ?? testUser()).authContext }),
    featureFlags: async () => ({ flags: options.flags ?? {} }),
    checkRecoveryCode: async ({ recoveryCode }) =>
      options.refusedRecoveryCodes?.includes(recoveryCode)
        ? { valid: false, message: 'Invalid password reset link' }
        : { valid: true },
    completePasswordRecovery: async () => ({ success: true }),
    instantSignUp: async () => ({ token: 'tok' }),
  };
  let navigate: (to: string) => void = () => {};
  const cookies = createMemoryCookieJar();
  // A signed-in user's browser holds the server's hint beside its refresh cookie.
  if (user) cookies.set(SESSION_KEYS.signedIn, '1');
  const store = createSessionStore({
    api: fake,
    cookies,
    timers: { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
    navigation: { currentPath: () => '/', navigate: (to) => navigate(to) },
  });
  await store.getState().start({ pathname: '/', search: '' });
  const session: AppSession = {
    store,
    api: createApiClient({ baseUrl: 'http://localhost/api', getToken: () => store.getState().getToken() }),
    bindNavigate: (next) => {
      navigate = next;
    },
  };
  return { session, calls };
}

/** Renders the app's routes at `path` over a started test session. */
export function renderRoutes(session: AppSession, path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  session.bindNavigate((to) => void router.navigate(to));
  render(
    <SessionProvider session={session}>
      <FeedbackProvider>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </SessionProvider>,
  );
  return router;
}
