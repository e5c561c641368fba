import type { ValidationContext } from './context';
import { createFieldErrorList, type FieldError } from './fieldErrors';
import { required } from './fieldRules';

/** The add-payment-method form (spec 01 §3 "Payment method", spec 03 §3): card or ACH, with a US billing address. */
export interface PaymentMethodForm {
  type: 'credit_card' | 'ach';
  /** The cardholder name as entered; split at its first space into first and last name. */
  cardholderName: string;
  ach: { routingNumber: string; accountNumber: string; nameOnAccount: string; bankName: string };
  billingAddress: {
    addressLine1: string;
    addressLine2: string;
    addressLine3: string;
    city: string;
    postalCode: string;
    division: string;
    suburb: string;
  };
}

/** "The entered name is split at its first space" (spec 01 §3). */
export function splitCardholderName(name: string): {
  cardholderFirstName: string;
  cardholderLastName: string;
} {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { cardholderFirstName: trimmed, cardholderLastName: '' }
    : { cardholderFirstName: trimmed.slice(0, space), cardholderLastName: trimmed.slice(space + 1).trim() };
}

/**
 * spec 01 §5, spec 03 §5 "Saved payment method": address line 1 required; cardholder first name for
 * a card; ACH requires routing number, account number, holder name and bank name. Card number,
 * expiry and security code are checked by the card input of the payment provider, not here.
 */
export function validatePaymentMethodForm(form: PaymentMethodForm, ctx: ValidationContext): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  if (form.type === 'credit_card') {
    out.error(
      'cardholderName',
      required(t, 'cardholderFirstName', splitCardholderName(form.cardholderName).cardholderFirstName),
    );
  } else {
    for (const field of ['routingNumber', 'accountNumber', 'nameOnAccount', 'bankName'] as const) {
      out.error(`ach.${field}`, required(t, field, form.ach[field]));
    }
  }
  out.error('billingAddress.addressLine1', required(t, 'addressLine1', form.billingAddress.addressLine1));
  return out.list;
}
