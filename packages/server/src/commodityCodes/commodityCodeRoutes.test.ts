import { describe, expect, it } from 'vitest';
import { demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('commodity codes on $name (spec 03 §7)', (backend) => {
  const ctx = useAccountsApp(backend);
  const get = async (url: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(token ?? (await signIn(ctx.app, demoEmail('client'))).token),
    });

  describe.skipIf(!backend.available)('GET /api/commodity_code_options/{code}', () => {
    it('answers the formatted code of a known 10-digit code, however it is written', async () => {
      for (const written of ['8471300100', '8471.30.0100', '8471%2030%200100']) {
        const answer = await get(`/api/commodity_code_options/${written}`);
        expect(answer.statusCode, written).toBe(200);
        expect(answer.json()).toEqual(['8471.30.0100']);
      }
    });

    it('answers 404 with the spec warning for a code whose first six digits are no HS subheading', async () => {
      const answer = await get('/api/commodity_code_options/9801100000');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()['hydra:description']).toBe(
        'Please double check that this code is valid. You can still continue.',
      );
    });

    it('answers 404 with the format message for anything that is not 10 digits', async () => {
      for (const written of ['847130', '84713001001', 'abcdefghij', 'x'.repeat(90)]) {
        const answer = await get(`/api/commodity_code_options/${written}`);
        expect(answer.statusCode, written).toBe(404);
        expect(answer.json()['hydra:description']).toBe('Correct format is "XXXX.XX.XXXX"');
      }
    });

    it('is there for quick access (it prepares) and not for a guest', async () => {
      const quick = await quickAccess(ctx.app, '812345606');
      expect((await get('/api/commodity_code_options/6912004400', quick)).statusCode).toBe(200);
      const guest = await guestToken(ctx.app);
      expect((await get('/api/commodity_code_options/6912004400', guest)).statusCode).toBe(403);
    });
  });

  describe.skipIf(!backend.available)('GET /api/commodity_code_options?search=', () => {
    it('suggests HS subheadings for an item description, best first, with heading and chapter', async () => {
      const answer = await get('/api/commodity_code_options?search=cotton%20t-shirts&limit=3');
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body['hydra:member']).toHaveLength(3);
      expect(body['hydra:member'][0]).toEqual({
        code: '6109.10',
        subheading: '610910',
        description: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted',
        heading: { code: '6109', description: expect.stringMatching(/^T-shirts, singlets/) },
        chapter: { code: '61', description: expect.stringMatching(/knitted or crocheted/) },
      });
    });

    it('asks for 2 characters and caps the list at 25', async () => {
      expect((await get('/api/commodity_code_options?search=a')).statusCode).toBe(400);
      expect((await get('/api/commodity_code_options')).statusCode).toBe(400);
      const many = (await get('/api/commodity_code_options?search=85&limit=999')).json();
      expect(many['hydra:member']).toHaveLength(25);
    });
  });
});
