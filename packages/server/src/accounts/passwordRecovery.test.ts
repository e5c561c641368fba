import { FEATURE_FLAG_DEFAULTS } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_TTL_MS } from '../auth/recoveryCodes';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('password recovery and sign-up on $name', (backend) => {
  const ctx = useAccountsApp(backend, { publicUrl: 'https://ship.example.com' });
  const start = (emailOrId: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/start_password_recovery_actions', payload: { emailOrId } });
  const complete = (password: string, recoveryCode: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/complete_password_recovery_actions',
      payload: { password, recoveryCode },
    });
  const codeOf = (text: string) => /recoveryCode=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

  describe.skipIf(!backend.available)('forgot password (spec 03 §4)', () => {
    it('mails a reset-password link, which sets a new password once and ends the old sessions', async () => {
      const old = await signIn(ctx.app, demoEmail('client2'));
      const before = (await ctx.mails()).length;
      const answer = await start('812345602');
      expect(answer.json()).toEqual({ success: true, message: messages('password.recoverySent') });
      const mails = await ctx.mails();
      expect(mails).toHaveLength(before + 1);
      const mail = mails.at(-1);
      expect(mail?.to).toBe(demoEmail('client2'));
      expect(mail?.text).toMatch(
        /https:\/\/ship\.example\.com\/\?mode=reset-password&recoveryCode=[A-Za-z0-9_-]{43}/,
      );
      const code = codeOf(mail?.text ?? '');

      expect((await complete('short', code)).json().violations[0].message).toBe(
        messages('password.tooShort'),
      );
      const done = await complete('a brand new password', code);
      expect(done.json()).toMatchObject({ success: true });
      expect((await complete('another new password', code)).json()).toMatchObject({
        errorCode: 'InvalidRecoveryCode',
        'hydra:description': messages('password.invalidResetLink'),
      });
      await expect(signIn(ctx.app, demoEmail('client2'))).rejects.toThrow(/401/);
      await signIn(ctx.app, demoEmail('client2'), 'a brand new password');
      expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(old.token) })).statusCode).toBe(
        401,
      );
    });

    it('answers the same, and mails nothing, when no account matches (no enumeration)', async () => {
      const before = (await ctx.mails()).length;
      const known = await start(demoEmail('client'));
      const unknown = await start('nobody-here@demo.shipdeck.test');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect(await ctx.mails()).toHaveLength(before + 1);
    });

    it('lets a link expire after an hour, and a newer link replace an older one', async () => {
      await start(demoEmail('suspended'));
      const older = codeOf((await ctx.mails()).at(-1)?.text ?? '');
      await start(demoEmail('suspended'));
      const newer = codeOf((await ctx.mails()).at(-1)?.text ?? '');
      expect((await complete('new password one', older)).statusCode).toBe(422);
      ctx.advance(RECOVERY_CODE_TTL_MS + 1000);
      expect((await complete('new password one', newer)).statusCode).toBe(422);
    });

    it('tells whether a link can still set a password before the form is shown, without using it up (issue 16 item 12)', async () => {
      const check = async (recoveryCode: string) => {
        const answer = await ctx.app.inject({
          method: 'POST',
          url: '/api/check_recovery_code_actions',
          payload: { recoveryCode },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
        return answer.json();
      };
      await start(demoEmail('whitelisted'));
      const code = codeOf((await ctx.mails()).at(-1)?.text ?? '');
      expect(await check(code)).toEqual({ valid: true });
      // Asking twice does not use the code up: the password can still be set with it.
      expect(await check(code)).toEqual({ valid: true });
      expect((await complete('whitelisted new password', code)).statusCode).toBe(200);
      const used = { valid: false, message: messages('password.invalidResetLink') };
      expect(await check(code)).toEqual(used);
      expect(await check('x'.repeat(43))).toEqual(used);
      expect(await check('not a code at all')).toEqual(used);
      await start(demoEmail('whitelisted'));
      const expiring = codeOf((await ctx.mails()).at(-1)?.text ?? '');
      ctx.advance(RECOVERY_CODE_TTL_MS + 1000);
      expect(await check(expiring)).toEqual(used);
      const empty = await ctx.app.inject({
        method: 'POST',
        url: '/api/check_recovery_code_actions',
        payload: {},
      });
      // A request without a code is malformed (never a 500).
      expect(empty.statusCode).toBe(400);
    });

    it('gives the spec messages for a short number and an invalid e-mail', async () => {
      expect((await start('12345')).json().violations[0].message).toBe(messages('recovery.numberTooShort'));
      expect((await start('a@b')).json().violations[0].message).toBe(messages('recovery.emailInvalid'));
      expect((await start('  ')).json().violations[0].message).toBe(messages('recovery.identifierRequired'));
    });
  });

  describe.skipIf(!backend.available)('sign-up (spec 03 §2, §5)', () => {
    const signUp = (form: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/sign_up_actions',
        payload: { payload: JSON.stringify(form) },
      });
    const form = {
      firstName: 'Grace',
      lastName: 'Shipper',
      phoneNumber: '+1 212 555 0101',
      phoneNumberExtension: '12',
      email: 'grace@example.com',
      promoCode: 'SPRING',
    };

    it('creates a pending account and mails the team and the person', async () => {
      const before = (await ctx.mails()).length;
      const answer = await signUp(form);
      expect(answer.json()).toEqual({ success: true, message: messages('signUp.received') });
      const mails = (await ctx.mails()).slice(before);
      expect(mails.map((mail) => mail.to).sort()).toEqual(['grace@example.com', 'signups@shipdeck.local']);
      expect(mails.find((mail) => mail.to === 'signups@shipdeck.local')?.text).toContain(
        'Promo code: SPRING',
      );
      // Pending: no sign-in yet (not imported by the team).
      const attempt = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { email: 'grace@example.com', password: DEMO_PASSWORD },
      });
      expect(attempt.json().errorCode).toBe('EmailNotFound');

      // The team approves it by importing it (sync); the person then sets a password by recovery.
      const csr = await signIn(ctx.app, demoEmail('csr'));
      const approved = await ctx.app.inject({
        method: 'POST',
        url: '/api/sync_user_actions',
        headers: bearer(csr.token),
        payload: { emailOrId: 'grace@example.com' },
      });
      expect(approved.json()).toMatchObject({ success: true, user: { active: true, passwordSet: false } });
      await start('grace@example.com');
      const code = codeOf((await ctx.mails()).at(-1)?.text ?? '');
      expect((await complete('graces own password', code)).statusCode).toBe(200);
      await signIn(ctx.app, 'grace@example.com', 'graces own password');
    });

    it('answers a second sign-up with the same e-mail exactly like the first', async () => {
      expect((await signUp(form)).json()).toEqual({ success: true, message: messages('signUp.received') });
    });

    it('gives the spec messages at the fields', async () => {
      const answer = await signUp({
        ...form,
        firstName: '',
        phoneNumber: '',
        phoneNumberExtension: '123456',
        email: 'x',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().violations.map((v: { message: string }) => v.message)).toEqual([
        messages('signUp.firstNameRequired'),
        messages('signUp.phoneRequired'),
        messages('signUp.extensionTooLong'),
        messages('signUp.emailInvalid'),
      ]);
      // spec 03 §5 phone input: a number that cannot be dialled, in the app's words.
      const phone = await signUp({ ...form, phoneNumber: 'abc' });
      expect(phone.json().violations).toEqual([
        { propertyPath: 'phoneNumber', message: 'Invalid phone number', severity: 'error' },
      ]);
      const garbage = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_up_actions',
        payload: { payload: '{not json' },
      });
      expect(garbage.statusCode).toBe(400);
    });

    it('answers 404 for instant sign-up while INSTANT_SIGN_UP is off (its default)', async () => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/instant_sign_up_actions',
        payload: { ...form, email: 'instant@example.com', password: 'long enough password' },
      });
      expect(answer.statusCode).toBe(404);
    });
  });
});

