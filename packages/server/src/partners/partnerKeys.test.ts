import { PUBLISHABLE_KEY_PATTERN, SECRET_KEY_PATTERN } from '@shipdeck/core/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerKeys } from '../db/schema';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { hashSecretKey } from './partnerKeyService';

const backends = await testBackends();
const SHOP = 'https://shop.example.com';
/** The demo admin (seed/demoAccounts.ts), whose View Log lists what they did. */
const ADMIN_ID = '00000000-0000-4000-8000-000000000008';

describe.each(backends)('partner keys, administered on $name (issue 9)', (backend) => {
  const ctx = useAccountsApp(backend);
  let admin = '';
  const create = (payload: Record<string, unknown>, token = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/partner_keys', headers: bearer(token), payload });

  beforeAll(async () => {
    if (!backend.available) return;
    admin = (await signIn(ctx.app, demoEmail('admin'))).token;
  });

  describe.skipIf(!backend.available)('the API', () => {
    it('creates a key bound to its origins and shows the secret key once, storing only its hash', async () => {
      const response = await create({
        name: ' Northwind Ceramics ',
        origins: [`${SHOP}/`, 'HTTP://LOCALHOST:3001'],
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const key = response.json();
      expect(key).toMatchObject({
        '@type': 'PartnerKey',
        name: 'Northwind Ceramics',
        mode: 'live',
        origins: [SHOP, 'http://localhost:3001'],
        createdByName: 'ADMIN Demo',
        revokedOn: null,
        quoteCount: 0,
      });
      expect(key.publishableKey).toMatch(PUBLISHABLE_KEY_PATTERN);
      expect(key.publishableKey.startsWith('pk_live_')).toBe(true);
      expect(key.secretKey).toMatch(SECRET_KEY_PATTERN);
      expect(key.secretKeyHint).toBe(key.secretKey.slice(-4));
      expect(response.headers.location).toBe(`/api/partner_keys/${key.id}`);

      const [row] = await ctx.database.handle.db.select().from(partnerKeys).where(eq(partnerKeys.id, key.id));
      expect(row?.secretKeyHash).toBe(hashSecretKey(key.secretKey));
      expect(JSON.stringify(row)).not.toContain(key.secretKey);
      // Never again: the list has no secret key.
      const list = await ctx.app.inject({ url: '/api/partner_keys', headers: bearer(admin) });
      expect(list.body).not.toContain(key.secretKey);
      expect(list.json()['hydra:member'].find((k: { id: string }) => k.id === key.id)).not.toHaveProperty(
        'secretKey',
      );
    });

    it('gives a test key pk_test_ and sk_test_ prefixes', async () => {
      const key = (await create({ name: 'Staging shop', mode: 'test', origins: [SHOP] })).json();
      expect(key.publishableKey.startsWith('pk_test_')).toBe(true);
      expect(key.secretKey.startsWith('sk_test_')).toBe(true);
    });

    it('refuses what is not an origin, at its field, and a key without a partner or origins', async () => {
      const response = await create({
        name: '  ',
        origins: [SHOP, 'https://shop.example.com/checkout', '*', 'ftp://files.example.com', 'null'],
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body['hydra:description']).toBe(
        'There is some missing or incorrect information that needs to be fixed.',
      );
      expect(body.violations).toEqual([
        { propertyPath: 'name', message: 'Partner is required', severity: 'error' },
        {
          propertyPath: 'origins.1',
          message:
            '"https://shop.example.com/checkout" is not an origin. Give the scheme and host only, like https://shop.example.com',
          severity: 'error',
        },
        expect.objectContaining({ propertyPath: 'origins.2' }),
        expect.objectContaining({ propertyPath: 'origins.3' }),
        expect.objectContaining({ propertyPath: 'origins.4' }),
      ]);
      const none = await create({ name: 'Shop', origins: [] });
      expect(none.json().violations).toEqual([
        {
          propertyPath: 'origins',
          message: 'Give at least one origin the widget may be embedded on',
          severity: 'error',
        },
      ]);
      const tooMany = await create({
        name: 'Shop',
        origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().violations[0].propertyPath).toBe('origins');
      const wrongType = await create({ name: 'Shop', origins: 'https://shop.example.com' });
      expect(wrongType.statusCode).toBe(400);
    });

    it('replaces the origins of a key and renames it, and refuses to change a revoked key', async () => {
      const key = (await create({ name: 'Shop A', origins: [SHOP] })).json();
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/partner_keys/${key.id}`,
        headers: bearer(admin),
        payload: { name: 'Shop A (new name)', origins: ['https://a.example.com', 'https://b.example.com'] },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        name: 'Shop A (new name)',
        origins: ['https://a.example.com', 'https://b.example.com'],
        publishableKey: key.publishableKey,
      });
      const bad = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/partner_keys/${key.id}`,
        headers: bearer(admin),
        payload: { origins: ['shop.example.com'] },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().violations[0].propertyPath).toBe('origins.0');

      const revoked = await ctx.app.inject({
        method: 'POST',
        url: `/api/partner_keys/${key.id}/revoke_actions`,
        headers: bearer(admin),
        payload: {},
      });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().revokedOn).toEqual(expect.any(String));
      // Revoking again changes nothing (the first date stays).
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/partner_keys/${key.id}/revoke_actions`,
        headers: bearer(admin),
        payload: {},
      });
      expect(again.json().revokedOn).toBe(revoked.json().revokedOn);
      const late = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/partner_keys/${key.id}`,
        headers: bearer(admin),
        payload: { origins: [SHOP] },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        errorCode: 'PartnerKeyRevoked',
        'hydra:description': 'This partner key has been revoked and cannot be changed.',
      });
    });

    it('answers 404 for a key that does not exist', async () => {
      for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/partner_keys/${id}/revoke_actions`,
          headers: bearer(admin),
          payload: {},
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()['hydra:description']).toBe('Partner key not found.');
      }
    });

    it('lists keys newest first, a page at a time, as a hydra collection', async () => {
      const first = await ctx.app.inject({ url: '/api/partner_keys?itemsPerPage=2', headers: bearer(admin) });
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body['hydra:totalItems']).toBeGreaterThanOrEqual(3);
      expect(body['hydra:member']).toHaveLength(2);
      expect(body['hydra:view']['hydra:next']).toBe('/api/partner_keys?itemsPerPage=2&page=2');
      const dates = body['hydra:member'].map((key: { createdOn: string }) => key.createdOn);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await ctx.app.inject({
        url: '/api/partner_keys?itemsPerPage=2&page=2',
        headers: bearer(admin),
      });
      const ids = new Set(body['hydra:member'].map((key: { id: string }) => key.id));
      for (const key of second.json()['hydra:member']) expect(ids.has(key.id)).toBe(false);
    });

    it('writes who created and revoked each key into the audit log, which the super admin reads', async () => {
      const key = (await create({ name: 'Audited shop', origins: [SHOP] })).json();
      await ctx.app.inject({
        method: 'POST',
        url: `/api/partner_keys/${key.id}/revoke_actions`,
        headers: bearer(admin),
        payload: {},
      });
      const superAdmin = (await signIn(ctx.app, demoEmail('superadmin'))).token;
      const log = await ctx.app.inject({
        url: `/api/users/${ADMIN_ID}/audit_log`,
        headers: bearer(superAdmin),
      });
      const entries = log
        .json()
        ['hydra:member'].filter((entry: { subjectId: string }) => entry.subjectId === key.id);
      expect(entries.map((entry: { action: string }) => entry.action).sort()).toEqual([
        'partnerKeyCreated',
        'partnerKeyRevoked',
      ]);
      expect(JSON.stringify(entries)).not.toContain(key.secretKey);
    });

    it('is for administrators only: customer service, clients and staff acting for a client are refused', async () => {
      const csr = (await signIn(ctx.app, demoEmail('csr'))).token;
      const client = (await signIn(ctx.app, demoEmail('client'))).token;
      const acting = await actingToken(ctx.app, 'admin', '00000000-0000-4000-8000-000000000001');
      for (const token of [csr, client, acting]) {
        expect((await ctx.app.inject({ url: '/api/partner_keys', headers: bearer(token) })).statusCode).toBe(
          403,
        );
        expect((await create({ name: 'Shop', origins: [SHOP] }, token)).statusCode).toBe(403);
      }
      const superAdmin = (await signIn(ctx.app, demoEmail('superadmin'))).token;
      expect((await create({ name: 'By the super admin', origins: [SHOP] }, superAdmin)).statusCode).toBe(
        201,
      );
    });
  });
});
