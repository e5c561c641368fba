import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demoAccounts';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const account = (key: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!found) throw new Error(key);
  return found.row;
};

describe.each(backends)('what quick access and staff may reach, on $name', (backend) => {
  const ctx = useAccountsApp(backend);
  const quick = account('quick');

  describe.skipIf(!backend.available)('quick access (spec 03 §4: history is a protected feature)', () => {
    it('is asked for the password on the quote history list and on one stored quote', async () => {
      const token = await quickAccess(ctx.app, quick.dhlImportNumber as string);
      for (const url of ['/api/quotes', '/api/quotes/00000000-0000-4000-8000-000000000001']) {
        const response = await ctx.app.inject({ url, headers: bearer(token) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ errorCode: 'PasswordRequired' });
      }
    });

    it('sees of its account only what the quote and prepare screens need: no e-mail, client id or other number', async () => {
      const token = await quickAccess(ctx.app, quick.dhlImportNumber as string);
      const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json();
      expect(me.quickAccess).toBe(true);
      expect(me.name).toBe(quick.name);
      expect(me.email).toBeNull();
      expect(me.billingInformation).toMatchObject({
        dhlImportNumber: quick.dhlImportNumber,
        dhlExportNumber: null,
        osClientId: null,
        billingContact: { name: null, email: null },
      });
      expect(JSON.stringify(me)).not.toContain(quick.clientId as string);
      expect(JSON.stringify(me)).not.toContain(quick.dhlExportNumber as string);
    });

    it('keeps the number it proved across a refresh of the access token', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/account_auth_token_actions',
        payload: { accountNumber: quick.dhlExportNumber, refreshTokenDelivery: 'body' },
      });
      const { refresh_token } = response.json() as { refresh_token: string };
      const refreshed = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token/refresh',
        payload: { refresh_token, refreshTokenDelivery: 'body' },
      });
      expect(refreshed.statusCode).toBe(200);
      const me = (
        await ctx.app.inject({ url: '/api/users/me', headers: bearer(refreshed.json().token) })
      ).json();
      expect(me.billingInformation).toMatchObject({
        dhlExportNumber: quick.dhlExportNumber,
        dhlImportNumber: null,
      });
    });
  });

  describe.skipIf(!backend.available)('staff act on clients; staff accounts only by a super admin', () => {
    const sync = (token: string, emailOrId: string, active: boolean) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sync_user_actions',
        headers: bearer(token),
        payload: { emailOrId, active },
      });

    it('refuses a CSR who inactivates the super admin or an administrator, and changes nothing', async () => {
      const csr = await signIn(ctx.app, demoEmail('csr'));
      for (const target of ['superadmin', 'admin']) {
        const response = await sync(csr.token, demoEmail(target), false);
        expect(response.statusCode).toBe(403);
        expect(response.json()['hydra:description']).toBe(
          'Only a super admin can change a staff account, and nobody can change their own.',
        );
      }
      // Both still sign in: nothing was inactivated, no session ended.
      await signIn(ctx.app, demoEmail('superadmin'));
      await signIn(ctx.app, demoEmail('admin'));
      // A client named together with an admin is not changed either.
      const mixed = await sync(csr.token, `${demoEmail('client2')} ${demoEmail('admin')}`, false);
      expect(mixed.statusCode).toBe(403);
      await signIn(ctx.app, demoEmail('client2'));
    });

    it('refuses an administrator on another administrator, and lets the super admin change one', async () => {
      const admin = await signIn(ctx.app, demoEmail('admin'));
      expect((await sync(admin.token, demoEmail('superadmin'), false)).statusCode).toBe(403);
      expect((await sync(admin.token, demoEmail('admin'), false)).statusCode).toBe(403);
      const superAdmin = await signIn(ctx.app, demoEmail('superadmin'));
      expect((await sync(superAdmin.token, demoEmail('superadmin'), false)).statusCode).toBe(403);
      const changed = await sync(superAdmin.token, demoEmail('csr'), true);
      expect(changed.statusCode).toBe(200);
    });

    it("records what a sync changed and what it was before, so View Log can say 'from → to' (issue 16)", async () => {
      const csr = await signIn(ctx.app, demoEmail('csr'));
      expect((await sync(csr.token, demoEmail('whitelisted'), false)).statusCode).toBe(200);
      const superAdmin = await signIn(ctx.app, demoEmail('superadmin'));
      const target = await ctx.app.inject({
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent(demoEmail('whitelisted'))}`,
        headers: bearer(superAdmin.token),
      });
      const id = target.json()['hydra:member'][0].id;
      const log = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/${id}/audit_log`,
        headers: bearer(superAdmin.token),
      });
      const entry = log.json()['hydra:member'].find((e: { action: string }) => e.action === 'syncUser');
      expect(entry.details).toMatchObject({ active: false, previous: { active: true } });
      await sync(csr.token, demoEmail('whitelisted'), true);
    });

    it('lets a CSR acting for a client read that client only, not any other user', async () => {
      const token = await actingToken(ctx.app, 'csr', account('client').id);
      const own = await ctx.app.inject({ url: `/api/users/${account('client').id}`, headers: bearer(token) });
      expect(own.statusCode).toBe(200);
      const other = await ctx.app.inject({
        url: `/api/users/${account('client2').id}`,
        headers: bearer(token),
      });
      expect(other.statusCode).toBe(404);
      const staff = await ctx.app.inject({
        url: `/api/users/${account('superadmin').id}`,
        headers: bearer(token),
      });
      expect(staff.statusCode).toBe(404);
    });
  });
});
