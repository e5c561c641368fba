import { countryOption, currencyOption, hydraCollection } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { currencyTable } from '../carriers/index';
import { useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('option lists on $name', (backend) => {
  const ctx = useTestApp(backend);

  describe.skipIf(!backend.available)('GET /api/country_options', () => {
    it('answers every country as a hydra collection, USA first, cacheable for 20 minutes', async () => {
      const response = await ctx.app.inject({ url: '/api/country_options' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=1200');
      const body = hydraCollection(countryOption).parse(response.json());
      expect(body['@type']).toBe('hydra:Collection');
      expect(body['hydra:totalItems']).toBe(body['hydra:member'].length);
      expect(body['hydra:member'][0]?.code).toBe('US');
    });

    it('answers 304 when the client already has the list (ETag)', async () => {
      const first = await ctx.app.inject({ url: '/api/country_options' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await ctx.app.inject({ url: '/api/country_options', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await ctx.app.inject({
        url: '/api/country_options',
        headers: { 'if-none-match': '"other"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('needs no token: option lists are the same for everyone', async () => {
      const response = await ctx.app.inject({
        url: '/api/country_options',
        headers: { authorization: 'Bearer junk' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe.skipIf(!backend.available)('GET /api/currency_options', () => {
    it('lists the currencies of the sandbox exchange table', async () => {
      const response = await ctx.app.inject({ url: '/api/currency_options' });
      expect(response.statusCode).toBe(200);
      const body = hydraCollection(currencyOption).parse(response.json());
      expect(body['hydra:member']).toEqual(
        currencyTable.map(({ code, label }) => ({ code, value: code, label })),
      );
      expect(body['hydra:member'].map((c) => c.code)).toContain('USD');
    });
  });

  describe.skipIf(!backend.available)('GET /api/contexts/{type}', () => {
    it('serves the JSON-LD context an answer points to', async () => {
      const list = await ctx.app.inject({ url: '/api/country_options' });
      const context = await ctx.app.inject({ url: list.json()['@context'] });
      expect(context.statusCode).toBe(200);
      expect(context.json()['@context']).toMatchObject({ hydra: 'http://www.w3.org/ns/hydra/core#' });
      expect((await ctx.app.inject({ url: '/api/contexts/Nothing' })).statusCode).toBe(404);
    });
  });
});
