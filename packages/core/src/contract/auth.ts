import * as z from 'zod/mini';
import { hydraError } from './hydra';
import { text } from './text';

/** POST /api/guest_auth_token_actions answer (spec 03 §7): a token whose scope is quoting only. */
export const guestAuthTokenResponse = z.object({
  token: text('token'),
  /** ISO date-time at which the token stops being accepted. */
  expiresAt: text('id'),
});
export type GuestAuthTokenResponse = z.infer<typeof guestAuthTokenResponse>;

/** The sign-in error codes of spec 03 §8, each produced by the server for a real reason. */
export const signInErrorCode = z.enum([
  'FlaggedForFraud',
  'BadDebtor',
  'NoPasswordSet',
  'OldImportNumber',
  'NonOSImportExportNumber',
  'InvalidNumber',
  'InvalidFormat',
  'FailedSignInAttempts',
  'EmailNotFound',
  'InvalidCredentials',
  'PasswordIncorrect',
]);
export type SignInErrorCode = z.infer<typeof signInErrorCode>;

/**
 * Where the refresh token goes. `cookie` (the default, for the first-party app): only in an
 * httpOnly, SameSite=Strict cookie scoped to /api/authentication_token, never in the body, so no
 * script can read it. `body`: for a third-party API client (a server or a CLI, no cookie jar)
 * that explicitly asks; it then gets `refresh_token` in the answer and no cookie.
 */
export const refreshTokenDelivery = z.enum(['cookie', 'body']);
export type RefreshTokenDelivery = z.infer<typeof refreshTokenDelivery>;

/**
 * POST /api/authentication_token (spec 03 §7). `email` holds what the person typed in the one
 * field: an e-mail address, a 9-digit import/export number or a client id (spec 03 §2);
 * `clientId` is accepted as another name for it.
 */
export const signInRequest = z.object({
  email: z.optional(text('line')),
  clientId: z.optional(text('line')),
  password: text('password'),
  /** "Remember me" (spec 03 §2, default on): off makes the refresh cookie end with the browser. */
  rememberMe: z.optional(z.boolean()),
  refreshTokenDelivery: z.optional(refreshTokenDelivery),
  /**
   * Sent when the person chose Continue in the InvalidNumber dialog (spec 03 §8 "Continue is
   * possible, but no documents or pickups"): the sign-in is checked again and, when the invalid
   * number is all that is wrong, answers a token without the `documents` and `pickups` scopes.
   * Also sent from the first-sign-in dialog of an account with no password set (spec 03 §4,
   * "continue with limited access"): the answer is a quick-access session (quotes and preparation).
   */
  continueWithLimitedAccess: z.optional(z.boolean()),
});
export type SignInRequest = z.infer<typeof signInRequest>;

