import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { bearer, guestToken, TEST_SECRET, useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { ROUTE_PERMISSIONS, type RouteKey, type RoutePolicy } from './permissions';
import { createTokenService } from './tokens';

const backends = await testBackends();

/** A request that reaches each route's handler (path parameters filled in). */
function requestOf(key: string) {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const url = pattern
    .replace(':type', 'Quote')
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .concat(pattern === '/api/data/postal-codes' ? '?countryCode=US&search=100' : '');
  return { method: method as 'GET' | 'POST', url };
}

const routeKeys = Object.keys(ROUTE_PERMISSIONS) as RouteKey[];
/** The error code of an answer (pages such as /api/docs have none). */
const errorCodeOf = (response: { headers: Record<string, unknown>; json(): { errorCode?: string } }) =>
  String(response.headers['content-type']).includes('json') ? response.json().errorCode : undefined;

describe.each(backends)('route authorization on $name', (backend) => {
  const ctx = useTestApp(backend);

  describe.skipIf(!backend.available)('the permission table', () => {
    it('lists only routes the app has', () => {
      for (const key of routeKeys) {
        const { method, url } = requestOf(key);
        expect(ctx.app.hasRoute({ method, url: key.split(' ')[1] as string }), `${method} ${url}`).toBe(true);
      }
    });

    it.each(routeKeys)('%s: anonymous callers get what the table says', async (key) => {
      const response = await ctx.app.inject(requestOf(key));
      // A public route may still answer 401 for its own reason (refresh without a refresh token).
      if (ROUTE_PERMISSIONS[key]?.requires === 'public')
        expect(errorCodeOf(response)).not.toBe('Unauthorized');
      else {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ '@type': 'hydra:Error', errorCode: 'Unauthorized' });
      }
    });

    it.each(routeKeys)(
      '%s: a guest token passes where quoting (and its own quotes) is allowed, and only there',
      async (key) => {
        const response = await ctx.app.inject({
          ...requestOf(key),
          headers: bearer(await guestToken(ctx.app)),
        });
        const requires = ROUTE_PERMISSIONS[key]?.requires ?? '';
        if (['public', 'quote', 'history'].includes(requires))
          expect(['Unauthorized', 'Forbidden']).not.toContain(errorCodeOf(response));
        // A partner's server proves itself with its secret key; a token of ours is no credential there.
        else if (requires === 'partnerSecret') expect(response.statusCode).toBe(401);
        else expect(response.statusCode).toBe(403);
      },
    );
  });

  describe.skipIf(!backend.available)('bearer tokens', () => {
    it('answers 401 with a hydra error for a missing, malformed, forged or expired token', async () => {
      const expired = await createTokenService({
        secret: TEST_SECRET,
        now: () => new Date(Date.now() - 13 * 3600 * 1000),
      }).issueGuestToken();
      const headers = [
        {},
        { authorization: 'Basic Z3Vlc3Q6Z3Vlc3Q=' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer not.a.jwt' },
        { authorization: `Bearer ${expired.token}` },
      ];
      for (const header of headers) {
        const response = await ctx.app.inject({ url: '/api/quotes', headers: header });
        expect(response.statusCode, JSON.stringify(header)).toBe(401);
        expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
        expect(response.json()['hydra:description']).toEqual(expect.any(String));
      }
    });

    it('accepts the scheme in any case, as HTTP allows', async () => {
      const token = await guestToken(ctx.app);
      const response = await ctx.app.inject({
        url: '/api/quotes',
        headers: { authorization: `bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    });

    it('never caches a token answer', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/guest_auth_token_actions' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ '@type': 'GuestAuthToken', token: expect.any(String) });
      expect(Date.parse(response.json().expiresAt)).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
    });
  });
});

describe('scopes beyond quoting', () => {
  // Issue 2 has no route a guest may not call, so a probe route needing the account scope stands
  // in for the drafts and shipments of the next issue.
  const build = (permissions: Record<string, RoutePolicy>, path: string) =>
    buildApp({
      db: drizzle.mock() as unknown as Database,
      jwtSecret: TEST_SECRET,
      permissions: { ...ROUTE_PERMISSIONS, ...permissions },
      extraRoutes: (app: FastifyInstance) => {
        app.get(path, async () => ({ ok: true }));
      },
    });

  it('refuses a guest token everywhere but quoting, with a 403 hydra error', async () => {
    const app = await build(
      { 'GET /api/test_account_things': { requires: 'account', inactive: 'block', suspended: 'block' } },
      '/api/test_account_things',
    );
    const response = await app.inject({
      url: '/api/test_account_things',
      headers: bearer(await guestToken(app)),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      '@type': 'hydra:Error',
      errorCode: 'Forbidden',
      'hydra:description': 'Please sign in to continue: guest access is limited to quotes.',
    });
    expect((await app.inject({ url: '/api/test_account_things' })).statusCode).toBe(401);
    await app.close();
  });

  it('refuses to start with an /api route missing from the permission table (fail closed)', async () => {
    await expect(build({}, '/api/unlisted')).rejects.toThrow(
      /GET \/api\/unlisted is not in ROUTE_PERMISSIONS/,
    );
  });
});
