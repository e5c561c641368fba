import { ADDRESS_LIMITS } from '../../limits/index';
import { accountNumberError } from '../../validation/accountNumber';
import { validateBillingContact } from '../../validation/billingContactRules';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { first, maxLength, required } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isDomestic, isDutiable } from '../model/flags';
import { limitCarrier } from '../model/limits';
import {
  isAccountNumberRequired,
  isAssociatedZipRequired,
  isDutyAccountRequired,
} from '../model/paymentRules';

const P = 'payment';

/** The path of the payment-method error: the payment state, not the draft, holds the method. */
export const PAYMENT_METHOD_PATH = 'paymentMethod';

/**
 * Step 3, Payment (spec 01 §5 "Payment"). The requirement flags are computed here, not read from
 * the draft, so an un-normalised draft checks the same. With pay now on a dutiable shipment the
 * payer fields are fixed by `normalize` (spec 01 §4) and pass here.
 */
export function validatePaymentStep(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const pay = draft.payment;
  const carrier = limitCarrier(draft, ctx.carrier);
  const dutiable = isDutiable(draft);

  out.error(`${P}.freightPayment`, required(t, 'freightPayment', pay.freightPayment));
  if (isAccountNumberRequired(pay.freightPayment)) {
    out.error(
      `${P}.shipperAccountNumber`,
      first(
        required(t, 'shipperAccountNumber', pay.shipperAccountNumber),
        accountNumberError(t, carrier, pay.shipperAccountNumber),
      ),
    );
  }
  if (isAssociatedZipRequired(pay.freightPayment, isDomestic(draft))) {
    out.error(
      `${P}.billingAccountNumberPostalCode`,
      first(
        required(t, 'billingAccountNumberPostalCode', pay.billingAccountNumberPostalCode),
        maxLength(
          t,
          'billingAccountNumberPostalCode',
          pay.billingAccountNumberPostalCode,
          ADDRESS_LIMITS.postalCode,
        ),
      ),
    );
  }
  if (dutiable) {
    out.error(`${P}.dutiesAndTaxesPayment`, required(t, 'dutiesAndTaxesPayment', pay.dutiesAndTaxesPayment));
    if (isDutyAccountRequired(pay.dutiesAndTaxesPayment, dutiable)) {
      out.error(
        `${P}.dutyAccountNumber`,
        first(
          required(t, 'dutyAccountNumber', pay.dutyAccountNumber),
          accountNumberError(t, carrier, pay.dutyAccountNumber),
        ),
      );
    }
    out.error(`${P}.customsTermsOfTrade`, required(t, 'customsTermsOfTrade', pay.customsTermsOfTrade));
  }

  const state = ctx.payment;
  if (state) {
    // Payment is required unless pay later is selected and allowed (spec 01 §4).
    const mustPay = state.time === 'now' || !state.canPayLater;
    if (state.paymentAuthorisation && mustPay && !state.paymentId) {
      out.error(PAYMENT_METHOD_PATH, t('draft.payment.methodMissing'));
    }
    if (state.billingContact)
      for (const e of validateBillingContact(state.billingContact, ctx)) out.error(e.propertyPath, e.message);
  }

  out.error(
    `${P}.termsAndConditionsAgreement`,
    pay.termsAndConditionsAgreement ? null : t('draft.payment.termsAgreement'),
  );
}
