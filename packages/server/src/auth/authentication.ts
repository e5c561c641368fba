import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessage } from '../messages';
import { unauthorized } from '../platform/apiError';
import { authorize, ROUTE_PERMISSIONS, type RoutePolicy } from './permissions';
import type { Principal } from './principal';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; null on public routes called without a token. */
    principal: Principal | null;
    /** On `partnerSecret` routes: the partner key whose secret key authenticated the call. */
    partnerCaller: { partnerKeyId: string } | null;
  }
  interface FastifyContextConfig {
    requires?: RoutePolicy;
  }
}

export interface AuthenticationOptions {
  tokens: TokenService;
  /** The route permission table; tests pass their own to probe rules no route of the API needs yet. */
  permissions?: Readonly<Record<string, RoutePolicy>>;
  /**
   * For account tokens: checks the token's session is still open and adds the owner account's
   * state, or answers null when the session has ended (sign-out, deactivation, reuse of a refresh
   * token): a signed token alone is not enough once its session is revoked (ASVS 7.4.1).
   */
  resolveSession?: (principal: Principal) => Promise<Principal | null>;
  /**
   * For widget session tokens (issue 9): checks the token's partner key is still unrevoked (and is the
   * key the request names, if it names one), or answers null: revoking a key ends its sessions.
   */
  resolvePartnerSession?: (principal: Principal, request: FastifyRequest) => Promise<Principal | null>;
  /** For `partnerSecret` routes: the partner key a secret key (sk_…) belongs to, or null. */
  verifySecretKey?: (secretKey: string) => Promise<{ partnerKeyId: string } | null>;
}

/** The caller's principal, for handlers of routes that require a scope (the hook has checked it). */
export function callerOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`${request.routeOptions.url} is public but reads the caller`);
  return request.principal;
}

/**
 * Gives every route its requirement from the permission table when it is registered (an /api
 * route missing from the table is a start-up error: fail closed), then checks the bearer token
 * of each request against it before any body is parsed.
 */
export function installAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  const permissions: Readonly<Record<string, RoutePolicy | undefined>> =
    options.permissions ?? ROUTE_PERMISSIONS;
  app.decorateRequest('principal', null);
  app.decorateRequest('partnerCaller', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD shares its GET route's requirement; OPTIONS is the CORS preflight.
      if (method === 'OPTIONS') continue;
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const requirement = permissions[key];
      if (!requirement) throw new Error(`${key} is not in ROUTE_PERMISSIONS (src/auth/permissions.ts)`);
      route.config = { ...route.config, requires: requirement };
    }
  });

  app.addHook('onRequest', async (request) => {
    const requirement = request.routeOptions.config.requires;
    // Not an /api route (static files, not-found), or one anybody may call: no token is read.
    if (requirement === undefined || requirement.requires === 'public') return;
    const token = bearerToken(request.headers.authorization);
    if (requirement.requires === 'partnerSecret') {
      // Server to server: the partner's secret key is the credential (fails closed without a verifier).
      const caller = token && options.verifySecretKey ? await options.verifySecretKey(token) : null;
      if (!caller)
        throw unauthorized(serverMessage(token ? 'partnerKey.secretInvalid' : 'partnerKey.secretMissing'));
      request.partnerCaller = caller;
      return;
    }
    let principal = token ? await options.tokens.verify(token) : null;
    if (principal?.session)
      principal = options.resolveSession ? await options.resolveSession(principal) : null;
    if (principal?.partnerKeyId)
      principal = options.resolvePartnerSession
        ? await options.resolvePartnerSession(principal, request)
        : null;
    request.principal = principal;
    authorize(requirement, principal, token !== undefined);
  });
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(header);
  // A malformed Authorization header counts as a token that does not verify (401, not "missing").
  return match?.[1] ?? header;
}
