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
