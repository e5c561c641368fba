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
