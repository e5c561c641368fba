import type { SavedAddressBody } from '../contract/addresses';
import type { Violation } from '../contract/hydra';
import type { Party } from '../shipment/model/partySchema';
import { validateParty } from '../shipment/rules/partyRules';
import type { ValidationContext } from '../validation/context';
import { createFieldErrorList, type FieldError } from '../validation/fieldErrors';
import { required } from '../validation/fieldRules';
import { partyOfBody } from './savedAddress';

/** validateParty writes under a role; a contact's errors are at its own fields. */
const ROLE = 'shipmentTo';

/**
 * Saved contacts (spec 03 §5): country, company name, contact name, a valid address, e-mail and phone
 * are required, residential is a required Yes or No, and the full party rules of spec 01 §5 apply for
 * the contact's country (lengths, the elements the country uses, US states, US postal formats, VAT, TAX
 * ID and EORI numbers once their toggle is on) — the shipment form's own rules, so a saved contact always
 * loads into a shipment without errors of its own.
 *
 * Decision: the international maximums (company 60, contact 35, address line 45). A contact is not yet
 * part of a shipment; the tighter domestic ones (27, 22, 35 and 73 for the three lines) are checked by
 * the shipment form when the contact is used in a domestic shipment.
 *
 * Errors are at the form's paths ("companyName", "address.city", "phoneNumber").
 */
export function validateSavedContact(contact: Party, ctx: ValidationContext): FieldError[] {
  const out = createFieldErrorList();
  const prefixed = createFieldErrorList();
  validateParty(contact, ROLE, false, ctx, prefixed);
  // E-mail is required for a saved contact (spec 03 §5), where a shipment's party may go without one.
  prefixed.error(`${ROLE}.email`, required(ctx.t, 'email', contact.email));
  for (const error of prefixed.list) {
    const path = error.propertyPath.slice(ROLE.length + 1);
    if (error.severity === 'warning') out.warn(path, error.message);
    else out.error(path, error.message);
  }
  return inFormOrder(out.list);
}

/** The form's fields in the order of the Save Contact form (spec 03 §2), so the first error is the top one. */
const FORM_ORDER = [
  'country',
  'companyName',
  'contactName',
  'address',
  'address.addressLine1',
  'address.addressLine2',
  'address.addressLine3',
  'address.suburb',
  'address.city',
  'address.division',
  'address.postalCode',
  'email',
  'phoneNumber',
  'phoneNumberExtension',
  'isResidential',
  'VATNumber',
  'taxId',
  'EORINumber',
];
const inFormOrder = (errors: FieldError[]) =>
  [...errors].sort((a, b) => rank(a.propertyPath) - rank(b.propertyPath));
const rank = (path: string) => {
  const index = FORM_ORDER.indexOf(path);
  return index === -1 ? FORM_ORDER.length : index;
};

/** Where each form field lives in the server's shape (spec 03 §3). */
export const BODY_PATH_OF_FIELD: Readonly<Record<string, string>> = {
  country: 'address.countryCode',
  companyName: 'companyName',
  contactName: 'contactName',
  address: 'address',
  'address.addressLine1': 'address.addressLine1',
  'address.addressLine2': 'address.addressLine2',
  'address.addressLine3': 'address.addressLine3',
  'address.city': 'address.locality',
  'address.suburb': 'address.dependentLocality',
  'address.division': 'address.administrativeArea',
  'address.postalCode': 'address.postalCode',
  email: 'contact.email',
  phoneNumber: 'contact.phone.number',
  phoneNumberExtension: 'contact.phone.extension',
  isResidential: 'isResidential',
  VATNumber: 'vatNumber',
  taxId: 'taxId',
  EORINumber: 'eoriNumber',
};

/** The same rules over the server's shape, with violations at the body's paths ("address.locality"). */
export function validateSavedAddressBody(body: SavedAddressBody, ctx: ValidationContext): Violation[] {
  return validateSavedContact(partyOfBody(body), ctx).map((error) => ({
    ...error,
    propertyPath: BODY_PATH_OF_FIELD[error.propertyPath] ?? error.propertyPath,
  }));
}
