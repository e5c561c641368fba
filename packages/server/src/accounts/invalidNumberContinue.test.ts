import { tokenResponse } from '@shipdeck/core/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCOPES, LIMITED_ACCOUNT_SCOPES } from '../auth/principal';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('Continue after "Invalid Account number!" (spec 03 §8) on $name', (backend) => {
  const ctx = useAccountsApp(backend);
  const attempt = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email, password, refreshTokenDelivery: 'body', ...extra },
    });
  const continueAs = (email: string, password = DEMO_PASSWORD) =>
    attempt(email, password, { continueWithLimitedAccess: true });

  describe.skipIf(!backend.available)('the limited token', () => {
    it('still answers InvalidNumber (422) until the person chooses Continue', async () => {
      const response = await attempt(demoEmail('invalidnumber'), DEMO_PASSWORD);
      expect(response.statusCode).toBe(422);
      expect(response.json().errorCode).toBe('InvalidNumber');
    });

    it('issues a token without documents or pickups on Continue', async () => {
      const response = await continueAs(demoEmail('invalidnumber'));
      expect(response.statusCode).toBe(200);
      const body = tokenResponse.parse(response.json());
      expect(body.scopes).toEqual([...LIMITED_ACCOUNT_SCOPES]);
      expect(body.scopes).not.toContain('documents');
      expect(body.scopes).not.toContain('pickups');
      expect(decodeJwt(body.token).scope).toEqual([...LIMITED_ACCOUNT_SCOPES]);
      // A password was proved: the person's own data is open, with a full (not quick-access) session.
      const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(body.token) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ quickAccess: false, email: demoEmail('invalidnumber') });
    });

    it('keeps the limit when the token is refreshed', async () => {
      const body = (await continueAs(demoEmail('invalidnumber'))).json();
      const renewed = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token/refresh',
        payload: { refresh_token: body.refresh_token },
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().scopes).toEqual([...LIMITED_ACCOUNT_SCOPES]);
      expect(decodeJwt(renewed.json().token).scope).toEqual([...LIMITED_ACCOUNT_SCOPES]);
    });

    it('proves the password again: a wrong one is PasswordIncorrect, not a token', async () => {
      const response = await continueAs(demoEmail('invalidnumber'), 'not-the-password');
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('PasswordIncorrect');
    });

    it('opens nothing for any other refusal (fraud, bad debtor)', async () => {
      expect((await continueAs(demoEmail('fraud'))).json().errorCode).toBe('FlaggedForFraud');
      expect((await continueAs(demoEmail('baddebtor'))).json().errorCode).toBe('BadDebtor');
    });

    it('gives a valid account its full scope whatever the flag says', async () => {
      const body = (await continueAs(demoEmail('client'))).json();
      expect(body.scopes).toEqual([...ACCOUNT_SCOPES]);
    });

    it('limits a CSR acting for an InvalidNumber client the same way, and lifts it on sign-out from the profile', async () => {
      const staff = await signIn(ctx.app, demoEmail('csr'));
      expect(staff.response.json().scopes).toEqual([...ACCOUNT_SCOPES]);
      const found = await ctx.app.inject({
        url: `/api/users?search=${encodeURIComponent(demoEmail('invalidnumber'))}`,
        headers: bearer(staff.token),
      });
      const clientId = found.json()['hydra:member'][0].id as string;
      const acting = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_into_profile_actions',
        headers: bearer(staff.token),
        payload: { userId: clientId },
      });
      expect(acting.statusCode).toBe(200);
      expect(acting.json().scopes).toEqual([...LIMITED_ACCOUNT_SCOPES]);
      const back = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_out_from_profile_actions',
        headers: bearer(acting.json().token),
      });
      expect(back.json().scopes).toEqual([...ACCOUNT_SCOPES]);
    });
  });
});
