import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN } from '../auth/opaqueToken';
import { emailChangeCodes } from '../db/accountSchema';
import type { Database } from '../db/database';

/**
 * Decision: an e-mail confirmation link works for 24 hours (the spec has no e-mail change; a new
 * address's mail may be read the next day, and the code proves only that mailbox, not the account).
 */
export const EMAIL_CHANGE_CODE_TTL_MS = 24 * 60 * 60 * 1000;

export interface EmailChangeCodes {
  /** A new code confirming `newEmail` for the user; the user's older unused codes stop working. */
  issue(userId: string, newEmail: string): Promise<string>;
  /** The change the code confirms, once: the code is used up by this call. */
  consume(code: string): Promise<{ userId: string; newEmail: string } | undefined>;
}

/** One-time codes of e-mail changes (migration 0016), stored as SHA-256 like recovery codes. */
export function createEmailChangeCodes(db: Database, now: () => Date): EmailChangeCodes {
  return {
    async issue(userId, newEmail) {
      const code = newOpaqueToken();
      const issuedAt = now();
      await db.transaction(async (tx) => {
        await tx
          .update(emailChangeCodes)
          .set({ usedAt: issuedAt })
          .where(and(eq(emailChangeCodes.userId, userId), isNull(emailChangeCodes.usedAt)));
        await tx.insert(emailChangeCodes).values({
          codeHash: hashOpaqueToken(code),
          userId,
          newEmail,
          createdOn: issuedAt,
          expiresAt: new Date(issuedAt.getTime() + EMAIL_CHANGE_CODE_TTL_MS),
        });
      });
      return code;
    },

    async consume(code) {
      if (!OPAQUE_TOKEN.test(code)) return undefined;
      const [used] = await db
        .update(emailChangeCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(emailChangeCodes.codeHash, hashOpaqueToken(code)),
            isNull(emailChangeCodes.usedAt),
            gt(emailChangeCodes.expiresAt, now()),
          ),
        )
        .returning({ userId: emailChangeCodes.userId, newEmail: emailChangeCodes.newEmail });
      return used;
    },
  };
}
