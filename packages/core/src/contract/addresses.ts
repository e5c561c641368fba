import * as z from 'zod/mini';
import { violation } from './hydra';
import { type TextKind, text } from './text';

/**
 * The address book calls of spec 03 §7: GET/POST /saved_addresses, PUT/DELETE /saved_addresses/{id},
 * POST /import_addresses, and (beyond the spec) GET /saved_addresses/export. Bodies and answers are the
 * server shape of spec 03 §3 ("Saved address"); core's addressBook module turns it into the form's shape.
 */

/** A text the client may leave out or send as null: read as ''. */
const optionalText = (kind: TextKind) =>
  z.pipe(
    z.optional(z.nullable(text(kind))),
    z.transform((value: string | null | undefined) => value ?? ''),
  );

/**
 * The address of a saved contact (spec 03 §3 server shape): locality is the city, dependentLocality the
 * suburb, administrativeArea the division (state, county, district or province).
 */
export const savedAddressAddress = z.object({
  addressLine1: optionalText('line'),
  addressLine2: optionalText('line'),
  addressLine3: optionalText('line'),
  postalCode: optionalText('short'),
  locality: optionalText('line'),
  dependentLocality: optionalText('line'),
  administrativeArea: optionalText('line'),
  /** ISO 3166-1 alpha-2. */
  countryCode: optionalText('code'),
});
export type SavedAddressAddress = z.infer<typeof savedAddressAddress>;

/**
 * Decision: the phone is a number and an extension, as the billing contact's is (spec 03 §3 "Billing
 * information": phone {number, extension}); the spec's contact {name, email, phone} does not say how an
 * extension travels, and the form has one (spec 03 §2 "phone with extension").
 */
export const savedAddressPhone = z.object({
  number: optionalText('short'),
  extension: optionalText('short'),
});
export type SavedAddressPhone = z.infer<typeof savedAddressPhone>;

export const savedAddressContact = z.object({
  /** Equals contactName (the nickname); the top-level contactName wins when both are sent. */
  name: optionalText('line'),
  email: optionalText('line'),
  phone: z._default(savedAddressPhone, { number: '', extension: '' }),
});
export type SavedAddressContact = z.infer<typeof savedAddressContact>;

/**
 * POST /saved_addresses and PUT /saved_addresses/{id}. Every field may be left out (read as empty), so
 * a missing one is answered by the spec's rule at its field (422, "Company Name is required"), not by a
 * type error. `ownedBy` / `createdBy` (a CSR acting for a client) are checked by the server, not stored.
 */
export const savedAddressBody = z.object({
  companyName: optionalText('line'),
  contactName: optionalText('line'),
  address: z._default(savedAddressAddress, {
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    postalCode: '',
    locality: '',
    dependentLocality: '',
    administrativeArea: '',
    countryCode: '',
  }),
  contact: z._default(savedAddressContact, { name: '', email: '', phone: { number: '', extension: '' } }),
  vatNumber: optionalText('short'),
  taxId: optionalText('short'),
  eoriNumber: optionalText('short'),
  /** Residential is a required Yes or No (spec 03 §5): null is refused at the field. */
  isResidential: z._default(z.nullable(z.boolean()), null),
});
export type SavedAddressBody = z.infer<typeof savedAddressBody>;
export type SavedAddressBodyInput = z.input<typeof savedAddressBody>;

/** The address and contact as stored and answered: every field present. */
const storedAddress = z.object({
  addressLine1: text('line'),
  addressLine2: text('line'),
  addressLine3: text('line'),
  postalCode: text('short'),
  locality: text('line'),
  dependentLocality: text('line'),
  administrativeArea: text('line'),
  countryCode: text('code'),
});
const storedContact = z.object({
  name: text('line'),
  email: text('line'),
  phone: z.object({ number: text('short'), extension: text('short') }),
});

/** A stored contact: the body as saved (trimmed, normalised), with its id and owner. */
export const savedAddressResource = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  /** Equals the contact name (spec 03 §3). */
  nickname: text('line'),
  companyName: text('line'),
  contactName: text('line'),
  address: storedAddress,
  contact: storedContact,
  vatNumber: text('short'),
  taxId: text('short'),
  eoriNumber: text('short'),
  isResidential: z.boolean(),
  /** One line for the list's Address column: "350 Fifth Avenue, New York, NY 10118, US". */
  formattedAddress: text('text'),
  ownedById: z.optional(z.nullable(text('id'))),
  createdOn: z.optional(text('id')),
  updatedOn: z.optional(text('id')),
});
export type SavedAddressResource = z.infer<typeof savedAddressResource>;

/** An imported contact (spec 03 §3 "Import response"): stored, with its phone split and a residential flag. */
export const importedAddress = z.extend(savedAddressResource, {
  contactPhone: z.object({
    number: text('short'),
    extension: text('short'),
    /** The country's calling code, "+1". */
    dialCode: text('code'),
  }),
  residential: z.boolean(),
});
export type ImportedAddress = z.infer<typeof importedAddress>;

/**
 * A row that could not be imported: what was read from it (in the body's shape, so the failed-contacts
 * export can write it back, spec 03 §8) and why, as violations at the body's field paths.
 */
export const notValidAddress = z.object({
  /** The row's number in the file, counting the header row as 1 (as a spreadsheet numbers it). */
  row: z.number(),
  nickname: text('line'),
  companyName: text('line'),
  contactName: text('line'),
  address: storedAddress,
  contact: storedContact,
  vatNumber: text('short'),
  taxId: text('short'),
  eoriNumber: text('short'),
  /** null when the file's residential cell said neither yes nor no. */
  isResidential: z.nullable(z.boolean()),
  violations: z.array(violation),
});
export type NotValidAddress = z.infer<typeof notValidAddress>;

/** POST /import_addresses (spec 03 §7): the contacts stored and the rows refused. */
export const importAddressesResponse = z.object({
  '@context': z.optional(text('id')),
  '@type': z.optional(text('id')),
  addresses: z.array(importedAddress),
  notValidAddresses: z.array(notValidAddress),
});
export type ImportAddressesResponse = z.infer<typeof importAddressesResponse>;

export { IMPORT_ADDRESSES_FIELD } from './clientConstants';
export { IMPORT_LIMITS } from './importLimits';

/** The file formats of the import and of the address book export (spec 03 §5: only .xlsx or .csv). */
export const addressFileFormat = z.enum(['csv', 'xlsx']);
export type AddressFileFormat = z.infer<typeof addressFileFormat>;

/** GET /saved_addresses/export?format=csv|xlsx (beyond the spec): the whole address book as a file. */
export const addressExportQuery = z.object({
  format: z._default(addressFileFormat, 'csv'),
});
