import type { Violation } from '../contract/hydra';
import { ACCOUNT_LIMITS, passwordLengthProblem } from '../limits/accountLimits';
import { accountCatalogue as messages } from '../messages/index';
import { EMAIL_PATTERN } from '../validation/email';

/**
 * The rules of the account forms (spec 03 §5): sign-in, quick quote, sign-up, the reset request and
 * set or change password. Written once: the app's forms show them at their fields and the server
 * checks every request with the same functions (as quote/quoteRules.ts does for the quote). Where
 * the app and the server used to differ, the union of the two holds (issue 17 item 1).
 *
 * Each answers an object holding only the fields that have an error, in the spec's words.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Names and promo codes on a sign-up: the spec gives no maximum; a person's name fits in 100. */
export const SIGN_UP_TEXT_MAX = 100;
/** The longest e-mail address there is (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX = 254;

/**
 * spec 03 §5 sign-in: the e-mail, number or client id is required and at least 6 characters. The
 * quick-quote field and the guest sign-in dialog have the same rules.
 */
export function identifierError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return messages('signIn.identifierRequired');
  if (trimmed.length < ACCOUNT_LIMITS.identifierMin) return messages('signIn.identifierTooShort');
  return undefined;
}

/** A typed password: required; longer than any password can be is refused before it is hashed. */
function typedPasswordError(password: string): string | undefined {
  if (!password) return messages('signIn.passwordRequired');
  if (passwordLengthProblem(password) === 'tooLong')
    return messages('password.tooLong', { max: ACCOUNT_LIMITS.passwordMax });
  return undefined;
}

export type SignInField = 'identifier' | 'password';

/** spec 03 §5 sign-in form (and the guest sign-in dialog). */
export function signInErrors(form: { identifier: string; password: string }): FieldErrors<SignInField> {
  return only({ identifier: identifierError(form.identifier), password: typedPasswordError(form.password) });
}

/** spec 03 §5: "The quick-quote field has the same required and 6-character rules." */
export function quickQuoteErrors(accountNumber: string): FieldErrors<'accountNumber'> {
  return only({ accountNumber: identifierError(accountNumber) });
}

/** The spec 03 §5 rule of one new password (required, 8 to 256 characters), or undefined. */
export function newPasswordError(password: string): string | undefined {
  const problem = passwordLengthProblem(password);
  if (problem === 'required') return messages('password.required');
  if (problem === 'tooShort') return messages('password.tooShort');
  if (problem === 'tooLong') return messages('password.tooLong', { max: ACCOUNT_LIMITS.passwordMax });
  return undefined;
}

/** spec 03 §5 set or change password: the password and its confirmation. */
export function newPasswordErrors(password: string, confirm: string): FieldErrors<'password' | 'confirm'> {
  let confirmError: string | undefined;
  if (!confirm) confirmError = messages('password.confirmRequired');
  else if (password && confirm !== password) confirmError = messages('password.mismatch');
  return only({ password: newPasswordError(password), confirm: confirmError });
}

/**
 * spec 03 §5 reset request, as the form asks it: one of number and e-mail; the number has
 * priority (spec 03 §4), so the e-mail is checked only when no number is given.
 */
export function recoveryRequestErrors(form: {
  number: string;
  email: string;
}): FieldErrors<'number' | 'email'> {
  const number = form.number.trim();
  const email = form.email.trim();
  if (!number && !email) return { number: messages('recovery.identifierRequired') };
  if (number)
    return number.length < ACCOUNT_LIMITS.identifierMin
      ? { number: messages('recovery.numberTooShort') }
      : {};
  return isEmail(email) ? {} : { email: messages('recovery.emailInvalid') };
}

/** The same rules over the one `emailOrId` the API receives: an "@" makes it an e-mail. */
export function recoveryIdentifierErrors(emailOrId: string): FieldErrors<'emailOrId'> {
  const raw = emailOrId.trim();
  const errors = raw.includes('@')
    ? recoveryRequestErrors({ number: '', email: raw })
    : recoveryRequestErrors({ number: raw, email: '' });
  return only({ emailOrId: errors.number ?? errors.email });
}

/**
 * Field errors as the API's violations; `paths` renames a form field to its request property
 * (the sign-in form's `identifier` is the request's `email`).
 */
export function toViolations<Field extends string>(
  errors: FieldErrors<Field>,
  paths: Partial<Record<Field, string>> = {},
): Violation[] {
  return (Object.entries(errors) as Array<[Field, string | undefined]>)
    .filter((entry): entry is [Field, string] => entry[1] !== undefined)
    .map(([field, message]) => ({ propertyPath: paths[field] ?? field, message, severity: 'error' }));
}

export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** The entries of `errors` that hold a message. */
export function only<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as Array<[Field, string | undefined]>) {
    if (message !== undefined) out[field] = message;
  }
  return out;
}
