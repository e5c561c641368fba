/**
 * The stored auth data of spec 03 §3 / §9 ("Stored keys (cookies)"). No token a session can use is
 * here: the refresh token lives only in the server's httpOnly cookie, and the access and quick-access
 * tokens in memory, renewed from that cookie after a reload (security: a script injected into the
 * page cannot read a credential). Only the handoff (temporary) token another system puts in the
 * address is kept, as it has no refresh cookie to come back from.
 */
export const SESSION_KEYS = {
  /** No longer written; `start` removes what an older version left. */
  token: 'shipdeck_jwt',
  authContext: 'shipdeck_auth_context',
  /** No longer written; `start` removes what an older version left. */
  quickAccessToken: 'shipdeck_quick_access_token',
  temporaryToken: 'shipdeck_temporary_token',
  redirectUrl: 'shipdeck_redirect_url',
  recoveryCode: 'shipdeck_recovery_code',
  resetPasswordError: 'shipdeck_reset_password_error',
  /**
   * Ours (not in spec 03 §9's list): "1" while the token has no documents or pickups scope (an
   * InvalidNumber account continued from its dialog, spec 03 §8), so a reload keeps those pages
   * closed. Every token answer (sign-in, refresh, profile switch) rewrites it from its `scopes`.
   */
  limitedAccess: 'shipdeck_limited_access',
  /**
   * Ours: "1" while the server's refresh cookie may exist (the server sets and clears it beside that
   * httpOnly cookie; it holds no secret). Without it a page load asks for no refresh, so an anonymous
   * visit makes no call that fails (issue 16: every visit logged a 401).
   */
  signedIn: 'shipdeck_signed_in',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/** spec 03 §9: the redirect URL expires in 1/144 day (about 10 minutes). */
export const REDIRECT_URL_TTL_DAYS = 1 / 144;
/** spec 03 §9: other stored values expire after 30 days by default. */
export const DEFAULT_TTL_DAYS = 30;

/** spec 03 §4: an unauthorised visitor is sent to sign-in after 1 second. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;
/** spec 03 §4 / §9: inactive and suspended info popups close themselves after 5000 ms. */
export const INFO_POPUP_AUTO_CLOSE_MS = 5000;
