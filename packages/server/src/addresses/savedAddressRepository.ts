import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pageWithKeptTotal } from '../db/listCounts';
import { type SavedAddressRow, savedAddresses } from '../db/schema';

export type NewSavedAddressRow = typeof savedAddresses.$inferInsert;
export type SavedAddressChanges = Omit<NewSavedAddressRow, 'id' | 'ownerId' | 'createdBy' | 'createdOn'>;

export interface SavedAddressListQuery {
  ownerId: string;
  /** Part of a company or contact name, any case. */
  name?: string;
  limit: number;
  offset: number;
}

/**
 * Rows inserted per statement. Building a statement's SQL and parameters is synchronous work on the HTTP
 * thread (~0.1 ms a row): 200 rows hold it for ~20 ms at a time, where 500 held it for ~70 ms and showed in
 * the latency of other requests during a 5,000-row import (bench/addressImport.ts).
 */
export const INSERT_BATCH_ROWS = 200;

/** LIKE wildcards in a search term are searched for literally. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Saved contacts (migration 0014), always by owner: another owner's contact reads as missing and cannot
 * be changed or deleted. The list reads one page in the order of saved_addresses_owner_name_idx
 * (owner, lower(company), lower(contact), id); the name search uses the trigram index's expression.
 */
export interface SavedAddressRepository {
  list(query: SavedAddressListQuery): Promise<{ rows: SavedAddressRow[]; total: number }>;
  /** Every contact of the owner, in the list's order (the export). */
  all(ownerId: string): Promise<SavedAddressRow[]>;
  find(id: string, ownerId: string): Promise<SavedAddressRow | undefined>;
  insert(row: NewSavedAddressRow): Promise<SavedAddressRow>;
  /**
   * Many rows in one transaction, INSERT_BATCH_ROWS per statement: all of them or none (the import). Nothing
   * is read back: the rows are complete as given (ids and times set by the caller).
   */
  insertAll(rows: readonly SavedAddressRow[]): Promise<void>;
  update(id: string, ownerId: string, changes: SavedAddressChanges): Promise<SavedAddressRow | undefined>;
  remove(id: string, ownerId: string): Promise<boolean>;
}

const t = savedAddresses;
const where = (query: Pick<SavedAddressListQuery, 'ownerId' | 'name'>): SQL | undefined =>
  and(
    eq(t.ownerId, query.ownerId),
    query.name
      ? sql`lower(${t.companyName} || ' ' || ${t.contactName}) like ${`%${likeEscaped(query.name.toLowerCase())}%`}`
      : undefined,
  );
/** The order of saved_addresses_owner_name_idx, written as the index is. */
const order = () => [sql`lower(${t.companyName})`, sql`lower(${t.contactName})`, asc(t.id)];

/** One page of an owner's book, in the index's order (listPlans.test.ts reads its plan). */
export const savedAddressPageQuery = (db: Database, query: SavedAddressListQuery) =>
  db
    .select()
    .from(t)
    .where(where(query))
    .orderBy(...order())
    .limit(query.limit)
    .offset(query.offset);

export function createSavedAddressRepository(db: Database): SavedAddressRepository {
  return {
    async list(query) {
      // A name search counts what it matches; the whole book's total is kept (list_counts, migration 0026).
      if (query.name) {
        const [rows, totals] = await Promise.all([
          savedAddressPageQuery(db, query),
          db.select({ total: count() }).from(t).where(where(query)),
        ]);
        return { rows, total: Number(totals[0]?.total ?? 0) };
      }
      return pageWithKeptTotal(db, savedAddressPageQuery(db, query), 'saved_addresses', query);
    },
    async all(ownerId) {
      return db
        .select()
        .from(t)
        .where(eq(t.ownerId, ownerId))
        .orderBy(...order());
    },
    async find(id, ownerId) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.id, id), eq(t.ownerId, ownerId)));
      return row;
    },
    async insert(row) {
      const [inserted] = await db.insert(t).values(row).returning();
      return inserted as SavedAddressRow;
    },
    async insertAll(rows) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
          await tx.insert(t).values(rows.slice(start, start + INSERT_BATCH_ROWS));
        }
      });
    },
    async update(id, ownerId, changes) {
      const [updated] = await db
        .update(t)
        .set(changes)
        .where(and(eq(t.id, id), eq(t.ownerId, ownerId)))
        .returning();
      return updated;
    },
    async remove(id, ownerId) {
      const removed = await db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.ownerId, ownerId)))
        .returning({ id: t.id });
      return removed.length > 0;
    },
  };
}
