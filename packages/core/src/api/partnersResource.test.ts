import { describe, expect, it, vi } from 'vitest';
import { isApiFailure } from './apiError';
import { createApiClient, createQuoteApiClient } from './createApiClient';
import { createFakeFetch } from './fakeFetch.test-helper';
import { fetchExchange } from './fetchExchange';

const logger = () => ({ warn: vi.fn(), error: vi.fn() });
const KEY = 'pk_live_abcdefghijklmnopqrstuv';

describe('the publishable key (issue 9)', () => {
  it("goes with every call of a partner's widget, the guest token's included", async () => {
    const fake = createFakeFetch((request) =>
      request.pathname.endsWith('/guest_auth_token_actions')
        ? { status: 200, body: { token: 'guest-token', expiresAt: '2099-01-01T00:00:00Z' } }
        : { status: 200, body: { '@type': 'hydra:Collection', 'hydra:member': [], 'hydra:totalItems': 0 } },
    );
    const client = createQuoteApiClient({
      baseUrl: 'https://api.test/api',
      publishableKey: KEY,
      exchange: fetchExchange(fake.fetch),
      logger: logger(),
    });
    await client.quotes();
    expect(fake.sent.map((r) => r.pathname)).toEqual(['/api/guest_auth_token_actions', '/api/quotes']);
    for (const request of fake.sent) expect(request.headers['shipdeck-publishable-key']).toBe(KEY);
  });

  it('is not sent when the host gives none (the app itself)', async () => {
    const fake = createFakeFetch(() => ({ status: 200, body: [] }));
    const client = createApiClient({
      baseUrl: 'https://api.test/api',
      getToken: () => 'token',
      exchange: fetchExchange(fake.fetch),
      logger: logger(),
    });
    await client.partnerKeys();
    expect(fake.sent[0]?.headers).not.toHaveProperty('shipdeck-publishable-key');
  });
});

describe('partner keys calls (admin)', () => {
  const client = (handler: Parameters<typeof createFakeFetch>[0]) => {
    const fake = createFakeFetch(handler);
    return {
      sent: fake.sent,
      api: createApiClient({
        baseUrl: 'https://api.test/api',
        getToken: () => 'admin-token',
        exchange: fetchExchange(fake.fetch),
        logger: logger(),
      }),
    };
  };

  it('lists a page, creates, changes origins and revokes', async () => {
    const { api, sent } = client((request) => ({
      status: request.method === 'POST' && request.pathname === '/api/partner_keys' ? 201 : 200,
      body:
        request.method === 'GET'
          ? { 'hydra:member': [{ id: 'k1' }], 'hydra:totalItems': 1 }
          : { id: 'k1', secretKey: 'sk_live_x' },
    }));
    expect((await api.partnerKeys({ page: 2 })).items).toEqual([{ id: 'k1' }]);
    const created = await api.createPartnerKey({ name: 'Shop', origins: ['https://shop.example.com'] });
    expect(created).toMatchObject({ secretKey: 'sk_live_x' });
    await api.updatePartnerKey('k1', { origins: ['https://a.example.com'] });
    await api.revokePartnerKey('k1');
    expect(sent.map((r) => `${r.method} ${r.pathname}${r.search}`)).toEqual([
      'GET /api/partner_keys?page=2&itemsPerPage=20',
      'POST /api/partner_keys',
      'PATCH /api/partner_keys/k1',
      'POST /api/partner_keys/k1/revoke_actions',
    ]);
    expect(sent[1]?.body).toEqual({ name: 'Shop', origins: ['https://shop.example.com'] });
  });

  it('answers violations at their fields as a failure the form shows', async () => {
    const { api } = client(() => ({
      status: 422,
      body: {
        'hydra:description': 'There is some missing or incorrect information that needs to be fixed.',
        errorCode: 'ValidationFailed',
        violations: [{ propertyPath: 'origins.0', message: 'not an origin', severity: 'error' }],
      },
    }));
    const answer = await api.createPartnerKey({ name: 'Shop', origins: ['nope'] });
    expect(isApiFailure(answer) && answer.violations[0]?.propertyPath).toBe('origins.0');
  });
});
