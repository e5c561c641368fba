import { access, chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { quoteRow } from '../testing/quoteRows';
import { openDatabase, rowsOf } from './database';
import { lockDataDir } from './dataDirLock';
import { createQuoteRepository } from './quoteRepository';
import { type NewQuoteRow, seedRuns } from './schema';

// Deterministic ids, so the 40 concurrent writes below are told apart by their number.
const sampleQuote = (i: number): NewQuoteRow =>
  quoteRow('guest:test', i, { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` });

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'shipdeck-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the embedded database', () => {
  it('keeps its data in the folder across restarts, and migrating again changes nothing', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(seedRuns).values({ name: 'kept' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    expect((await second.db.select().from(seedRuns)).map((row) => row.name)).toEqual(['kept']);
    await second.close();
  });

  it('finishes every write in flight before it closes (a shutdown under load loses no quote)', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    const quotes = createQuoteRepository(first.db);
    const writes = Array.from({ length: 40 }, (_, i) => quotes.save(sampleQuote(i)));
    await first.close();
    expect((await Promise.allSettled(writes)).every((write) => write.status === 'fulfilled')).toBe(true);

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const { total } = await createQuoteRepository(second.db).listByOwner({
      ownerSubject: 'guest:test',
      limit: 1,
      offset: 0,
    });
    expect(total).toBe(40);
    await second.close();
    // Two starts of the embedded database with every migration: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it('runs transactions started together one after another: one that fails aborts none of the others', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await database.db.insert(seedRuns).values({ name: 'taken' });
    const attempts = ['a', 'taken', 'b', 'c'].map((name) =>
      database.db.transaction(async (tx) => {
        await tx.insert(seedRuns).values({ name: `${name}-first` });
        await tx.insert(seedRuns).values({ name });
      }),
    );
    // A statement sent meanwhile runs outside every transaction.
    const read = database.db.select().from(seedRuns);
    const outcomes = await Promise.allSettled([...attempts, read]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const names = (await database.db.select().from(seedRuns)).map((row) => row.name).sort();
    expect(names).toEqual(['a', 'a-first', 'b', 'b-first', 'c', 'c-first', 'taken']);
    await database.close();
  });

  it('prepares a statement once and runs it again after its table changes, a failure or 300 others', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const rows = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await database.db.execute(query));
    await database.db.execute(sql`create table prepared_probe (id int primary key, note json)`);
    const insert = (id: number) =>
      sql`insert into prepared_probe (id, note) values (${id}, ${JSON.stringify({ id })})`;
    const select = (id: number) => sql`select * from prepared_probe where id = ${id}`;
    await database.db.execute(insert(1));
    expect(await rows(select(1))).toEqual([{ id: 1, note: { id: 1 } }]);
    // The same statement failing (a duplicate key) leaves it usable with other values.
    await expect(database.db.execute(insert(1))).rejects.toThrow();
    await database.db.execute(insert(2));
    // Its result columns change: PostgreSQL refuses the prepared plan, the statement is prepared again.
    await database.db.execute(sql`alter table prepared_probe add column extra text`);
    expect(await rows(select(2))).toEqual([{ id: 2, note: { id: 2 }, extra: null }]);
    // More statements than are kept prepared: the first ones are dropped and prepared again.
    for (let i = 0; i < 300; i++) {
      expect(
        await rows(sql`select ${sql.raw(String(i))} + id as n from prepared_probe where id = ${1}`),
      ).toEqual([{ n: i + 1 }]);
    }
    expect(await rows(select(1))).toEqual([{ id: 1, note: { id: 1 }, extra: null }]);
    await database.close();
  });

  it('refuses a second server on the same folder while the first runs', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /Another Shipdeck server \(pid \d+\)/,
    );
    await first.close();
  });
});

describe('the data folder lock', () => {
  it('makes the data dir and the database folder readable by this user only, tightening an existing one', async () => {
    const root = join(await tempDir(), 'data');
    await mkdir(root);
    await chmod(root, 0o755);
    const dataDir = join(root, 'pglite');
    const unlock = await lockDataDir(dataDir);
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(`${dataDir}.lock`)).mode & 0o077).toBe(0);
    await unlock();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    await writeFile(`${dataDir}.lock`, '999999999');
    const unlock = await lockDataDir(dataDir);
    // Taken over: the file now names this process, and a second server is refused.
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Shipdeck server/);
    await unlock();
  });

  it('takes over a lock with our own pid that this process did not take (a restarted container)', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    await writeFile(`${dataDir}.lock`, String(process.pid));
    const unlock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Shipdeck server/);
    await unlock();
  });

  it('is released on close, so the folder can be opened again', async () => {
    const dataDir = join(await tempDir(), 'pglite');
    const unlock = await lockDataDir(dataDir);
    await unlock();
    await expect(access(`${dataDir}.lock`)).rejects.toThrow(/ENOENT/);
    const again = await lockDataDir(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await again();
  });
});