/** A successful sign-in, quick access, instant sign-up or refresh. */
export const tokenResponse = z.object({
  token: text('token'),
  /** Only when the caller asked for `refreshTokenDelivery: 'body'`; the app gets a cookie instead. */
  refresh_token: z.optional(text('token')),
  /** ISO date-time at which the access token stops being accepted (15 minutes for accounts). */
  expiresAt: z.optional(text('id')),
  /**
   * What the token may do: `quote`, `prepare`, `account`, `documents`, `pickups`. An InvalidNumber
   * account continued from its dialog lacks `documents` and `pickups`; the app reads this to close
   * those pages.
   */
  scopes: z.optional(z.array(text('id'))),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/**
 * A refused sign-in (401 or 422, which the spec's client accepts and turns into an error object):
 * a hydra error whose errorCode is one of spec 03 §8's, plus what some dialogs show.
 */
export const signInError = z.extend(hydraError, {
  errorCode: signInErrorCode,
  /** OldImportNumber: the account's new number, shown in the "Updated Export Number" dialog. */
  newAccountNumber: z.optional(text('id')),
  /** FailedSignInAttempts: when the lock ends (ISO date-time). */
  lockedUntil: z.optional(text('id')),
});
export type SignInError = z.infer<typeof signInError>;

/** POST /api/account_auth_token_actions (quick access, spec 03 §4): account number only. */
export const accountAuthTokenRequest = z.object({
  accountNumber: text('line'),
  refreshTokenDelivery: z.optional(refreshTokenDelivery),
});
export type AccountAuthTokenRequest = z.infer<typeof accountAuthTokenRequest>;

/** POST /api/authentication_token/refresh: the token in the body, or (the app) the cookie. */
export const refreshTokenRequest = z.object({
  refresh_token: z.optional(text('token')),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequest>;

/** The sign-up form (spec 03 §3), as the user fills it. */
export const signUpForm = z.object({
  firstName: text('line'),
  lastName: text('line'),
  phoneNumber: text('short'),
  phoneNumberExtension: z.optional(text('short')),
  email: text('line'),
  promoCode: z.optional(text('line')),
});
export type SignUpForm = z.infer<typeof signUpForm>;

/** POST /api/sign_up_actions: the sign-up form as a JSON string (spec 03 §7) in `payload`. */
export const signUpRequest = z.object({ payload: text('text') });
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** POST /api/instant_sign_up_actions (behind INSTANT_SIGN_UP): the form with a password. */
export const instantSignUpRequest = z.object({
  firstName: text('line'),
  lastName: text('line'),
  phoneNumber: text('short'),
  phoneNumberExtension: z.optional(text('short')),
  email: text('line'),
  password: text('password'),
  promoCode: z.optional(text('line')),
  refreshTokenDelivery: z.optional(refreshTokenDelivery),
});
export type InstantSignUpRequest = z.infer<typeof instantSignUpRequest>;

/** The "response success and message" of sign-up and the password calls (spec 03 §7). */
export const actionResult = z.object({
  success: z.boolean(),
  message: z.optional(text('text')),
});
export type ActionResult = z.infer<typeof actionResult>;

/**
 * POST /api/start_password_recovery_actions (spec 03 §4): an import/export number or an e-mail;
 * the number has priority when both are given. The answer is the same whether or not an account
 * exists (no account enumeration, docs/security.md#no-account-enumeration).
 */
export const startPasswordRecoveryRequest = z.object({ emailOrId: text('line') });
export type StartPasswordRecoveryRequest = z.infer<typeof startPasswordRecoveryRequest>;

/** POST /api/complete_password_recovery_actions: the new password and the code from the link. */
export const completePasswordRecoveryRequest = z.object({
  password: text('password'),
  recoveryCode: text('token'),
});
export type CompletePasswordRecoveryRequest = z.infer<typeof completePasswordRecoveryRequest>;

/**
 * POST /api/check_recovery_code_actions: whether the code of a reset-password link can still set a
 * password, asked before the form is shown (issue 16 item 12: a used or bogus link failed only
 * after the password was typed twice). It does not use the code up, and says nothing of whose it is.
 */
export const checkRecoveryCodeRequest = z.object({ recoveryCode: text('token') });
export type CheckRecoveryCodeRequest = z.infer<typeof checkRecoveryCodeRequest>;

/** `valid: false` carries the text of the invalid-link page ("Invalid password reset link"). */
export const checkRecoveryCodeResponse = z.object({
  valid: z.boolean(),
  message: z.optional(text('text')),
});
export type CheckRecoveryCodeResponse = z.infer<typeof checkRecoveryCodeResponse>;

/**
 * The auth context (spec 03 §3): who is signed in (the creator) and whose account they act on
 * (the owner). Creator equals owner on a personal account; a CSR acting for a client differs.
 */
export const authContext = z.object({
  creatorId: text('id'),
  isCreatorCsrUser: z.boolean(),
  ownerId: text('id'),
  ownerName: text('line'),
  ownerCompanyName: text('line'),
  ownerSetupForExports: z.boolean(),
  ownerSetupForImports: z.boolean(),
});
export type AuthContext = z.infer<typeof authContext>;

/** POST /api/sign_into_profile_actions (staff, from the personal account only). */
export const signIntoProfileRequest = z.object({ userId: text('id') });
export type SignIntoProfileRequest = z.infer<typeof signIntoProfileRequest>;

/** The answer of sign-into / sign-out-from profile: a new access token and the new auth context. */
export const profileTokenResponse = z.object({
  token: text('token'),
  expiresAt: z.optional(text('id')),
  /** As in tokenResponse: the client's account may lack `documents` and `pickups` (InvalidNumber). */
  scopes: z.optional(z.array(text('id'))),
  authContext,
});
export type ProfileTokenResponse = z.infer<typeof profileTokenResponse>;

export {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlags,
} from './clientConstants';

export const featureFlagsResponse = z.object({
  flags: z.record(text('id'), z.boolean()),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponse>;
