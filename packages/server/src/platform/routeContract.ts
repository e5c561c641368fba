import { API_ROUTES, routeKeyOf } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';

/** Every operation of the contract's route table, by its Fastify key ("GET /api/quotes/:id"). */
export const CONTRACT_ROUTE_KEYS: ReadonlySet<string> = new Set(API_ROUTES.map((route) => routeKeyOf(route)));

/**
 * Fails closed: an /api route that is not in the contract's table (API_ROUTES) cannot be registered,
 * so every route is in the OpenAPI document, the role × route matrix and the fuzzing suite.
 */
export function requireContractRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'OPTIONS' || method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      if (!CONTRACT_ROUTE_KEYS.has(key)) {
        throw new Error(`${key} is not in the contract's route table (core/src/contract/routes.ts)`);
      }
    }
  });
}
