import { currentUserResponse, FEATURE_FLAG_DEFAULTS, profileTokenResponse } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { nextWeekday } from '../seed/demoQuotes';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';
const CSR_ID = '00000000-0000-4000-8000-000000000007';
const ADMIN_ID = '00000000-0000-4000-8000-000000000008';

const quoteRequest = () => ({
  origin: { countryCode: 'US', city: 'New York', postalCode: '10001' },
  destination: { countryCode: 'US', city: 'Beverly Hills', postalCode: '90210' },
  targetShipDate: nextWeekday(new Date()),
  pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
});

describe.each(backends)('a CSR acting for a client on $name', (backend) => {
  const gateway = recordingGateway();
  const ctx = useAccountsApp(backend, {
    gateway,
    flags: { ...FEATURE_FLAG_DEFAULTS, CSR_PASSWORD_CHANGE: true },
  });
  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const auditOf = async (userId: string) => {
    const superAdmin = await signIn(ctx.app, demoEmail('superadmin'));
    const log = await ctx.app.inject({
      url: `/api/users/${userId}/audit_log`,
      headers: bearer(superAdmin.token),
    });
    expect(log.statusCode).toBe(200);
    return log.json()['hydra:member'] as Array<{
      action: string;
      actorId: string;
      subjectId: string;
      details: Record<string, unknown>;
    }>;
  };

  describe.skipIf(!backend.available)('sign into and out of a profile (spec 03 §4)', () => {
    it('gives a token whose principal carries the CSR as creator and the client as owner, and audits it', async () => {
      const csr = await signIn(ctx.app, demoEmail('csr'));
      const answer = await post('/api/sign_into_profile_actions', csr.token, {
        userId: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(answer.statusCode).toBe(200);
      const body = profileTokenResponse.parse(answer.json());
      expect(body.authContext).toMatchObject({
        creatorId: CSR_ID,
        isCreatorCsrUser: true,
        ownerId: DEMO_CLIENT_ID,
        ownerName: 'Client Demo',
      });
      const claims = decodeJwt(body.token);
      expect(claims.sub).toBe(`user:${DEMO_CLIENT_ID}`);
      expect(claims.act).toEqual({ sub: `user:${CSR_ID}` });

      // Acting, the CSR quotes at the client's rates and the quote lands in the client's list.
      const quoted = await post('/api/rate_shipment_actions', body.token, {
        ...quoteRequest(),
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
        createdBy: `/users/${CSR_ID}`,
      });
      expect(quoted.statusCode).toBe(200);
      expect(gateway.calls.at(-1)?.context).toMatchObject({ rateClass: 'client', accountDiscount: 0.35 });
      const client = await signIn(ctx.app, demoEmail('client'));
      const list = await ctx.app.inject({ url: '/api/quotes', headers: bearer(client.token) });
      expect(list.json()['hydra:member'].map((q: { id: string }) => q.id)).toContain(
        quoted.json().createdInId,
      );

      // The personal token of the same session no longer works: the session now acts for the client.
      expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(csr.token) })).statusCode).toBe(
        401,
      );

      const back = await post('/api/sign_out_from_profile_actions', body.token, {
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(back.statusCode).toBe(200);
      expect(profileTokenResponse.parse(back.json()).authContext).toMatchObject({
        creatorId: CSR_ID,
        ownerId: CSR_ID,
      });
      expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(body.token) })).statusCode).toBe(
        401,
      );

      const actions = (await auditOf(DEMO_CLIENT_ID)).map((entry) => [
        entry.action,
        entry.actorId,
        entry.subjectId,
      ]);
      expect(actions).toEqual(
        expect.arrayContaining([
          ['signIntoProfile', CSR_ID, DEMO_CLIENT_ID],
          ['writeForClient', CSR_ID, DEMO_CLIENT_ID],
          ['signOutFromProfile', CSR_ID, DEMO_CLIENT_ID],
        ]),
      );
      const write = (await auditOf(DEMO_CLIENT_ID)).find((entry) => entry.action === 'writeForClient');
      expect(write?.details).toMatchObject({
        method: 'POST',
        route: '/api/rate_shipment_actions',
        status: 200,
      });
    });

    it('never signs into a staff account, nor from inside another profile', async () => {
      const csr = await signIn(ctx.app, demoEmail('csr'));
      const intoStaff = await post('/api/sign_into_profile_actions', csr.token, { userId: ADMIN_ID });
      expect(intoStaff.statusCode).toBe(403);
      expect(intoStaff.json()['hydra:description']).toMatch(/Staff accounts cannot be signed into/);
      const acting = (await post('/api/sign_into_profile_actions', csr.token, { userId: CLIENT2_ID })).json()
        .token;
      expect(
        (await post('/api/sign_into_profile_actions', acting, { userId: DEMO_CLIENT_ID })).statusCode,
      ).toBe(403);
      // Staff tools are closed while acting (spec 03 §4: switch only from the personal account).
      expect(
        (await ctx.app.inject({ url: '/api/users?search=demo', headers: bearer(acting) })).statusCode,
      ).toBe(403);
    });

    it('refuses a client signing into anyone', async () => {
      const client = await signIn(ctx.app, demoEmail('client'));
      expect(
        (await post('/api/sign_into_profile_actions', client.token, { userId: CLIENT2_ID })).statusCode,
      ).toBe(403);
    });
  });

  describe.skipIf(!backend.available)('ownedBy and createdBy', () => {
    it('refuses them from a client naming another account, and from a CSR naming a client it does not act for', async () => {
      const client = await signIn(ctx.app, demoEmail('client'));
      const spoof = await post('/api/rate_shipment_actions', client.token, {
        ...quoteRequest(),
        ownedBy: `/users/${CLIENT2_ID}`,
      });
      expect(spoof.statusCode).toBe(403);
      expect(spoof.json().errorCode).toBe('OwnerMismatch');
      const spoofList = await ctx.app.inject({
        url: `/api/quotes?ownedBy=/users/${CLIENT2_ID}`,
        headers: bearer(client.token),
      });
      expect(spoofList.statusCode).toBe(403);
      // Naming oneself is harmless and ignored.
      const own = await post('/api/rate_shipment_actions', client.token, {
        ...quoteRequest(),
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(own.statusCode).toBe(200);

      const csr = await signIn(ctx.app, demoEmail('csr'));
      const acting = (await post('/api/sign_into_profile_actions', csr.token, { userId: CLIENT2_ID })).json()
        .token;
      const wrong = await post('/api/rate_shipment_actions', acting, {
        ...quoteRequest(),
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(wrong.statusCode).toBe(403);
    });
  });

  describe.skipIf(!backend.available)('users administration (spec 03 §2, §7)', () => {
    it('searches imported users, imports a new one by sync, and toggles flags with null leaving others unchanged', async () => {
      const csr = await signIn(ctx.app, demoEmail('csr'));
      const search = (term: string) =>
        ctx.app.inject({ url: `/api/users?search=${encodeURIComponent(term)}`, headers: bearer(csr.token) });
      expect((await search('newclient')).json()['hydra:totalItems']).toBe(0);
      const imported = await post('/api/sync_user_actions', csr.token, { emailOrId: 'SD100021' });
      expect(imported.json()).toMatchObject({ success: true, message: messages('users.updated') });
      expect((await search('newclient')).json()['hydra:member'][0]).toMatchObject({
        email: demoEmail('newclient'),
      });
      const missing = await post('/api/sync_user_actions', csr.token, { emailOrId: 'nobody@billpay.test' });
      expect(missing.json()).toEqual({ success: false, message: messages('users.notInBillPay') });
      const toggled = await post('/api/sync_user_actions', csr.token, {
        emailOrId: '812345621',
        active: null,
        suspended: true,
        whitelisted: null,
      });
      expect(toggled.json().user).toMatchObject({ active: true, suspended: true, whitelisted: false });
      expect((await search('a')).statusCode).toBe(400);
    });

    it('lets staff change a client password behind CSR_PASSWORD_CHANGE, never a staff password', async () => {
      const csr = await signIn(ctx.app, demoEmail('csr'));
      const changed = await post(`/api/users/${CLIENT2_ID}/change_password_actions`, csr.token, {
        password: 'set by customer service',
      });
      expect(changed.json()).toEqual({
        success: true,
        message: messages('password.staffChanged', { name: 'Client2 Demo' }),
      });
      await signIn(ctx.app, demoEmail('client2'), 'set by customer service');
      const staffTarget = await post(`/api/users/${ADMIN_ID}/change_password_actions`, csr.token, {
        password: 'set by customer service',
      });
      expect(staffTarget.statusCode).toBe(403);
      const entries = await auditOf(CLIENT2_ID);
      expect(entries.map((entry) => entry.action)).toContain('changePasswordByStaff');
    });

    it('marks a password set by staff as temporary until the client sets their own (spec 03 §4)', async () => {
      const me = async (password: string) => {
        const signedIn = await signIn(ctx.app, demoEmail('client2'), password);
        const answer = await ctx.app.inject({ url: '/api/users/me', headers: bearer(signedIn.token) });
        return currentUserResponse.parse(answer.json());
      };
      const csr = await signIn(ctx.app, demoEmail('csr'));
      const setByStaff = () =>
        post(`/api/users/${CLIENT2_ID}/change_password_actions`, csr.token, {
          password: 'temporary from staff',
        });
      expect((await setByStaff()).statusCode).toBe(200);
      expect((await me('temporary from staff')).passwordTemporary).toBe(true);
      // A client whose password staff never touched is not warned.
      const client = await signIn(ctx.app, demoEmail('client'));
      const clientMe = await ctx.app.inject({ url: '/api/users/me', headers: bearer(client.token) });
      expect(clientMe.json().passwordTemporary).toBe(false);

      // The client sets their own through recovery: the password is no longer temporary.
      await ctx.app.inject({
        method: 'POST',
        url: '/api/start_password_recovery_actions',
        payload: { emailOrId: demoEmail('client2') },
      });
      const code = /recoveryCode=([A-Za-z0-9_-]+)/.exec((await ctx.mails()).at(-1)?.text ?? '')?.[1];
      const completed = await ctx.app.inject({
        method: 'POST',
        url: '/api/complete_password_recovery_actions',
        payload: { password: 'chosen by the client', recoveryCode: code },
      });
      expect(completed.json()).toMatchObject({ success: true });
      expect((await me('chosen by the client')).passwordTemporary).toBe(false);

      // Staff setting it again makes it temporary again.
      expect((await setByStaff()).statusCode).toBe(200);
      expect((await me('temporary from staff')).passwordTemporary).toBe(true);
    });
  });
});
