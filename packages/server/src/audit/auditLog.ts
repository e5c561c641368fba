import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type AuditLogRow, auditLog } from '../db/accountSchema';
import { type Database, rowsOf } from '../db/database';

/** What lands in the audit log (docs/security.md#audit-log: impersonation, staff actions, authentication). */
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
  | 'signInLocked'
  | 'partnerKeyCreated'
  | 'partnerKeyUpdated'
  | 'partnerKeyRevoked'
  | 'profileChanged'
  | 'emailChangeRequested'
  | 'emailChanged'
  | 'draftDuplicated'
  | 'shipmentsDeleted'
  | 'webhookEndpointCreated'
  | 'webhookEndpointUpdated'
  | 'webhookEndpointDeleted';

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  /** Never passwords, tokens or codes (OWASP Logging Cheat Sheet). */
  details?: Record<string, unknown>;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Entries where the user is the subject or the actor, newest first, with the actor's name. */
  listFor(userId: string, limit: number): Promise<Array<AuditLogRow & { actorName: string | null }>>;
}

/** An audit_log row as listFor's SQL reads it, with the actor's name joined. */
interface LoggedRow {
  id: string;
  occurred_at: Date | string;
  actor_id: string | null;
  subject_id: string | null;
  action: string;
  details: unknown;
  actor_name: string | null;
}

export function createAuditLog(db: Database, now: () => Date): AuditLog {
  return {
    async record({ actorId, subjectId, action, details = {} }) {
      await db
        .insert(auditLog)
        .values({ id: randomUUID(), occurredAt: now(), actorId, subjectId, action, details });
    },
    async listFor(userId, limit) {
      // Two index-ordered reads (as subject, as actor: audit_log_subject_idx and audit_log_actor_idx),
      // merged, and the actors' names in the same query: no scan of the log, no query per row (issue 8).
      const result = await db.execute(sql`
        select entry.id, entry.occurred_at, entry.actor_id, entry.subject_id, entry.action, entry.details,
               actor.name as actor_name
        from (
          (select * from audit_log where subject_id = ${userId}
            order by occurred_at desc, id desc limit ${limit})
          union all
          (select * from audit_log where actor_id = ${userId} and subject_id is distinct from ${userId}
            order by occurred_at desc, id desc limit ${limit})
        ) entry
        left join users actor on actor.id = entry.actor_id
        order by entry.occurred_at desc, entry.id desc
        limit ${limit}`);
      const rows = rowsOf<LoggedRow>(result);
      return rows.map((row) => ({
        id: row.id,
        occurredAt: new Date(row.occurred_at),
        actorId: row.actor_id,
        subjectId: row.subject_id,
        action: row.action,
        details: (typeof row.details === 'string'
          ? JSON.parse(row.details)
          : row.details) as AuditLogRow['details'],
        actorName: row.actor_name,
      }));
    },
  };
}
