import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type ShipmentDraftRow, shipmentDrafts } from '../db/schema';

export type NewDraftRow = typeof shipmentDrafts.$inferInsert;

export interface DraftListQuery {
  ownerSubject: string;
  /** exists[completedOn]: false = unfinished only (the wizard's list), true = completed only. */
  completed?: boolean;
  limit: number;
  offset: number;
}

/**
 * Shipment drafts (migration 0011), always by owner: a draft of another owner reads as missing and
 * cannot be changed or deleted. Lists read one page in the order of their index (owner, updated_on
 * DESC, id DESC; the unfinished ones through a partial index).
 */
export interface DraftRepository {
  list(query: DraftListQuery): Promise<{ rows: ShipmentDraftRow[]; total: number }>;
  find(id: string, ownerSubject: string): Promise<ShipmentDraftRow | undefined>;
  insert(row: NewDraftRow): Promise<ShipmentDraftRow>;
  update(
    id: string,
    ownerSubject: string,
    changes: Partial<Omit<NewDraftRow, 'id' | 'ownerSubject' | 'createdBy' | 'createdOn'>>,
  ): Promise<ShipmentDraftRow | undefined>;
  remove(id: string, ownerSubject: string): Promise<boolean>;
}

export function createDraftRepository(db: Database): DraftRepository {
  const where = (query: Pick<DraftListQuery, 'ownerSubject' | 'completed'>): SQL | undefined =>
    and(
      eq(shipmentDrafts.ownerSubject, query.ownerSubject),
      query.completed === undefined
        ? undefined
        : query.completed
          ? isNotNull(shipmentDrafts.completedOn)
          : isNull(shipmentDrafts.completedOn),
    );
  return {
    async list(query) {
      const condition = where(query);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(shipmentDrafts)
          .where(condition)
          .orderBy(desc(shipmentDrafts.updatedOn), desc(shipmentDrafts.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(shipmentDrafts).where(condition),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },
    async find(id, ownerSubject) {
      const [row] = await db
        .select()
        .from(shipmentDrafts)
        .where(and(eq(shipmentDrafts.id, id), eq(shipmentDrafts.ownerSubject, ownerSubject)));
      return row;
    },
    async insert(row) {
      const [inserted] = await db.insert(shipmentDrafts).values(row).returning();
      return inserted as ShipmentDraftRow;
    },
    async update(id, ownerSubject, changes) {
      const [updated] = await db
        .update(shipmentDrafts)
        .set(changes)
        .where(and(eq(shipmentDrafts.id, id), eq(shipmentDrafts.ownerSubject, ownerSubject)))
        .returning();
      return updated;
    },
    async remove(id, ownerSubject) {
      const removed = await db
        .delete(shipmentDrafts)
        .where(and(eq(shipmentDrafts.id, id), eq(shipmentDrafts.ownerSubject, ownerSubject)))
        .returning({ id: shipmentDrafts.id });
      return removed.length > 0;
    },
  };
}
