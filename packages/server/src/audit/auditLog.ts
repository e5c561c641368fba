import { randomUUID } from 'node:crypto';
import { desc, eq, or } from 'drizzle-orm';
import { type AuditLogRow, auditLog } from '../db/accountSchema';
import type { Database } from '../db/database';

/** What lands in the audit log (security.md §7: impersonation, staff actions, authentication). */
export type AuditAction =
  | 'signIn'
  | 'signOut'
  | 'signIntoProfile'
  | 'signOutFromProfile'
  | 'writeForClient'
  | 'syncUser'
  | 'importUser'
  | 'changePasswordByStaff'
  | 'passwordRecoveryStarted'
  | 'passwordRecovered'
  | 'refreshTokenReused'
  | 'signUp'
  | 'adminCreated'
  | 'signInFailed'
  | 'signInLocked';

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  /** Never passwords, tokens or codes (OWASP Logging Cheat Sheet). */
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Entries where the user is the subject or the actor, newest first. */
  listFor(userId: string, limit: number): Promise<AuditLogRow[]>;
}

export function createAuditLog(db: Database, now: () => Date): AuditLog {
  return {
    async record({ actorId, subjectId, action, details = {} }) {
      await db
        .insert(auditLog)
        .values({ id: randomUUID(), occurredAt: now(), actorId, subjectId, action, details });
    },
    listFor(userId, limit) {
      return db
        .select()
        .from(auditLog)
        .where(or(eq(auditLog.subjectId, userId), eq(auditLog.actorId, userId)))
        .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
