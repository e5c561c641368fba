/**
 * spec 03 §4: after sign-in the landing page is get quote when a flag is set; otherwise the users
 * list for admins and CSR, else home. A saved redirect URL overrides (the caller clears it).
 */
export interface LandingPageInput {
  redirectUrl: string | null;
  /** The "land on get quote" flag (e.g. a quick quote sign-in). */
  landOnGetQuote: boolean;
  isStaff: boolean;
}

export function landingPageAfterSignIn(input: LandingPageInput): string {
  if (input.redirectUrl && isSafeRedirect(input.redirectUrl)) return input.redirectUrl;
  if (input.landOnGetQuote) return '/get-quote';
  if (input.isStaff) return '/users';
  return '/';
}

/**
 * Only a path on this site may be a redirect target: "/x", never "//evil.example" or "https://…"
 * (an open redirect would let a link send a freshly signed-in user anywhere).
 */
export function isSafeRedirect(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** Pages whose saved redirect asks for the shortened sign-in layout (spec 03 §2). */
export function isShortSignInRedirect(url: string | null): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return path === '/schedule-pickup' || path === '/prepare-shipment';
}

/**
 * A signed-in person who opens the sign-in or sign-up page goes to their landing page instead
 * (issue 16 item 13). Decision: a quick-access session may still open sign-in, to sign in with a
 * password (spec 03 §4: a sign-in first signs out the existing token); nobody signed in needs
 * sign-up. Answers the page to go to, or null when the page opens.
 */
export function signedInPageRedirect(
  path: string,
  session: 'none' | 'guest' | 'quick-access' | 'full',
  landing: string,
): string | null {
  const page = path.split(/[?#]/)[0] ?? '';
  if (page === '/sign-up' && (session === 'full' || session === 'quick-access')) return landing;
  if (page === '/sign-in' && session === 'full') return landing;
  return null;
}
