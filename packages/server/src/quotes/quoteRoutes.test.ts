import type { QuoteListed, RateShipmentRequestInput, RateShipmentResponse } from '@shipdeck/core/contract';
import { hydraError, quoteListed, rateShipmentResponse } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GatewayRate } from '../carriers/index';
import { quotes as quotesTable } from '../db/schema';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer, guestToken, useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const domesticParcel: RateShipmentRequestInput = {
  origin: { countryCode: 'US', city: 'New York', postalCode: '10001' },
  destination: { countryCode: 'US', city: 'Beverly Hills', postalCode: '90210', isResidential: true },
  targetShipDate: '2025-07-01T00:00:00.000',
  pieces: [{ quantity: 2, weight: 5, length: 12, width: 10, height: 8 }],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(backends)('standalone quotes on $name', (backend) => {
  // The gateway answers what the current test sets; by default it prices by weight.
  let nextAnswer: ((request: unknown) => Promise<GatewayRate[]>) | undefined;
  const gateway = recordingGateway((request) => (nextAnswer ? nextAnswer(request) : defaultRates(request)));
  const defaultGateway = recordingGateway();
  const defaultRates = (request: Parameters<typeof defaultGateway.rate>[0]) =>
    defaultGateway.rate(request, { rateClass: 'guest', now: new Date() });
  // Each call a second later, so "newest first" is decided by time, not by chance.
  let tick = Date.parse('2025-06-30T12:00:00Z');
  const clock = () => {
    tick += 1000;
    return new Date(tick);
  };
  const ctx = useTestApp(backend, { gateway, now: clock });

  beforeEach(() => {
    nextAnswer = undefined;
    gateway.calls.length = 0;
  });

  const rate = async (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/rate_shipment_actions',
      headers: { ...bearer(token), 'content-type': 'application/ld+json' },
      payload: JSON.stringify(body),
    });
  const list = async (token: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/quotes${query}`, headers: bearer(token) });

  describe.skipIf(!backend.available)('POST /api/rate_shipment_actions', () => {
    it('prices a domestic parcel, stores the quote and ties each rate to it', async () => {
      const token = await guestToken(ctx.app);
      const response = await rate(token, domesticParcel);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      const body = rateShipmentResponse.parse(response.json()) as RateShipmentResponse;
      expect(body.success).toBe(true);
      expect(body.error).toBeNull();
      expect(body.warnings).toEqual([]);
      expect(body.createdInId).toMatch(UUID);
      expect(body.rates).toHaveLength(2);
      for (const each of body.rates) {
        expect(each.id).toMatch(UUID);
        expect(each.createdInId).toBe(body.createdInId);
      }
      expect(new Set(body.rates.map((r) => r.id)).size).toBe(2);
      expect(response.json()).toMatchObject({
        '@type': 'RateShipmentAction',
        '@context': '/api/contexts/RateShipmentAction',
      });

      // Stored behind the answer: a read through the API waits for it, then the row is there.
      expect(
        (await ctx.app.inject({ url: `/api/quotes/${body.createdInId}`, headers: bearer(token) })).statusCode,
      ).toBe(200);
      const [stored] = await ctx.database.handle.db
        .select()
        .from(quotesTable)
        .where(eq(quotesTable.id, body.createdInId as string));
      expect(stored).toMatchObject({
        originCountryCode: 'US',
        originPostalCode: '10001',
        destinationPostalCode: '90210',
        destinationIsResidential: true,
        targetShipDate: '2025-07-01',
        shipmentId: null,
        currency: 'USD',
      });
      expect(stored?.ownerSubject).toMatch(/^guest:/);
      expect(stored?.rates).toEqual(body.rates);
      // Stored on the instant its rates were priced for (the test clock moves on every reading).
      expect(stored?.createdOn.getTime()).toBe(gateway.calls[0]?.context.now.getTime());
    });

    it('asks the carriers for guest rates when a guest quotes', async () => {
      await rate(await guestToken(ctx.app), domesticParcel);
      expect(gateway.calls).toHaveLength(1);
      expect(gateway.calls[0]?.context.rateClass).toBe('guest');
    });

    it('rates the request as normalised: a domestic quote is priced in USD and imperial units (spec 02 §4)', async () => {
      const token = await guestToken(ctx.app);
      const response = await rate(token, {
        ...domesticParcel,
        currency: 'EUR',
        measurementSystem: 'metric',
        pieces: [{ quantity: 1, weight: 10, length: 50, width: 40, height: 30 }],
      });
      expect(response.statusCode).toBe(200);
      const rated = gateway.calls[0]?.request;
      expect(rated?.currency).toBe('USD');
      expect(rated?.measurementSystem).toBe('imperial');
      expect(rated?.pieces[0]?.weight).toBeCloseTo(22.05, 1);
    });

    it('blocks a destination of Cuba with the spec message', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        destination: { countryCode: 'CU', city: 'Havana', postalCode: '10400' },
      });
      expect(response.statusCode).toBe(422);
      const text =
        'Shipments to Cuba are currently unavailable. Please contact customer service for more information.';
      const body = hydraError.parse(response.json());
      expect(body['hydra:description']).toBe(text);
      expect(body.errorCode).toBe('ValidationFailed');
      expect(body.violations).toContainEqual({
        propertyPath: 'destination.countryCode',
        message: text,
        severity: 'error',
      });
      expect(gateway.calls).toHaveLength(0);
    });

    it('refuses the same non-US country at both ends with the spec message', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        origin: { countryCode: 'DE', city: 'Berlin', postalCode: '10115' },
        destination: { countryCode: 'DE', city: 'Munich', postalCode: '80331' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()['hydra:description']).toBe(
        'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.',
      );
    });

    it('refuses a second documents package at its field instead of rating one (issue 16)', async () => {
      const documents = {
        ...domesticParcel,
        destination: { countryCode: 'DE', city: 'Berlin', postalCode: '10115' },
        isDocument: true,
        pieces: [
          { quantity: 1, weight: 1, length: 0, width: 0, height: 0 },
          { quantity: 1, weight: 2, length: 0, width: 0, height: 0 },
        ],
      };
      const response = await rate(await guestToken(ctx.app), documents);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toContainEqual(
        expect.objectContaining({
          propertyPath: 'pieces.1',
          message: 'A documents shipment is limited to one package.',
        }),
      );
      expect(gateway.calls).toHaveLength(0);
    });

    it('returns the US territory warning with the rates', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        destination: { countryCode: 'PR', city: 'San Juan', postalCode: '00901' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as RateShipmentResponse;
      expect(body.success).toBe(true);
      expect(body.warnings).toContainEqual(
        expect.objectContaining({
          severity: 'warning',
          message:
            'US Territory rates are not available online. Please contact our customer service team to receive your quote. You can still prepare your shipment.',
        }),
      );
    });

    it('requires the zip of a domestic quote at its field', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        origin: { countryCode: 'US', city: 'New York' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toContainEqual({
        propertyPath: 'origin.postalCode',
        message: 'Zip is required',
        severity: 'error',
      });
    });

    it('says a quote over the total weight limit qualifies as a freight quote', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        pieces: [{ quantity: 11, weight: 100, length: 20, width: 20, height: 20 }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toContainEqual({
        propertyPath: 'pieces',
        message: 'Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.',
        severity: 'error',
      });
    });

    it('answers the first error as the description and lists every error and warning', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        origin: { countryCode: 'US' },
        pieces: [{ quantity: 0, weight: 0.1, length: 0, width: 5, height: 5 }],
      });
      expect(response.statusCode).toBe(422);
      const body = hydraError.parse(response.json());
      expect(body.violations?.length).toBeGreaterThanOrEqual(4);
      expect(body['hydra:description']).toBe(body.violations?.[0]?.message);
      expect(body.violations?.map((v) => v.propertyPath)).toEqual(
        expect.arrayContaining([
          'origin.postalCode',
          'pieces.0.quantity',
          'pieces.0.weight',
          'pieces.0.length',
        ]),
      );
    });

    it('refuses a currency the carriers cannot price and a country that does not exist', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        origin: { countryCode: 'ZZ', city: 'Nowhere', postalCode: '1' },
        destination: { countryCode: 'GB', city: 'London', postalCode: 'EC1Y 8SY' },
        currency: 'XYZ',
      });
      expect(response.statusCode).toBe(422);
      const paths = (response.json() as { violations: Array<{ propertyPath: string }> }).violations.map(
        (v) => v.propertyPath,
      );
      expect(paths).toEqual(expect.arrayContaining(['origin.countryCode', 'currency']));
    });

    it('answers a malformed request with 400, the generic notice and field violations', async () => {
      const response = await rate(await guestToken(ctx.app), {
        ...domesticParcel,
        pieces: [{ quantity: 'two', weight: 5 }],
        measurementSystem: 'furlongs',
      });
      expect(response.statusCode).toBe(400);
      const body = hydraError.parse(response.json());
      expect(body['hydra:description']).toBe(messages('generic.invalidNotice'));
      expect(body.violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'pieces.0.quantity', message: 'Quantity must be a number', severity: 'error' },
          { propertyPath: 'pieces.0.length', message: 'Length is required', severity: 'error' },
          {
            propertyPath: 'measurementSystem',
            message: 'Measurement System must be one of: imperial, metric',
            severity: 'error',
          },
        ]),
      );
    });

    it('says no delivery options were found, in the spec words, when no carrier rates the shipment', async () => {
      nextAnswer = async () => [];
      const token = await guestToken(ctx.app);
      const response = await rate(token, domesticParcel);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: false,
        rates: [],
        createdInId: null,
        error:
          "We weren't able to get any delivery options for this shipment. This may be because there are no rates for your origin/destination or because the carrier's website is down. Please contact Customer Service to complete your shipment.",
      });
      expect((await list(token)).json()['hydra:totalItems']).toBe(0);
    });

    it('answers the spec rate failure text, not a 500, when the carrier gateway fails', async () => {
      nextAnswer = async () => {
        throw new Error('carrier timeout');
      };
      const response = await rate(await guestToken(ctx.app), domesticParcel);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: false,
        error: messages('rates.failed'),
        createdInId: null,
      });
    });

    it('fails the rate answer when its quote cannot be stored, rather than naming a quote that was lost (issue 7 Durability)', async () => {
      const token = await guestToken(ctx.app);
      const db = ctx.database.handle.db;
      // The database refuses every new quote row, as a full disk or a lost connection would.
      await db.execute(sql`alter table quotes add constraint no_new_quotes check (id is null) not valid`);
      let failed: Awaited<ReturnType<typeof rate>>;
      try {
        failed = await rate(token, domesticParcel);
      } finally {
        await db.execute(sql`alter table quotes drop constraint no_new_quotes`);
      }
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ '@type': 'hydra:Error', errorCode: 'InternalError' });
      expect(failed.body).not.toMatch(/createdInId|no_new_quotes/);
      expect((await list(token)).json()['hydra:totalItems']).toBe(0);
      // Once the database takes rows again, the same request is answered and its quote is there.
      const answered = await rate(token, domesticParcel);
      expect(answered.statusCode).toBe(200);
      const { createdInId } = answered.json() as RateShipmentResponse;
      expect((await list(token)).json()['hydra:member'].map((quote: QuoteListed) => quote.id)).toEqual([
        createdInId,
      ]);
    });

    it('refuses to quote without a token (401) and with a token that does not verify (401)', async () => {
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/api/rate_shipment_actions',
        payload: domesticParcel,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().errorCode).toBe('Unauthorized');
      const forged = await rate('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJndWVzdDp4In0.c2lnbmF0dXJl', domesticParcel);
      expect(forged.statusCode).toBe(401);
    });
  });

  describe.skipIf(!backend.available)('GET /api/quotes', () => {
    it('lists only my quotes, newest first, in the shape of "Quote (listed)"', async () => {
      const mine = await guestToken(ctx.app);
      const theirs = await guestToken(ctx.app);
      const ids: string[] = [];
      for (const postalCode of ['90210', '60601', '30303']) {
        const response = await rate(mine, {
          ...domesticParcel,
          destination: { countryCode: 'US', postalCode },
        });
        ids.push(response.json().createdInId);
      }
      await rate(theirs, domesticParcel);

      const response = await list(mine);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body['hydra:totalItems']).toBe(3);
      const members = z.array(quoteListed).parse(body['hydra:member']) as QuoteListed[];
      expect(members.map((q) => q.id)).toEqual([...ids].reverse());
      expect(members[0]).toMatchObject({
        requestOriginCountryCode: 'US',
        requestOriginZip: '10001',
        requestDestinationCountryCode: 'US',
        requestDestinationZip: '30303',
        requestIsResidential: false,
      });
      expect(body['hydra:member'][0]['@id']).toBe(`/api/quotes/${ids[2]}`);
      expect((await list(theirs)).json()['hydra:totalItems']).toBe(1);
    });

    it('never shows another guest my quote, not even by its id', async () => {
      const mine = await guestToken(ctx.app);
      const id = (await rate(mine, domesticParcel)).json().createdInId as string;
      const other = await guestToken(ctx.app);
      expect((await list(other)).json()['hydra:member']).toEqual([]);
      const theirs = await ctx.app.inject({ url: `/api/quotes/${id}`, headers: bearer(other) });
      expect(theirs.statusCode).toBe(404);
      const own = await ctx.app.inject({ url: `/api/quotes/${id}`, headers: bearer(mine) });
      expect(own.statusCode).toBe(200);
      expect(quoteListed.parse(own.json()).id).toBe(id);
      for (const bad of ['not-a-uuid', `${id}x`, '%00']) {
        expect((await ctx.app.inject({ url: `/api/quotes/${bad}`, headers: bearer(mine) })).statusCode).toBe(
          404,
        );
      }
    });

    it('pages 10 quotes by default, up to 100 a page, with hydra links', async () => {
      const token = await guestToken(ctx.app);
      for (let i = 0; i < 12; i++) await rate(token, domesticParcel);
      const first = (await list(token)).json();
      expect(first['hydra:totalItems']).toBe(12);
      expect(first['hydra:member']).toHaveLength(10);
      expect(first['hydra:view']['hydra:next']).toBe('/api/quotes?itemsPerPage=10&page=2');
      const second = (await list(token, '?page=2')).json();
      expect(second['hydra:member']).toHaveLength(2);
      expect(second['hydra:totalItems']).toBe(12);
      const beyond = (await list(token, '?page=5')).json();
      expect(beyond['hydra:member']).toEqual([]);
      expect(beyond['hydra:totalItems']).toBe(12);
      const all = (await list(token, '?itemsPerPage=500')).json();
      expect(all['hydra:member']).toHaveLength(12);
      expect(all['hydra:view']['@id']).toBe('/api/quotes?itemsPerPage=100&page=1');
    });

    it('leaves out quotes a shipment was prepared from with exists[shipmentId]=false', async () => {
      const token = await guestToken(ctx.app);
      const used = (await rate(token, domesticParcel)).json().createdInId as string;
      const open = (await rate(token, domesticParcel)).json().createdInId as string;
      expect((await list(token)).json()['hydra:totalItems']).toBe(2);
      await ctx.database.handle.db
        .update(quotesTable)
        .set({ shipmentId: 'shipment-1' })
        .where(eq(quotesTable.id, used));
      const ids = (query: string) =>
        list(token, query).then((r) => (r.json()['hydra:member'] as Array<{ id: string }>).map((q) => q.id));
      expect(await ids('?exists%5BshipmentId%5D=false')).toEqual([open]);
      expect(await ids('?exists[shipmentId]=true')).toEqual([used]);
      expect(await ids('')).toEqual([open, used]);
    });

    it('answers a bad page query with 400 and the field at fault', async () => {
      const token = await guestToken(ctx.app);
      for (const query of [
        '?page=0',
        '?page=abc',
        '?itemsPerPage=-1',
        '?exists[shipmentId]=maybe',
        '?page=1&page=2',
      ]) {
        const response = await list(token, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().violations.length, query).toBeGreaterThan(0);
      }
    });
  });
});
