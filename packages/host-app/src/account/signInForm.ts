import { ACCOUNT_LIMITS, passwordLengthProblem } from '@shipdeck/core/limits';
import { messages } from '@shipdeck/core/messages';

/** spec 03 §5 sign-in rules; also used by the quick-quote field (same required and 6-character rules). */
export function identifierError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return messages('signIn.identifierRequired');
  if (trimmed.length < ACCOUNT_LIMITS.identifierMin) return messages('signIn.identifierTooShort');
  return null;
}

export function passwordError(value: string): string | null {
  return value ? null : messages('signIn.passwordRequired');
}

/** spec 03 §5 set or change password: 8 characters (core's rule, as the server checks it), confirmed. */
export function newPasswordErrors(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  const problem = passwordLengthProblem(password);
  if (problem === 'required') errors.password = messages('password.required');
  else if (problem === 'tooShort') errors.password = messages('password.tooShort');
  if (!confirm) errors.confirm = messages('password.confirmRequired');
  else if (password && confirm !== password) errors.confirm = messages('password.mismatch');
  return errors;
}
