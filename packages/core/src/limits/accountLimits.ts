/**
 * Account field limits (spec 03 §5, §9), shared by the app's forms and the server's checks so both
 * answer the same for the same input.
 */
export const ACCOUNT_LIMITS = {
  /** Sign-in identifier, quick-quote account number and a reset request's number: at least 6. */
  identifierMin: 6,
  /** Minimum password length 8 (spec 03 §9). */
  passwordMin: 8,
  /**
   * Ours: ASVS allows at least 64 characters and no composition rules; 256 bounds the work one
   * request can ask of the password hasher.
   */
  passwordMax: 256,
  /** Phone extension maximum 5 characters. */
  extensionMax: 5,
} as const;

/** Characters as a person counts them (code points), not UTF-16 units: four emoji are four characters. */
export const characterCount = (value: string): number => [...value].length;

export type PasswordLengthProblem = 'required' | 'tooShort' | 'tooLong';

/** The spec 03 §5 length rule of a new password, or undefined when it may be used. */
export function passwordLengthProblem(password: string): PasswordLengthProblem | undefined {
  if (password.length === 0) return 'required';
  const count = characterCount(password);
  if (count < ACCOUNT_LIMITS.passwordMin) return 'tooShort';
  if (count > ACCOUNT_LIMITS.passwordMax) return 'tooLong';
  return undefined;
}
