import * as z from 'zod/mini';
import { pagingQuery } from './queries';
import { text } from './text';

/**
 * Stored payment methods (spec 01 §3 "Payment method", spec 03 §3, §7): a card or an ACH account,
 * tokenised by the payment gateway. What travels back is only what may be shown: a card's last
 * digits, expiry and type; an account's routing number, masked account number, holder and bank.
 * The card number and the security code are sent once, to be tokenised, and never answered, stored
 * or logged (docs/payments.md).
 */

/** The billing address of a payment method (spec 01 §3: country fixed to USA). */
export const paymentBillingAddress = z.object({
  addressLine1: z._default(text('line'), ''),
  addressLine2: z._default(text('line'), ''),
  addressLine3: z._default(text('line'), ''),
  city: z._default(text('line'), ''),
  postalCode: z._default(text('short'), ''),
  division: z._default(text('short'), ''),
  suburb: z._default(text('line'), ''),
});
export type PaymentBillingAddress = z.infer<typeof paymentBillingAddress>;

/** Card input (spec 01 §3): cardNumber, expirationDate, cardCode, cardholderFirstName, cardholderLastName. */
export const cardInput = z.object({
  cardNumber: text('short'),
  expirationDate: text('short'),
  cardCode: text('short'),
  cardholderFirstName: z._default(text('line'), ''),
  cardholderLastName: z._default(text('line'), ''),
});
export type CardInputBody = z.infer<typeof cardInput>;

/** ACH input (spec 01 §3 achAccount). */
export const achInput = z.object({
  routingNumber: text('short'),
  accountNumber: text('short'),
  nameOnAccount: z._default(text('line'), ''),
  bankName: z._default(text('line'), ''),
  isSavings: z._default(z.boolean(), false),
});
export type AchInputBody = z.infer<typeof achInput>;

/** POST /api/saved_payment_methods: one of card or achAccount, by `type`, with a billing address. */
export const savedPaymentMethodBody = z.object({
  type: z.enum(['credit_card', 'ach']),
  card: z.optional(z.nullable(cardInput)),
  achAccount: z.optional(z.nullable(achInput)),
  billingAddress: z._default(paymentBillingAddress, {
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    postalCode: '',
    division: '',
    suburb: '',
  }),
});
export type SavedPaymentMethodBody = z.infer<typeof savedPaymentMethodBody>;
export type SavedPaymentMethodBodyInput = z.input<typeof savedPaymentMethodBody>;

/** A stored method as listed (spec 01 §3): display fields only. */
export const savedPaymentMethodResource = z.object({
  id: text('id'),
  type: z.enum(['credit_card', 'ach']),
  /** lastDigits, expirationDate (MM/YY) and cardType (Visa, Mastercard, Amex, Discover). */
  card: z.nullable(
    z.object({ lastDigits: text('code'), expirationDate: text('code'), cardType: text('code') }),
  ),
  /** The account number masked to its last 4 digits ("••••6789"). */
  achAccount: z.nullable(
    z.object({
      routingNumber: text('short'),
      accountNumber: text('short'),
      nameOnAccount: text('line'),
      bankName: text('line'),
    }),
  ),
  billingAddress: paymentBillingAddress,
  createdOn: text('id'),
});
export type SavedPaymentMethodResource = z.infer<typeof savedPaymentMethodResource>;

/** spec 03 §7: GET /saved_payment_methods (page=1) — a page holds every method a person keeps. */
export const PAYMENT_METHODS_PER_PAGE = 30;
export const MAX_PAYMENT_METHODS_PER_PAGE = 100;
export const paymentMethodListQuery = z.object({
  ...pagingQuery(PAYMENT_METHODS_PER_PAGE, MAX_PAYMENT_METHODS_PER_PAGE),
});

/** DELETE /api/saved_payment_methods/{id} answers `{success}` (spec 03 §7). */
export const deletePaymentMethodResponse = z.object({ success: z.boolean() });
