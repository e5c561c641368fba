import { describe, expect, it } from 'vitest';
import { demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('POST /api/data/validate-address on $name (spec 03 §7)', (backend) => {
  const ctx = useAccountsApp(backend);
  const post = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/data/validate-address',
      headers: bearer(token),
      payload: payload as object,
    });

  it.skipIf(!backend.available)(
    'answers 200 valid or not located (never blocking), 400 for a malformed body, and refuses a guest',
    async () => {
      const token = (await signIn(ctx.app, demoEmail('client'))).token;
      const good = await post(token, {
        address: {
          addressLine1: '350 Fifth Avenue',
          locality: 'New York',
          administrativeArea: 'NY',
          postalCode: '10118',
          countryCode: 'US',
        },
      });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ '@type': 'AddressValidation', valid: true, mismatches: [] });
      const wrong = await post(await quickAccess(ctx.app, '812345606'), {
        address: {
          addressLine1: '1 Main St',
          locality: 'Miami',
          administrativeArea: 'FL',
          postalCode: '10118',
          countryCode: 'US',
        },
      });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toMatchObject({
        valid: false,
        message:
          'We are unable to locate that address. If you are not sure whether it is valid, we suggest you to double check it before proceeding.',
        suggestion: { locality: 'New York', administrativeArea: 'NY' },
      });
      expect(wrong.json().mismatches.map((m: { propertyPath: string }) => m.propertyPath)).toEqual([
        'address.administrativeArea',
        'address.locality',
      ]);
      for (const payload of [{}, { address: 'x' }, { address: { countryCode: 5 } }, []]) {
        expect((await post(token, payload)).statusCode).toBe(400);
      }
      // Every element may be left out: the answer says which are missing.
      const empty = await post(token, { address: {} });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({
        valid: false,
        mismatches: [{ propertyPath: 'address.countryCode' }],
      });
      expect((await post(await guestToken(ctx.app), { address: { countryCode: 'US' } })).statusCode).toBe(
        403,
      );
    },
  );
});
