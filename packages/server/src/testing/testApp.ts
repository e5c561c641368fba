import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import type { TestBackend, TestDatabase } from './testDatabases';

export const TEST_SECRET = new TextEncoder().encode(randomBytes(32).toString('base64url'));

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
}

/**
 * Builds the app on a fresh database of `backend` before a suite and closes both after it (even
 * when tests failed). Use inside `describe`: `const ctx = useTestApp(backend)`, then `ctx.app`.
 */
export function useTestApp(backend: TestBackend, options: Partial<AppOptions> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await backend.create();
    // Request budgets are off unless a suite asks for them: suites sign in many times from one address.
    context.app = await buildApp({
      db: context.database.handle.db,
      jwtSecret: TEST_SECRET,
      rateLimits: false,
      ...options,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.dispose();
  });
  return context;
}

/** A fresh guest: POST /api/guest_auth_token_actions, as a widget does. */
export async function guestToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/guest_auth_token_actions' });
  if (response.statusCode !== 200) throw new Error(`guest token: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One call of `app` with a bearer token (none for a null token) and a JSON body, as a suite's tests make
 * them: `const call = callAs(() => ctx.app)`, then `call(token, 'PUT', url, body)`.
 */
export function callAs(app: () => FastifyInstance) {
  return (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app().inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload: payload as object } : {}),
    });
}
