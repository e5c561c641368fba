/**
 * The landing query parameters of spec 03 §2, read once when the app opens.
 * - handoff: a token kept as the temporary token;
 * - login-as + switch-to: a staff token, then sign into the client's profile;
 * - mode=reset-password: open the change-password dialog (clears the temporary token);
 * - recoveryCode and reason (reset-password): stored;
 * - utm*, new-shipment-overview, section and domestic are dropped; the rest go on to the target page.
 */
export interface LandingParameters {
  handoff: string | null;
  loginAs: string | null;
  switchTo: string | null;
  resetPassword: boolean;
  recoveryCode: string | null;
  reason: string | null;
  /** What the target page still receives, as "a=1&b=2" (empty when nothing is left). */
  forwarded: string;
}

/** The parameters the landing handler consumes itself; they never reach the target page. */
const CONSUMED = new Set(['handoff', 'login-as', 'switch-to', 'mode', 'recoveryCode', 'reason']);
const DROPPED = new Set(['new-shipment-overview', 'section', 'domestic']);

export function isDroppedParameter(name: string): boolean {
  return name.startsWith('utm') || DROPPED.has(name);
}

/** Reads "?a=1&b=2" (or without "?"). Core has no URLSearchParams typing, so it parses by hand. */
export function readLandingParameters(search: string): LandingParameters {
  const pairs = parseQuery(search);
  const first = (name: string) => pairs.find(([key]) => key === name)?.[1] || null;
  const forwarded = pairs
    .filter(([key]) => !CONSUMED.has(key) && !isDroppedParameter(key))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  // A mode other than reset-password means nothing to the app; it is dropped with the others.
  return {
    handoff: first('handoff'),
    loginAs: first('login-as'),
    switchTo: first('switch-to'),
    resetPassword: first('mode') === 'reset-password',
    recoveryCode: first('recoveryCode'),
    reason: first('reason'),
    forwarded,
  };
}

/** True when the landing URL carries something the session must act on. */
export function hasLandingAction(parameters: LandingParameters): boolean {
  return Boolean(
    parameters.handoff ||
      (parameters.loginAs && parameters.switchTo) ||
      parameters.resetPassword ||
      parameters.recoveryCode,
  );
}

function parseQuery(search: string): Array<[string, string]> {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const result: Array<[string, string]> = [];
  for (const part of text.split('&')) {
    if (!part) continue;
    const index = part.indexOf('=');
    const key = decode(index === -1 ? part : part.slice(0, index));
    const value = index === -1 ? '' : decode(part.slice(index + 1));
    if (key) result.push([key, value]);
  }
  return result;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
