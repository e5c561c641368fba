import type { SignInRefusal } from '../api/authResource';
import type { AuthContext, TokenResponse } from '../contract/auth';
import type { CurrentUserResponse } from '../contract/users';
import { createMemoryCookieJar } from './cookieJar';
import { createSessionStore, type SessionApi, type SessionDeps } from './sessionStore';

export function makeUser(overrides: Partial<CurrentUserResponse> = {}): CurrentUserResponse {
  const id = overrides.id ?? 'u-1';
  const base: CurrentUserResponse = {
    id,
    name: 'Ada Client',
    companyName: 'Acme',
    email: 'ada@example.com',
    roles: ['ROLE_USER', 'ROLE_CLIENT'],
    active: true,
    suspended: false,
    whitelisted: false,
    passwordSet: true,
    setupForImports: false,
    setupForExports: true,
    isClient: true,
    isGuest: false,
    isCSR: false,
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
    authContext: personal(id, 'Ada Client', false),
  };
  return { ...base, ...overrides };
}

export function personal(id: string, name: string, csr: boolean): AuthContext {
  return {
    creatorId: id,
    isCreatorCsrUser: csr,
    ownerId: id,
    ownerName: name,
    ownerCompanyName: csr ? 'Shipdeck' : 'Acme',
    ownerSetupForExports: true,
    ownerSetupForImports: false,
  };
}

export const csrUser = () =>
  makeUser({
    id: 'csr-1',
    name: 'Casey Rep',
    roles: ['ROLE_USER', 'ROLE_CSR'],
    isCSR: true,
    isClient: false,
    authContext: personal('csr-1', 'Casey Rep', true),
  });

/** A session over a fake API whose answers a test sets, with a manual clock and recorded navigation. */
export function setup(
  options: {
    user?: CurrentUserResponse;
    path?: string;
    lock?: SessionDeps['lock'];
    /** Cookies the browser already holds when the store is made (a reload). */
    cookies?: Record<string, string>;
  } = {},
) {
  let user = options.user ?? makeUser();
  let refreshAnswer: string | null = null;
  let signInAnswer: TokenResponse | SignInRefusal = { token: 'tok-1' };
  let refreshScopes: string[] | undefined;
  /** Recovery codes the fake server no longer accepts (used, expired or never issued). */
  const refusedCodes = new Set<string>();
  const calls: string[] = [];
  const timers: Array<{ callback: () => void; ms: number; cleared: boolean }> = [];
  const navigations: string[] = [];
  let path = options.path ?? '/view-history';
  const api: SessionApi = {
    async signIn(request) {
      calls.push(`signIn ${request.email}${request.continueWithLimitedAccess ? ' continue' : ''}`);
      return signInAnswer;
    },
    async quickAccess(request) {
      calls.push(`quickAccess ${request.accountNumber}`);
      return signInAnswer;
    },
    async refreshToken() {
      calls.push('refresh');
      if (!refreshAnswer) return null;
      return refreshScopes ? { token: refreshAnswer, scopes: refreshScopes } : { token: refreshAnswer };
    },
    async signOut() {
      calls.push('signOut');
    },
    async currentUser() {
      calls.push('currentUser');
      return user;
    },
    async signIntoProfile(userId) {
      calls.push(`signIntoProfile ${userId}`);
      const context = {
        ...user.authContext,
        ownerId: userId,
        ownerName: 'Ada Client',
        ownerCompanyName: 'Acme',
      };
      user = { ...user, authContext: context };
      return { token: 'acting-tok', authContext: context };
    },
    async signOutFromProfile() {
      calls.push('signOutFromProfile');
      const context = personal(user.id, user.name, true);
      user = { ...user, authContext: context };
      return { token: 'personal-tok', authContext: context };
    },
    async featureFlags() {
      return { flags: {} };
    },
    async checkRecoveryCode(request) {
      calls.push(`check ${request.recoveryCode}`);
      return refusedCodes.has(request.recoveryCode)
        ? { valid: false, message: 'Invalid password reset link' }
        : { valid: true };
    },
    async completePasswordRecovery(request) {
      calls.push(`complete ${request.recoveryCode}`);
      return { success: true, message: 'Password set.' };
    },
    async instantSignUp() {
      return { token: 'new-tok' };
    },
  };
  const cookies = createMemoryCookieJar();
  for (const [name, value] of Object.entries(options.cookies ?? {})) cookies.set(name, value);
  const ownerChanges: Array<string | null> = [];
  const store = createSessionStore({
    api,
    cookies,
    timers: {
      setTimeout(callback, ms) {
        const timer = { callback, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimeout(handle) {
        (handle as { cleared: boolean }).cleared = true;
      },
    },
    navigation: {
      currentPath: () => path,
      navigate(to) {
        navigations.push(to);
        path = to;
      },
    },
    onOwnerChange: (ownerId) => ownerChanges.push(ownerId),
    ...(options.lock ? { lock: options.lock } : {}),
  });
  return {
    store,
    cookies,
    calls,
    timers,
    navigations,
    ownerChanges,
    setUser: (next: CurrentUserResponse) => {
      user = next;
    },
    setRefresh: (token: string | null, scopes?: string[]) => {
      refreshAnswer = token;
      refreshScopes = scopes;
    },
    setSignIn: (answer: TokenResponse | SignInRefusal) => {
      signInAnswer = answer;
    },
    setPath: (next: string) => {
      path = next;
    },
    refuseRecoveryCode: (code: string) => {
      refusedCodes.add(code);
    },
  };
}
