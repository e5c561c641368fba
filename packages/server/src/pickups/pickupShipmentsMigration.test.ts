import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../db/database';
import { migrationsFolder } from '../paths';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * The migrations folder as it was before `tag`: its journal without that entry and the ones after it (the
 * migrator applies only entries newer than the last one applied, so a later one applied first would skip it).
 */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shipdeck-migrations-'));
  dirs.push(dir);
  await cp(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe("migration 0024: a pickup's shipments are booked shipments", () => {
  // Two migrations of a fresh database: slow on a loaded machine (120 s); nothing here measures speed.
  it('drops the rows naming no shipment, then refuses new ones', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const db = database.db as Parameters<typeof migrate>[0];
      await migrate(db, { migrationsFolder: await migrationsBefore('0024_pickup_shipment_fk') });
      // A row written before the key, when the caller alone checked the shipment (its pickup made up too:
      // the triggers that check keys are off for this one insert).
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(
          sql`insert into pickup_shipments (pickup_id, shipment_id) values ('00000000-0000-4000-8000-00000000a001', '00000000-0000-4000-8000-00000000b001')`,
        );
      });
      await database.migrate();
      const left = await database.db.execute(sql`select count(*)::int as n from pickup_shipments`);
      expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
      const keys = await database.db.execute(
        sql`select confdeltype from pg_constraint where conname = 'pickup_shipments_shipment_id_shipments_id_fk'`,
      );
      // ON DELETE CASCADE: a shipment removed with its owner leaves its pickup.
      expect(rowsOf<{ confdeltype: string }>(keys)).toEqual([{ confdeltype: 'c' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
