import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../auth/trustedDevice';

/** The first-party app's refresh token lives only here (never in script storage, docs/security.md#tokens-in-the-browser). */
export const REFRESH_COOKIE = 'shipdeck_refresh';
/**
 * Scoped to the paths that read it (sign-in sets it, refresh reads it): no other request, and no
 * script, ever carries it. Sign-out revokes by the access token's session and clears it by name.
 */
export const REFRESH_COOKIE_PATH = '/api/authentication_token';
/**
 * A hint beside the refresh cookie, readable by the app: "1" while a refresh cookie was set. It holds
 * no secret; the app asks for a refresh on load only when it is there, so an anonymous visit makes no
 * failing call (issue 16). Same lifetime as the refresh cookie, cleared with it.
 */
export const SIGNED_IN_HINT_COOKIE = 'shipdeck_signed_in';

/** The refresh token from the request's Cookie header, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, REFRESH_COOKIE);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed cookie ("%") is no token at all: 401 on refresh, never a 500 (issue 7).
    return undefined;
  }
}

/**
 * Secure on every origin except plain-http localhost, where browsers would drop a Secure cookie
 * set over http in development (decision; production runs behind https).
 */
export function cookieIsSecure(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  return !(request.protocol === 'http' && local);
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number | undefined,
): void {
  const parts = [
    `${REFRESH_COOKIE}=${encodeURIComponent(token)}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (cookieIsSecure(request)) parts.push('Secure');
  // Without "Remember me" the cookie ends with the browser (spec 03 §2).
  const maxAge = maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`];
  const secure = cookieIsSecure(request) ? ['Secure'] : [];
  reply.header('set-cookie', [
    [...parts, ...maxAge].join('; '),
    [`${SIGNED_IN_HINT_COOKIE}=1`, 'Path=/', 'SameSite=Strict', ...secure, ...maxAge].join('; '),
  ]);
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  const parts = [
    `${REFRESH_COOKIE}=`,
    `Path=${REFRESH_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    'Max-Age=0',
  ];
  if (cookieIsSecure(request)) parts.push('Secure');
  const secure = cookieIsSecure(request) ? ['Secure'] : [];
  reply.header('set-cookie', [
    parts.join('; '),
    [`${SIGNED_IN_HINT_COOKIE}=`, 'Path=/', 'SameSite=Strict', ...secure, 'Max-Age=0'].join('; '),
  ]);
}
