import { and, eq, gt, isNull } from 'drizzle-orm';
import { recoveryCodes } from '../db/accountSchema';
import type { Database } from '../db/database';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN } from './opaqueToken';

/** Decision: a recovery link works for one hour (the spec gives no figure; OWASP suggests short). */
export const RECOVERY_CODE_TTL_MS = 60 * 60 * 1000;

export interface RecoveryCodes {
  /** A new code for the user; older unused codes of the user stop working. */
  issue(userId: string): Promise<string>;
  /** The user the code is for while it can still be used, without using it up. */
  check(code: string): Promise<string | undefined>;
  /** The user the code was for, once: the code is used up by this call. */
  consume(code: string): Promise<string | undefined>;
}

export function createRecoveryCodes(db: Database, now: () => Date): RecoveryCodes {
  return {
    async issue(userId) {
      const code = newOpaqueToken();
      const issuedAt = now();
      await db.transaction(async (tx) => {
        await tx
          .update(recoveryCodes)
          .set({ usedAt: issuedAt })
          .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
        await tx.insert(recoveryCodes).values({
          codeHash: hashOpaqueToken(code),
          userId,
          createdOn: issuedAt,
          expiresAt: new Date(issuedAt.getTime() + RECOVERY_CODE_TTL_MS),
        });
      });
      return code;
    },

    async check(code) {
      if (!OPAQUE_TOKEN.test(code)) return undefined;
      const [open] = await db
        .select({ userId: recoveryCodes.userId })
        .from(recoveryCodes)
        .where(
          and(
            eq(recoveryCodes.codeHash, hashOpaqueToken(code)),
            isNull(recoveryCodes.usedAt),
            gt(recoveryCodes.expiresAt, now()),
          ),
        )
        .limit(1);
      return open?.userId;
    },

    async consume(code) {
      if (!OPAQUE_TOKEN.test(code)) return undefined;
      const [used] = await db
        .update(recoveryCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(recoveryCodes.codeHash, hashOpaqueToken(code)),
            isNull(recoveryCodes.usedAt),
            gt(recoveryCodes.expiresAt, now()),
          ),
        )
        .returning({ userId: recoveryCodes.userId });
      return used?.userId;
    },
  };
}
