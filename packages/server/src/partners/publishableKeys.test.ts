import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerKeys, quotes } from '../db/schema';
import { nextWeekday } from '../seed/demoQuotes';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { PARTNER_KEY_CACHE_MS } from './partnerKeyService';

const backends = await testBackends();
const SHOP = 'https://shop.example.com';
const OTHER_SHOP = 'https://other-shop.example.com';
const LISTED = 'https://listed.example.com';
const KEY_HEADER = 'shipdeck-publishable-key';

const quoteRequest = () => ({
  origin: { countryCode: 'US', postalCode: '10001' },
  destination: { countryCode: 'US', postalCode: '90210' },
  targetShipDate: nextWeekday(new Date()),
  pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
});

describe.each(backends)('publishable keys and origins on $name (issue 9)', (backend) => {
  // SHIPDECK_PARTNER_ORIGINS still works beside the keys (compatibility).
  const ctx = useAccountsApp(backend, { gateway: recordingGateway(), partnerOrigins: [LISTED] });
  let admin = '';
  let key: { id: string; publishableKey: string } = { id: '', publishableKey: '' };

  const call = (origin: string | undefined, publishableKey?: string, url = '/api/country_options') =>
    ctx.app.inject({
      url,
      headers: {
        ...(origin ? { origin } : {}),
        ...(publishableKey === undefined ? {} : { [KEY_HEADER]: publishableKey }),
      },
    });

  beforeAll(async () => {
    if (!backend.available) return;
    admin = (await signIn(ctx.app, demoEmail('admin'))).token;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/partner_keys',
      headers: bearer(admin),
      payload: { name: 'Northwind Ceramics', origins: [SHOP] },
    });
    key = created.json();
  });

  describe.skipIf(!backend.available)('cross-origin calls', () => {
    it("answers a page of an origin bound to the request's key, and says the answer varies by origin and key", async () => {
      const response = await call(SHOP, key.publishableKey);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(SHOP);
      expect(String(response.headers.vary)).toContain('Origin');
      expect(String(response.headers.vary)).toContain('Shipdeck-Publishable-Key');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('answers any preflight that asks for the key header (a preflight carries no key value)', async () => {
      for (const origin of [SHOP, OTHER_SHOP]) {
        const preflight = await ctx.app.inject({
          method: 'OPTIONS',
          url: '/api/rate_shipment_actions',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type, shipdeck-publishable-key',
          },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe(origin);
        expect(String(preflight.headers['access-control-allow-headers'])).toContain(
          'Shipdeck-Publishable-Key',
        );
        expect(String(preflight.headers.vary)).toContain('Access-Control-Request-Headers');
      }
    });

    it('refuses a page whose origin is not bound to the key, with OriginNotAllowed it can read', async () => {
      const response = await call(OTHER_SHOP, key.publishableKey);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: 'OriginNotAllowed',
        'hydra:description': "This page's origin is not allowed for this publishable key.",
      });
      // Readable by that page, so the widget shows origin_not_allowed instead of a network failure.
      expect(response.headers['access-control-allow-origin']).toBe(OTHER_SHOP);
      // Nothing was done: the rate handler never ran.
      const token = await guestToken(ctx.app);
      const rated = await ctx.app.inject({
        method: 'POST',
        url: '/api/rate_shipment_actions',
        headers: { ...bearer(token), origin: OTHER_SHOP, [KEY_HEADER]: key.publishableKey },
        payload: quoteRequest(),
      });
      expect(rated.statusCode).toBe(403);
      expect(rated.json().errorCode).toBe('OriginNotAllowed');
    });

    it('refuses a made-up key, even from an origin of the server-wide list', async () => {
      for (const made of ['pk_live_madeupmadeupmadeupmadeup', 'not a key', '']) {
        const response = await call(LISTED, made);
        expect(response.statusCode, made).toBe(403);
        expect(response.json()).toMatchObject({
          errorCode: 'OriginNotAllowed',
          'hydra:description': 'This publishable key is not valid or has been revoked.',
        });
      }
    });

    it('keeps SHIPDECK_PARTNER_ORIGINS working for calls without a key, and gives other origins nothing', async () => {
      const listed = await call(LISTED);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['access-control-allow-origin']).toBe(LISTED);
      const unlisted = await call(SHOP);
      expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/rate_shipment_actions',
        headers: { origin: SHOP, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it("adds a key's origins to the server-wide list, never takes from it", async () => {
      const response = await call(LISTED, key.publishableKey);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(LISTED);
    });

    it('checks the key of a call without Origin (a server) and records it, binding no origin', async () => {
      expect((await call(undefined, key.publishableKey)).statusCode).toBe(200);
      expect((await call(undefined, 'pk_live_madeupmadeupmadeupmadeup')).statusCode).toBe(403);
    });

    it('records the key on every quote the widget makes, and the admin list counts them', async () => {
      const token = await guestToken(ctx.app);
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/rate_shipment_actions',
          headers: { ...bearer(token), origin: SHOP, [KEY_HEADER]: key.publishableKey },
          payload: quoteRequest(),
        });
        expect(response.statusCode).toBe(200);
        ids.push(response.json().createdInId);
      }
      // A quote without a key (the app's own) names no partner.
      const own = await ctx.app.inject({
        method: 'POST',
        url: '/api/rate_shipment_actions',
        headers: bearer(token),
        payload: quoteRequest(),
      });
      const rows = await ctx.database.handle.db
        .select({ id: quotes.id, partnerKeyId: quotes.partnerKeyId })
        .from(quotes)
        .where(inArray(quotes.id, [...ids, own.json().createdInId]));
      const byId = new Map(rows.map((row) => [row.id, row.partnerKeyId]));
      for (const id of ids) expect(byId.get(id)).toBe(key.id);
      expect(byId.get(own.json().createdInId)).toBeNull();

      const list = await ctx.app.inject({ url: '/api/partner_keys', headers: bearer(admin) });
      const listed = list.json()['hydra:member'].find((k: { id: string }) => k.id === key.id);
      expect(listed.quoteCount).toBe(2);
    });

    it('refuses a revoked key at once in this process, and in another within PARTNER_KEY_CACHE_MS', async () => {
      const created = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/partner_keys',
          headers: bearer(admin),
          payload: { name: 'Short-lived shop', origins: [SHOP] },
        })
      ).json();
      expect((await call(SHOP, created.publishableKey)).statusCode).toBe(200);
      // Another process: revoked in the database behind this app's back.
      await ctx.database.handle.db
        .update(partnerKeys)
        .set({ revokedOn: new Date() })
        .where(eq(partnerKeys.id, created.id));
      expect((await call(SHOP, created.publishableKey)).statusCode).toBe(200);
      ctx.advance(PARTNER_KEY_CACHE_MS + 100);
      const refused = await call(SHOP, created.publishableKey);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()['hydra:description']).toBe(
        'This publishable key is not valid or has been revoked.',
      );

      const second = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/partner_keys',
          headers: bearer(admin),
          payload: { name: 'Revoked here', origins: [SHOP] },
        })
      ).json();
      expect((await call(SHOP, second.publishableKey)).statusCode).toBe(200);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/partner_keys/${second.id}/revoke_actions`,
        headers: bearer(admin),
        payload: {},
      });
      expect((await call(SHOP, second.publishableKey)).statusCode).toBe(403);
    });

    it('follows a change of origins at once', async () => {
      expect((await call(OTHER_SHOP, key.publishableKey)).statusCode).toBe(403);
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/partner_keys/${key.id}`,
        headers: bearer(admin),
        payload: { origins: [SHOP, OTHER_SHOP] },
      });
      expect((await call(OTHER_SHOP, key.publishableKey)).statusCode).toBe(200);
    });
  });
});
