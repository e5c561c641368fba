import { describe, expect, it } from 'vitest';
import { isSignInRefusal } from './authResource';
import { createApiClient } from './createApiClient';
import type { FetchFunction, HttpExchange } from './exchange';
import { createFakeFetch } from './fakeFetch.test-helper';
import { fetchExchange } from './fetchExchange';
import { ofetchExchange } from './ofetchExchange';

const exchanges: [string, (fetch?: FetchFunction) => HttpExchange][] = [
  ['ofetchExchange', ofetchExchange],
  ['fetchExchange', fetchExchange],
];

describe.each(exchanges)('auth calls (spec 03 §7) over %s', (_name, exchangeOf) => {
  const clientWith = (handler: Parameters<typeof createFakeFetch>[0]) => {
    const fake = createFakeFetch(handler);
    return {
      client: createApiClient({
        baseUrl: 'https://api.test/api',
        exchange: exchangeOf(fake.fetch),
        getToken: () => 'tok',
      }),
      ...fake,
    };
  };

  it('signs in auth-free and answers the token', async () => {
    const { client, sent } = clientWith(() => ({ status: 200, body: { token: 'jwt' } }));
    expect(await client.signIn({ email: 'ada@example.com', password: 'secret', rememberMe: true })).toEqual({
      token: 'jwt',
    });
    expect(sent[0]?.pathname).toBe('/api/authentication_token');
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts 401 and 422 on sign-in and turns them into an error object with the code and new number', async () => {
    for (const status of [401, 422]) {
      const { client } = clientWith(() => ({
        status,
        body: {
          'hydra:description': 'Old number',
          errorCode: 'OldImportNumber',
          newAccountNumber: '912345678',
        },
      }));
      const answer = await client.signIn({ email: '812345678', password: 'x' });
      expect(isSignInRefusal(answer)).toBe(true);
      expect(answer).toEqual({
        kind: 'refused',
        errorCode: 'OldImportNumber',
        description: 'Old number',
        newAccountNumber: '912345678',
      });
    }
  });

  it('defaults a refusal without a code to InvalidCredentials', async () => {
    const { client } = clientWith(() => ({ status: 401, body: {} }));
    expect(await client.quickAccess({ accountNumber: '812345678' })).toMatchObject({
      errorCode: 'InvalidCredentials',
    });
  });

  it('refreshes with an empty body (the cookie carries the refresh token) and answers null for 401', async () => {
    const { client, sent } = clientWith(() => ({ status: 401, body: {} }));
    expect(await client.refreshToken()).toBeNull();
    expect(sent[0]?.body).toEqual({});
  });

  it('sends the sign-up form as a JSON string', async () => {
    const { client, sent } = clientWith(() => ({ status: 201, body: { success: true } }));
    const form = {
      firstName: 'Ada',
      lastName: 'L',
      phoneNumber: '+1 202 555 0100',
      email: 'ada@example.com',
    };
    await client.signUp(form);
    expect(sent[0]?.body).toEqual({ payload: JSON.stringify(form) });
  });

  it('searches users with the search term and unwraps the collection', async () => {
    const { client, sent } = clientWith(() => ({
      status: 200,
      body: { 'hydra:member': [{ id: 'u-1' }], 'hydra:totalItems': 1 },
    }));
    expect(await client.searchUsers('acme')).toEqual({ items: [{ id: 'u-1' }], totalItems: 1 });
    expect(sent[0]?.query).toEqual({ search: 'acme' });
  });
});
