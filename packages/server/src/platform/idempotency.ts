import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { serverMessage } from '../messages';
import { ApiError, badRequest } from './apiError';

/** A replayed answer lives this long (issue 12: "replays the first answer for 24 hours"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for the first one with its key to finish before it is told to retry. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 25;

/** What a keyed request answered: replayed as is. */
export interface KeyedAnswer {
  statusCode: number;
  body: unknown;
}

/** The Idempotency-Key header (IETF draft-ietf-httpapi-idempotency-key-header): 1–255 visible characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw badRequest(serverMessage('idempotency.keyInvalid'));
  }
  return value;
}

/** A stable digest of a parsed body: the same request is the same JSON, whatever its key order. */
export function requestHashOf(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Never twice (issue 12): the first request with a key claims it in the database (the primary key
 * decides between concurrent ones, on PGlite and PostgreSQL alike) and does the work; the others wait
 * for its answer and replay it. The same key with another body is refused (422); a failure that
 * answered nothing (an exception) frees the key so the client may retry. After 24 hours a key is
 * forgotten.
 */
export function createIdempotency(db: Database, now: () => Date) {
  return {
    async run(
      scope: { ownerId: string; route: string; key: string; requestHash: string },
      work: () => Promise<KeyedAnswer>,
    ): Promise<KeyedAnswer & { replayed: boolean }> {
      const { ownerId, route, key, requestHash } = scope;
      const where = and(
        eq(idempotencyKeys.ownerId, ownerId),
        eq(idempotencyKeys.route, route),
        eq(idempotencyKeys.key, key),
      );
      const started = Date.now();
      for (;;) {
        // A key older than a day is forgotten before it is claimed again.
        await db
          .delete(idempotencyKeys)
          .where(and(where, lt(idempotencyKeys.createdOn, new Date(now().getTime() - IDEMPOTENCY_TTL_MS))));
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ ownerId, route, key, requestHash, createdOn: now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length > 0) {
          let answer: KeyedAnswer;
          try {
            answer = await work();
          } catch (error) {
            await db.delete(idempotencyKeys).where(and(where, sql`${idempotencyKeys.statusCode} is null`));
            throw error;
          }
          await db
            .update(idempotencyKeys)
            .set({ statusCode: answer.statusCode, response: answer.body })
            .where(where);
          return { ...answer, replayed: false };
        }
        const [first] = await db.select().from(idempotencyKeys).where(where);
        if (!first) continue; // freed meanwhile: claim it
        if (first.requestHash !== requestHash) {
          throw new ApiError(422, 'IdempotencyKeyReused', serverMessage('idempotency.bodyChanged'));
        }
        if (first.statusCode !== null) {
          return { statusCode: first.statusCode, body: first.response, replayed: true };
        }
        if (Date.now() - started > WAIT_FOR_FIRST_MS) {
          throw new ApiError(409, 'IdempotencyKeyInUse', serverMessage('idempotency.inProgress'));
        }
        await sleep(POLL_MS);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
