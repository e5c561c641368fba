import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app';
import { runSeeds } from '../db/seedRuns';
import { createOutboxTransport, readOutbox } from '../mail/mailTransport';
import { DEMO_PASSWORD, demoAccountsStep } from '../seed/demoAccounts';
import { type TestContext, useTestApp } from './testApp';
import type { TestBackend } from './testDatabases';

export interface AccountsTestContext extends TestContext {
  /** The folder the app's mail goes to (read with `mails()`). */
  outbox: string;
  mails(): ReturnType<typeof readOutbox>;
  /** Moves the app's clock (token expiry, lock expiry). */
  advance(ms: number): void;
}

/**
 * The app on a fresh database of `backend`, with the demo accounts seeded and mail going to an
 * outbox folder of its own. Use inside `describe`.
 */
export function useAccountsApp(backend: TestBackend, options: Partial<AppOptions> = {}): AccountsTestContext {
  let offset = 0;
  const base = { outbox: '' } as AccountsTestContext;
  beforeAll(async () => {
    base.outbox = await mkdtemp(join(tmpdir(), 'shipdeck-test-outbox-'));
  });
  const ctx = useTestApp(backend, {
    now: () => new Date(Date.now() + offset),
    mail: {
      // The folder exists only once beforeAll ran; resolve it at send time.
      send: (mail) => createOutboxTransport(base.outbox).send(mail),
    },
    ...options,
  });
  beforeAll(async () => {
    if (backend.available) await runSeeds(ctx.database.handle.db, [demoAccountsStep()]);
  });
  afterAll(async () => {
    await ctx.app?.backgroundTasks.drain();
    if (base.outbox) await rm(base.outbox, { recursive: true, force: true });
  });
  // Getters, not copies: the app and database exist only once beforeAll has run.
  Object.defineProperties(base, {
    app: { get: () => ctx.app },
    database: { get: () => ctx.database },
  });
  // Recovery and sign-up mail is sent after the answer: wait for it before reading the outbox.
  base.mails = async () => {
    await ctx.app.backgroundTasks.drain();
    return readOutbox(base.outbox);
  };
  base.advance = (ms: number) => {
    offset += ms;
  };
  return base;
}

export const demoEmail = (key: string) => `${key}@demo.shipdeck.test`;

export interface SignedIn {
  token: string;
  refreshToken: string;
  response: LightMyRequestResponse;
}

/** POST /api/authentication_token as a third-party client (refresh token in the body). */
export async function signIn(
  app: FastifyInstance,
  identifier: string,
  password: string = DEMO_PASSWORD,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authentication_token',
    payload: { email: identifier, password, refreshTokenDelivery: 'body' },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in ${identifier}: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; refresh_token: string };
  return { token: body.token, refreshToken: body.refresh_token, response };
}

export async function quickAccess(app: FastifyInstance, accountNumber: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account_auth_token_actions',
    payload: { accountNumber, refreshTokenDelivery: 'body' },
  });
  if (response.statusCode !== 200) throw new Error(`quick access: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** A CSR signed in and then into a client's profile: the acting token. */
export async function actingToken(app: FastifyInstance, staffKey: string, clientId: string): Promise<string> {
  const { token } = await signIn(app, demoEmail(staffKey));
  const response = await app.inject({
    method: 'POST',
    url: '/api/sign_into_profile_actions',
    headers: { authorization: `Bearer ${token}` },
    payload: { userId: clientId },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign into profile: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}
