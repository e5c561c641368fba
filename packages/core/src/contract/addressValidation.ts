import * as z from 'zod/mini';
import { violation } from './hydra';
import { text } from './text';

/**
 * An address as the address book and the prepare flow send it to be checked (spec 03 §3, the server
 * shape of a saved address: locality is the city, dependentLocality the suburb, administrativeArea
 * the state, county, district or province).
 */
export const addressToValidate = z.object({
  addressLine1: z._default(text('line'), ''),
  addressLine2: z._default(z.nullable(text('line')), null),
  addressLine3: z._default(z.nullable(text('line')), null),
  postalCode: z._default(z.nullable(text('short')), null),
  locality: z._default(z.nullable(text('line')), null),
  dependentLocality: z._default(z.nullable(text('line')), null),
  administrativeArea: z._default(z.nullable(text('line')), null),
  countryCode: text('code'),
});
export type AddressToValidate = z.infer<typeof addressToValidate>;

/** POST /api/data/validate-address {address} (spec 01 §7, spec 03 §7). */
export const validateAddressRequest = z.object({ address: addressToValidate });
export type ValidateAddressRequest = z.input<typeof validateAddressRequest>;

/**
 * The check's answer. Never blocking (spec 03 §5: "an address that the server cannot locate gives a
 * non-blocking warning"): `valid` false comes with the spec's notice in `message` and one warning
 * per element that did not match (`address.postalCode` …). `address` is the address as it should be
 * written: trimmed, the postal code formatted for its country, a US state as its two-letter code.
 * `suggestion` is what the postal data knows for the postal code (a US ZIP's city and state).
 */
export const validateAddressResponse = z.object({
  '@context': z.optional(text('id')),
  '@type': z.optional(text('id')),
  valid: z.boolean(),
  message: z.nullable(text('text')),
  mismatches: z.array(violation),
  address: addressToValidate,
  suggestion: z.nullable(
    z.object({
      postalCode: text('short'),
      locality: text('line'),
      administrativeArea: text('line'),
    }),
  ),
});
export type ValidateAddressResponse = z.infer<typeof validateAddressResponse>;
