import { describe, expect, it } from 'vitest';
import type { CardInput } from '../gateway';
import {
  SANDBOX_CHARGE_DECLINING_CARD,
  SANDBOX_GOOD_CARDS,
  SandboxPaymentGateway,
} from './sandboxPaymentGateway';

const now = new Date(Date.UTC(2026, 10, 24));
const card = (overrides: Partial<CardInput> = {}): CardInput => ({
  cardNumber: SANDBOX_GOOD_CARDS.Visa,
  expirationDate: '12/29',
  cardCode: '123',
  holderName: 'Ada Lovelace',
  ...overrides,
});
const ach = {
  routingNumber: '110000000',
  accountNumber: '000123456789',
  nameOnAccount: 'Ada Lovelace',
  bankName: 'Sandbox Bank',
  isSavings: false,
};

describe('the sandbox payment gateway', () => {
  it('tokenizes each good test card and keeps only token, brand, last 4, expiry and holder', async () => {
    const gateway = new SandboxPaymentGateway();
    for (const [brand, number] of Object.entries(SANDBOX_GOOD_CARDS)) {
      const result = await gateway.tokenizeCard(
        card({ cardNumber: number, cardCode: brand === 'Amex' ? '1234' : '123' }),
        now,
      );
      expect(result.ok, brand).toBe(true);
      if (!result.ok) continue;
      expect(Object.keys(result.value).sort()).toEqual([
        'brand',
        'expMonth',
        'expYear',
        'holderName',
        'last4',
        'token',
      ]);
      expect(result.value).toMatchObject({
        brand,
        last4: number.slice(-4),
        expMonth: 12,
        expYear: 2029,
        holderName: 'Ada Lovelace',
      });
      expect(JSON.stringify(result.value)).not.toContain(number);
    }
  });

  it('accepts a card number typed with spaces', async () => {
    const result = await new SandboxPaymentGateway().tokenizeCard(
      card({ cardNumber: '4242 4242 4242 4242' }),
      now,
    );
    expect(result.ok).toBe(true);
  });

  it('declines the declining test cards with a message at the card number', async () => {
    const gateway = new SandboxPaymentGateway();
    expect(await gateway.tokenizeCard(card({ cardNumber: '4000000000000002' }), now)).toEqual({
      ok: false,
      refusal: {
        code: 'card_declined',
        field: 'cardNumber',
        message: 'Your card was declined. Please use a different card.',
      },
    });
    expect(await gateway.tokenizeCard(card({ cardNumber: '4000000000009995' }), now)).toEqual({
      ok: false,
      refusal: {
        code: 'insufficient_funds',
        field: 'cardNumber',
        message: 'Your card has insufficient funds. Please use a different card.',
      },
    });
  });

  it('refuses a bad number, a past or malformed expiry and a wrong-length security code at their fields', async () => {
    const gateway = new SandboxPaymentGateway();
    const refusal = async (input: CardInput) => {
      const result = await gateway.tokenizeCard(input, now);
      return result.ok ? undefined : [result.refusal.field, result.refusal.message];
    };
    expect(await refusal(card({ cardNumber: '4242424242424241' }))).toEqual([
      'cardNumber',
      'Card number is invalid.',
    ]);
    expect(await refusal(card({ expirationDate: '10/26' }))).toEqual([
      'expirationDate',
      'This card has expired.',
    ]);
    expect(await refusal(card({ expirationDate: '1329' }))).toEqual([
      'expirationDate',
      'Expiration date must be MM/YY.',
    ]);
    expect(await refusal(card({ cardCode: '1234' }))).toEqual([
      'cardCode',
      'Security code must be 3 digits.',
    ]);
    expect(await refusal(card({ cardNumber: SANDBOX_GOOD_CARDS.Amex, cardCode: '123' }))).toEqual([
      'cardCode',
      'Security code must be 4 digits.',
    ]);
  });

  it('tokenizes a bank account with a valid routing number and keeps only last 4, holder and bank', async () => {
    const result = await new SandboxPaymentGateway().tokenizeAch(ach);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      last4: '6789',
      holderName: 'Ada Lovelace',
      bankName: 'Sandbox Bank',
      isSavings: false,
    });
    expect(JSON.stringify(result.value)).not.toContain('000123456789');
  });

  it('refuses a routing number failing the ABA checksum and an account number that is not digits', async () => {
    const gateway = new SandboxPaymentGateway();
    const routing = await gateway.tokenizeAch({ ...ach, routingNumber: '110000001' });
    expect(routing.ok ? undefined : routing.refusal.field).toBe('routingNumber');
    const account = await gateway.tokenizeAch({ ...ach, accountNumber: '12ab' });
    expect(account.ok ? undefined : account.refusal.message).toBe('Account number must be 4 to 17 digits.');
  });

  it('authorizes against a token it issued and captures the authorization once', async () => {
    const gateway = new SandboxPaymentGateway();
    const tokenized = await gateway.tokenizeCard(card(), now);
    if (!tokenized.ok) throw new Error('the good card was refused');
    const authorized = await gateway.authorize(tokenized.value.token, 2599, 'USD');
    if (!authorized.ok) throw new Error('the authorization was refused');
    expect(authorized.value).toMatchObject({ amountCents: 2599, currency: 'USD' });
    expect(await gateway.capture(authorized.value.id)).toEqual({ ok: true });
    expect(await gateway.capture(authorized.value.id)).toEqual({
      ok: false,
      message: 'This authorization was captured already.',
    });
    expect((await gateway.authorize('tok_unknown', 100, 'USD')).ok).toBe(false);
  });

  it('honours a token it issued before a restart when given the same secret, and no forged or altered token', async () => {
    const secret = new TextEncoder().encode('a secret of the server, long enough to sign with');
    const tokenized = await new SandboxPaymentGateway({ secret }).tokenizeCard(card(), now);
    if (!tokenized.ok) throw new Error('the good card was refused');
    const restarted = new SandboxPaymentGateway({ secret });
    expect((await restarted.authorize(tokenized.value.token, 100, 'USD')).ok).toBe(true);
    const other = new SandboxPaymentGateway({
      secret: new TextEncoder().encode('another server secret entirely'),
    });
    expect((await other.authorize(tokenized.value.token, 100, 'USD')).ok).toBe(false);
    const [body, signature] = tokenized.value.token.split('.');
    const altered = `${body}x.${signature}`;
    expect((await restarted.authorize(altered, 100, 'USD')).ok).toBe(false);
  });

  it('stores the charge-declining test card but declines its charges with a message at the card number', async () => {
    const gateway = new SandboxPaymentGateway();
    const tokenized = await gateway.tokenizeCard(card({ cardNumber: SANDBOX_CHARGE_DECLINING_CARD }), now);
    if (!tokenized.ok) throw new Error('the card was refused when stored');
    const authorized = await gateway.authorize(tokenized.value.token, 2599, 'USD');
    expect(authorized.ok ? undefined : authorized.refusal).toEqual({
      code: 'card_declined',
      field: 'cardNumber',
      message: 'Your card was declined. Please use a different card.',
    });
  });

  it('refunds a captured authorization once, never more than was captured', async () => {
    const gateway = new SandboxPaymentGateway();
    const tokenized = await gateway.tokenizeCard(card(), now);
    if (!tokenized.ok) throw new Error('the good card was refused');
    const authorized = await gateway.authorize(tokenized.value.token, 2599, 'USD');
    if (!authorized.ok) throw new Error('the authorization was refused');
    expect(await gateway.refund(authorized.value.id, 2599)).toEqual({
      ok: false,
      message: 'Nothing was captured on this authorization.',
    });
    await gateway.capture(authorized.value.id);
    expect((await gateway.refund(authorized.value.id, 2600)).ok).toBe(false);
    expect(await gateway.refund(authorized.value.id, 2599)).toEqual({ ok: true });
    expect(await gateway.refund(authorized.value.id, 2599)).toEqual({
      ok: false,
      message: 'This authorization was refunded already.',
    });
  });

  it('refunds after a restart an authorization it signed, up to its amount, and no unknown one', async () => {
    const secret = new TextEncoder().encode('a secret of the server, long enough to sign with');
    const before = new SandboxPaymentGateway({ secret });
    const tokenized = await before.tokenizeCard(card(), now);
    if (!tokenized.ok) throw new Error('the good card was refused');
    const authorized = await before.authorize(tokenized.value.token, 4200, 'USD');
    if (!authorized.ok) throw new Error('the authorization was refused');
    await before.capture(authorized.value.id);
    const after = new SandboxPaymentGateway({ secret });
    expect((await after.refund(authorized.value.id, 4201)).ok).toBe(false);
    expect(await after.refund(authorized.value.id, 4200)).toEqual({ ok: true });
    expect((await after.refund('auth_sandbox_forged.x', 100)).ok).toBe(false);
  });
});
