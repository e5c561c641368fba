import { messages } from '@shipdeck/core/messages';

/** spec 03 §9: the sign-in identifier and a quick-quote account number need at least 6 characters. */
export const IDENTIFIER_MIN_LENGTH = 6;

/** spec 03 §5 sign-in rules; also used by the quick-quote field (same required and 6-character rules). */
export function identifierError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return messages('signIn.identifierRequired');
  if (trimmed.length < IDENTIFIER_MIN_LENGTH) return messages('signIn.identifierTooShort');
  return null;
}

export function passwordError(value: string): string | null {
  return value ? null : messages('signIn.passwordRequired');
}

/** spec 03 §5 set or change password: 8 characters, confirmed. */
export const PASSWORD_MIN_LENGTH = 8;

export function newPasswordErrors(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!password) errors.password = messages('password.required');
  // Characters as a person counts them (code points, not UTF-16 units), as the server's passwordProblem does.
  else if ([...password].length < PASSWORD_MIN_LENGTH) errors.password = messages('password.tooShort');
  if (!confirm) errors.confirm = messages('password.confirmRequired');
  else if (password && confirm !== password) errors.confirm = messages('password.mismatch');
  return errors;
}
