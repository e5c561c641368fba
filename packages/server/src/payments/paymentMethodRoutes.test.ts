import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { SANDBOX_CHARGE_DECLINING_CARD, SANDBOX_GOOD_CARDS } from './sandbox/sandboxPaymentGateway';

const backends = await testBackends();

const billingAddress = {
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  postalCode: '10118',
  division: 'NY',
};
const cardBody = (card: Record<string, unknown> = {}) => ({
  type: 'credit_card',
  card: {
    cardNumber: SANDBOX_GOOD_CARDS.Visa,
    expirationDate: '12/39',
    cardCode: '123',
    cardholderFirstName: 'Ada',
    cardholderLastName: 'Lovelace',
    ...card,
  },
  billingAddress,
});
const achBody = (account: Record<string, unknown> = {}) => ({
  type: 'ach',
  achAccount: {
    routingNumber: '110000000',
    accountNumber: '000123456789',
    nameOnAccount: 'Ada Lovelace',
    bankName: 'Sandbox Bank',
    ...account,
  },
  billingAddress,
});

describe.each(backends)('stored payment methods on $name (spec 03 §7)', (backend) => {
  const lines: string[] = [];
  const ctx = useAccountsApp(backend, {
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload: payload as object } : {}),
    });
  const client = () => signIn(ctx.app, demoEmail('client')).then((s) => s.token);

  describe.skipIf(!backend.available)('the routes', () => {
    it('adds a card and answers only its last digits, expiry and type; lists it; deletes it', async () => {
      const token = await client();
      const created = await call(token, 'POST', '/api/saved_payment_methods', cardBody());
      expect(created.statusCode).toBe(201);
      const method = created.json();
      expect(method).toMatchObject({
        type: 'credit_card',
        card: { lastDigits: '4242', expirationDate: '12/39', cardType: 'Visa' },
        achAccount: null,
        billingAddress: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118' },
      });
      expect(created.headers.location).toBe(`/api/saved_payment_methods/${method.id}`);
      expect(JSON.stringify(method)).not.toContain('tok_sandbox');

      const list = await call(token, 'GET', '/api/saved_payment_methods');
      expect(list.statusCode).toBe(200);
      expect(list.json()['hydra:member'].map((m: { id: string }) => m.id)).toContain(method.id);

      const removed = await call(token, 'DELETE', `/api/saved_payment_methods/${method.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      const again = await call(token, 'DELETE', `/api/saved_payment_methods/${method.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()['hydra:description']).toBe('Payment method not found.');
    });

    it('adds a bank account showing the routing number and the account number masked to 4 digits', async () => {
      const created = await call(await client(), 'POST', '/api/saved_payment_methods', achBody());
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        type: 'ach',
        card: null,
        achAccount: {
          routingNumber: '110000000',
          accountNumber: '••••6789',
          nameOnAccount: 'Ada Lovelace',
          bankName: 'Sandbox Bank',
        },
      });
    });

    it('lists newest first, a page at a time, with the total', async () => {
      const token = (await signIn(ctx.app, demoEmail('client2'))).token;
      const ids: string[] = [];
      for (const last of ['4242', '4444']) {
        const number = last === '4242' ? SANDBOX_GOOD_CARDS.Visa : SANDBOX_GOOD_CARDS.Mastercard;
        ids.push(
          (await call(token, 'POST', '/api/saved_payment_methods', cardBody({ cardNumber: number }))).json()
            .id,
        );
      }
      const page = await call(token, 'GET', '/api/saved_payment_methods?itemsPerPage=1&page=1');
      expect(page.json()['hydra:totalItems']).toBe(2);
      expect(page.json()['hydra:member'].map((m: { id: string }) => m.id)).toEqual([ids[1]]);
      const second = await call(token, 'GET', '/api/saved_payment_methods?itemsPerPage=1&page=2');
      expect(second.json()['hydra:member'].map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    });

    it("answers the spec's rules at their fields (spec 01 §5: address line 1, cardholder first name; ACH fields)", async () => {
      const token = await client();
      const noName = await call(token, 'POST', '/api/saved_payment_methods', {
        ...cardBody({ cardholderFirstName: '', cardholderLastName: '' }),
        billingAddress: { ...billingAddress, addressLine1: ' ' },
      });
      expect(noName.statusCode).toBe(422);
      expect(noName.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
        'card.cardholderFirstName',
        'billingAddress.addressLine1',
      ]);
      const noBank = await call(token, 'POST', '/api/saved_payment_methods', achBody({ bankName: '' }));
      expect(noBank.statusCode).toBe(422);
      expect(noBank.json().violations[0].propertyPath).toBe('achAccount.bankName');
      const noCard = await call(token, 'POST', '/api/saved_payment_methods', {
        type: 'credit_card',
        billingAddress,
      });
      expect(noCard.statusCode).toBe(422);
      expect(noCard.json().violations[0]).toMatchObject({
        propertyPath: 'card',
        message: 'Please enter the card details.',
      });
    });

    it("answers the gateway's refusals at the card's fields and stores nothing", async () => {
      const token = (await signIn(ctx.app, demoEmail('client2'))).token;
      const before = (await call(token, 'GET', '/api/saved_payment_methods')).json()['hydra:totalItems'];
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ cardNumber: '4242424242424241' }, 'card.cardNumber', 'Card number is invalid.'],
        [
          { cardNumber: '4000000000000002' },
          'card.cardNumber',
          'Your card was declined. Please use a different card.',
        ],
        [{ expirationDate: '01/20' }, 'card.expirationDate', 'This card has expired.'],
        [{ cardCode: '12' }, 'card.cardCode', 'Security code must be 3 digits.'],
      ];
      for (const [card, path, message] of cases) {
        const refused = await call(token, 'POST', '/api/saved_payment_methods', cardBody(card));
        expect(refused.statusCode).toBe(422);
        expect(refused.json().violations).toEqual([expect.objectContaining({ propertyPath: path, message })]);
      }
      const routing = await call(
        token,
        'POST',
        '/api/saved_payment_methods',
        achBody({ routingNumber: '110000001' }),
      );
      expect(routing.json().violations[0]).toMatchObject({
        propertyPath: 'achAccount.routingNumber',
        message: 'Routing number is invalid.',
      });
      const after = (await call(token, 'GET', '/api/saved_payment_methods')).json()['hydra:totalItems'];
      expect(after).toBe(before);
    });

    it("never shows one owner's methods to another, and a CSR acting for the client sees and adds the client's", async () => {
      const mine = (await call(await client(), 'POST', '/api/saved_payment_methods', cardBody())).json().id;
      const other = (await signIn(ctx.app, demoEmail('client2'))).token;
      const listed = (await call(other, 'GET', '/api/saved_payment_methods')).json()['hydra:member'];
      expect(listed.map((m: { id: string }) => m.id)).not.toContain(mine);
      expect((await call(other, 'DELETE', `/api/saved_payment_methods/${mine}`)).statusCode).toBe(404);
      expect((await call(other, 'DELETE', '/api/saved_payment_methods/not-a-uuid')).statusCode).toBe(404);

      const acting = await actingToken(ctx.app, 'csr', '00000000-0000-4000-8000-000000000001');
      const seen = (await call(acting, 'GET', '/api/saved_payment_methods')).json()['hydra:member'];
      expect(seen.map((m: { id: string }) => m.id)).toContain(mine);
    });

    it('is closed to guests, and open to quick access (it prepares and pays, spec 03 §4)', async () => {
      expect((await call(await guestToken(ctx.app), 'GET', '/api/saved_payment_methods')).statusCode).toBe(
        403,
      );
      expect(
        (await call(await quickAccess(ctx.app, '812345606'), 'GET', '/api/saved_payment_methods')).statusCode,
      ).toBe(200);
    });

    it('stores the charge-declining test card (its charges fail at booking, not when it is added)', async () => {
      const created = await call(
        await client(),
        'POST',
        '/api/saved_payment_methods',
        cardBody({ cardNumber: SANDBOX_CHARGE_DECLINING_CARD }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().card.lastDigits).toBe('0341');
    });

    it('leaves no card number, security code or full account number in any table or in the log', async () => {
      const token = await client();
      const secretCard = SANDBOX_GOOD_CARDS.Amex;
      const secretCode = '9876';
      const secretAccount = '987654321012';
      await call(
        token,
        'POST',
        '/api/saved_payment_methods',
        cardBody({ cardNumber: secretCard, cardCode: secretCode }),
      );
      await call(token, 'POST', '/api/saved_payment_methods', achBody({ accountNumber: secretAccount }));
      // A refused card too: it went through validation and the gateway before failing.
      await call(
        token,
        'POST',
        '/api/saved_payment_methods',
        cardBody({ cardNumber: '4000000000009995', cardCode: '555' }),
      );
      const db = ctx.database.handle.db;
      const tables = rowsOf<{ table_name: string }>(
        await db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        ),
      );
      expect(tables.map((t) => t.table_name)).toContain('saved_payment_methods');
      let dump = '';
      for (const { table_name } of tables) {
        const rows = rowsOf<{ row: string }>(
          await db.execute(sql.raw(`select t::text as row from "${table_name}" t`)),
        );
        dump += rows.map((r) => r.row).join('\n');
      }
      expect(dump).toContain('0005'); // the Amex's last 4 are there …
      for (const secret of [secretCard, '4000000000009995', secretAccount]) {
        expect(dump).not.toContain(secret);
        expect(lines.join('\n')).not.toContain(secret);
      }
      expect(dump).not.toMatch(/\b9876\b/);
      expect(lines.join('\n')).not.toMatch(/"cardCode"\s*:\s*"(?!\[redacted\])/);
    });
  });
});
