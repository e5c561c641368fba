import type { EventLoopUtilization } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseTarget } from '../config';
import { migrationsFolder } from '../paths';
import { type StartedEmbeddedDatabase, startEmbeddedDatabase } from './embeddedStart';
import { asPglite } from './pgliteWorkerClient';
import { type Schema, schema } from './schema';

/** The query builder the data layer works with; both drivers give one. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseTarget['kind'];
  /** Applies drizzle-kit's migrations (packages/server/drizzle) with the driver's own migrator. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** How busy the embedded database's thread has been (PGlite only), for the bench and diagnostics. */
  threadUtilization?(): EventLoopUtilization;
  /**
   * How the job queue (pg-boss, jobs/jobQueue.ts) reaches this database: on PostgreSQL its own small
   * pool, shared safely by every server process; on PGlite the embedded database's one connection.
   */
  jobQueueConnection: { connectionString: string; max: number } | { pglite: PGlite };
}

/**
 * Opens the embedded database (PGlite: a folder on disk, or memory when no folder is given) or
 * a PostgreSQL server. One schema and one set of migrations serve both (docs/architecture.md#database).
 */
export async function openDatabase(
  target: DatabaseTarget,
  /** The embedded database already starting (main.ts starts it before loading the server). */
  started?: Promise<StartedEmbeddedDatabase>,
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Imported for PostgreSQL only: the embedded server does not load the driver (issue 8: start time).
    const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
      await Promise.all([
        import('postgres'),
        import('drizzle-orm/postgres-js'),
        import('drizzle-orm/postgres-js/migrator'),
      ]);
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      close: () => client.end({ timeout: 5 }),
      jobQueueConnection: { connectionString: target.url, max: 3 },
    };
  }
  const { client, unlock } = await (started ?? startEmbeddedDatabase(target.dataDir));
  const db = drizzlePglite({ client: asPglite(client), schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    async close() {
      await client.close();
      await unlock();
    },
    threadUtilization: () => client.utilization(),
    // pg-boss runs on PGlite through its own adapter (statements in order on the one connection;
    // our worker client keeps them out of another request's transaction).
    jobQueueConnection: { pglite: asPglite(client) },
  };
}

/** The rows of a `db.execute` answer: postgres.js gives an array, PGlite an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
