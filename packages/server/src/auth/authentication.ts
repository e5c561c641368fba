import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize, type Requirement, ROUTE_PERMISSIONS } from './permissions';
import type { Principal } from './principal';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller; null on public routes called without a token. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    requires?: Requirement;
  }
}

export interface AuthenticationOptions {
  tokens: TokenService;
  /** The route permission table; tests pass their own to probe scopes no issue-2 route needs. */
  permissions?: Readonly<Record<string, Requirement>>;
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
  const permissions: Readonly<Record<string, Requirement | undefined>> =
    options.permissions ?? ROUTE_PERMISSIONS;
  app.decorateRequest('principal', null);

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
    if (requirement === undefined || requirement === 'public') return;
    const token = bearerToken(request.headers.authorization);
    const principal = token ? await options.tokens.verify(token) : null;
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
