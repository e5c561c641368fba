import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK } from './sessionStore';
import { SESSION_KEYS } from './storageKeys';
import { csrUser, makeUser, setup } from './testing.test-helper';

const refusal = (errorCode: string) => ({
  kind: 'refused' as const,
  errorCode,
  description: null,
  newAccountNumber: null,
});

describe('session store: authentication (spec 03 §4)', () => {
  it('stores the token on a sign-in, then loads the current user and lands home', async () => {
    const s = setup();
    const outcome = await s.store
      .getState()
      .signIn({ identifier: ' ada@example.com ', password: 'pw', rememberMe: true });
    expect(outcome).toMatchObject({ kind: 'signed-in', landing: '/' });
    expect(s.calls).toEqual(['signIn ada@example.com', 'currentUser']);
    expect(s.store.getState()).toMatchObject({ token: 'tok-1', kind: 'full' });
  });

  it('first signs out any existing token before a new sign-in', async () => {
    const s = setup();
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    s.calls.length = 0;
    await s.store.getState().signIn({ identifier: 'bob@example.com', password: 'pw', rememberMe: true });
    expect(s.calls.slice(0, 2)).toEqual(['signOut', 'signIn bob@example.com']);
  });

  it('never stores the refresh token in script storage', async () => {
    const s = setup();
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    expect(Object.keys(s.cookies.entries()).some((name) => name.includes('refresh'))).toBe(false);
  });

  it('keeps the access token in memory only: no cookie a script can read holds it', async () => {
    const s = setup({ user: makeUser({ quickAccess: true }) });
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    await s.store.getState().quickAccess('812345678');
    s.setRefresh('tok-2');
    await s.store.getState().refresh();
    expect(s.store.getState()).toMatchObject({ token: 'tok-2', quickAccessToken: 'tok-2' });
    expect(Object.values(s.cookies.entries())).not.toContain('tok-1');
    expect(Object.values(s.cookies.entries())).not.toContain('tok-2');
  });

  it('opens the session again after a reload from the refresh cookie, and drops a token an older version left in a cookie', async () => {
    const s = setup();
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    // A reload: a new store over the same cookies; the server's httpOnly refresh cookie still holds the session.
    const reloaded = setup();
    reloaded.cookies.set(SESSION_KEYS.token, 'old-script-readable');
    // The server's hint beside its refresh cookie (set with it at sign-in).
    reloaded.cookies.set(SESSION_KEYS.signedIn, '1');
    reloaded.setRefresh('tok-after-reload');
    await reloaded.store.getState().start({ pathname: '/view-history', search: '' });
    expect(reloaded.calls).toEqual(['refresh', 'currentUser']);
    expect(reloaded.store.getState()).toMatchObject({ token: 'tok-after-reload', kind: 'full', ready: true });
    expect(reloaded.cookies.get(SESSION_KEYS.token)).toBeNull();
  });

  it('asks nothing on an anonymous visit: no refresh call without the signed-in hint (issue 16)', async () => {
    const visitor = setup();
    await visitor.store.getState().start({ pathname: '/get-quote', search: '' });
    expect(visitor.calls).toEqual([]);
    expect(visitor.store.getState()).toMatchObject({ token: null, ready: true });
  });

  it('answers a refused sign-in with its error code and keeps nobody signed in', async () => {
    const s = setup();
    s.setSignIn(refusal('BadDebtor'));
    const outcome = await s.store
      .getState()
      .signIn({ identifier: 'x@example.com', password: 'pw', rememberMe: true });
    expect(outcome).toMatchObject({ kind: 'refused', errorCode: 'BadDebtor' });
    expect(s.store.getState().token).toBeNull();
  });

  it('lands a CSR on the users list, and a saved redirect URL overrides and is then cleared', async () => {
    const s = setup({ user: csrUser() });
    expect(
      await s.store.getState().signIn({ identifier: 'csr@x.com', password: 'pw', rememberMe: true }),
    ).toMatchObject({
      landing: '/users',
    });
    s.store.getState().saveRedirectUrl('/view-history?page=2');
    expect(
      await s.store.getState().signIn({ identifier: 'csr@x.com', password: 'pw', rememberMe: true }),
    ).toMatchObject({
      landing: '/view-history?page=2',
    });
    expect(s.store.getState().redirectUrl()).toBeNull();
  });

  it('stores the quick-access token for a quick quote and lands on get quote', async () => {
    const s = setup({ user: makeUser({ quickAccess: true, passwordSet: false }) });
    const outcome = await s.store.getState().quickAccess('812345678');
    expect(outcome).toMatchObject({ kind: 'signed-in', landing: '/get-quote' });
    expect(s.store.getState()).toMatchObject({ quickAccessToken: 'tok-1', kind: 'quick-access' });
    expect(s.store.getState().routeAccess('/view-history').kind).toBe('set-password');
  });

  it('refresh clears the stored token first, then stores the new one', async () => {
    const s = setup();
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    const seen: Array<string | null> = [];
    s.store.subscribe((state) => seen.push(state.token));
    s.setRefresh('tok-2');
    expect(await s.store.getState().refresh()).toBe(true);
    expect(seen).toEqual([null, 'tok-2']);
    expect(s.store.getState().token).toBe('tok-2');
  });

  it('refreshes once for calls that fail together, so a rotated refresh token is never presented twice', async () => {
    const s = setup();
    s.setRefresh('tok-2');
    const answers = await Promise.all([
      s.store.getState().handleUnauthorized(),
      s.store.getState().handleUnauthorized(),
      s.store.getState().refresh(),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(s.calls.filter((call) => call === 'refresh')).toHaveLength(1);
    // The next expiry refreshes again.
    await s.store.getState().refresh();
    expect(s.calls.filter((call) => call === 'refresh')).toHaveLength(2);
  });

  it("refreshes under the browser's cross-tab lock, so two tabs never present one refresh cookie at once", async () => {
    const held: string[] = [];
    const s = setup({
      lock: async (name, task) => {
        held.push(name);
        return task();
      },
    });
    s.setRefresh('tok-2');
    await s.store.getState().refresh();
    expect(held).toEqual([REFRESH_LOCK]);
  });

  it('signs out: the server session ends and every stored key is cleared', async () => {
    const s = setup();
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    await s.store.getState().signOut();
    expect(s.calls).toContain('signOut');
    expect(s.store.getState()).toMatchObject({ token: null, user: null, authContext: null, kind: 'none' });
    expect(s.cookies.get(SESSION_KEYS.authContext)).toBeNull();
  });

  it('shows the inactive notice after an inactive user signs in', async () => {
    const s = setup({ user: makeUser({ active: false }) });
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    expect(s.store.getState().notice).toBe('inactive');
    expect(s.store.getState().routeAccess('/prepare-shipment').kind).toBe('inactive');
  });
});

describe('session store: "Invalid Account number!" Continue (spec 03 §8)', () => {
  const limitedScopes = ['quote', 'prepare', 'account'];
  const fullScopes = ['quote', 'prepare', 'account', 'documents', 'pickups'];
  const input = { identifier: ' bad@example.com ', password: 'pw', rememberMe: true };

  it('signs in again asking for the limited token, and closes pickups but not quotes', async () => {
    const s = setup();
    s.setSignIn({ token: 'limited-tok', scopes: limitedScopes });
    const outcome = await s.store.getState().continueWithLimitedAccess(input);
    expect(outcome).toMatchObject({ kind: 'signed-in', landing: '/' });
    expect(s.calls).toEqual(['signIn bad@example.com continue', 'currentUser']);
    expect(s.store.getState()).toMatchObject({ token: 'limited-tok', kind: 'full', limitedAccess: true });
    expect(s.store.getState().routeAccess('/schedule-pickup').kind).toBe('invalid-number');
    expect(s.store.getState().routeAccess('/get-quote').kind).toBe('allow');
    expect(s.store.getState().routeAccess('/view-history').kind).toBe('allow');
  });

  it('keeps the limit across a reload and drops it on sign-out', async () => {
    const s = setup();
    s.setSignIn({ token: 'limited-tok', scopes: limitedScopes });
    await s.store.getState().continueWithLimitedAccess(input);
    expect(s.cookies.get(SESSION_KEYS.limitedAccess)).toBe('1');
    await s.store.getState().signOut();
    expect(s.cookies.get(SESSION_KEYS.limitedAccess)).toBeNull();
    expect(s.store.getState().limitedAccess).toBe(false);
  });

  it('lifts the limit when a refreshed token carries documents and pickups again', async () => {
    const s = setup();
    s.setSignIn({ token: 'limited-tok', scopes: limitedScopes });
    await s.store.getState().continueWithLimitedAccess(input);
    s.setRefresh('tok-2', fullScopes);
    await s.store.getState().refresh();
    expect(s.store.getState().limitedAccess).toBe(false);
    expect(s.store.getState().routeAccess('/schedule-pickup').kind).toBe('allow');
  });

  it('answers a refusal (a wrong password on the second try) without signing in', async () => {
    const s = setup();
    s.setSignIn(refusal('PasswordIncorrect'));
    expect(await s.store.getState().continueWithLimitedAccess(input)).toMatchObject({
      kind: 'refused',
      errorCode: 'PasswordIncorrect',
    });
    expect(s.store.getState().token).toBeNull();
  });
});

describe('session store: the 401 rule (spec 03 §4)', () => {
  it('refreshes and lets the call run again when a refresh token exists', async () => {
    const s = setup();
    s.setRefresh('tok-2');
    expect(await s.store.getState().handleUnauthorized()).toBe(true);
    expect(s.timers).toHaveLength(0);
  });

  it('without one, redirects to sign-in after 1 second, saving the redirect path', async () => {
    const s = setup({ path: '/view-history?page=3' });
    expect(await s.store.getState().handleUnauthorized()).toBe(false);
    expect(s.store.getState().redirectUrl()).toBe('/view-history?page=3');
    expect(s.timers[0]?.ms).toBe(1000);
    expect(s.navigations).toEqual([]);
    s.timers[0]?.callback();
    expect(s.navigations).toEqual(['/sign-in']);
  });

  it('when the refresh itself fails, clears the session and goes to sign-in after 1 second keeping the path', async () => {
    const s = setup({ path: '/user-settings?tab=billing' });
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    s.setRefresh(null);
    expect(await s.store.getState().handleUnauthorized()).toBe(false);
    expect(s.calls).toContain('refresh');
    expect(s.store.getState()).toMatchObject({ token: null, user: null, kind: 'none' });
    expect(s.timers[0]?.ms).toBe(1000);
    expect(s.navigations).toEqual([]);
    s.timers[0]?.callback();
    expect(s.navigations).toEqual(['/sign-in']);
    // The kept path is where the next sign-in lands.
    s.setRefresh(null);
    expect(
      await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true }),
    ).toMatchObject({ kind: 'signed-in', landing: '/user-settings?tab=billing' });
  });

  it('sets one redirect timer however many calls fail together', async () => {
    const s = setup({ path: '/view-history' });
    await Promise.all([s.store.getState().handleUnauthorized(), s.store.getState().handleUnauthorized()]);
    expect(s.timers.filter((timer) => !timer.cleared)).toHaveLength(1);
  });

  it('does not apply when already on sign-in or reset-password', async () => {
    for (const path of ['/sign-in', '/reset-password?x=1']) {
      const s = setup({ path });
      expect(await s.store.getState().handleUnauthorized()).toBe(false);
      expect(s.calls).not.toContain('refresh');
      expect(s.timers).toHaveLength(0);
    }
  });
});

