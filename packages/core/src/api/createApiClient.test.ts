import { describe, expect, it, vi } from 'vitest';
import type { RateShipmentRequest } from '../contract/quote';
import { ApiError, isApiFailure } from './apiError';
import { createApiClient, createQuoteApiClient } from './createApiClient';
import type { FetchFunction, HttpExchange } from './exchange';
import { createFakeFetch, type FakeAnswer, type SentRequest } from './fakeFetch.test-helper';
import { fetchExchange } from './fetchExchange';
import { ofetchExchange } from './ofetchExchange';
import { createMemoryStorage } from './optionCache';

const request: RateShipmentRequest = {
  origin: { countryCode: 'US', postalCode: '10001', isResidential: false },
  destination: { countryCode: 'US', postalCode: '90210', isResidential: false },
  targetShipDate: '2025-03-05T00:00:00.000',
  pieces: [{ quantity: 1, weight: 1, length: 1, width: 1, height: 1 }],
  isDocument: false,
  usesExpressEnvelope: false,
  hasDangerousGoods: false,
  currency: 'USD',
  measurementSystem: 'imperial',
};

const silentLogger = () => ({ warn: vi.fn(), error: vi.fn() });

// The lead's decision: the status rules live in the transport once, and both exchanges pass this
// same table (ofetch in the app, the global fetch alone in the embed).
const exchanges: [string, (fetch?: FetchFunction) => HttpExchange][] = [
  ['ofetchExchange', ofetchExchange],
  ['fetchExchange', fetchExchange],
];

