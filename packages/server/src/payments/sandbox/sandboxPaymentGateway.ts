import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  AchInput,
  AchToken,
  Authorization,
  CardInput,
  CardToken,
  PaymentGateway,
  PaymentRefusal,
  TokenizeResult,
} from '../gateway';
import { abaRoutingValid, cardBrand, cardCodeLength, expiryPast, luhnValid, parseExpiry } from './cardRules';

/**
 * Test card numbers that the sandbox refuses although they are well formed (docs/payments.md),
 * after Stripe's test cards. Every other valid number is accepted.
 */
export const SANDBOX_DECLINING_CARDS: Readonly<Record<string, PaymentRefusal>> = {
  '4000000000000002': {
    code: 'card_declined',
    field: 'cardNumber',
    message: 'Your card was declined. Please use a different card.',
  },
  '4000000000009995': {
    code: 'insufficient_funds',
    field: 'cardNumber',
    message: 'Your card has insufficient funds. Please use a different card.',
  },
};

/**
 * A test card that is stored without complaint but whose charges fail, after Stripe's 4000 0000 0000
 * 0341: what a shopper meets when a card is declined at payment, not when it is added.
 */
export const SANDBOX_CHARGE_DECLINING_CARD = '4000000000000341';

/** Test cards the sandbox accepts (docs/payments.md). */
export const SANDBOX_GOOD_CARDS = {
  Visa: '4242424242424242',
  Mastercard: '5555555555554444',
  Amex: '378282246310005',
  Discover: '6011111111111117',
} as const;

const refuse = <T>(refusal: PaymentRefusal): TokenizeResult<T> => ({ ok: false, refusal });