describe('session store: profiles (spec 03 §4)', () => {
  it('signs a CSR into a client profile, then "Sign out from Profile" returns to the own account', async () => {
    const s = setup({ user: csrUser() });
    await s.store.getState().signIn({ identifier: 'csr@x.com', password: 'pw', rememberMe: true });
    await s.store.getState().signIntoProfile('u-9');
    expect(s.store.getState().isActingForUser()).toBe(true);
    expect(s.store.getState().token).toBe('acting-tok');
    expect(s.store.getState().authContext).toMatchObject({ creatorId: 'csr-1', ownerId: 'u-9' });
    await s.store.getState().signOutFromProfile();
    expect(s.store.getState().isActingForUser()).toBe(false);
    expect(s.store.getState().token).toBe('personal-tok');
    expect(s.ownerChanges).toEqual(['u-9', 'csr-1']);
  });

  it('lets a CSR switch owner only while on the personal account', async () => {
    const s = setup({ user: csrUser() });
    await s.store.getState().signIn({ identifier: 'csr@x.com', password: 'pw', rememberMe: true });
    await s.store.getState().signIntoProfile('u-9');
    await expect(s.store.getState().signIntoProfile('u-10')).rejects.toThrow();
  });

  it('never lets a client sign into a profile', async () => {
    const s = setup();
    await s.store.getState().signIn({ identifier: 'ada@example.com', password: 'pw', rememberMe: true });
    await expect(s.store.getState().signIntoProfile('u-9')).rejects.toThrow();
  });

  it('"Switch User" signs out from the profile and opens the users list', async () => {
    const s = setup({ user: csrUser() });
    await s.store.getState().signIn({ identifier: 'csr@x.com', password: 'pw', rememberMe: true });
    await s.store.getState().signIntoProfile('u-9');
    await s.store.getState().switchUser();
    expect(s.calls).toContain('signOutFromProfile');
    expect(s.navigations).toEqual(['/users']);
  });
});

