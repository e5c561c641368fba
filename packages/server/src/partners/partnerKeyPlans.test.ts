import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { partnerKeys, quotes } from '../db/schema';
import { quoteRow } from '../testing/quoteRows';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { partnerKeyPageQuery, quoteCountQuery } from './partnerKeyRepository';
import { newKeyPair } from './partnerKeyService';

const backends = await testBackends();

/** The plan's lines, with seq and bitmap scans priced out so the planner shows which index it can use. */
async function plan(database: TestDatabase, query: SQLWrapper): Promise<string> {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
    return rows.map((row) => Object.values(row)[0] as string).join('\n');
  });
}

describe.each(backends)('partner keys read through their indexes, on $name (issue 9)', (backend) => {
  let database: TestDatabase;
  const ids = Array.from({ length: 30 }, () => crypto.randomUUID());
  beforeAll(async () => {
    if (!backend.available) return;
    database = await backend.create();
    const { db } = database.handle;
    await db.insert(partnerKeys).values(
      ids.map((id, i) => {
        const pair = newKeyPair('test');
        return {
          id,
          name: `Shop ${i}`,
          mode: 'test' as const,
          publishableKey: pair.publishableKey,
          secretKeyHash: `hash-${id}`,
          secretKeyHint: 'abcd',
          origins: [`https://shop${i}.example.com`],
          createdOn: new Date(Date.UTC(2026, 0, 1, 0, i)),
        };
      }),
    );
    // Many quotes of the app's own (no key) and some for each of the first keys.
    await db.insert(quotes).values(Array.from({ length: 300 }, (_, i) => quoteRow('guest:app', i)));
    await db
      .insert(quotes)
      .values(
        ids
          .slice(0, 5)
          .flatMap((id, k) =>
            Array.from({ length: k + 1 }, (_, i) => quoteRow('guest:shop', i, { partnerKeyId: id })),
          ),
      );
    await db.execute(sql`analyze partner_keys`);
    await db.execute(sql`analyze quotes`);
  });
  afterAll(async () => database?.dispose());

  it.skipIf(!backend.available)(
    'pages the keys in created order from partner_keys_created_on_idx',
    async () => {
      const text = await plan(database, partnerKeyPageQuery(database.handle.db, 20, 0));
      expect(text, text).toMatch(/Index Scan using partner_keys_created_on_idx/);
      const page = await partnerKeyPageQuery(database.handle.db, 3, 0);
      expect(page.map((row) => row.name)).toEqual(['Shop 29', 'Shop 28', 'Shop 27']);
    },
  );

  it.skipIf(!backend.available)(
    "counts a page of keys' quotes in one read of quotes_partner_key_idx",
    async () => {
      const text = await plan(database, quoteCountQuery(database.handle.db, ids));
      expect(text, text).toMatch(
        /Index Only Scan using quotes_partner_key_idx|Index Scan using quotes_partner_key_idx/,
      );
      expect(text).not.toMatch(/Seq Scan/);
      const counts = await quoteCountQuery(database.handle.db, ids);
      expect(Object.fromEntries(counts.map((row) => [row.id, Number(row.total)]))).toEqual(
        Object.fromEntries(ids.slice(0, 5).map((id, k) => [id, k + 1])),
      );
    },
  );
});
