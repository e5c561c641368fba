import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../src/db/database';

/**
 * Runs one measurement on each database a deployment may use: an in-memory embedded database, then
 * a fresh PostgreSQL database (DATABASE_URL's server, or 127.0.0.1:5432), dropped afterwards.
 */
export async function onEachDatabase(
  measure: (name: string, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const pglite = await openDatabase({ kind: 'pglite' });
  try {
    await measure('embedded database (PGlite)', pglite);
  } finally {
    await pglite.close();
  }
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 2 });
  const database = `shipdeck_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await measure('PostgreSQL', handle);
    } finally {
      await handle.close();
    }
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  } finally {
    await admin.end();
  }
}
