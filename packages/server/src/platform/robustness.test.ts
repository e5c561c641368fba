import { TEXT_LIMITS } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS } from '../auth/permissions';
import { useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer, guestToken, useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const textBoundsBackend = backends[0];

const validRate = {
  origin: { countryCode: 'US', city: 'New York', postalCode: '10001' },
  destination: { countryCode: 'US', city: 'Chicago', postalCode: '60601' },
  targetShipDate: '2025-07-01',
  pieces: [{ quantity: 1, weight: 5, length: 10, width: 8, height: 6 }],
};

const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/** Garbage a client, a proxy or an attacker may send, for every route (spec: never 500 for a bad request). */
const garbageBodies: Array<{ name: string; payload: string | Buffer; contentType?: string }> = [
  { name: 'malformed JSON', payload: '{"origin": ' },
  { name: 'a JSON array', payload: '[]' },
  { name: 'JSON null', payload: 'null' },
  { name: 'a JSON string', payload: '"quote me"' },
  { name: 'a JSON number', payload: '42' },
  { name: 'prototype pollution', payload: '{"__proto__": {"isAdmin": true}}' },
  { name: 'constructor pollution', payload: '{"constructor": {"prototype": {"isAdmin": true}}}' },
  { name: 'deeply nested arrays', payload: deepArray },
  { name: 'a body over the size limit', payload: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }) },
  { name: 'binary bytes', payload: Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x7b]) },
  {
    name: 'NUL characters',
    payload: JSON.stringify({ ...validRate, origin: { ...validRate.origin, city: 'New\u0000York' } }),
  },
  { name: 'lone surrogates', payload: '{"origin": {"countryCode": "\\ud800", "city": "\\udfff"}}' },
  {
    name: 'wrong types everywhere',
    payload: JSON.stringify({ origin: 1, destination: [], pieces: {}, targetShipDate: 7 }),
  },
  {
    name: 'huge numbers',
    payload: JSON.stringify({
      ...validRate,
      pieces: [{ quantity: 1e308, weight: 1e308, length: -1e308, width: 0, height: 1e-320 }],
    }),
  },
  {
    name: 'a ship date that is no date',
    payload: JSON.stringify({ ...validRate, targetShipDate: '2025-02-30T99:99' }),
  },
  {
    name: 'too many package rows',
    payload: JSON.stringify({ ...validRate, pieces: Array(2000).fill(validRate.pieces[0]) }),
  },
  { name: 'an empty body', payload: '' },
  {
    name: 'form data',
    payload: 'origin=US&destination=CU',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'plain text', payload: 'quote please', contentType: 'text/plain' },
  { name: 'XML', payload: '<quote/>', contentType: 'application/xml' },
  { name: 'multipart', payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  {
    name: 'a content type with odd parameters',
    payload: '{}',
    contentType: 'application/ld+json; charset=latin1; x=1',
  },
];

const garbageQueries = [
  '?page=%',
  '?%%%=%%%',
  '?page[]=1',
  '?page=1e3',
  '?itemsPerPage=99999999999999999999',
  '?countryCode[]=US&search=100',
  '?countryCode=US&search=%00%00',
  `?countryCode=US&search=${'a'.repeat(5000)}`,
  `?${'x=1&'.repeat(2000)}`,
  '?exists[shipmentId]=false&exists[shipmentId]=true',
];

const garbagePaths = [
  '/api/quotes/%',
  '/api/quotes/..%2F..%2Fetc%2Fpasswd',
  '/api/%E0%A4%A',
  `/api/quotes/${'x'.repeat(5000)}`,
  '/api/quotes/00000000-0000-0000-0000-000000000000',
  '/api//quotes',
  '/api/rate_shipment_actions/../quotes',
  '/api/contexts/__proto__',
];

const routes = Object.keys(ROUTE_PERMISSIONS).map((key) => {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  return {
    method: method as 'GET' | 'POST',
    url: pattern.replace(':type', 'Quote').replace(':id', '4b0a6c86-3ec5-4a4a-9c6b-7f2d4e1d0a11'),
  };
});

