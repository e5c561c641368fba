import { signInError, tokenResponse } from '@shipdeck/core/contract';
import { ACCOUNT_LIMITS } from '@shipdeck/core/limits';
import { messages } from '@shipdeck/core/messages';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LOCK_MS } from '../auth/signInDecision';
import { DEMO_IDENTIFIERS, DEMO_PASSWORD } from '../seed/demoAccounts';
import { demoEmail, useAccountsApp } from '../testing/accounts';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('sign-in on $name', (backend) => {
  const ctx = useAccountsApp(backend);
  const attempt = (email: string, password = DEMO_PASSWORD, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email, password, ...extra },
    });

  describe.skipIf(!backend.available)(
    'the sign-in error codes of spec 03 §8, each with its demo account',
    () => {
      it.each([
        ['FlaggedForFraud', demoEmail('fraud'), DEMO_PASSWORD, 422],
        ['BadDebtor', demoEmail('baddebtor'), DEMO_PASSWORD, 422],
        ['NoPasswordSet', demoEmail('nopassword'), 'anything-at-all', 401],
        ['OldImportNumber', '812345699', DEMO_PASSWORD, 422],
        ['NonOSImportExportNumber', '812345615', DEMO_PASSWORD, 422],
        ['NonOSImportExportNumber', '899999999', DEMO_PASSWORD, 422],
        ['InvalidNumber', demoEmail('invalidnumber'), DEMO_PASSWORD, 422],
        ['InvalidFormat', DEMO_IDENTIFIERS.InvalidFormat, DEMO_PASSWORD, 422],
        ['EmailNotFound', DEMO_IDENTIFIERS.EmailNotFound, DEMO_PASSWORD, 401],
        ['InvalidCredentials', DEMO_IDENTIFIERS.InvalidCredentials, DEMO_PASSWORD, 401],
        ['PasswordIncorrect', DEMO_IDENTIFIERS.PasswordIncorrect, 'not-the-password', 401],
      ] as const)('answers %s for %s', async (code, identifier, password, status) => {
        const response = await attempt(identifier, password);
        expect(response.statusCode).toBe(status);
        const body = signInError.parse(response.json());
        expect(body.errorCode).toBe(code);
        expect(response.headers['cache-control']).toBe('no-store');
        if (code === 'OldImportNumber') expect(body.newAccountNumber).toBe('812345614');
        if (code === 'EmailNotFound')
          expect(body['hydra:description']).toBe(messages('signInError.EmailNotFound.title'));
      });

      it('tells a fraud flag only to someone with the right password', async () => {
        const response = await attempt(demoEmail('fraud'), 'wrong-password');
        expect(response.json().errorCode).toBe('PasswordIncorrect');
      });

      it('locks after 5 wrong passwords in 15 minutes (FailedSignInAttempts), even for the right one, until the lock expires', async () => {
        const codes: string[] = [];
        for (let i = 0; i < 5; i++)
          codes.push((await attempt(demoEmail('lockme'), `wrong-${i}-password`)).json().errorCode);
        expect(codes).toEqual([
          'PasswordIncorrect',
          'PasswordIncorrect',
          'PasswordIncorrect',
          'PasswordIncorrect',
          'FailedSignInAttempts',
        ]);
        const locked = await attempt(demoEmail('lockme'));
        expect(locked.statusCode).toBe(401);
        expect(signInError.parse(locked.json())).toMatchObject({
          errorCode: 'FailedSignInAttempts',
          lockedUntil: expect.any(String),
        });
        ctx.advance(SIGN_IN_LOCK_MS + 1000);
        expect((await attempt(demoEmail('lockme'))).statusCode).toBe(200);
      });

      it("lets the owner's own browser in with the right password while a stranger's failures lock the account", async () => {
        // The owner signed in from this browser before: it holds the device cookie.
        const first = await attempt(demoEmail('client2'));
        const deviceCookie = [first.headers['set-cookie']]
          .flat()
          .map(String)
          .find((cookie) => cookie.startsWith('shipdeck_device='));
        expect(deviceCookie).toMatch(/HttpOnly; SameSite=Strict/);
        const device = (deviceCookie as string).split(';')[0] as string;
        // A stranger elsewhere types wrong passwords until the account locks.
        for (let i = 0; i < 6; i++) await attempt(demoEmail('client2'), `stranger-${i}-guess`);
        const stranger = await attempt(demoEmail('client2'));
        expect(stranger.json().errorCode).toBe('FailedSignInAttempts');
        // A forged device cookie is no device at all: still locked.
        const forged = await ctx.app.inject({
          method: 'POST',
          url: '/api/authentication_token',
          headers: { cookie: `${device.slice(0, -4)}AAAA` },
          payload: { email: demoEmail('client2'), password: DEMO_PASSWORD },
        });
        expect(forged.json().errorCode).toBe('FailedSignInAttempts');
        // The owner's browser is not held by the lock, but still needs the password.
        const wrong = await ctx.app.inject({
          method: 'POST',
          url: '/api/authentication_token',
          headers: { cookie: device },
          payload: { email: demoEmail('client2'), password: 'not-the-password' },
        });
        expect(wrong.json().errorCode).toBe('PasswordIncorrect');
        const owner = await ctx.app.inject({
          method: 'POST',
          url: '/api/authentication_token',
          headers: { cookie: device },
          payload: { email: demoEmail('client2'), password: DEMO_PASSWORD },
        });
        expect(owner.statusCode).toBe(200);
      });

      it('records failed sign-ins and the lock in the audit log, without the password', async () => {
        const superAdmin = await attempt(demoEmail('superadmin'));
        const token = superAdmin.json().token as string;
        await attempt(demoEmail('client'), 'audited-wrong-password');
        const clientId = '00000000-0000-4000-8000-000000000001';
        const log = await ctx.app.inject({
          url: `/api/users/${clientId}/audit_log`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(log.statusCode).toBe(200);
        expect(log.body).toContain('signInFailed');
        expect(log.body).toContain('PasswordIncorrect');
        expect(log.body).not.toContain('audited-wrong-password');
      });

      it('gives the spec messages at the fields for an empty or short identifier and an empty password', async () => {
        const response = await attempt('abc', '');
        expect(response.statusCode).toBe(422);
        expect(response.json().violations).toEqual([
          { propertyPath: 'email', message: messages('signIn.identifierTooShort'), severity: 'error' },
          { propertyPath: 'password', message: messages('signIn.passwordRequired'), severity: 'error' },
        ]);
        expect((await attempt('', 'x')).json().violations[0].message).toBe(
          messages('signIn.identifierRequired'),
        );
      });

      it('refuses a password over the maximum length at its field, naming the maximum', async () => {
        const response = await attempt(demoEmail('client'), 'p'.repeat(ACCOUNT_LIMITS.passwordMax + 1));
        expect(response.statusCode).toBe(422);
        expect(response.json().violations).toContainEqual(
          expect.objectContaining({
            propertyPath: 'password',
            message: `This value is too long. It should have ${ACCOUNT_LIMITS.passwordMax} characters or less.`,
          }),
        );
      });

      it('never answers 500 to a malformed sign-in', async () => {
        for (const payload of [
          {},
          { email: 5, password: [] },
          'null',
          '[]',
          { email: 'x'.repeat(5000), password: 'y' },
        ]) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/authentication_token',
            payload,
          });
          expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        }
      });
    },
  );

  describe.skipIf(!backend.available)('a successful sign-in', () => {
    it('accepts the e-mail, the import number, the export number or the client id', async () => {
      for (const identifier of [
        demoEmail('client'),
        'CLIENT@demo.shipdeck.test',
        '812345601',
        '912345601',
        'sd100001',
      ]) {
        expect((await attempt(identifier)).statusCode, identifier).toBe(200);
      }
    });

    it('gives the app its refresh token only in an httpOnly, SameSite=Strict cookie scoped to the auth path', async () => {
      const response = await attempt(demoEmail('client'));
      const body = tokenResponse.parse(response.json());
      expect(body.refresh_token).toBeUndefined();
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^shipdeck_refresh=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain('Path=/api/authentication_token');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toMatch(/Max-Age=\d+/);
    });

    it('sets a script-readable hint beside it that holds no secret, so an anonymous page load asks for no refresh', async () => {
      const response = await attempt(demoEmail('client'));
      const cookies = [response.headers['set-cookie']].flat().map(String);
      const hint = cookies.find((cookie) => cookie.startsWith('shipdeck_signed_in='));
      expect(hint).toMatch(/^shipdeck_signed_in=1; Path=\/; SameSite=Strict/);
      expect(hint).not.toContain('HttpOnly');
    });

    it('ends the cookie with the browser without "Remember me"', async () => {
      const response = await attempt(demoEmail('client'), DEMO_PASSWORD, { rememberMe: false });
      const cookies = [response.headers['set-cookie']].flat().map(String);
      const refresh = cookies.find((cookie) => cookie.startsWith('shipdeck_refresh='));
      expect(refresh).toBeDefined();
      expect(refresh).not.toContain('Max-Age');
    });

    it('gives a third-party client that asks the refresh token in the body and no cookie', async () => {
      const response = await attempt(demoEmail('client'), DEMO_PASSWORD, { refreshTokenDelivery: 'body' });
      expect(response.json().refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('issues a 15-minute access token', async () => {
      const body = tokenResponse.parse((await attempt(demoEmail('client'))).json());
      const claims = decodeJwt(body.token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
      expect(Date.parse(body.expiresAt ?? '')).toBe((claims.exp ?? 0) * 1000);
    });
  });

  describe.skipIf(!backend.available)('quick access by account number (spec 03 §4)', () => {
    const quick = (accountNumber: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/account_auth_token_actions', payload: { accountNumber } });

    it('signs in with the number only, for quotes and preparation', async () => {
      const response = await quick('812345606');
      expect(response.statusCode).toBe(200);
      const me = await ctx.app.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(me.json()).toMatchObject({ quickAccess: true, passwordSet: false, email: null });
    });

    it('refuses a malformed or unknown number and fraud accounts with their codes', async () => {
      expect((await quick('712345678')).json().errorCode).toBe('InvalidFormat');
      expect((await quick('899999999')).json().errorCode).toBe('NonOSImportExportNumber');
      expect((await quick('812345611')).json().errorCode).toBe('FlaggedForFraud');
      expect((await quick('123')).statusCode).toBe(422);
    });

    it('says an empty number is required and a short one too short, as the sign-in field does (spec 03 §5)', async () => {
      const empty = await quick('');
      expect(empty.statusCode).toBe(422);
      expect(empty.json().violations).toEqual([
        { propertyPath: 'accountNumber', message: messages('signIn.identifierRequired'), severity: 'error' },
      ]);
      expect((await quick('81234')).json().violations[0].message).toBe(messages('signIn.identifierTooShort'));
    });
  });
});

describe.each(backends)('failed attempts per client address on $name', async (backend) => {
  const { createAttemptLimiter } = await import('../auth/attemptLimiter');
  const ctx = useAccountsApp(backend, { attemptLimiter: createAttemptLimiter({ limit: 3 }) });

  it.skipIf(!backend.available)(
    'stops one client scanning account numbers by quick access, whatever number it tries next',
    async () => {
      const quick = (accountNumber: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/account_auth_token_actions',
          payload: { accountNumber },
        });
      for (const number of ['899999991', '899999992', '899999993'])
        expect((await quick(number)).json().errorCode).toBe('NonOSImportExportNumber');
      const blocked = await quick('812345606');
      expect(blocked.statusCode).toBe(401);
      expect(blocked.json().errorCode).toBe('FailedSignInAttempts');
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { email: demoEmail('client'), password: DEMO_PASSWORD },
      });
      expect(signIn.json().errorCode).toBe('FailedSignInAttempts');
      // Another address is not affected.
      const elsewhere = await ctx.app.inject({
        method: 'POST',
        url: '/api/account_auth_token_actions',
        payload: { accountNumber: '812345606' },
        remoteAddress: '192.0.2.10',
      });
      expect(elsewhere.statusCode).toBe(200);
    },
  );
});
