import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installAuthentication } from './auth/authentication';
import { authRoutes } from './auth/authRoutes';
import type { Requirement } from './auth/permissions';
import { createTokenService } from './auth/tokens';
import { type CarrierGateway, createSandboxGateway } from './carriers/index';
import type { Database } from './db/database';
import { createQuoteRepository } from './db/quoteRepository';
import { optionRoutes } from './options/optionRoutes';
import { contextRoutes } from './platform/contexts';
import { installCors } from './platform/cors';
import { BODY_LIMIT_BYTES, frameworkErrorHandler, installHttpPlatform, loggable } from './platform/http';
import { installStaticFiles, type StaticFolders } from './platform/staticFiles';
import { postalCodeRoutes } from './postalCodes/postalCodeRoutes';
import { quoteRoutes } from './quotes/quoteRoutes';
import { createQuoteService } from './quotes/quoteService';

export interface AppOptions {
  /** A migrated database (see openDatabase); the caller owns it and closes it. */
  db: Database;
  /** The key that signs and verifies access tokens (loadJwtSecret). */
  jwtSecret: Uint8Array;
  /** Origins allowed to call the API cross-origin (SHIPDECK_PARTNER_ORIGINS). */
  partnerOrigins?: readonly string[];
  /** The carrier integration; the sandbox gateway by default. */
  gateway?: CarrierGateway;
  /** "Now", injectable so token expiry and estimated delivery are testable. */
  now?: () => Date;
  /** The built host app and embed bundle to serve; none in API-only tests. */
  staticFolders?: StaticFolders;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the route permission table (tests probe scopes no issue-2 route needs). */
  permissions?: Readonly<Record<string, Requirement>>;
  /** Test-only extra routes, registered after the API's (with the same platform and auth). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
}

/**
 * The API server: one plugin per resource family, each handler parses with the core contract,
 * calls a service and returns (CONVENTIONS.md habit 9). Tests drive it with `inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
  });

  const tokens = createTokenService({ secret: options.jwtSecret, now });
  // The platform first, so every plugin registered after it shares its parsers and error handler.
  let spaFallback: Awaited<ReturnType<typeof installStaticFiles>> | undefined;
  installHttpPlatform(app, { notFoundFallback: (request, reply) => spaFallback?.(request, reply) ?? false });
  spaFallback = await installStaticFiles(app, options.staticFolders ?? {});
  await installCors(app, options.partnerOrigins ?? []);
  installAuthentication(app, {
    tokens,
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });

  const repository = createQuoteRepository(options.db, {
    onWriteError: (error) => app.log.error({ err: loggable(error) }, 'a quote could not be stored'),
  });
  // Quotes are written behind their answers: closing waits until every one is stored.
  app.addHook('onClose', () => repository.flush());
  const quotes = createQuoteService({
    gateway: options.gateway ?? createSandboxGateway(),
    repository,
    now,
    log: app.log,
  });

  await app.register(contextRoutes);
  await app.register(authRoutes, { tokens });
  await app.register(optionRoutes);
  await app.register(postalCodeRoutes);
  await app.register(quoteRoutes, { quotes });
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  return app;
}
