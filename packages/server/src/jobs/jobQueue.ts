import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database';

export type { PgBoss } from 'pg-boss';

/**
 * The background job queue (docs/tracking.md#the-job-queue): pg-boss, a kept PostgreSQL queue. On
 * PostgreSQL every server process starts one on the same database and they share the work safely
 * (jobs are claimed with SELECT … FOR UPDATE SKIP LOCKED; cron schedules fire once, under an advisory
 * lock). On the embedded database (PGlite) the same library runs through its PGlite adapter, in the
 * one server process that may open the data folder — so the same job functions run on both.
 * Its tables live in the "pgboss" schema, which it creates and migrates itself at start.
 */
export function createJobQueue(handle: DatabaseHandle): PgBoss {
  return new PgBoss({
    ...handle.jobQueueConnection,
    schema: 'pgboss',
    // The queue's own upkeep (expiring, archiving): every few minutes is plenty for its volume.
    maintenanceIntervalSeconds: 300,
    superviseIntervalSeconds: 60,
    // Schedules (the tracking sweep) are checked every 30 s, each fired by one process.
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
  });
}
