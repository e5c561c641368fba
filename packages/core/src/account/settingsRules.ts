import { characterCount } from '../limits/accountLimits';
import { messages } from '../messages/index';
import { isValidPhone } from '../validation/phone';
import { isDialCodeOnly, withLeadingPlus } from './phoneInput';
import { type FieldErrors, isEmail, only, SIGN_UP_TEXT_MAX } from './rules';

/**
 * The settings page's own fields (spec 03 §2 "User settings": name, company, phone; ours can be saved),
 * with the sign-up form's rules for the same fields (spec 03 §5): a name, a phone the phone input
 * accepts ("Invalid phone number"), a valid e-mail. A field left out of the form is not checked.
 */
export interface ProfileInput {
  name?: string | undefined;
  companyName?: string | undefined;
  phoneNumber?: string | undefined;
}

/** A sign-up's name is "first last", each up to SIGN_UP_TEXT_MAX: a profile's name keeps that room. */
export const PROFILE_NAME_MAX = 2 * SIGN_UP_TEXT_MAX + 1;

export function profileErrors(form: ProfileInput): FieldErrors<keyof ProfileInput> {
  const text = (value: string | undefined) => (value ?? '').trim();
  const tooLong = (value: string | undefined, label: string, max: number) =>
    characterCount(text(value)) > max ? messages('field.maxLength', { label, max }) : undefined;
  const phone = withLeadingPlus(text(form.phoneNumber));
  return only({
    name:
      form.name === undefined
        ? undefined
        : text(form.name) === ''
          ? messages('settings.nameRequired')
          : tooLong(form.name, 'Name', PROFILE_NAME_MAX),
    companyName:
      form.companyName === undefined ? undefined : tooLong(form.companyName, 'Company', SIGN_UP_TEXT_MAX),
    phoneNumber:
      form.phoneNumber === undefined
        ? undefined
        : isDialCodeOnly(phone)
          ? messages('signUp.phoneRequired')
          : isValidPhone(phone)
            ? undefined
            : messages('signUp.phoneInvalid'),
  });
}

/** The e-mail change form: the new address (required, valid, not the current one) and the password. */
export function emailChangeErrors(
  form: { email: string; password: string },
  currentEmail: string | null,
): FieldErrors<'email' | 'password'> {
  const email = form.email.trim();
  return only({
    email: !email
      ? messages('signUp.emailRequired')
      : !isEmail(email)
        ? messages('signUp.emailInvalid')
        : currentEmail !== null && email.toLowerCase() === currentEmail.toLowerCase()
          ? messages('settings.emailUnchanged')
          : undefined,
    password: form.password === '' ? messages('password.required') : undefined,
  });
}
