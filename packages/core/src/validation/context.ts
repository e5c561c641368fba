import type { AddressElement } from '../contract/options';
import type { CarrierCode } from '../contract/rate';
import type { MessageCatalogue } from '../messages/catalogue';
import { messages } from '../messages/full';
import type { PaymentTime } from '../shipment/model/options';
import type { BillingContact } from './billingContactRules';

/** What the payment step's rules need from the payment state and the user (spec 01 §4, §5). */
export interface PaymentValidationState {
  /** Pay now or pay later (default pay later). */
  time: PaymentTime;
  /** The user may pay later (billingInformation.canPayLater, spec 03 §3). */
  canPayLater: boolean;
  /** Feature flag "payment authorisation" (on by default, spec 01 §6). */
  paymentAuthorisation: boolean;
  /** The stored payment method chosen, if any. */
  paymentId: string | null;
  /** The billing contact form, when the step shows it. */
  billingContact?: BillingContact | null;
}

/** Everything the rules read besides the draft. Only `t` is always present. */
export interface ValidationContext {
  /** The message catalogue (a host may override texts with `createMessages`). */
  t: MessageCatalogue;
  /** Today as yyyy-MM-dd: license expiry dates may not be in the past. */
  today?: string;
  /** The moment the rules read the clock at (a pickup's same-day window); the current time by default. */
  now?: Date;
  /** The chosen rate's carrier: its limits and account-number format apply. Default: DHL abroad, UPS at home. */
  carrier?: CarrierCode | null;
  /**
   * Which address elements a country uses (the `elements` of /country_options). Without it only the
   * US elements are known (city, state, postal code), and other countries require none.
   */
  countryElements?: (countryCode: string) => readonly AddressElement[] | undefined;
  /** 10-digit commodity codes the server did not recognise (GET /commodity_code_options/{code} 404). */
  unknownCommodityCodes?: ReadonlySet<string>;
  /** The payment state; without it the payment-method rule is not checked. */
  payment?: PaymentValidationState;
}

export function createValidationContext(options: Partial<ValidationContext> = {}): ValidationContext {
  return { ...options, t: options.t ?? messages };
}

const US_ELEMENTS: readonly AddressElement[] = ['city', 'state', 'postalCode'];

/** The address elements of a country, with the built-in US default. */
export function addressElementsOf(ctx: ValidationContext, countryCode: string): readonly AddressElement[] {
  const code = countryCode.trim().toUpperCase();
  return ctx.countryElements?.(code) ?? (code === 'US' ? US_ELEMENTS : []);
}