describe.each(backends)('robustness on $name', (backend) => {
  const ctx = useTestApp(backend);
  // The same fuzzing once more against a gateway that prices everything, so every accepted
  // request also goes through storage (the sandbox leaves some requests unrated).
  const storing = useTestApp(backend, { gateway: recordingGateway() });

  /** A bad request gets a 4xx hydra error; nothing a client sends may produce a 500. */
  async function expectHandled(request: InjectOptions, label: string, app = ctx.app) {
    const response = await app.inject(request);
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.headers['content-type'], label).toBe('application/ld+json; charset=utf-8');
      const body = response.json();
      expect(body['@type'], label).toBe('hydra:Error');
      expect(typeof body['hydra:description'], label).toBe('string');
    }
    return response;
  }

  describe.skipIf(!backend.available)('garbage at every route', () => {
    it.each(routes)('$method $url survives every garbage body, query and header', async ({ method, url }) => {
      const token = await guestToken(ctx.app);
      for (const body of garbageBodies) {
        await expectHandled(
          {
            method: method === 'GET' ? 'POST' : method,
            url,
            headers: { ...bearer(token), 'content-type': body.contentType ?? 'application/json' },
            payload: body.payload,
          },
          `${method} ${url} with ${body.name}`,
        );
        if (method === 'POST') {
          await expectHandled(
            {
              method,
              url,
              headers: { ...bearer(token), 'content-type': body.contentType ?? 'application/json' },
              payload: body.payload,
            },
            `${url} with ${body.name}`,
          );
        }
      }
      for (const query of garbageQueries) {
        await expectHandled(
          { method, url: `${url}${query}`, headers: bearer(token) },
          `${method} ${url}${query}`,
        );
      }
      for (const authorization of [
        'Bearer',
        `Bearer ${'a'.repeat(8000)}`,
        'Bearer a.b.c',
        'Bearer \u00ff\u00fe',
        'Digest x',
      ]) {
        await expectHandled(
          { method, url, headers: { authorization } },
          `${method} ${url} with ${authorization.slice(0, 12)}`,
        );
      }
      for (const other of ['PUT', 'DELETE', 'PATCH'] as const) {
        await expectHandled({ method: other, url, headers: bearer(token), payload: {} }, `${other} ${url}`);
      }
    });

    it.each(garbagePaths)('answers %s without a 500', async (path) => {
      await expectHandled({ method: 'GET', url: path, headers: bearer(await guestToken(ctx.app)) }, path);
    });

    it('answers the refusals with the status that says why', async () => {
      const token = await guestToken(ctx.app);
      const post = (payload: string | Buffer, contentType = 'application/json') =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/rate_shipment_actions',
          headers: { ...bearer(token), 'content-type': contentType },
          payload,
        });
      expect((await post('{"origin": ')).json()).toMatchObject({ errorCode: 'MalformedJson' });
      expect((await post('{"origin": ')).statusCode).toBe(400);
      expect((await post('origin=US', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
      expect((await post(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }))).statusCode).toBe(413);
      expect((await post('{"__proto__": {"x": 1}}')).statusCode).toBe(400);
      expect((await ctx.app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
    });
  });

  describe.skipIf(!backend.available)('generated rate requests', () => {
    it('refuses a NUL character at its field (PostgreSQL cannot store it)', async () => {
      const response = await storing.app.inject({
        method: 'POST',
        url: '/api/rate_shipment_actions',
        headers: { ...bearer(await guestToken(storing.app)), 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validRate, origin: { ...validRate.origin, city: 'New\u0000York' } }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([
        { propertyPath: 'origin.city', message: 'City is not valid', severity: 'error' },
      ]);
    });

    it.each([
      ['the sandbox gateway', () => ctx],
      ['a gateway that prices everything', () => storing],
    ])(
      'never answers a 500 to any JSON value or any near-valid rate request (%s)',
      async (_name, context) => {
        const { app } = context();
        const token = await guestToken(app);
        const send = (payload: unknown) =>
          expectHandled(
            {
              method: 'POST',
              url: '/api/rate_shipment_actions',
              headers: { ...bearer(token), 'content-type': 'application/ld+json' },
              payload: JSON.stringify(payload),
            },
            JSON.stringify(payload).slice(0, 300),
            app,
          );
        const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string(), fc.double(), fc.constant(null));
        const end = fc.record(
          {
            countryCode: fc.oneof(
              fc.constantFrom('US', 'GB', 'DE', 'CU', 'PR', 'us', ' ca ', 'ZZ', ''),
              anyValue,
            ),
            city: fc.oneof(fc.string({ maxLength: 40 }), anyValue),
            postalCode: fc.oneof(
              fc.constantFrom('10001', '90210', '00901', 'EC1Y 8SY', '1234567890123'),
              anyValue,
            ),
            isResidential: fc.oneof(fc.boolean(), anyValue),
          },
          { requiredKeys: [] },
        );
        const number = fc.oneof(fc.double({ noNaN: true }), fc.integer({ min: -5, max: 2000 }), anyValue);
        const piece = fc.record(
          {
            quantity: number,
            weight: number,
            length: number,
            width: number,
            height: number,
            declaredValue: number,
          },
          { requiredKeys: [] },
        );
        const request = fc.record(
          {
            origin: end,
            destination: end,
            targetShipDate: fc.oneof(
              fc.constantFrom(
                '2025-07-01',
                '2025-07-01T00:00:00.000',
                '2025-13-01',
                '9999-12-31',
                '0001-01-01',
              ),
              anyValue,
            ),
            pieces: fc.oneof(fc.array(piece, { maxLength: 4 }), anyValue),
            isDocument: fc.oneof(fc.boolean(), anyValue),
            usesExpressEnvelope: fc.oneof(fc.boolean(), anyValue),
            hasDangerousGoods: fc.oneof(fc.boolean(), anyValue),
            insuredValue: number,
            currency: fc.oneof(fc.constantFrom('USD', 'EUR', 'eur', 'XYZ', ''), anyValue),
            measurementSystem: fc.oneof(fc.constantFrom('imperial', 'metric'), anyValue),
            carrierProduct: fc.oneof(fc.string(), anyValue),
            domesticSignature: fc.oneof(fc.constantFrom(2, 3, 4), anyValue),
          },
          { requiredKeys: [] },
        );
        await fc.assert(
          fc.asyncProperty(fc.oneof(request, fc.jsonValue()), async (payload) => {
            await send(payload);
          }),
          { numRuns: 300 },
        );
      },
    );
  });
});

