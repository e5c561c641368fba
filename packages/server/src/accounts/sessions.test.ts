import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions as sessionsTable } from '../db/accountSchema';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { SESSION_CACHE_MS } from './accountService';

const backends = await testBackends();

describe.each(backends)('sessions on $name', (backend) => {
  const ctx = useAccountsApp(backend);
  const refresh = (refreshToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/authentication_token/refresh',
      payload: { refresh_token: refreshToken },
    });
  const me = (token: string) => ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });

  describe.skipIf(!backend.available)('the resolved-session cache (issue 8)', () => {
    it("sees another server process's revocation within SESSION_CACHE_MS, and its own at once", async () => {
      const session = await signIn(ctx.app, demoEmail('client'));
      expect((await me(session.token)).statusCode).toBe(200);
      const { sid } = decodeJwt(session.token) as { sid: string };
      // Another process ends the session: only the database knows.
      await ctx.database.handle.db
        .update(sessionsTable)
        .set({ revokedAt: new Date() })
        .where(eq(sessionsTable.id, sid));
      ctx.advance(SESSION_CACHE_MS + 100);
      try {
        expect((await me(session.token)).statusCode).toBe(401);
      } finally {
        ctx.advance(-(SESSION_CACHE_MS + 100));
      }
      // This process's own sign-out takes effect on the next request.
      const other = await signIn(ctx.app, demoEmail('client'));
      expect((await me(other.token)).statusCode).toBe(200);
      await ctx.app.inject({ method: 'POST', url: '/api/sign_out_actions', headers: bearer(other.token) });
      expect((await me(other.token)).statusCode).toBe(401);
    });
  });

  describe.skipIf(!backend.available)('sign-out and malformed input (issue 7)', () => {
    it('ends the session when the access token has expired: its refresh token no longer works', async () => {
      const session = await signIn(ctx.app, demoEmail('client'));
      ctx.advance(16 * 60 * 1000);
      try {
        expect((await me(session.token)).statusCode).toBe(401);
        const out = await ctx.app.inject({
          method: 'POST',
          url: '/api/sign_out_actions',
          headers: bearer(session.token),
        });
        expect(out.statusCode).toBe(200);
        expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      } finally {
        ctx.advance(-16 * 60 * 1000);
      }
    });

    it('answers a malformed refresh cookie with 401, never a 500', async () => {
      for (const cookie of ['shipdeck_refresh=%', 'shipdeck_refresh=%E0%A4%A', 'shipdeck_refresh']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/authentication_token/refresh',
          headers: { cookie },
        });
        expect(response.statusCode).toBe(401);
        const out = await ctx.app.inject({
          method: 'POST',
          url: '/api/sign_out_actions',
          headers: { cookie },
        });
        expect(out.statusCode).toBe(200);
      }
    });
  });

  describe.skipIf(!backend.available)('refresh tokens (docs/security.md#refresh-tokens-and-sessions)', () => {
    it('rotates the refresh token on every use', async () => {
      const first = await signIn(ctx.app, demoEmail('client'));
      const renewed = await refresh(first.refreshToken);
      expect(renewed.statusCode).toBe(200);
      const body = renewed.json();
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.refresh_token).not.toBe(first.refreshToken);
      expect((await me(body.token)).statusCode).toBe(200);
      expect((await refresh(body.refresh_token)).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is used again, access tokens included', async () => {
      const first = await signIn(ctx.app, demoEmail('client'));
      const second = (await refresh(first.refreshToken)).json();
      const reused = await refresh(first.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().errorCode).toBe('InvalidRefreshToken');
      // The legitimate holder's newer tokens die with the family.
      expect((await refresh(second.refresh_token)).statusCode).toBe(401);
      expect((await me(second.token)).statusCode).toBe(401);
      expect((await me(first.token)).statusCode).toBe(401);
    });

    it('lets only one of two concurrent refreshes with one token win, and then ends the family', async () => {
      const first = await signIn(ctx.app, demoEmail('client'));
      const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json();
      expect((await me(winner.token)).statusCode).toBe(401);
    });

    it('refuses an unknown, malformed or missing refresh token with 401', async () => {
      for (const token of ['x'.repeat(43), 'short', '']) expect((await refresh(token)).statusCode).toBe(401);
      const none = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token/refresh',
        payload: {},
      });
      expect(none.statusCode).toBe(401);
    });

    it('refreshes the app from its cookie and answers with a new cookie, never a body token', async () => {
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { email: demoEmail('client'), password: DEMO_PASSWORD },
      });
      const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
      const renewed = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token/refresh',
        headers: { cookie },
        payload: {},
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().refresh_token).toBeUndefined();
      const next = String(renewed.headers['set-cookie']).split(';')[0];
      expect(next).not.toBe(cookie);
      // The old cookie value is a used token now: presenting it again ends the family.
      const replay = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token/refresh',
        headers: { cookie },
        payload: {},
      });
      expect(replay.statusCode).toBe(401);
      expect(String(replay.headers['set-cookie'])).toContain('Max-Age=0');
    });
  });

  describe.skipIf(!backend.available)('ending sessions', () => {
    it('signs out: the access token and the refresh token stop working, the cookie is cleared', async () => {
      const session = await signIn(ctx.app, demoEmail('client'));
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_out_actions',
        headers: bearer(session.token),
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(
        /shipdeck_refresh=; Path=\/api\/authentication_token;.*Max-Age=0/,
      );
      expect(String(out.headers['set-cookie'])).toMatch(/shipdeck_signed_in=; Path=\/;.*Max-Age=0/);
      expect((await me(session.token)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('signs out by the refresh token alone when the access token has expired', async () => {
      const session = await signIn(ctx.app, demoEmail('client2'));
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_out_actions',
        payload: { refresh_token: session.refreshToken },
      });
      expect(out.statusCode).toBe(200);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('ends every session of an account a staff member inactivates (ASVS 7.4.2), which may then only see itself', async () => {
      const [a, b] = [
        await signIn(ctx.app, demoEmail('whitelisted')),
        await signIn(ctx.app, demoEmail('whitelisted')),
      ];
      const staff = await signIn(ctx.app, demoEmail('csr'));
      const sync = (active: boolean) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sync_user_actions',
          headers: bearer(staff.token),
          payload: { emailOrId: demoEmail('whitelisted'), active, suspended: null, whitelisted: null },
        });
      const answer = await sync(false);
      expect(answer.json()).toMatchObject({
        success: true,
        user: { active: false, suspended: true, whitelisted: true },
      });
      for (const session of [a, b]) {
        expect((await me(session.token)).statusCode).toBe(401);
        expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      }
      // Signing in again works, but only the allowed list is open (spec 03 §6).
      const again = await signIn(ctx.app, demoEmail('whitelisted'));
      expect((await me(again.token)).json()).toMatchObject({ active: false });
      const quotes = await ctx.app.inject({ url: '/api/quotes', headers: bearer(again.token) });
      expect(quotes.statusCode).toBe(403);
      expect(quotes.json()).toMatchObject({ errorCode: 'AccountInactive' });
      await sync(true);
      expect((await ctx.app.inject({ url: '/api/quotes', headers: bearer(again.token) })).statusCode).toBe(
        200,
      );
    });
  });
});
