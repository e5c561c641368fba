import { createSecretKey, randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { isRole, isScope, type Principal, type Role, type Scope } from './principal';

/** Guest tokens live 12 hours: long enough for a shopping session, short enough to matter little if copied. */
export const GUEST_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** Account access tokens live 15 minutes; the refresh token renews them (docs/security.md#access-tokens). */
export const ACCOUNT_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * A partner's widget session (issue 9) lives 15 minutes, as a signed-in access token does: the
 * partner's server mints a new one for each page its shopper opens.
 */
export const WIDGET_SESSION_TTL_SECONDS = 15 * 60;

/** What a widget session token is issued for (POST /api/widget_session_actions). */
export interface WidgetSessionClaims {
  partnerKeyId: string;
  /** The partner's reference for its shopper (or a fresh random one): the quotes' owner. */
  shopper: string;
  scopes: readonly Scope[];
}

/** What an account token is issued for (a session of accountService). */
export interface AccountTokenClaims {
  sessionId: string;
  /** The person signed in (creator). */
  userId: string;
  /** Whose account they act on (the user themself, or a client a staff member signed into). */
  ownerId: string;
  role: Role;
  scopes: readonly Scope[];
  quickAccess: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ISSUER = 'shipdeck';
const AUDIENCE = 'shipdeck-api';
/** RFC 9068 access-token type, checked on verify so another JWT of ours can never pass as one. */
const TOKEN_TYPE = 'at+jwt';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  principal: Principal;
}

export interface TokenService {
  issueGuestToken(): Promise<IssuedToken>;
  /**
   * An account token: subject "user:<ownerId>" (whose data), `sid` the session, and when a staff
   * member acts for a client the RFC 8693 `act` claim names them, so actor and subject stay apart.
   */
  issueAccountToken(claims: AccountTokenClaims): Promise<IssuedToken>;
  /**
   * A widget session for a partner's shopper: subject "partner:<key id>:<shopper>", role guest (guest
   * rates), the `pk` claim naming the key, so the authentication hook can refuse it once revoked.
   */
  issueWidgetSessionToken(claims: WidgetSessionClaims): Promise<IssuedToken>;
  /** The token's principal, or null when it is not one of ours, is malformed or has expired. */
  verify(token: string): Promise<Principal | null>;
  /**
   * Sign-out only: the principal of a token of ours whose signature holds, even when it has expired,
   * so a person whose access token lapsed can still end its session (issue 7: the refresh token
   * stayed alive). Never used to grant access.
   */
  verifyForSignOut(token: string): Promise<Principal | null>;
}

export interface TokenServiceOptions {
  secret: Uint8Array;
  now?: () => Date;
  guestTtlSeconds?: number;
  accountTtlSeconds?: number;
  /** How many verified tokens to remember (0 turns the cache off). */
  cacheSize?: number;
}

/** A widget session sends its one token with every call; a few thousand sessions fit easily. */
const DEFAULT_CACHE_SIZE = 5000;

/**
 * Signed access tokens (HS256 with the server's secret). Verification pins the algorithm, issuer,
 * audience and type and requires an expiry (docs/security.md#access-tokens: no `none`, no key confusion).
 */
export function createTokenService({
  secret,
  now = () => new Date(),
  guestTtlSeconds = GUEST_TOKEN_TTL_SECONDS,
  accountTtlSeconds = ACCOUNT_TOKEN_TTL_SECONDS,
  cacheSize = DEFAULT_CACHE_SIZE,
}: TokenServiceOptions): TokenService {
  // Imported once: jose would import a raw secret again on every verify.
  const key = createSecretKey(secret);
  /**
   * Tokens already verified, with their expiry: the same string carries the same signature and
   * claims, so only the time has to be checked again. Oldest entries leave first. (When tokens
   * can be revoked — next issue — revocation must also drop them here.)
   */
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();

  /** The token's principal as of `at` (signature, issuer, audience, type, expiry), or null. */
  async function principalOf(
    token: string,
    at: Date,
  ): Promise<{ principal: Principal; exp?: number } | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: at,
      });
      const { sub, role, scope, exp } = payload;
      if (typeof sub !== 'string' || !isRole(role) || !Array.isArray(scope) || !scope.every(isScope)) {
        return null;
      }
      const principal = withSession({ subject: sub, role, scopes: scope }, payload);
      return principal ? { principal, ...(typeof exp === 'number' ? { exp } : {}) } : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    async issueGuestToken() {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + guestTtlSeconds;
      const principal: Principal = {
        subject: `guest:${randomUUID()}`,
        role: 'ROLE_GUEST',
        scopes: ['quote'],
      };
      const token = await new SignJWT({ role: principal.role, scope: [...principal.scopes] })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(principal.subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000), principal };
    },

    async issueAccountToken(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + accountTtlSeconds;
      const principal: Principal = {
        subject: `user:${claims.ownerId}`,
        role: claims.role,
        scopes: [...claims.scopes],
        session: {
          id: claims.sessionId,
          userId: claims.userId,
          ownerId: claims.ownerId,
          quickAccess: claims.quickAccess,
        },
      };
      const token = await new SignJWT({
        role: claims.role,
        scope: [...claims.scopes],
        sid: claims.sessionId,
        qa: claims.quickAccess,
        ...(claims.userId === claims.ownerId ? {} : { act: { sub: `user:${claims.userId}` } }),
      })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(principal.subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000), principal };
    },

    async issueWidgetSessionToken(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + WIDGET_SESSION_TTL_SECONDS;
      const principal: Principal = {
        subject: `partner:${claims.partnerKeyId}:${claims.shopper}`,
        role: 'ROLE_GUEST',
        scopes: [...claims.scopes],
        partnerKeyId: claims.partnerKeyId,
      };
      const token = await new SignJWT({
        role: principal.role,
        scope: [...principal.scopes],
        pk: claims.partnerKeyId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(principal.subject)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000), principal };
    },

    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (now().getTime() < cached.expiresAt) return cached.principal;
        verified.delete(token);
        return null;
      }
      const checked = await principalOf(token, now());
      if (!checked) return null;
      const { principal, exp } = checked;
      if (cacheSize > 0 && typeof exp === 'number') {
        if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
        verified.set(token, { principal, expiresAt: exp * 1000 });
      }
      return principal;
    },

    async verifyForSignOut(token) {
      let iat: unknown;
      try {
        ({ iat } = decodeJwt(token));
      } catch {
        return null;
      }
      // Checked as of the moment it was issued: signature, issuer, audience and type still hold.
      return typeof iat === 'number'
        ? ((await principalOf(token, new Date(iat * 1000)))?.principal ?? null)
        : null;
    },
  };
}

