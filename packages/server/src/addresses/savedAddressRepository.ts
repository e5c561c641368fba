import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
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

/** Rows inserted per statement: 500 rows × 23 columns stays far below PostgreSQL's 65,535 parameters. */
export const INSERT_BATCH_ROWS = 500;

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
  /** Many rows in one transaction, INSERT_BATCH_ROWS per statement: all of them or none (the import). */
  insertAll(rows: readonly NewSavedAddressRow[]): Promise<SavedAddressRow[]>;
  update(id: string, ownerId: string, changes: SavedAddressChanges): Promise<SavedAddressRow | undefined>;
  remove(id: string, ownerId: string): Promise<boolean>;
}

export function createSavedAddressRepository(db: Database): SavedAddressRepository {
  const t = savedAddresses;
  const where = (query: Pick<SavedAddressListQuery, 'ownerId' | 'name'>): SQL | undefined =>
    and(
      eq(t.ownerId, query.ownerId),
      query.name
        ? sql`lower(${t.companyName} || ' ' || ${t.contactName}) like ${`%${likeEscaped(query.name.toLowerCase())}%`}`
        : undefined,
    );
  const order = [sql`lower(${t.companyName})`, sql`lower(${t.contactName})`, asc(t.id)];
  return {
    async list(query) {
      const condition = where(query);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(t)
          .where(condition)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(t).where(condition),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },
    async all(ownerId) {
      return db
        .select()
        .from(t)
        .where(eq(t.ownerId, ownerId))
        .orderBy(...order);
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
      if (rows.length === 0) return [];
      return db.transaction(async (tx) => {
        const inserted: SavedAddressRow[] = [];
        for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
          const batch = rows.slice(start, start + INSERT_BATCH_ROWS);
          inserted.push(...(await tx.insert(t).values(batch).returning()));
        }
        return inserted;
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
