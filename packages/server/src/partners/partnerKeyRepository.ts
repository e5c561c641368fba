import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { users } from '../db/accountSchema';
import type { Database } from '../db/database';
import { type PartnerKeyRow, partnerKeys, quotes } from '../db/schema';

export type NewPartnerKeyRow = typeof partnerKeys.$inferInsert;

/** A key as the admin list shows it: its row and the name of the admin who created it. */
export type ListedPartnerKeyRow = PartnerKeyRow & { createdByName: string | null };

export interface PartnerKeyRepository {
  insert(row: NewPartnerKeyRow): Promise<void>;
  findById(id: string): Promise<ListedPartnerKeyRow | undefined>;
  findByPublishableKey(publishableKey: string): Promise<PartnerKeyRow | undefined>;
  findBySecretKeyHash(hash: string): Promise<PartnerKeyRow | undefined>;
  /** One page, newest first, read in the order of partner_keys_created_on_idx; with the total. */
  list(limit: number, offset: number): Promise<{ rows: ListedPartnerKeyRow[]; total: number }>;
  /** Quotes made with each of these keys, in one grouped read of quotes_partner_key_idx. */
  quoteCounts(ids: readonly string[]): Promise<Map<string, number>>;
  update(id: string, changes: Partial<Pick<PartnerKeyRow, 'name' | 'origins'>>): Promise<void>;
  /** Sets revoked_on once; a second revocation keeps the first date. Answers whether this call revoked it. */
  revoke(id: string, by: string, at: Date): Promise<boolean>;
}

/** Keys with their creator's name (one join, no query per row). */
const withCreator = (db: Database) =>
  db
    .select({
      id: partnerKeys.id,
      name: partnerKeys.name,
      mode: partnerKeys.mode,
      publishableKey: partnerKeys.publishableKey,
      secretKeyHash: partnerKeys.secretKeyHash,
      secretKeyHint: partnerKeys.secretKeyHint,
      origins: partnerKeys.origins,
      createdBy: partnerKeys.createdBy,
      createdOn: partnerKeys.createdOn,
      revokedOn: partnerKeys.revokedOn,
      revokedBy: partnerKeys.revokedBy,
      createdByName: users.name,
    })
    .from(partnerKeys)
    .leftJoin(users, eq(users.id, partnerKeys.createdBy));

/**
 * One page of keys, newest first: the order of partner_keys_created_on_idx, so the page is read from
 * the index, not sorted (as the other lists, issue 8). Exported for the plan test.
 */
export const partnerKeyPageQuery = (db: Database, limit: number, offset: number) =>
  withCreator(db).orderBy(desc(partnerKeys.createdOn), desc(partnerKeys.id)).limit(limit).offset(offset);

/**
 * Quotes made with each of the given keys: one grouped read of quotes_partner_key_idx for a whole
 * page of keys (no query per key, no scan of quotes). Exported for the plan test.
 */
export const quoteCountQuery = (db: Database, ids: readonly string[]) =>
  db
    .select({ id: quotes.partnerKeyId, total: count() })
    .from(quotes)
    .where(and(isNotNull(quotes.partnerKeyId), inArray(quotes.partnerKeyId, [...ids])))
    .groupBy(quotes.partnerKeyId);

/** SQL for partner keys (issue 9, migration 0009). */
export function createPartnerKeyRepository(db: Database): PartnerKeyRepository {
  return {
    async insert(row) {
      await db.insert(partnerKeys).values(row);
    },

    async findById(id) {
      const [row] = await withCreator(db).where(eq(partnerKeys.id, id)).limit(1);
      return row;
    },

    async findByPublishableKey(publishableKey) {
      const [row] = await db
        .select()
        .from(partnerKeys)
        .where(eq(partnerKeys.publishableKey, publishableKey))
        .limit(1);
      return row;
    },

    async findBySecretKeyHash(hash) {
      const [row] = await db.select().from(partnerKeys).where(eq(partnerKeys.secretKeyHash, hash)).limit(1);
      return row;
    },

    async list(limit, offset) {
      // Partner keys number in the tens or hundreds: count(*) is cheap; the page walks the index.
      const [[counted], rows] = await Promise.all([
        db.select({ total: count() }).from(partnerKeys),
        partnerKeyPageQuery(db, limit, offset),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async quoteCounts(ids) {
      if (ids.length === 0) return new Map();
      const rows = await quoteCountQuery(db, ids);
      return new Map(rows.map((row) => [row.id as string, Number(row.total)]));
    },

    async update(id, changes) {
      await db.update(partnerKeys).set(changes).where(eq(partnerKeys.id, id));
    },

    async revoke(id, by, at) {
      const changed = await db
        .update(partnerKeys)
        .set({ revokedOn: at, revokedBy: by })
        .where(and(eq(partnerKeys.id, id), isNull(partnerKeys.revokedOn)))
        .returning({ id: partnerKeys.id });
      return changed.length > 0;
    },
  };
}
