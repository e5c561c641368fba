import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { redactUrl, withLogRedaction } from './logRedaction';

const backends = await testBackends();

describe('redactUrl', () => {
  it('replaces the values of secret parameters and keeps the rest of the address', () => {
    expect(redactUrl('/?mode=confirm-email&emailChangeCode=abc123')).toBe(
      '/?mode=confirm-email&emailChangeCode=[redacted]',
    );
    expect(redactUrl('/?mode=reset-password&recoveryCode=abc123')).toBe(
      '/?mode=reset-password&recoveryCode=[redacted]',
    );
    expect(redactUrl('/api/quotes?page=2&token=t&handoff=h')).toBe(
      '/api/quotes?page=2&token=[redacted]&handoff=[redacted]',
    );
    expect(redactUrl('/api/quotes?%zz=1')).toBe('/api/quotes?%zz=1');
    expect(redactUrl('/api/quotes')).toBe('/api/quotes');
  });
});

describe.each(backends)('the server log on $name', (backend) => {
  const lines: string[] = [];
  const ctx = useAccountsApp(backend, {
    publicUrl: 'https://ship.example.com',
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });

  it.skipIf(!backend.available)(
    'never holds the recovery code, the new password, a token or a cookie over a whole password recovery',
    async () => {
      const client = await signIn(ctx.app, demoEmail('client2'));
      await ctx.app.inject({ url: '/api/users/me', headers: bearer(client.token) });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/start_password_recovery_actions',
        payload: { emailOrId: demoEmail('client2') },
      });
      const mail = (await ctx.mails()).at(-1);
      const code = /recoveryCode=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] as string;
      expect(code).toHaveLength(43);
      // The link opened in the browser, then the form sent.
      await ctx.app.inject({ url: `/?mode=reset-password&recoveryCode=${code}` });
      const done = await ctx.app.inject({
        method: 'POST',
        url: '/api/complete_password_recovery_actions',
        payload: { password: 'a secret new password', recoveryCode: code },
        headers: { cookie: `refresh_token=${client.refreshToken}` },
      });
      expect(done.statusCode).toBe(200);

      const log = lines.join('\n');
      expect(log).toContain('/?mode=reset-password&recoveryCode=[redacted]');
      expect(log).not.toContain(code);
      expect(log).not.toContain('a secret new password');
      expect(log).not.toContain(client.token);
      expect(log).not.toContain(client.refreshToken);
    },
  );
});

describe('the log redaction of payment details', () => {
  it('censors a card number, its security code and a bank account number at any depth it is logged at', () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: withLogRedaction({ level: 'info', stream: { write: (line: string) => lines.push(line) } }),
    });
    app.log.info({ cardNumber: '4242424242424242', cardCode: '123' }, 'top level');
    app.log.info({ card: { cardNumber: '4000000000000002', cardCode: '987' } }, 'one level down');
    app.log.info({ body: { card: { cardNumber: '378282246310005', cardCode: '4321' } } }, 'two levels down');
    app.log.info({ body: { achAccount: { accountNumber: '000123456789' } } }, 'a bank account');
    const log = lines.join('\n');
    for (const secret of [
      '4242424242424242',
      '4000000000000002',
      '378282246310005',
      '000123456789',
      '"123"',
      '"987"',
      '4321',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log.match(/\[redacted\]/g)).toHaveLength(7);
  });
});
