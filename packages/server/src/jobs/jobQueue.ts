import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database';

export type { PgBoss } from 'pg-boss';

/**
 * The background job queue (docs/tracking.md#the-job-queue): pg-boss, a kept PostgreSQL queue. On
 * PostgreSQL every server process starts one on the same database and they share the work safely
 * (jobs are claimed with SELECT … FOR UPDATE SKIP LOCKED; cron schedules fire once, under an advisory
 * lock). On the embedded database (PGlite) the same library runs through its PGlite adapter, in the
 * one server process that may open the data folder — so the same job functions run on both.
 * Its tables live in the "pgboss" schema, which it creates and migrates itself at start (a new embedded
 * database has it already: the build's template).
 */
export async function createJobQueue(handle: Pick<DatabaseHandle, 'jobQueueConnection'>): Promise<PgBoss> {
  // Imported here, not at the top: the server creates its queue once it listens, and pg-boss with its
  // dependencies is ~150 ms of module loading the server's start no longer waits for (issue 8).
  const { PgBoss, fromPglite } = await import('pg-boss');
  const connection = handle.jobQueueConnection;
  return new PgBoss({
    ...('pglite' in connection
      ? { db: fromPglite(connection.pglite), backend: 'pglite' as const }
      : { connectionString: connection.connectionString, max: connection.max }),
    schema: 'pgboss',
    // The queue's own upkeep (expiring, archiving): every few minutes is plenty for its volume.
    maintenanceIntervalSeconds: 300,
    superviseIntervalSeconds: 60,
    // Schedules (the tracking sweep) are checked every 30 s, each fired by one process.
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
  });
}
