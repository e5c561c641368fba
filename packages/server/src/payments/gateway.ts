/** Card brands the gateway accepts, found from the card number (spec 03 §3: card.cardType). */
export type CardBrand = 'Visa' | 'Mastercard' | 'Amex' | 'Discover';

/** What a shopper types for a card (spec 03 §3 credit card input), spaces already removed. */
export interface CardInput {
  cardNumber: string;
  /** MM/YY or MM/YYYY. */
  expirationDate: string;
  cardCode: string;
  holderName: string;
}

/** What a shopper types for a bank account (spec 03 §3 achAccount). */
export interface AchInput {
  routingNumber: string;
  accountNumber: string;
  nameOnAccount: string;
  bankName: string;
  isSavings: boolean;
}

/**
 * All the gateway hands back for a card: a token and what may be shown. The card number and the
 * security code are never part of it, so nothing downstream can store them.
 */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/** All the gateway hands back for a bank account: a token, the last 4 digits, holder and bank name. */
export interface AchToken {
  token: string;
  last4: string;
  holderName: string;
  bankName: string;
  isSavings: boolean;
}

/** The input field a refusal belongs to, so the API can show the message at that field. */
export type PaymentField = 'cardNumber' | 'expirationDate' | 'cardCode' | 'routingNumber' | 'accountNumber';

/** A refusal: `code` for programs, `message` in words for the shopper, `field` where to show it. */
export interface PaymentRefusal {
  code:
    | 'invalid_number'
    | 'invalid_expiry'
    | 'expired_card'
    | 'invalid_cvc'
    | 'card_declined'
    | 'insufficient_funds'
    | 'invalid_routing_number'
    | 'invalid_account_number';
  field: PaymentField;
  message: string;
}

export type TokenizeResult<T> = { ok: true; value: T } | { ok: false; refusal: PaymentRefusal };

/** An authorization held against a stored token (used by the pay step of the next issue). */
export interface Authorization {
  id: string;
  token: string;
  amountCents: number;
  currency: string;
}

/**
 * One interface for every payment processor (docs/payments.md). The sandbox gateway checks card and
 * bank numbers the way a processor would and answers with tokens; a real processor plugs in behind
 * the same interface. Only tokens and display fields leave it.
 */
export interface PaymentGateway {
  tokenizeCard(card: CardInput, now: Date): Promise<TokenizeResult<CardToken>>;
  tokenizeAch(account: AchInput): Promise<TokenizeResult<AchToken>>;
  authorize(token: string, amountCents: number, currency: string): Promise<TokenizeResult<Authorization>>;
  capture(authorizationId: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Gives back a captured amount (a cancelled shipment, issue 12); refunding twice is refused. */
  refund(
    authorizationId: string,
    amountCents: number,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
}
