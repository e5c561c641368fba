import * as z from 'zod/mini';
import { savedAddressAddress } from './addresses';
import { violation } from './hydra';
import { text } from './text';

/**
 * POST /api/data/validate-address {address} (spec 01 §7, spec 03 §7): the address in the server shape of
 * a saved address (spec 03 §3: locality is the city, dependentLocality the suburb, administrativeArea the
 * state, county, district or province), as the address book and the prepare flow send it.
 */
export const validateAddressRequest = z.object({ address: savedAddressAddress });
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
  address: savedAddressAddress,
  suggestion: z.nullable(
    z.object({
      postalCode: text('short'),
      locality: text('line'),
      administrativeArea: text('line'),
    }),
  ),
});
export type ValidateAddressResponse = z.infer<typeof validateAddressResponse>;