/**
 * The sandbox processor: it checks a card (Luhn, brand, expiry, security code length) or a bank
 * account (ABA checksum, account digits) and answers with a token. It keeps, per token, only what
 * may be shown; the card number and the security code are dropped as soon as they are checked.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly authorizations = new Map<
    string,
    Authorization & { captured: boolean; refunded: boolean }
  >();
  private readonly key: Buffer;

  /**
   * `secret` signs the tokens, so a token issued before a restart is still honoured (a processor
   * keeps its tokens; the sandbox keeps none and checks its signature instead). Without one, tokens
   * live as long as this object (tests).
   */
  constructor(options: { secret?: Uint8Array } = {}) {
    this.key = options.secret
      ? createHmac('sha256', options.secret).update('shipdeck sandbox payment tokens').digest()
      : randomBytes(32);
  }

  /** tok_sandbox_<kind>_<payload>.<signature>: the payload says how charges against it end. */
  private sign(kind: 'card' | 'ach', charges: 'succeed' | 'decline'): string {
    return this.signed(`tok_sandbox_${kind}_`, { n: randomUUID(), c: charges });
  }

  private signed(prefix: string, payload: object): string {
    const body = `${prefix}${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;
  }

  /** An authorization id this gateway signed: the amount it holds. Honoured after a restart too. */
  private readAuthorization(id: string): { amountCents: number } | null {
    const dot = id.lastIndexOf('.');
    const match = /^auth_sandbox_([A-Za-z0-9_-]+)$/.exec(id.slice(0, dot));
    if (dot < 0 || !match?.[1]) return null;
    const expected = createHmac('sha256', this.key).update(id.slice(0, dot)).digest();
    const given = Buffer.from(id.slice(dot + 1), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { a?: unknown };
      return typeof payload.a === 'number' ? { amountCents: payload.a } : null;
    } catch {
      return null;
    }
  }

  /** The token's payload when this gateway signed it, else null. */
  private read(token: string): { c: 'succeed' | 'decline' } | null {
    const dot = token.lastIndexOf('.');
    const match = /^tok_sandbox_(?:card|ach)_([A-Za-z0-9_-]+)$/.exec(token.slice(0, dot));
    if (dot < 0 || !match?.[1]) return null;
    const expected = createHmac('sha256', this.key).update(token.slice(0, dot)).digest();
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { c?: unknown };
      return payload.c === 'decline' ? { c: 'decline' } : { c: 'succeed' };
    } catch {
      return null;
    }
  }

  async tokenizeCard(card: CardInput, now: Date): Promise<TokenizeResult<CardToken>> {
    const number = card.cardNumber.replace(/\s+/g, '');
    const brand = cardBrand(number);
    if (!brand || !luhnValid(number)) {
      return refuse({ code: 'invalid_number', field: 'cardNumber', message: 'Card number is invalid.' });
    }
    const expiry = parseExpiry(card.expirationDate.replace(/\s+/g, ''));
    if (!expiry) {
      return refuse({
        code: 'invalid_expiry',
        field: 'expirationDate',
        message: 'Expiration date must be MM/YY.',
      });
    }
    if (expiryPast(expiry.month, expiry.year, now)) {
      return refuse({ code: 'expired_card', field: 'expirationDate', message: 'This card has expired.' });
    }
    const codeLength = cardCodeLength(brand);
    if (!new RegExp(`^\\d{${codeLength}}$`).test(card.cardCode)) {
      return refuse({
        code: 'invalid_cvc',
        field: 'cardCode',
        message: `Security code must be ${codeLength} digits.`,
      });
    }
    const declined = SANDBOX_DECLINING_CARDS[number];
    if (declined) return refuse(declined);
    const token: CardToken = {
      token: this.sign('card', number === SANDBOX_CHARGE_DECLINING_CARD ? 'decline' : 'succeed'),
      brand,
      last4: number.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      holderName: card.holderName.trim(),
    };
    return { ok: true, value: token };
  }

  async tokenizeAch(account: AchInput): Promise<TokenizeResult<AchToken>> {
    if (!abaRoutingValid(account.routingNumber.trim())) {
      return refuse({
        code: 'invalid_routing_number',
        field: 'routingNumber',
        message: 'Routing number is invalid.',
      });
    }
    const accountNumber = account.accountNumber.trim();
    if (!/^\d{4,17}$/.test(accountNumber)) {
      return refuse({
        code: 'invalid_account_number',
        field: 'accountNumber',
        message: 'Account number must be 4 to 17 digits.',
      });
    }
    const token: AchToken = {
      token: this.sign('ach', 'succeed'),
      last4: accountNumber.slice(-4),
      holderName: account.nameOnAccount.trim(),
      bankName: account.bankName.trim(),
      isSavings: account.isSavings,
    };
    return { ok: true, value: token };
  }

  async authorize(
    token: string,
    amountCents: number,
    currency: string,
  ): Promise<TokenizeResult<Authorization>> {
    const payload = this.read(token);
    if (!payload) {
      return refuse({
        code: 'card_declined',
        field: 'cardNumber',
        message: 'This payment method is not known.',
      });
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new RangeError('An authorization needs a positive whole number of cents');
    }
    if (payload.c === 'decline') {
      return refuse({
        code: 'card_declined',
        field: 'cardNumber',
        message: 'Your card was declined. Please use a different card.',
      });
    }
    const authorization = {
      id: this.signed('auth_sandbox_', { n: randomUUID(), a: amountCents, c: currency }),
      token,
      amountCents,
      currency,
    };
    this.authorizations.set(authorization.id, { ...authorization, captured: false, refunded: false });
    return { ok: true, value: authorization };
  }

  async capture(authorizationId: string): Promise<{ ok: true } | { ok: false; message: string }> {
    const signed = this.readAuthorization(authorizationId);
    if (!signed) return { ok: false, message: 'This authorization is not known.' };
    const known = this.authorizations.get(authorizationId);
    if (known?.captured) return { ok: false, message: 'This authorization was captured already.' };
    if (known) known.captured = true;
    return { ok: true };
  }

  /**
   * Gives back what an authorization this gateway signed captured. Within one run it also refuses a
   * second refund and a refund before the capture; across restarts the shipment's charge row (its
   * status) is what prevents a second refund (shipments/shipmentService.ts).
   */
  async refund(
    authorizationId: string,
    amountCents: number,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    const signed = this.readAuthorization(authorizationId);
    if (!signed) return { ok: false, message: 'This authorization is not known.' };
    const known = this.authorizations.get(authorizationId);
    if (known && !known.captured)
      return { ok: false, message: 'Nothing was captured on this authorization.' };
    if (known?.refunded) return { ok: false, message: 'This authorization was refunded already.' };
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > signed.amountCents) {
      return { ok: false, message: 'A refund cannot exceed what was captured.' };
    }
    if (known) known.refunded = true;
    return { ok: true };
  }
}
