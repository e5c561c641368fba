import { randomUUID } from 'node:crypto';
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
  private readonly tokens = new Map<string, CardToken | AchToken>();
  private readonly authorizations = new Map<string, Authorization & { captured: boolean }>();

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
      token: `tok_sandbox_card_${randomUUID()}`,
      brand,
      last4: number.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      holderName: card.holderName.trim(),
    };
    this.tokens.set(token.token, token);
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
      token: `tok_sandbox_ach_${randomUUID()}`,
      last4: accountNumber.slice(-4),
      holderName: account.nameOnAccount.trim(),
      bankName: account.bankName.trim(),
      isSavings: account.isSavings,
    };
    this.tokens.set(token.token, token);
    return { ok: true, value: token };
  }

  async authorize(
    token: string,
    amountCents: number,
    currency: string,
  ): Promise<TokenizeResult<Authorization>> {
    if (!this.tokens.has(token)) {
      return refuse({
        code: 'card_declined',
        field: 'cardNumber',
        message: 'This payment method is not known.',
      });
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      throw new RangeError('An authorization needs a positive whole number of cents');
    }
    const authorization = { id: `auth_sandbox_${randomUUID()}`, token, amountCents, currency };
    this.authorizations.set(authorization.id, { ...authorization, captured: false });
    return { ok: true, value: authorization };
  }

  async capture(authorizationId: string): Promise<{ ok: true } | { ok: false; message: string }> {
    const authorization = this.authorizations.get(authorizationId);
    if (!authorization) return { ok: false, message: 'This authorization is not known.' };
    if (authorization.captured) return { ok: false, message: 'This authorization was captured already.' };
    authorization.captured = true;
    return { ok: true };
  }
}