describe.each(backends)('instant sign-up with the flag on, on $name', (backend) => {
  const ctx = useAccountsApp(backend, {
    flags: { ...FEATURE_FLAG_DEFAULTS, INSTANT_SIGN_UP: true },
  });

  it.skipIf(!backend.available)(
    'creates an active client signed in at once, refusing a short password',
    async () => {
      const form = {
        firstName: 'Ada',
        lastName: 'Instant',
        phoneNumber: '+1 212 555 0102',
        email: 'ada.instant@example.com',
      };
      const short = await ctx.app.inject({
        method: 'POST',
        url: '/api/instant_sign_up_actions',
        payload: { ...form, password: 'short' },
      });
      expect(short.json().violations[0]).toMatchObject({
        propertyPath: 'password',
        message: messages('password.tooShort'),
      });
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/instant_sign_up_actions',
        payload: { ...form, password: 'long enough password' },
      });
      expect(created.statusCode).toBe(200);
      const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(created.json().token) });
      expect(me.json()).toMatchObject({
        email: 'ada.instant@example.com',
        isClient: true,
        passwordSet: true,
      });
      const flags = await ctx.app.inject({ url: '/api/feature_flags' });
      expect(flags.json().flags).toMatchObject({
        INSTANT_SIGN_UP: true,
        ORDERS: false,
        PAYMENT_AUTHORIZATION: true,
      });
    },
  );
});
