import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../db/database';

/** A database made for one test suite: migrated, and dropped again by `dispose`. */
export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** False when no PostgreSQL is reachable: that suite is skipped (and says so), never faked. */
  available: boolean;
  create(): Promise<TestDatabase>;
}

/** DATABASE_URL when set, else a local server with trust auth (the CI machine's). */
const adminUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, idle_timeout: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

const pglite: TestBackend = {
  name: 'pglite',
  available: true,
  async create() {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  },
};

function postgresBackend(available: boolean): TestBackend {
  return {
    name: 'postgres',
    available,
    async create() {
      const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
      const name = `shipdeck_test_${randomBytes(6).toString('hex')}`;
      await admin.unsafe(`create database "${name}"`);
      const url = new URL(adminUrl());
      url.pathname = `/${name}`;
      let handle: DatabaseHandle | undefined;
      const dispose = async () => {
        await handle?.close().catch(() => {});
        // WITH (FORCE) ends connections a failed test may have left open (PostgreSQL 13+).
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end({ timeout: 5 });
      };
      try {
        handle = await openDatabase({ kind: 'postgres', url: url.toString() });
        await handle.migrate();
        return { handle, dispose };
      } catch (error) {
        await dispose();
        throw error;
      }
    },
  };
}

let backends: Promise<TestBackend[]> | undefined;

/**
 * The databases every server suite runs on: in-memory PGlite always, PostgreSQL when one answers
 * (each suite makes its own `shipdeck_test_<random>` database and drops it afterwards).
 */
export function testBackends(): Promise<TestBackend[]> {
  backends ??= postgresReachable(adminUrl()).then((reachable) => [pglite, postgresBackend(reachable)]);
  return backends;
}
