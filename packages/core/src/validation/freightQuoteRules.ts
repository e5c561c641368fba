import type { ValidationContext } from './context';
import { createFieldErrorList, type FieldError } from './fieldErrors';
import { EMAIL_PATTERN, isBlank, maxLength } from './fieldRules';
import { isValidPhone } from './phone';

/** The freight quote modal (spec 01 §2): contact, telephone (required), e-mail, ready date, service, comments. */
export interface FreightQuoteForm {
  contactName: string;
  phoneNumber: string;
  phoneNumberExtension: string;
  email: string;
  /** YYYYMMDD, default today. */
  readyDate: string;
  typeOfFreightService: 'air' | 'ocean' | 'ltl_tl' | null;
  otherComments: string;
  /** Default USA. */
  country: string;
}

/** spec 01 §5, spec 02 §5 "Freight quote form", with the form's own wording. */
export function validateFreightQuoteForm(form: FreightQuoteForm, ctx: ValidationContext): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  out.error(
    'phoneNumber',
    isBlank(form.phoneNumber)
      ? t('draft.freightQuote.phoneRequired')
      : isValidPhone(form.phoneNumber.trim(), form.country || 'US')
        ? null
        : t('draft.freightQuote.phoneInvalid'),
  );
  out.error('phoneNumberExtension', maxLength(t, 'phoneNumberExtension', form.phoneNumberExtension, 5));
  out.error(
    'email',
    !isBlank(form.email) && !EMAIL_PATTERN.test(form.email.trim())
      ? t('draft.freightQuote.emailInvalid')
      : null,
  );
  return out.list;
}
