import { describe, expect, it } from 'vitest';
import type { Mail } from '../mail/mailTransport';
import { demoEmail, useAccountsApp } from '../testing/accounts';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('recovery and sign-up answer before their mail, on $name', (backend) => {
  // A mail server that takes as long as the test says: every send waits until released.
  const sent: Mail[] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ctx = useAccountsApp(backend, {
    mail: {
      async send(mail) {
        await gate;
        sent.push(mail);
      },
    },
  });

  it.skipIf(!backend.available)(
    'answers a known and an unknown e-mail alike without waiting for the lookup or the mail (no timing oracle)',
    async () => {
      const start = (emailOrId: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/start_password_recovery_actions',
          payload: { emailOrId },
        });
      const known = await start(demoEmail('client'));
      const unknown = await start('nobody-here@demo.shipdeck.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      // Both answers came while the mail server still held the one real mail.
      expect(sent).toHaveLength(0);
      release();
      await ctx.app.backgroundTasks.drain();
      expect(sent.map((mail) => mail.to)).toEqual([demoEmail('client')]);
      gate = Promise.resolve();
    },
  );

  it.skipIf(!backend.available)(
    'tells an existing client that someone used their address to sign up, instead of thanking them',
    async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sign_up_actions',
        payload: {
          payload: JSON.stringify({
            firstName: 'Mallory',
            lastName: 'Example',
            phoneNumber: '+1 305 555 0100',
            email: demoEmail('client2'),
          }),
        },
      });
      expect(response.statusCode).toBe(200);
      await ctx.app.backgroundTasks.drain();
      const toClient = sent.filter((mail) => mail.to === demoEmail('client2'));
      expect(toClient.map((mail) => mail.subject)).toEqual(['Someone tried to sign up with your e-mail']);
    },
  );
});
