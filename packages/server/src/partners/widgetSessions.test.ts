import { beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_SESSION_TTL_SECONDS } from '../auth/tokens';
import { runSeeds } from '../db/seedRuns';
import { DEMO_PARTNER_KEY, demoPartnerKeyStep } from '../seed/demoPartnerKey';
import { nextWeekday } from '../seed/demoQuotes';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { PARTNER_KEY_CACHE_MS } from './partnerKeyService';

const backends = await testBackends();
const SHOP = 'https://shop.example.com';
const KEY_HEADER = 'shipdeck-publishable-key';

const quoteRequest = () => ({
  origin: { countryCode: 'US', postalCode: '10001' },
  destination: { countryCode: 'US', postalCode: '90210' },
  targetShipDate: nextWeekday(new Date()),
  pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
});

interface CreatedKey {
  id: string;
  publishableKey: string;
  secretKey: string;
}

describe.each(backends)('widget sessions minted with a secret key, on $name (issue 9)', (backend) => {
  const ctx = useAccountsApp(backend, { gateway: recordingGateway() });
  let admin = '';

  const newKey = async (name: string): Promise<CreatedKey> =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/partner_keys',
        headers: bearer(admin),
        payload: { name, origins: [SHOP] },
      })
    ).json();
  const mint = (secretKey: string | undefined, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/widget_session_actions',
      headers: secretKey === undefined ? {} : { authorization: `Bearer ${secretKey}` },
      payload,
    });
  /** A quote from the partner's page, as the widget sends it with the session and the publishable key. */
  const quoteFromShop = (token: string, key: CreatedKey) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/rate_shipment_actions',
      headers: { ...bearer(token), origin: SHOP, [KEY_HEADER]: key.publishableKey },
      payload: quoteRequest(),
    });

  beforeAll(async () => {
    if (!backend.available) return;
    admin = (await signIn(ctx.app, demoEmail('admin'))).token;
  });

  describe.skipIf(!backend.available)('the session', () => {
    it('is minted for a shopper, lives 15 minutes and may quote and prepare', async () => {
      const key = await newKey('Minting shop');
      const response = await mint(key.secretKey, { shopperId: 'customer-42' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const session = response.json();
      expect(session).toMatchObject({ scopes: ['quote', 'prepare'], partnerKeyId: key.id });
      expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(
        (WIDGET_SESSION_TTL_SECONDS - 60) * 1000,
      );
      expect(new Date(session.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(
        WIDGET_SESSION_TTL_SECONDS * 1000 + 1000,
      );
    });

    it("works from the key's origin, records the key on the quote, and shows the shopper their own quotes", async () => {
      const key = await newKey('Shop with sessions');
      const { token } = (await mint(key.secretKey, { shopperId: 'customer-7' })).json();
      const rated = await quoteFromShop(token, key);
      expect(rated.statusCode).toBe(200);
      expect(rated.headers['access-control-allow-origin']).toBe(SHOP);
      // The same shopper, in a later session, sees the quote; another shopper does not.
      const later = (await mint(key.secretKey, { shopperId: 'customer-7' })).json().token;
      const mine = await ctx.app.inject({ url: '/api/quotes', headers: bearer(later) });
      expect(mine.json()['hydra:member'].map((q: { id: string }) => q.id)).toContain(
        rated.json().createdInId,
      );
      const other = (await mint(key.secretKey, { shopperId: 'customer-8' })).json().token;
      const theirs = await ctx.app.inject({ url: '/api/quotes', headers: bearer(other) });
      expect(theirs.json()['hydra:totalItems']).toBe(0);
      const counted = (await ctx.app.inject({ url: '/api/partner_keys', headers: bearer(admin) }))
        .json()
        ['hydra:member'].find((k: { id: string }) => k.id === key.id);
      expect(counted.quoteCount).toBe(1);
    });

    it('is limited to the scopes asked for', async () => {
      const key = await newKey('Quote-only shop');
      const session = (await mint(key.secretKey, { scopes: ['quote'] })).json();
      expect(session.scopes).toEqual(['quote']);
      const bad = await mint(key.secretKey, { scopes: ['account'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().violations[0].propertyPath).toBe('scopes.0');
    });

    it('expires', async () => {
      const key = await newKey('Expiring shop');
      const { token } = (await mint(key.secretKey)).json();
      expect((await quoteFromShop(token, key)).statusCode).toBe(200);
      ctx.advance((WIDGET_SESSION_TTL_SECONDS + 1) * 1000);
      try {
        const expired = await quoteFromShop(token, key);
        expect(expired.statusCode).toBe(401);
      } finally {
        ctx.advance(-(WIDGET_SESSION_TTL_SECONDS + 1) * 1000);
      }
    });

    it('is refused once its key is revoked, and the secret key mints no more', async () => {
      const key = await newKey('Revoked shop');
      const { token } = (await mint(key.secretKey)).json();
      expect((await quoteFromShop(token, key)).statusCode).toBe(200);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/partner_keys/${key.id}/revoke_actions`,
        headers: bearer(admin),
        payload: {},
      });
      // From the page (with the key): the key is refused.
      const fromPage = await quoteFromShop(token, key);
      expect(fromPage.statusCode).toBe(403);
      expect(fromPage.json().errorCode).toBe('OriginNotAllowed');
      // Without the key header (a server, or a page that left it out): the session itself is refused.
      ctx.advance(PARTNER_KEY_CACHE_MS + 100);
      const bare = await ctx.app.inject({
        method: 'POST',
        url: '/api/rate_shipment_actions',
        headers: bearer(token),
        payload: quoteRequest(),
      });
      expect(bare.statusCode).toBe(401);
      const again = await mint(key.secretKey);
      expect(again.statusCode).toBe(401);
      expect(again.json()['hydra:description']).toBe('This secret key is not valid or has been revoked.');
    });

    it("is refused with another partner's publishable key", async () => {
      const mine = await newKey('Shop one');
      const theirs = await newKey('Shop two');
      const { token } = (await mint(mine.secretKey)).json();
      const response = await quoteFromShop(token, theirs);
      expect(response.statusCode).toBe(401);
    });

    it('needs a secret key: none, a publishable key, a token of ours or a made-up one get 401', async () => {
      const key = await newKey('Careful shop');
      const missing = await mint(undefined);
      expect(missing.statusCode).toBe(401);
      expect(missing.json()['hydra:description']).toBe('Send your secret key as Authorization: Bearer sk_….');
      for (const wrong of [key.publishableKey, admin, 'sk_live_madeupmadeupmadeupmadeupmadeup', 'x']) {
        expect((await mint(wrong)).statusCode).toBe(401);
      }
    });
  });
});

describe.each(backends)('the demo partner key on $name', (backend) => {
  const ctx = useAccountsApp(backend, { gateway: recordingGateway() });
  it.skipIf(!backend.available)(
    "lets the example storefront's origin quote with the seeded key, and its demo secret key mint sessions",
    async () => {
      await runSeeds(ctx.database.handle.db, [demoPartnerKeyStep()]);
      const origin = DEMO_PARTNER_KEY.origins[0];
      const session = await ctx.app.inject({
        method: 'POST',
        url: '/api/widget_session_actions',
        headers: { authorization: `Bearer ${DEMO_PARTNER_KEY.secretKey}` },
        payload: { shopperId: 'demo-shopper' },
      });
      expect(session.statusCode).toBe(200);
      const options = await ctx.app.inject({
        url: '/api/country_options',
        headers: { origin, [KEY_HEADER]: DEMO_PARTNER_KEY.publishableKey },
      });
      expect(options.headers['access-control-allow-origin']).toBe(origin);
    },
  );
});
