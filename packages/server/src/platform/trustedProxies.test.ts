import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS } from '../auth/permissions';
import { useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const [pglite] = await testBackends();
const whoAmI = {
  permissions: {
    ...ROUTE_PERMISSIONS,
    'GET /api/test_client_address': { requires: 'public', inactive: 'allow', suspended: 'allow' },
  } as const,
  extraRoutes: (app: import('fastify').FastifyInstance) => {
    app.get('/api/test_client_address', async (request) => ({ ip: request.ip }));
  },
};

describe('the client address behind proxies (SHIPDECK_TRUSTED_PROXIES)', () => {
  describe('with no trusted proxy', () => {
    const ctx = useTestApp(pglite as never, whoAmI);
    it('ignores X-Forwarded-For, which anyone can send', async () => {
      const response = await ctx.app.inject({
        url: '/api/test_client_address',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.json().ip).toBe('127.0.0.1');
    });
  });

  describe('behind a trusted proxy', () => {
    const ctx = useTestApp(pglite as never, { ...whoAmI, trustedProxies: ['127.0.0.1'] });
    it("takes the client's address from the proxy's X-Forwarded-For", async () => {
      const response = await ctx.app.inject({
        url: '/api/test_client_address',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.json().ip).toBe('203.0.113.9');
    });
  });
});
