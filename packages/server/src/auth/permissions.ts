import { serverMessage } from '../messages';
import { forbidden, unauthorized } from '../platform/apiError';
import type { Principal, Scope } from './principal';

/** What a route asks of its caller: nothing (`public`) or a token granting a scope. */
export type Requirement = 'public' | Scope;

/** `${method} ${route pattern}`, e.g. "GET /api/quotes/:id". */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/**
 * THE table of who may call what (security.md §5: one authorization matrix). Every /api route
 * must be listed here or the app refuses to start, so a new route can never be open by mistake.
 * Option lists are public: they are the same for everyone and cacheable by shared caches.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<RouteKey, Requirement>> = {
  'POST /api/guest_auth_token_actions': 'public',
  'GET /api/contexts/:type': 'public',
  'GET /api/country_options': 'public',
  'GET /api/currency_options': 'public',
  'GET /api/data/postal-codes': 'quote',
  'POST /api/rate_shipment_actions': 'quote',
  'GET /api/quotes': 'quote',
  'GET /api/quotes/:id': 'quote',
};

/**
 * Decides a request: a missing or invalid token is 401 (the client refreshes or signs in again,
 * spec 01 §7); a valid token without the scope is 403 (a guest token may only quote).
 */
export function authorize(requirement: Requirement, principal: Principal | null, hadToken: boolean): void {
  if (requirement === 'public') return;
  if (!principal) {
    throw unauthorized(serverMessage(hadToken ? 'auth.invalidToken' : 'auth.missingToken'));
  }
  if (!principal.scopes.includes(requirement)) {
    throw forbidden(
      serverMessage(principal.role === 'ROLE_GUEST' ? 'auth.guestForbidden' : 'auth.forbidden'),
    );
  }
}
