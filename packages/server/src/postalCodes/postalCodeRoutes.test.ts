import { hydraCollection, postalCodeSuggestion } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { bearer, guestToken, useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('GET /api/data/postal-codes on $name', (backend) => {
  const ctx = useTestApp(backend);
  const get = async (query: string, token?: string) =>
    ctx.app.inject({
      url: `/api/data/postal-codes${query}`,
      headers: bearer(token ?? (await guestToken(ctx.app))),
    });

  describe.skipIf(!backend.available)('suggestions', () => {
    it('suggests US postal codes and cities for what was typed', async () => {
      const response = await get('?countryCode=US&search=9021');
      expect(response.statusCode).toBe(200);
      const body = hydraCollection(postalCodeSuggestion).parse(response.json());
      expect(body['hydra:member']).toContainEqual({
        postalCode: '90210',
        city: 'Beverly Hills',
        division: 'CA',
      });
      expect(body['hydra:member'].length).toBeLessThanOrEqual(10);
      expect((await get('?countryCode=us&search=Boston')).json()['hydra:member'][0]).toMatchObject({
        city: 'Boston',
        division: 'MA',
      });
    });

    it('answers an empty list, not a failing 404, when nothing matches (issue 16: a page load makes no failing calls)', async () => {
      for (const query of [
        '?countryCode=US&search=00000',
        '?countryCode=US&search=Qqqq',
        '?countryCode=GB&search=EC1Y',
      ]) {
        const response = await get(query);
        expect(response.statusCode, query).toBe(200);
        expect(response.json()).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
      }
    });

    it('answers 400 for a search under 2 characters or a country that is not a code', async () => {
      for (const query of [
        '?countryCode=US&search=1',
        '?countryCode=USA&search=100',
        '?search=100',
        '?countryCode=US',
      ]) {
        const response = await get(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().violations.length).toBeGreaterThan(0);
      }
      expect((await get('?countryCode=US&search=1')).json().violations[0]).toEqual({
        propertyPath: 'search',
        message: 'Search must be at least 2 characters',
        severity: 'error',
      });
    });

    it('needs a token that may quote', async () => {
      const response = await ctx.app.inject({ url: '/api/data/postal-codes?countryCode=US&search=100' });
      expect(response.statusCode).toBe(401);
    });
  });
});
