import { tokenResponse } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { QUICK_ACCESS_SCOPES } from '../auth/principal';
import { demoEmail, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('first sign-in of an account with no password (spec 03 §4) on $name', (backend) => {
  const ctx = useAccountsApp(backend);
  const attempt = (email: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email, password: 'anything-at-all', refreshTokenDelivery: 'body', ...extra },
    });
  const continueAs = (email: string) => attempt(email, { continueWithLimitedAccess: true });

  describe.skipIf(!backend.available)('"Continue with limited access"', () => {
    it('answers NoPasswordSet (401) until the person chooses to continue', async () => {
      const response = await attempt(demoEmail('nopassword'));
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('NoPasswordSet');
    });

    it('signs in with quick access (quotes and preparation only) when the person continues', async () => {
      const response = await continueAs(demoEmail('nopassword'));
      expect(response.statusCode).toBe(200);
      const body = tokenResponse.parse(response.json());
      expect(body.scopes).toEqual([...QUICK_ACCESS_SCOPES]);
      const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(body.token) });
      expect(me.statusCode).toBe(200);
      // No password was proved: the session shows what quick access shows, never the e-mail.
      expect(me.json()).toMatchObject({ quickAccess: true, passwordSet: false, email: null });
      const history = await ctx.app.inject({ url: '/api/quotes', headers: bearer(body.token) });
      expect(history.statusCode).toBe(403);
    });

    it('signs in by account number the same way, keeping the number it proved', async () => {
      const response = await continueAs('812345606');
      expect(response.statusCode).toBe(200);
      const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(response.json().token) });
      expect(me.json()).toMatchObject({ quickAccess: true });
      expect(JSON.stringify(me.json())).toContain('812345606');
    });

    it('still refuses an account with a password set when the password is wrong', async () => {
      const response = await continueAs(demoEmail('client'));
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('PasswordIncorrect');
    });
  });
});