/**
 * An account token's session from its claims (`sid`, `qa`, `act`); guest tokens have none. A token
 * that claims a session but spells it wrongly is refused whole.
 */
function withSession(base: Principal, payload: Record<string, unknown>): Principal | null {
  if (payload.sid === undefined) {
    if (base.subject.startsWith('guest:') && payload.pk === undefined) return base;
    // A widget session: its subject names the key its `pk` claim names (issue 9).
    const pk = payload.pk;
    return typeof pk === 'string' && UUID.test(pk) && base.subject.startsWith(`partner:${pk}:`)
      ? { ...base, partnerKeyId: pk }
      : null;
  }
  const ownerId = base.subject.startsWith('user:') ? base.subject.slice(5) : '';
  const act = payload.act as { sub?: unknown } | undefined;
  const actor = act === undefined ? `user:${ownerId}` : act?.sub;
  if (
    typeof payload.sid !== 'string' ||
    !UUID.test(payload.sid) ||
    typeof payload.qa !== 'boolean' ||
    !UUID.test(ownerId) ||
    typeof actor !== 'string' ||
    !actor.startsWith('user:') ||
    !UUID.test(actor.slice(5))
  ) {
    return null;
  }
  return {
    ...base,
    session: { id: payload.sid, userId: actor.slice(5), ownerId, quickAccess: payload.qa },
  };
}
