import { ACCOUNT_LIMITS, characterCount } from '../limits/accountLimits';
import { accountCatalogue as messages } from '../messages/index';
import { isValidPhone } from '../validation/phone';
import { isDialCodeOnly, withLeadingPlus } from './phoneInput';
import { type FieldErrors, isEmail, newPasswordErrors, only, SIGN_UP_TEXT_MAX } from './rules';

// Sign-up's rules in a module of their own: they need the phone-number data, which the sign-in,
// recovery and password forms (and their chunks) do not (issue 8: the sign-in page's first load).

export interface SignUpInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phoneNumber?: string | undefined;
  phoneNumberExtension?: string | undefined;
  email?: string | undefined;
  promoCode?: string | undefined;
}

export type SignUpField = keyof SignUpInput | 'password' | 'repeatPassword';

/**
 * spec 03 §5 sign-up, with the password pair when instant sign-up is on. The phone follows the
 * phone input rules: a plus is forced to the front, a bare dial code is an empty field, and a
 * number that cannot be dialled reads "Invalid phone number".
 */
export function signUpErrors(
  form: SignUpInput,
  instant?: { password: string; repeatPassword: string },
): FieldErrors<SignUpField> {
  const text = (value: string | undefined) => (value ?? '').trim();
  const name = (value: string | undefined, required: string, label: string) => {
    if (!text(value)) return required;
    if (characterCount(text(value)) > SIGN_UP_TEXT_MAX)
      return messages('field.maxLength', { label, max: SIGN_UP_TEXT_MAX });
    return undefined;
  };
  const phone = withLeadingPlus(text(form.phoneNumber));
  const email = text(form.email);
  const passwords = instant ? newPasswordErrors(instant.password, instant.repeatPassword) : {};
  return only({
    firstName: name(form.firstName, messages('signUp.firstNameRequired'), 'First Name'),
    lastName: name(form.lastName, messages('signUp.lastNameRequired'), 'Last Name'),
    phoneNumber: isDialCodeOnly(phone)
      ? messages('signUp.phoneRequired')
      : isValidPhone(phone)
        ? undefined
        : messages('signUp.phoneInvalid'),
    phoneNumberExtension:
      characterCount(form.phoneNumberExtension ?? '') > ACCOUNT_LIMITS.extensionMax
        ? messages('signUp.extensionTooLong')
        : undefined,
    email: !email
      ? messages('signUp.emailRequired')
      : isEmail(email)
        ? undefined
        : messages('signUp.emailInvalid'),
    promoCode:
      characterCount(text(form.promoCode)) > SIGN_UP_TEXT_MAX
        ? messages('field.maxLength', { label: 'Promo Code', max: SIGN_UP_TEXT_MAX })
        : undefined,
    password: passwords.password,
    repeatPassword: passwords.confirm,
  });
}
