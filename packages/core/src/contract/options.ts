import * as z from 'zod/mini';
import { text } from './text';

/** Address elements a country uses (spec 01 §3 "Country option"). */
export const addressElement = z.enum([
  'city',
  'suburb',
  'postalCode',
  'county',
  'district',
  'province',
  'state',
]);
export type AddressElement = z.infer<typeof addressElement>;

/** GET /api/country_options member: title-cased label, sorted by label, USA first (spec 01 §9). */
export const countryOption = z.object({
  code: text('code'),
  value: text('code'),
  label: text('line'),
  elements: z.array(addressElement),
  /** The elements an address in this country must fill in (spec 01 §5 "each required if the country requires it"). */
  requiredElements: z.optional(z.array(addressElement)),
});
export type CountryOption = z.infer<typeof countryOption>;

/** GET /api/currency_options member. */
export const currencyOption = z.object({
  code: text('code'),
  value: text('code'),
  label: text('line'),
});
export type CurrencyOption = z.infer<typeof currencyOption>;

/** GET /api/data/postal-codes member (spec 03 §3 "Postal-code suggestion"). */
export const postalCodeSuggestion = z.object({
  postalCode: text('short'),
  city: text('line'),
  division: z.optional(text('line')),
});
export type PostalCodeSuggestion = z.infer<typeof postalCodeSuggestion>;

/**
 * A member of the prepare flow's simple option lists (spec 01 §3 "Option lists", §7): FTR exemptions,
 * who pays, item quantity units, invoice types, EEI filing types. `code` and `value` are what the
 * draft stores; `label` is what a person reads.
 */
export const choiceOption = z.object({
  code: text('id'),
  value: text('id'),
  label: text('line'),
  /** A longer explanation where the spec gives one (export types: "it won't be shipped back"). */
  description: z.optional(text('text')),
});
export type ChoiceOption = z.infer<typeof choiceOption>;

/** GET /api/terms_of_trade_options member (spec 01 §3: code, description, definition). */
export const termsOfTradeOption = z.object({
  code: text('code'),
  value: text('code'),
  label: text('line'),
  description: text('line'),
  /** What the "See details" modal shows (spec 01 §2 step 3). */
  definition: text('text'),
});
export type TermsOfTradeOption = z.infer<typeof termsOfTradeOption>;

/** GET /api/carrier_services member: a carrier's delivery service (spec 01 §3 Rate.carrierService). */
export const carrierServiceOption = z.object({
  code: text('id'),
  value: text('id'),
  label: text('line'),
  carrier: text('code'),
  productCode: text('id'),
});
export type CarrierServiceOption = z.infer<typeof carrierServiceOption>;

/**
 * GET /api/additional_service_options?carrier=… member (spec 01 §7). `value` is what the draft's
 * signature field holds: "SF" (direct signature) or the domestic options 2 and 3 (spec 01 §9).
 */
export const additionalServiceOption = z.object({
  code: text('id'),
  value: z.union([text('id'), z.number()]),
  label: text('line'),
  carrier: text('code'),
  /** A note beside the choice (spec 01 §2: "Additional Fees may apply"). */
  tooltip: z.optional(text('line')),
});
export type AdditionalServiceOption = z.infer<typeof additionalServiceOption>;