describe('text bounds (issue 7 item 7)', () => {
  const ctx = useAccountsApp(textBoundsBackend as never);

  it('refuses a 200,000-character first name at its field, and stores and mails nothing', async () => {
    const before = (await ctx.mails()).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign_up_actions',
      payload: {
        payload: JSON.stringify({
          firstName: 'A'.repeat(200_000),
          lastName: 'Long',
          phoneNumber: '+1 305 555 0100',
          email: 'long-name@example.com',
        }),
      },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(JSON.stringify(response.json().violations)).toMatch(/Maximum field length of/);
    expect((await ctx.mails()).length).toBe(before);
  });

  it('refuses a 101-character first name with the field-length text at firstName', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign_up_actions',
      payload: {
        payload: JSON.stringify({
          firstName: 'A'.repeat(101),
          lastName: 'Long',
          phoneNumber: '+1 305 555 0100',
          email: 'long-name@example.com',
        }),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toContainEqual({
      propertyPath: 'firstName',
      message: 'Maximum field length of 100 for "First Name" was exceeded',
      severity: 'error',
    });
  });

  it('refuses any text over its maximum in the contract, at its path, on every route', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/start_password_recovery_actions',
      payload: { emailOrId: `${'x'.repeat(TEXT_LIMITS.line)}@example.com` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([
      {
        propertyPath: 'emailOrId',
        message: `Maximum field length of ${TEXT_LIMITS.line} for "Email Or Id" was exceeded`,
        severity: 'error',
      },
    ]);
  });

  it("leaves the spec's own maximums to its rules: a 36-character city is the quote's 422, a 257-character one never read", async () => {
    const token = await guestToken(ctx.app);
    const rate = (city: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/rate_shipment_actions',
        headers: bearer(token),
        payload: { ...validRate, origin: { ...validRate.origin, city } },
      });
    const overSpec = await rate('C'.repeat(36));
    expect(overSpec.statusCode).toBe(422);
    expect(overSpec.json().violations).toContainEqual(
      expect.objectContaining({
        propertyPath: 'origin.city',
        message: messages('field.maxLength', { label: 'City', max: 35 }),
      }),
    );
    const overContract = await rate('C'.repeat(TEXT_LIMITS.line + 1));
    expect(overContract.statusCode).toBe(400);
    expect(overContract.json().violations).toEqual([
      {
        propertyPath: 'origin.city',
        message: `Maximum field length of ${TEXT_LIMITS.line} for "City" was exceeded`,
        severity: 'error',
      },
    ]);
  });
});
