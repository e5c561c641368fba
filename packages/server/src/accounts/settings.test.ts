import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { DEMO_CLIENT_ID, DEMO_PASSWORD } from '../seed/demoAccounts';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { callAs } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';
const LINK = /https:\/\/ship\.example\.com\/\?mode=confirm-email&emailChangeCode=([A-Za-z0-9_-]{43})/;

describe.each(backends)('billing information and settings on $name (spec 03 §2, §7)', (backend) => {
  const ctx = useAccountsApp(backend, { publicUrl: 'https://ship.example.com' });
  const tokenOf = (key: string) => signIn(ctx.app, demoEmail(key)).then((s) => s.token);
  const call = callAs(() => ctx.app);
  const violations = (body: { violations?: Array<{ propertyPath: string; message: string }> }) =>
    Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
  const contact = {
    name: 'Dana Whitfield',
    phone: { number: '+1 212 555 0142', extension: '12' },
    email: 'billing@northwind.example',
  };

  describe.skipIf(!backend.available)('billing information', () => {
    it("lists the account's billing information as the only member, addressed by the account", async () => {
      const answer = await call(await tokenOf('client'), 'GET', '/api/billing_informations?page=1');
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body['hydra:totalItems']).toBe(1);
      expect(body['hydra:member'][0]).toMatchObject({
        '@id': `/api/billing_informations/${DEMO_CLIENT_ID}`,
        id: DEMO_CLIENT_ID,
        dhlImportNumber: '812345601',
        canPayLater: true,
        billingContact: { name: 'Client Demo', email: demoEmail('client') },
      });
    });

    it('refuses a billing contact without name, phone or a valid e-mail, at its fields', async () => {
      const token = await tokenOf('client');
      const refused = await call(token, 'PUT', `/api/billing_informations/${DEMO_CLIENT_ID}`, {
        billingContact: { name: ' ', phone: { number: '12', extension: '123456' }, email: 'not-mail' },
      });
      expect(refused.statusCode).toBe(422);
      expect(violations(refused.json())).toEqual({
        'billingContact.name': 'Name is required',
        'billingContact.phone.number': 'Phone is not valid',
        'billingContact.phone.extension': 'Maximum field length of 5 for "Extension" was exceeded',
        'billingContact.email': 'Email does not seem to be valid',
      });
      const empty = await call(token, 'PUT', `/api/billing_informations/${DEMO_CLIENT_ID}`, {
        billingContact: { name: null, phone: { number: null, extension: null }, email: null },
      });
      expect(violations(empty.json())).toEqual({
        'billingContact.name': 'Name is required',
        'billingContact.phone.number': 'Phone is required',
        'billingContact.email': 'Email is required',
      });
      expect(
        (await call(token, 'PUT', `/api/billing_informations/${DEMO_CLIENT_ID}`, { billingContact: 'x' }))
          .statusCode,
      ).toBe(400);
    });

    it('saves the billing contact and answers it; the current user shows it', async () => {
      const token = await tokenOf('client');
      const saved = await call(token, 'PUT', `/api/billing_informations/${DEMO_CLIENT_ID}`, {
        billingContact: contact,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().billingContact).toEqual(contact);
      const me = (await call(token, 'GET', '/api/users/me')).json();
      expect(me.billingInformation.billingContact).toEqual(contact);
    });

    it("finds nobody else's billing information, and lets a CSR acting for the client change it, audited", async () => {
      const other = await tokenOf('client2');
      for (const id of [DEMO_CLIENT_ID, randomUUID(), 'not-an-id']) {
        const answer = await call(other, 'PUT', `/api/billing_informations/${id}`, {
          billingContact: contact,
        });
        expect(answer.statusCode, id).toBe(404);
      }
      const csr = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const listed = (await call(csr, 'GET', '/api/billing_informations')).json();
      expect(listed['hydra:member'][0].id).toBe(DEMO_CLIENT_ID);
      const changed = await call(csr, 'PUT', `/api/billing_informations/${DEMO_CLIENT_ID}`, {
        billingContact: { ...contact, name: 'Set by customer service' },
      });
      expect(changed.statusCode).toBe(200);
      const rows = rowsOf<{ details: unknown }>(
        await ctx.database.handle.db.execute(
          sql`select details from audit_log where subject_id = ${DEMO_CLIENT_ID} and action = 'writeForClient'`,
        ),
      );
      expect(JSON.stringify(rows)).toContain('/api/billing_informations/:id');
    });
  });

  describe.skipIf(!backend.available)('the profile (PATCH /api/users/me)', () => {
    it('saves name, company and phone, and answers the current user', async () => {
      const token = await tokenOf('client2');
      const saved = await call(token, 'PATCH', '/api/users/me', {
        name: ' Jordan Avery ',
        companyName: 'Avery Trading',
        phoneNumber: '1 305 555 0199',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        id: CLIENT2_ID,
        name: 'Jordan Avery',
        companyName: 'Avery Trading',
        phoneNumber: '+1 305 555 0199',
        authContext: { ownerName: 'Jordan Avery', ownerCompanyName: 'Avery Trading' },
      });
      // A field left out stays.
      const partial = await call(token, 'PATCH', '/api/users/me', { companyName: 'Avery & Co' });
      expect(partial.json()).toMatchObject({ name: 'Jordan Avery', companyName: 'Avery & Co' });
    });

    it('refuses an empty name and a phone that cannot be dialled, with the sign-up texts', async () => {
      const refused = await call(await tokenOf('client2'), 'PATCH', '/api/users/me', {
        name: '',
        phoneNumber: '12',
      });
      expect(refused.statusCode).toBe(422);
      expect(violations(refused.json())).toEqual({
        name: 'Name is required',
        phoneNumber: 'Invalid phone number',
      });
    });

    it("is the person's own: not for a CSR acting for a client, nor for quick access", async () => {
      const acting = await call(await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID), 'PATCH', '/api/users/me', {
        name: 'Taken over',
      });
      expect(acting.statusCode).toBe(403);
      const quick = await call(await quickAccess(ctx.app, '812345606'), 'PATCH', '/api/users/me', {
        name: 'X',
      });
      expect(quick.statusCode).toBe(403);
      expect(quick.json().errorCode).toBe('PasswordRequired');
      // The CSR's own profile is theirs to change.
      expect(
        (await call(await tokenOf('csr'), 'PATCH', '/api/users/me', { phoneNumber: '+1 212 555 0100' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe.skipIf(!backend.available)('an e-mail change, confirmed through the mail', () => {
    it('asks for the password, mails a one-time link to the new address, and changes the address once it is opened', async () => {
      const token = await tokenOf('lockme');
      const wrong = await call(token, 'POST', '/api/change_email_actions', {
        email: 'new.lockme@example.com',
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(violations(wrong.json())).toEqual({ password: 'The password is not correct.' });
      const same = await call(token, 'POST', '/api/change_email_actions', {
        email: demoEmail('lockme').toUpperCase(),
        password: DEMO_PASSWORD,
      });
      expect(violations(same.json())).toEqual({
        email: 'This is already the e-mail address of your account.',
      });

      const before = (await ctx.mails()).length;
      const asked = await call(token, 'POST', '/api/change_email_actions', {
        email: ' New.Lockme@Example.com ',
        password: DEMO_PASSWORD,
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({
        success: true,
        message:
          'We have sent a link to new.lockme@example.com. Open it within 24 hours to confirm your new e-mail address.',
      });
      const mails = await ctx.mails();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1);
      expect(mail?.to).toBe('new.lockme@example.com');
      const code = LINK.exec(mail?.text ?? '')?.[1] as string;
      expect(code).toBeDefined();
      // Nothing changed yet: the old address still signs in.
      await signIn(ctx.app, demoEmail('lockme'));

      const confirmed = await call(null, 'POST', '/api/confirm_email_change_actions', { code });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ success: true, message: 'Your e-mail address has been changed.' });
      await signIn(ctx.app, 'new.lockme@example.com');
      await expect(signIn(ctx.app, demoEmail('lockme'))).rejects.toThrow(/401/);
      // The old address is told, without the new one in full.
      const notice = (await ctx.mails()).at(-1);
      expect(notice?.to).toBe(demoEmail('lockme'));
      expect(notice?.text).toContain('n***@example.com');

      const reused = await call(null, 'POST', '/api/confirm_email_change_actions', { code });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()['hydra:description']).toBe(
        'This e-mail confirmation link is not valid or has expired.',
      );
      const rows = rowsOf<{ action: string }>(
        await ctx.database.handle.db.execute(
          sql`select action from audit_log where subject_id = '00000000-0000-4000-8000-000000000017' and action like 'email%' order by occurred_at`,
        ),
      );
      expect(rows.map((row) => row.action)).toEqual(['emailChangeRequested', 'emailChanged']);
    });

    it('answers alike for an address another account has, and mails that account a notice instead of a link', async () => {
      const token = await tokenOf('whitelisted');
      const before = (await ctx.mails()).length;
      const asked = await call(token, 'POST', '/api/change_email_actions', {
        email: demoEmail('suspended'),
        password: DEMO_PASSWORD,
      });
      expect(asked.statusCode).toBe(200);
      const mails = await ctx.mails();
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)?.to).toBe(demoEmail('suspended'));
      expect(mails.at(-1)?.text).not.toMatch(LINK);
    });

    it('lets a link expire after 24 hours, and a newer link replace an older one', async () => {
      const token = await tokenOf('whitelisted');
      const ask = async (email: string) => {
        await call(token, 'POST', '/api/change_email_actions', { email, password: DEMO_PASSWORD });
        return LINK.exec((await ctx.mails()).at(-1)?.text ?? '')?.[1] as string;
      };
      const older = await ask('first.whitelisted@example.com');
      const newer = await ask('second.whitelisted@example.com');
      expect(
        (await call(null, 'POST', '/api/confirm_email_change_actions', { code: older })).statusCode,
      ).toBe(422);
      ctx.advance(24 * 60 * 60 * 1000 + 1000);
      expect(
        (await call(null, 'POST', '/api/confirm_email_change_actions', { code: newer })).statusCode,
      ).toBe(422);
      for (const code of ['', 'x', 'x'.repeat(5000)]) {
        expect(
          (await call(null, 'POST', '/api/confirm_email_change_actions', { code })).statusCode,
        ).toBeLessThan(500);
      }
    });
  });
});
