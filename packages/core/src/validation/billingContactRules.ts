import type { ValidationContext } from './context';
import { createFieldErrorList, type FieldError } from './fieldErrors';
import { email, first, maxLength, phone, required } from './fieldRules';

/** The billing contact form (spec 03 §3 "Billing information" in forms). */
export interface BillingContact {
  contactName: string;
  phoneNumber: string;
  phoneNumberExtension: string;
  email: string;
}

/** spec 01 §5, spec 03 §5: name, phone and e-mail are required and validated. Paths under `prefix`. */
export function validateBillingContact(
  contact: BillingContact,
  ctx: ValidationContext,
  prefix = 'billingContact',
): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  out.error(`${prefix}.contactName`, required(t, 'billingContactName', contact.contactName));
  out.error(
    `${prefix}.phoneNumber`,
    first(
      required(t, 'billingPhone', contact.phoneNumber),
      phone(t, 'billingPhone', contact.phoneNumber, 'US'),
    ),
  );
  out.error(
    `${prefix}.phoneNumberExtension`,
    maxLength(t, 'phoneNumberExtension', contact.phoneNumberExtension, 5),
  );
  out.error(`${prefix}.email`, first(required(t, 'email', contact.email), email(t, contact.email)));
  return out.list;
}

/** The billing contact in the API's shape (spec 03 §3: name, phone {number, extension}, email). */
export interface BillingContactResource {
  name: string | null;
  phone: { number: string | null; extension: string | null };
  email: string | null;
}

/** Where each form field of the billing contact is in the API's body (PUT /billing_informations/{id}). */
export const BILLING_CONTACT_PATHS: Readonly<Record<keyof BillingContact, string>> = {
  contactName: 'billingContact.name',
  phoneNumber: 'billingContact.phone.number',
  phoneNumberExtension: 'billingContact.phone.extension',
  email: 'billingContact.email',
};

/** The form's fields of a stored billing contact (spec 03 §3 "In forms"); none stored reads as empty. */
export function billingContactForm(contact: BillingContactResource | null | undefined): BillingContact {
  return {
    contactName: contact?.name ?? '',
    phoneNumber: contact?.phone.number ?? '',
    phoneNumberExtension: contact?.phone.extension ?? '',
    email: contact?.email ?? '',
  };
}

/** The API's shape of a filled form, trimmed; an empty extension is none. */
export function billingContactOfForm(form: BillingContact): BillingContactResource {
  const extension = form.phoneNumberExtension.trim();
  return {
    name: form.contactName.trim(),
    phone: { number: form.phoneNumber.trim(), extension: extension === '' ? null : extension },
    email: form.email.trim(),
  };
}
