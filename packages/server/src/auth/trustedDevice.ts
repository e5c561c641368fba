import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import { cookieIsSecure } from '../accounts/refreshCookie';

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser in which
 * an account signed in with its password gets a signed, HttpOnly cookie naming that account. A
 * locked account still lets its own trusted devices sign in with the right password, so a stranger
 * who types wrong passwords slows down strangers only, never the owner (issue 7 item 6). The cookie
 * proves nothing by itself: the password is always checked.
 */
export const DEVICE_COOKIE = 'shipdeck_device';
/** The sign-in endpoints only (the cookie travels nowhere else). */
const DEVICE_COOKIE_PATH = '/api/authentication_token';
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
/** Accounts one browser remembers (a shared office computer); the oldest are forgotten first. */
const MAX_ACCOUNTS_PER_DEVICE = 5;
const TYPE = 'shipdeck-device+jwt';

export interface TrustedDevices {
  /** The accounts that signed in from the request's browser (a forged or stale cookie: none). */
  accountsOf(request: FastifyRequest): Promise<string[]>;
  /** Remembers that `userId` signed in with its password from this browser. */
  trust(
    request: FastifyRequest,
    reply: FastifyReply,
    known: readonly string[],
    userId: string,
  ): Promise<void>;
}

export function createTrustedDevices(secret: Uint8Array, now: () => Date = () => new Date()): TrustedDevices {
  return {
    async accountsOf(request) {
      const value = readCookie(request.headers.cookie, DEVICE_COOKIE);
      if (!value) return [];
      try {
        const { payload } = await jwtVerify(value, secret, {
          algorithms: ['HS256'],
          typ: TYPE,
          currentDate: now(),
          requiredClaims: ['exp'],
        });
        const accounts = payload.acc;
        return Array.isArray(accounts) ? accounts.filter((id): id is string => typeof id === 'string') : [];
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return [];
        throw error;
      }
    },
    async trust(request, reply, known, userId) {
      const accounts = [...known.filter((id) => id !== userId), userId].slice(-MAX_ACCOUNTS_PER_DEVICE);
      const issued = Math.floor(now().getTime() / 1000);
      const token = await new SignJWT({ acc: accounts })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setIssuedAt(issued)
        .setExpirationTime(issued + DEVICE_TTL_SECONDS)
        .sign(secret);
      const parts = [
        `${DEVICE_COOKIE}=${token}`,
        `Path=${DEVICE_COOKIE_PATH}`,
        'HttpOnly',
        'SameSite=Strict',
        `Max-Age=${DEVICE_TTL_SECONDS}`,
      ];
      if (cookieIsSecure(request)) parts.push('Secure');
      const existing = reply.getHeader('set-cookie');
      const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      reply.header('set-cookie', [...cookies, parts.join('; ')]);
    },
  };
}

/** A cookie's raw value from a Cookie header (undefined when absent). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
