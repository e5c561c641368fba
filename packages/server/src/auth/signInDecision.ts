import type { SignInErrorCode } from '@shipdeck/core/contract';

/** spec 03 §9: an account number for sign-in is 9 digits starting with 8 or 9. */
export const ACCOUNT_NUMBER = /^[89]\d{8}$/;

/**
 * Decision (spec 03 §8 gives the code, not the rule): 5 failed passwords within 15 minutes lock
 * the account for 15 minutes. Far below ASVS's "at most 100 per hour" ceiling; short enough that a
 * malicious lockout (ASVS 6.1.1) costs the owner at most 15 minutes, and the owner can still
 * recover the password by e-mail while locked.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The longest a lock lasts: the growing delay stops doubling here. */
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000;
/** The first lock, on the MAX_FAILED_SIGN_INS-th failure; each further failure doubles it. */
export const FIRST_SIGN_IN_LOCK_MS = 30 * 1000;

/**
 * How long an account stays locked to untrusted browsers after `failures` wrong passwords within the
 * window: nothing below MAX_FAILED_SIGN_INS, then 30 s, 1, 2, 4, 8 minutes, at most 15 (issue 7: a
 * growing delay makes guessing slow without a fixed 15-minute lock at the fifth try). The account's
 * own trusted browsers are not held by it (trustedDevice.ts), and password recovery lifts it.
 */
export function lockDuration(failures: number): number {
  if (failures < MAX_FAILED_SIGN_INS) return 0;
  return Math.min(SIGN_IN_LOCK_MS, FIRST_SIGN_IN_LOCK_MS * 2 ** Math.min(20, failures - MAX_FAILED_SIGN_INS));
}

/** What the one sign-in field holds (spec 03 §2: e-mail, import/export number or client id). */
export type Identifier =
  | { kind: 'email'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'badNumber'; value: string }
  | { kind: 'clientId'; value: string };

export function classifyIdentifier(raw: string): Identifier {
  const value = raw.trim();
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  // Digits typed with spaces or dashes ("812 345 678") are still a number.
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    return ACCOUNT_NUMBER.test(digits)
      ? { kind: 'number', value: digits }
      : { kind: 'badNumber', value: digits };
  }
  return { kind: 'clientId', value: value.toUpperCase() };
}

/** The account facts a sign-in decision reads (a subset of the users row). */
export interface SignInAccount {
  passwordSet: boolean;
  flaggedForFraud: boolean;
  badDebtor: boolean;
  nonOsNumber: boolean;
  invalidNumber: boolean;
  lockedUntil: Date | null;
  /** Set when the identifier matched the account's previous import number. */
  newAccountNumber?: string | undefined;
}

export type SignInOutcome =
  | { ok: true }
  | {
      ok: false;
      errorCode: SignInErrorCode;
      status: 401 | 422;
      countsAsFailure?: boolean;
      lockedUntil?: Date;
    };

/**
 * Spec 03 §8's sign-in error codes, decided in this order:
 * 1. The identifier alone: a number of the wrong format (InvalidFormat); nothing found for an
 *    e-mail (EmailNotFound), a number (NonOSImportExportNumber: "not recognized") or a client id
 *    (InvalidCredentials).
 * 2. A locked account (FailedSignInAttempts), before the password is even checked.
 * 3. No password set (NoPasswordSet: the app offers quick access and "Set Password").
 * 4. A wrong password (PasswordIncorrect; counts towards the lock).
 * 5. Only then the account's state (fraud, bad debtor, number markers): facts about an account
 *    are told only to someone who proved they hold it.
 */
export function decideSignIn(
  identifier: Identifier,
  account: SignInAccount | undefined,
  passwordMatches: boolean,
  now: Date,
  /** The request comes from a browser this account signed in from before (device cookie). */
  trustedDevice = false,
): SignInOutcome {
  if (identifier.kind === 'badNumber') return { ok: false, errorCode: 'InvalidFormat', status: 422 };
  if (!account) {
    if (identifier.kind === 'email') return { ok: false, errorCode: 'EmailNotFound', status: 401 };
    if (identifier.kind === 'number') return { ok: false, errorCode: 'NonOSImportExportNumber', status: 422 };
    return { ok: false, errorCode: 'InvalidCredentials', status: 401 };
  }
  if (!trustedDevice && account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) {
    return { ok: false, errorCode: 'FailedSignInAttempts', status: 401, lockedUntil: account.lockedUntil };
  }
  if (!account.passwordSet) return { ok: false, errorCode: 'NoPasswordSet', status: 401 };
  if (!passwordMatches)
    return { ok: false, errorCode: 'PasswordIncorrect', status: 401, countsAsFailure: true };
  if (account.flaggedForFraud) return { ok: false, errorCode: 'FlaggedForFraud', status: 422 };
  if (account.badDebtor) return { ok: false, errorCode: 'BadDebtor', status: 422 };
  if (account.newAccountNumber !== undefined) return { ok: false, errorCode: 'OldImportNumber', status: 422 };
  if (identifier.kind === 'number' && account.nonOsNumber) {
    return { ok: false, errorCode: 'NonOSImportExportNumber', status: 422 };
  }
  if (account.invalidNumber) return { ok: false, errorCode: 'InvalidNumber', status: 422 };
  return { ok: true };
}

/**
 * The failed-attempt counter after one more wrong password: a new window opens when the last one
 * is over; the lock starts on the MAX_FAILED_SIGN_INS-th failure within the window.
 */
export function afterFailedSignIn(
  state: { failedSignInCount: number; failedSignInSince: Date | null },
  now: Date,
): { failedSignInCount: number; failedSignInSince: Date; lockedUntil: Date | null } {
  const windowOpen =
    state.failedSignInSince !== null &&
    now.getTime() - state.failedSignInSince.getTime() < FAILED_SIGN_IN_WINDOW_MS;
  const count = windowOpen ? state.failedSignInCount + 1 : 1;
  const since = windowOpen && state.failedSignInSince ? state.failedSignInSince : now;
  return {
    failedSignInCount: count,
    failedSignInSince: since,
    lockedUntil: count >= MAX_FAILED_SIGN_INS ? new Date(now.getTime() + lockDuration(count)) : null,
  };
}
