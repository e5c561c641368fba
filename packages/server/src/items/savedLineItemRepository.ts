import type { SavedLineItemBody } from '@shipdeck/core/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { escapeLike } from '../db/escapeLike';
import { pageWithKeptTotal } from '../db/listCounts';
import { type SavedLineItemRow, savedLineItems } from '../db/schema';

export type NewSavedLineItemRow = typeof savedLineItems.$inferInsert;

/**
 * The columns of an item that passed the rules (normalizeSavedLineItem, then validateSavedLineItem):
 * its required amounts and unit are there.
 */
export function savedLineItemColumns(item: SavedLineItemBody) {
  return {
    nickname: item.nickname,
    description: item.description,
    countryOfOrigin: item.countryOfOrigin.code,
    commodityCode: item.commodityCode.code,
    eccn: item.eccn,
    valueAmount: item.value.amount as number,
    valueCurrency: item.value.currency.code,
    licenseNumber: item.license.number,
    licenseExpiry: item.license.expiry,
    licenseSymbol: item.license.symbol,
    quantityAmount: item.quantity.amount as number,
    quantityUnit: item.quantity.unit as string,
    weightValue: item.weight.value as number,
    weightUnit: item.weight.unit,
  };
}

export interface SavedLineItemListQuery {
  ownerId: string;
  /** Part of the name, any case. */
  nickname?: string;
  limit: number;
  offset: number;
}

const ownerFilter = (query: Pick<SavedLineItemListQuery, 'ownerId' | 'nickname'>): SQL | undefined =>
  and(
    eq(savedLineItems.ownerId, query.ownerId),
    query.nickname
      ? sql`lower(${savedLineItems.nickname}) like ${`%${escapeLike(query.nickname.toLowerCase())}%`}`
      : undefined,
  );

/**
 * One page of an owner's items, A to Z by name: the order of saved_line_items_owner_name_idx (owner,
 * lower(nickname), id), so the page is read from the index without sorting the owner's items; a name
 * search filters the same walk (listPlans.test.ts checks the plan).
 */
export function savedLineItemPageQuery(db: Database, query: SavedLineItemListQuery) {
  return db
    .select()
    .from(savedLineItems)
    .where(ownerFilter(query))
    .orderBy(sql`lower(${savedLineItems.nickname})`, asc(savedLineItems.id))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * Saved line items (migration 0015), always by owner: another account's item reads as missing and
 * cannot be changed or deleted (docs/security.md#ownership-of-data).
 */
export interface SavedLineItemRepository {
  list(query: SavedLineItemListQuery): Promise<{ rows: SavedLineItemRow[]; total: number }>;
  countOf(ownerId: string): Promise<number>;
  find(id: string, ownerId: string): Promise<SavedLineItemRow | undefined>;
  insert(row: NewSavedLineItemRow): Promise<SavedLineItemRow>;
  update(
    id: string,
    ownerId: string,
    changes: Omit<NewSavedLineItemRow, 'id' | 'ownerId' | 'createdBy' | 'createdOn'>,
  ): Promise<SavedLineItemRow | undefined>;
  remove(id: string, ownerId: string): Promise<boolean>;
}

export function createSavedLineItemRepository(db: Database): SavedLineItemRepository {
  const mine = (id: string, ownerId: string) =>
    and(eq(savedLineItems.id, id), eq(savedLineItems.ownerId, ownerId));
  return {
    async list(query) {
      // A name search counts what it matches; the whole list's total is kept (list_counts, migration 0026).
      if (query.nickname) {
        const [rows, totals] = await Promise.all([
          savedLineItemPageQuery(db, query),
          db.select({ total: count() }).from(savedLineItems).where(ownerFilter(query)),
        ]);
        return { rows, total: Number(totals[0]?.total ?? 0) };
      }
      return pageWithKeptTotal(db, savedLineItemPageQuery(db, query), 'saved_line_items', query);
    },
    async countOf(ownerId) {
      const [row] = await db
        .select({ total: count() })
        .from(savedLineItems)
        .where(eq(savedLineItems.ownerId, ownerId));
      return Number(row?.total ?? 0);
    },
    async find(id, ownerId) {
      const [row] = await db.select().from(savedLineItems).where(mine(id, ownerId));
      return row;
    },
    async insert(row) {
      const [inserted] = await db.insert(savedLineItems).values(row).returning();
      return inserted as SavedLineItemRow;
    },
    async update(id, ownerId, changes) {
      const [updated] = await db.update(savedLineItems).set(changes).where(mine(id, ownerId)).returning();
      return updated;
    },
    async remove(id, ownerId) {
      const removed = await db
        .delete(savedLineItems)
        .where(mine(id, ownerId))
        .returning({ id: savedLineItems.id });
      return removed.length > 0;
    },
  };
}
