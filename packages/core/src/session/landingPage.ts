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