describe('session store: landing parameters (spec 03 §2)', () => {
  it('keeps a handoff token as the temporary token and clears quick access and the auth context', async () => {
    const s = setup();
    s.store.setState({ quickAccessToken: 'old' });
    const target = await s.store
      .getState()
      .start({ pathname: '/get-quote', search: '?handoff=hand-1&utm_source=x' });
    expect(s.store.getState().temporaryToken).toBe('hand-1');
    expect(s.store.getState().getToken()).toBe('hand-1');
    expect(s.store.getState().quickAccessToken).toBeNull();
    expect(target).toBe('/get-quote');
  });

  it('login-as with switch-to saves the token and signs the staff user into the client profile', async () => {
    const s = setup({ user: csrUser() });
    await s.store.getState().start({ pathname: '/', search: '?login-as=staff-tok&switch-to=u-9' });
    expect(s.calls).toContain('signIntoProfile u-9');
    expect(s.store.getState().isActingForUser()).toBe(true);
  });

  it('mode=reset-password opens the change-password dialog over the landing page, clears the temporary token and stores the recovery code', async () => {
    const s = setup();
    s.cookies.set(SESSION_KEYS.temporaryToken, 'hand-1');
    const target = await s.store
      .getState()
      .start({ pathname: '/', search: '?mode=reset-password&recoveryCode=RC1&reason=reset-password' });
    // The consumed parameters leave the address; the page stays the landing page.
    expect(target).toBe('/');
    expect(s.store.getState().changePasswordOpen).toBe(true);
    expect(s.store.getState().temporaryToken).toBeNull();
    expect(s.cookies.get(SESSION_KEYS.recoveryCode)).toBe('RC1');
    expect(await s.store.getState().completePasswordRecovery('new-password')).toEqual({
      ok: true,
      message: 'Password set.',
    });
    expect(s.calls).toContain('complete RC1');
    expect(s.store.getState().recoveryCode).toBeNull();
    s.store.getState().closeChangePassword();
    expect(s.store.getState().changePasswordOpen).toBe(false);
  });

  it("checks the link's recovery code first: a used or bogus one lands on the invalid-link page with no form (issue 16 item 12)", async () => {
    const s = setup();
    s.refuseRecoveryCode('USED1');
    const target = await s.store
      .getState()
      .start({ pathname: '/', search: '?mode=reset-password&recoveryCode=USED1&reason=reset-password' });
    expect(target).toBe('/invalid-reset-link');
    expect(s.calls).toContain('check USED1');
    expect(s.store.getState()).toMatchObject({
      changePasswordOpen: false,
      recoveryCode: null,
      resetPasswordError: 'Invalid password reset link',
    });
    expect(s.cookies.get(SESSION_KEYS.recoveryCode)).toBeNull();
  });

  it('drops a stored recovery code that can no longer be used, without leaving the page', async () => {
    const s = setup({ cookies: { [SESSION_KEYS.recoveryCode]: 'OLD1' } });
    s.refuseRecoveryCode('OLD1');
    expect(s.store.getState().recoveryCode).toBe('OLD1');
    expect(await s.store.getState().start({ pathname: '/reset-password', search: '' })).toBeNull();
    expect(s.store.getState().recoveryCode).toBeNull();
    expect(s.cookies.get(SESSION_KEYS.recoveryCode)).toBeNull();
    // Elsewhere a stored code is not asked about on every page load.
    const elsewhere = setup({ cookies: { [SESSION_KEYS.recoveryCode]: 'OLD2' } });
    await elsewhere.store.getState().start({ pathname: '/get-quote', search: '' });
    expect(elsewhere.calls.filter((call) => call.startsWith('check'))).toEqual([]);
  });

  it('drops utm, section and domestic and forwards the rest', async () => {
    const s = setup();
    expect(
      await s.store.getState().start({ pathname: '/get-quote', search: '?section=2&draft=7&domestic=1' }),
    ).toBe('/get-quote?draft=7');
    expect(await s.store.getState().start({ pathname: '/get-quote', search: '?draft=7' })).toBeNull();
  });

  it('opens a remembered session from the refresh cookie when the browser lost the access token', async () => {
    const s = setup();
    s.setRefresh('tok-r');
    s.cookies.set(SESSION_KEYS.signedIn, '1');
    await s.store.getState().start({ pathname: '/', search: '' });
    expect(s.store.getState()).toMatchObject({ token: 'tok-r', kind: 'full', ready: true });
  });
});
