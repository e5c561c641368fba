import { describe, expect, it } from 'vitest';
import { bearer, guestToken, useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const PARTNER = 'https://shop.example.com';

describe.each(backends)('CORS on $name', (backend) => {
  const ctx = useTestApp(backend, { partnerOrigins: [PARTNER, 'http://localhost:4173'] });

  describe.skipIf(!backend.available)('cross-origin calls', () => {
    it('lets a partner storefront call the API cross-origin', async () => {
      const response = await ctx.app.inject({ url: '/api/country_options', headers: { origin: PARTNER } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(response.headers.vary).toContain('Origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('answers a partner preflight for a quote with bearer token and JSON-LD body', async () => {
      const response = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/rate_shipment_actions',
        headers: {
          origin: PARTNER,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
    });

    it('gives any other origin no CORS headers, so browsers keep its pages out', async () => {
      for (const origin of [
        'https://evil.example',
        'https://shop.example.com.evil.test',
        'null',
        'http://shop.example.com',
      ]) {
        const response = await ctx.app.inject({ url: '/api/country_options', headers: { origin } });
        expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
        const preflight = await ctx.app.inject({
          method: 'OPTIONS',
          url: '/api/rate_shipment_actions',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });

    it('always serves same-origin calls (no Origin, or the API’s own)', async () => {
      const token = await guestToken(ctx.app);
      const plain = await ctx.app.inject({ url: '/api/quotes', headers: bearer(token) });
      expect(plain.statusCode).toBe(200);
      const own = await ctx.app.inject({
        url: '/api/quotes',
        headers: { ...bearer(token), origin: 'http://localhost:3000', host: 'localhost:3000' },
      });
      expect(own.statusCode).toBe(200);
    });
  });
});

describe.each(backends)('CORS without partners on $name', (backend) => {
  const ctx = useTestApp(backend);
  it.skipIf(!backend.available)('allows no cross-origin caller at all', async () => {
    const response = await ctx.app.inject({ url: '/api/country_options', headers: { origin: PARTNER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
