import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { refreshTokens, type SessionRow, sessions } from '../db/accountSchema';
import type { Database } from '../db/database';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN } from './opaqueToken';

/** "Remember me" (spec 03 §9: stored values expire after 30 days by default). */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "Remember me": a working day; the cookie itself ends with the browser. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type RotateResult =
  | { ok: true; session: SessionRow; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'ended' };

export interface SessionStore {
  open(input: { userId: string; quickAccess: boolean; remember: boolean; accountNumber?: string }): Promise<{
    session: SessionRow;
    refreshToken: string;
  }>;
  /**
   * Uses a refresh token once and hands out the next (ASVS 10.4.5). A token that was already used
   * revokes its whole family: either it was stolen, or the thief already used it.
   */
  rotate(refreshToken: string): Promise<RotateResult>;
  /** The session when it is open (not revoked, not past its absolute end). */
  findOpen(sessionId: string): Promise<SessionRow | undefined>;
  /** The session a refresh token belongs to (open or not), for sign-out by cookie. */
  findByRefreshToken(refreshToken: string): Promise<SessionRow | undefined>;
  revoke(sessionId: string, reason: string): Promise<void>;
  /** Ends every session of a user (sign-out everywhere, deactivation: ASVS 7.4.2). */
  revokeAllOf(userId: string, reason: string): Promise<number>;
  /** Staff sign into (ownerId) or out of (null) a client's profile within their session. */
  setOwner(sessionId: string, ownerId: string | null): Promise<void>;
}

export function createSessionStore(db: Database, now: () => Date): SessionStore {
  const openSession = (id: string) =>
    and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now()));

  const store: SessionStore = {
    async open({ userId, quickAccess, remember, accountNumber }) {
      const refreshToken = newOpaqueToken();
      const created = now();
      const session = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sessions)
          .values({
            id: randomUUID(),
            userId,
            quickAccess,
            accountNumber: accountNumber ?? null,
            remember,
            createdOn: created,
            expiresAt: new Date(created.getTime() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS)),
          })
          .returning();
        await tx.insert(refreshTokens).values({
          tokenHash: hashOpaqueToken(refreshToken),
          sessionId: (row as SessionRow).id,
          createdOn: created,
        });
        return row as SessionRow;
      });
      return { session, refreshToken };
    },

    async rotate(refreshToken) {
      if (!OPAQUE_TOKEN.test(refreshToken)) return { ok: false, reason: 'unknown' };
      const tokenHash = hashOpaqueToken(refreshToken);
      return db.transaction(async (tx): Promise<RotateResult> => {
        // Claims the token atomically: of two concurrent refreshes with one token, one wins and the
        // other is treated as reuse (strict rotation, ASVS 10.4.5; documented in docs/demo-accounts.md).
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ usedAt: now() })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (!claimed) {
          const [known] = await tx
            .select({ sessionId: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, tokenHash));
          if (!known) return { ok: false, reason: 'unknown' };
          await tx
            .update(sessions)
            .set({ revokedAt: now(), revokedReason: 'refresh token reused' })
            .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)));
          return { ok: false, reason: 'reused' };
        }
        const [session] = await tx.select().from(sessions).where(openSession(claimed.sessionId));
        if (!session) return { ok: false, reason: 'ended' };
        const next = newOpaqueToken();
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: hashOpaqueToken(next), sessionId: session.id, createdOn: now() });
        return { ok: true, session, refreshToken: next };
      });
    },

    async findOpen(sessionId) {
      const [row] = await db.select().from(sessions).where(openSession(sessionId));
      return row;
    },

    async findByRefreshToken(refreshToken) {
      if (!OPAQUE_TOKEN.test(refreshToken)) return undefined;
      const [row] = await db
        .select({ session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
      return row?.session;
    },

    async revoke(sessionId, reason) {
      await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(userId, reason) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length;
    },

    async setOwner(sessionId, ownerId) {
      await db.update(sessions).set({ ownerId }).where(eq(sessions.id, sessionId));
    },
  };
  return store;
}
