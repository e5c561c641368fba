import * as z from 'zod/mini';
import { flag, text, yesNo } from './fields';

/** Party address (spec 01 §3). `division` is the state, county, district or province. */
export const addressSchema = z.object({
  addressLine1: text(),
  addressLine2: text(),
  addressLine3: text(),
  city: text(),
  postalCode: text(),
  division: text(),
  suburb: text(),
});
export type Address = z.infer<typeof addressSchema>;

/** Sender (shipmentFrom) or recipient (shipmentTo), spec 01 §3 "Party". */
export const partySchema = z.object({
  companyName: text(),
  contactName: text(),
  /** ISO 3166-1 alpha-2, upper case; '' until chosen. */
  country: text(),
  phoneNumber: text(),
  phoneNumberExtension: text(),
  email: text(),
  address: z.prefault(addressSchema, {}),
  formattedAddress: text(),
  isResidential: yesNo(),
  isVATIncluded: flag(),
  isTaxIdIncluded: flag(),
  isEORINumberIncluded: flag(),
  VATNumber: text(),
  taxId: text(),
  EORINumber: text(),
});
export type Party = z.infer<typeof partySchema>;
export type PartyInput = z.input<typeof partySchema>;