describe.each(exchanges)('over %s', (_name, exchangeOf) => {
  function clientWith(
    handler: (r: SentRequest) => FakeAnswer,
    extra: Partial<Parameters<typeof createApiClient>[0]> = {},
  ) {
    const fake = createFakeFetch(handler);
    const logger = silentLogger();
    const client = createApiClient({
      baseUrl: 'https://api.test/api/',
      getToken: () => 'host-token',
      exchange: exchangeOf(fake.fetch),
      logger,
      ...extra,
    });
    return { client, sent: fake.sent, logger };
  }

  const hydraList = (members: unknown[], total = members.length) => ({
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
  });

  describe('API client (spec 01 §7, spec 03 §7-§8)', () => {
    it('sends JSON-LD with the bearer token to the base URL', async () => {
      const { client, sent } = clientWith(() => ({
        status: 200,
        body: hydraList([{ code: 'USD', value: 'USD', label: 'USD' }]),
      }));
      await client.currencyOptions();
      expect(sent[0]?.href).toBe('https://api.test/api/currency_options');
      expect(sent[0]?.headers.accept).toBe('application/ld+json');
      expect(sent[0]?.headers.authorization).toBe('Bearer host-token');
    });

    it('unwraps hydra collections and pages the quotes list', async () => {
      const { client, sent } = clientWith(() => ({ status: 200, body: hydraList([{ id: 'q1' }], 31) }));
      const page = await client.quotes({ page: 2 });
      expect(page).toEqual({ items: [{ id: 'q1' }], totalItems: 31 });
      expect(sent[0]?.query).toEqual({
        page: '2',
        itemsPerPage: '10',
        'exists[shipmentId]': 'false',
      });
    });

    it('adds ownedBy and createdBy as /users/{id} when acting for another user', async () => {
      const { client, sent } = clientWith(
        (r) =>
          r.method === 'GET'
            ? { status: 200, body: hydraList([]) }
            : { status: 200, body: { success: true, rates: [], error: null, createdInId: null } },
        { actingFor: () => ({ userId: '42' }) },
      );
      await client.quotes();
      await client.rateShipment(request);
      expect(sent[0]?.query.ownedBy).toBe('/users/42');
      expect(sent[0]?.query.createdBy).toBe('/users/42');
      expect(sent[1]?.body).toMatchObject({
        ownedBy: '/users/42',
        createdBy: '/users/42',
        pieces: request.pieces,
      });
      expect(sent[1]?.headers['content-type']).toBe('application/ld+json');
    });

    it('answers an empty postal-code list for a tolerated 404', async () => {
      const { client, sent } = clientWith(() => ({
        status: 404,
        body: { 'hydra:description': 'Not Found' },
      }));
      await expect(client.postalCodes('US', '999')).resolves.toEqual([]);
      expect(sent[0]?.search).toBe('?countryCode=US&search=999');
    });

    it('turns a 422 on the standalone quote into an error object with the text and violations', async () => {
      const { client } = clientWith(() => ({
        status: 422,
        body: {
          'hydra:title': 'An error occurred',
          'hydra:description': 'pieces.0.weight: How heavy is your item?',
          violations: [{ propertyPath: 'pieces.0.weight', message: 'How heavy is your item?' }],
        },
      }));
      const answer = await client.rateShipment(request);
      expect(isApiFailure(answer)).toBe(true);
      expect(answer).toEqual({
        kind: 'failure',
        status: 422,
        title: 'An error occurred',
        description: 'pieces.0.weight: How heavy is your item?',
        errorCode: 'InvalidCredentials',
        violations: [{ propertyPath: 'pieces.0.weight', message: 'How heavy is your item?' }],
        body: expect.objectContaining({ 'hydra:title': 'An error occurred' }),
      });
    });

    it('throws the hydra description for 400, 422 and 500 that are not tolerated', async () => {
      for (const status of [400, 422, 500]) {
        const { client, logger } = clientWith(() => ({
          status,
          body: { 'hydra:description': `Broken ${status}` },
        }));
        await expect(client.rateShipment(request, { standalone: false })).rejects.toMatchObject({
          name: 'ApiError',
          status,
          message: `Broken ${status}`,
        });
        expect(logger.error).toHaveBeenCalled();
      }
    });

    it('throws the generic text for a 500 without description and for any other status', async () => {
      for (const [status, body] of [
        [500, {}],
        [418, { 'hydra:description': 'I am a teapot' }],
        [502, undefined],
      ] as const) {
        const { client } = clientWith(() => ({ status, body }));
        await expect(client.quotes()).rejects.toThrow('It looks like there may have been a problem.');
      }
    });

    it('only logs a 403, with an error the host does not show', async () => {
      const { client, logger } = clientWith(() => ({
        status: 403,
        body: { 'hydra:description': 'Access Denied.' },
      }));
      const error = await client.quotes().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).silent).toBe(true);
      expect(logger.warn).toHaveBeenCalled();
    });

    it('refreshes on 401 and retries the call once with the new token', async () => {
      let token = 'old';
      const { client, sent } = clientWith(
        (r) =>
          r.headers.authorization === 'Bearer new'
            ? { status: 200, body: hydraList([]) }
            : { status: 401, body: {} },
        {
          getToken: () => token,
          onUnauthorized: () => {
            token = 'new';
            return true;
          },
        },
      );
      await expect(client.quotes()).resolves.toEqual({ items: [], totalItems: 0 });
      expect(sent.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    });

    it('does not retry a 401 when the host redirects instead', async () => {
      const onUnauthorized = vi.fn(() => false);
      const { client, sent } = clientWith(() => ({ status: 401, body: {} }), { onUnauthorized });
      await expect(client.quotes()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledOnce();
      expect(sent).toHaveLength(1);
    });

    it('turns a network failure into the generic message', async () => {
      const client = createApiClient({
        baseUrl: 'https://api.test/api',
        getToken: () => null,
        exchange: exchangeOf(() => Promise.reject(new TypeError('fetch failed'))),
        logger: silentLogger(),
      });
      await expect(client.currencyOptions()).rejects.toThrow('It looks like there may have been a problem.');
    });

    it('answers the success marker for an empty 204', async () => {
      const { client } = clientWith(() => ({ status: 204 }));
      await expect(client.transport.request('/anything', { method: 'DELETE' })).resolves.toEqual({
        kind: 'no-content',
        success: true,
      });
    });

    it('answers the success marker for a 200 without a body', async () => {
      const { client } = clientWith(() => ({ status: 200, text: '' }));
      await expect(client.transport.request('/anything', { method: 'POST', body: {} })).resolves.toEqual({
        kind: 'no-content',
        success: true,
      });
    });

    it('reads the description of an RFC 7807 problem+json answer', async () => {
      const { client } = clientWith(() => ({
        status: 400,
        body: { title: 'Bad Request', detail: 'search: too short' },
        contentType: 'application/problem+json',
      }));
      await expect(client.quotes()).rejects.toMatchObject({ status: 400, message: 'search: too short' });
    });

    it("shows a proxy's text answer to a 500 and the generic text for its HTML 502 page", async () => {
      const { client } = clientWith(() => ({
        status: 500,
        text: 'Upstream timed out',
        contentType: 'text/plain',
      }));
      await expect(client.quotes()).rejects.toMatchObject({ status: 500, message: 'Upstream timed out' });
      const proxy = clientWith(() => ({
        status: 502,
        text: '<html>Bad gateway</html>',
        contentType: 'text/html',
      }));
      await expect(proxy.client.quotes()).rejects.toThrow('It looks like there may have been a problem.');
    });

    it('keeps a JSON-typed body that is not JSON as its text', async () => {
      const { client } = clientWith(() => ({ status: 500, text: 'Fatal error: out of memory' }));
      await expect(client.quotes()).rejects.toMatchObject({
        status: 500,
        message: 'Fatal error: out of memory',
      });
    });

    it('encodes query keys and values and leaves out null and undefined ones', async () => {
      const { client, sent } = clientWith(() => ({ status: 200, body: hydraList([]) }));
      await client.transport.request('/data/postal-codes', {
        query: {
          search: 'São Paulo & 1+1=2 #5',
          'exists[x]': true,
          skipped: null,
          absent: undefined,
          page: 3,
        },
      });
      expect(sent[0]?.query).toEqual({ search: 'São Paulo & 1+1=2 #5', 'exists[x]': 'true', page: '3' });
      expect(sent[0]?.pathname).toBe('/api/data/postal-codes');
    });

    it('caches option lists for 20 minutes in the storage it is given', async () => {
      let now = 0;
      const storage = createMemoryStorage();
      const { client, sent } = clientWith(() => ({ status: 200, body: hydraList([{ code: 'US' }]) }), {
        storage,
        now: () => now,
      });
      const [a, b] = await Promise.all([client.countryOptions(), client.countryOptions()]);
      expect(a).toEqual([{ code: 'US' }]);
      expect(b).toEqual(a);
      now = 19 * 60_000;
      await client.countryOptions();
      expect(sent).toHaveLength(1);
      expect(storage.getItem('shipdeck:options:/country_options')).not.toBeNull();
      now = 20 * 60_000 + 1;
      await client.countryOptions();
      expect(sent).toHaveLength(2);
    });

    it("asks for the prepare flow's option lists at the spec's paths, each cached on its own", async () => {
      const { client, sent } = clientWith(() => ({ status: 200, body: hydraList([{ code: 'x' }]) }));
      await client.ftrExemptionOptions();
      await client.whoPaysOptions();
      await client.termsOfTradeOptions();
      await client.itemQuantityOptions();
      await client.invoiceTypeOptions();
      await client.eeiFilingTypeOptions();
      await client.exportTypeOptions();
      await client.carrierServices();
      await client.additionalServiceOptions();
      await client.additionalServiceOptions('DHL');
      await client.additionalServiceOptions();
      expect(sent.map((r) => r.pathname)).toEqual([
        '/api/ftr_exemption_options',
        '/api/who_pays_options',
        '/api/terms_of_trade_options',
        '/api/item_quantity_options',
        '/api/invoice_type_options',
        '/api/eei_filing_type_options',
        '/api/export_type_options',
        '/api/carrier_services',
        '/api/additional_service_options',
        '/api/additional_service_options',
      ]);
      expect(sent.slice(-2).map((r) => r.query)).toEqual([{ carrier: 'UPS' }, { carrier: 'DHL' }]);
    });
  });

  describe('guest client (spec 03 §7)', () => {
    it('asks for one guest token, reuses it, and asks again after a 401', async () => {
      let tokens = 0;
      let rejectNext = false;
      const { client, sent } = clientWith(
        (r) => {
          if (r.pathname.endsWith('/guest_auth_token_actions')) {
            tokens += 1;
            return { status: 201, body: { token: `guest-${tokens}`, expiresAt: '2999-01-01T00:00:00Z' } };
          }
          if (rejectNext && r.headers.authorization === 'Bearer guest-1') return { status: 401, body: {} };
          return { status: 200, body: hydraList([]) };
        },
        { getToken: undefined },
      );
      await Promise.all([client.quotes(), client.quotes()]);
      expect(tokens).toBe(1);
      const tokenCall = sent.find((r) => r.pathname.endsWith('/guest_auth_token_actions'));
      expect(tokenCall?.headers.authorization).toBeUndefined();
      rejectNext = true;
      await client.quotes();
      expect(tokens).toBe(2);
      expect(sent.at(-1)?.headers.authorization).toBe('Bearer guest-2');
    });
  });

  describe('quote client (the embed quote widget)', () => {
    it('rates as a guest with the same token, status and cache rules as the full client', async () => {
      const fake = createFakeFetch((r) => {
        if (r.pathname.endsWith('/guest_auth_token_actions')) {
          return { status: 201, body: { token: 'guest-1', expiresAt: '2999-01-01T00:00:00Z' } };
        }
        if (r.pathname.endsWith('/rate_shipment_actions')) {
          return {
            status: 422,
            body: {
              '@type': 'hydra:Error',
              'hydra:description': 'destination.postalCode: Zip is required',
              violations: [{ propertyPath: 'destination.postalCode', message: 'Zip is required' }],
            },
          };
        }
        return { status: 200, body: hydraList([{ code: 'US' }]) };
      });
      const client = createQuoteApiClient({
        baseUrl: 'https://api.test/api',
        exchange: exchangeOf(fake.fetch),
        logger: silentLogger(),
      });
      await client.countryOptions();
      await client.countryOptions();
      const answer = await client.rateShipment(request, { standalone: true });
      expect(isApiFailure(answer) && answer.violations).toEqual([
        { propertyPath: 'destination.postalCode', message: 'Zip is required' },
      ]);
      expect(fake.sent.map((r) => r.pathname)).toEqual([
        '/api/guest_auth_token_actions',
        '/api/country_options',
        '/api/rate_shipment_actions',
      ]);
      expect(fake.sent[2]?.headers.authorization).toBe('Bearer guest-1');
    });

    it('holds only the quote calls, so a bundle that uses it leaves accounts, users and drafts out', () => {
      const client = createQuoteApiClient({
        baseUrl: 'https://api.test/api',
        getToken: () => 'tok',
        exchange: exchangeOf(),
      });
      expect(Object.keys(client).sort()).toEqual(
        [
          'clearOptionCache',
          'countryOptions',
          'currencyOptions',
          'postalCodes',
          'quotes',
          'rateShipment',
          'transport',
        ].sort(),
      );
      const full = createApiClient({ baseUrl: 'https://api.test/api', getToken: () => 'tok' });
      for (const key of Object.keys(client)) expect(full).toHaveProperty(key);
    });
  });
});
