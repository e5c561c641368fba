import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type SavedPaymentMethodRow, savedPaymentMethods } from '../db/schema';

export type NewPaymentMethodRow = typeof savedPaymentMethods.$inferInsert;

/**
 * Stored payment methods (migration 0013), always by owner: another owner's method reads as missing
 * and cannot be deleted. The list reads one page in its index's order (owner, created_on DESC, id DESC).
 */
export interface PaymentMethodRepository {
  list(
    ownerId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: SavedPaymentMethodRow[]; total: number }>;
  find(id: string, ownerId: string): Promise<SavedPaymentMethodRow | undefined>;
  insert(row: NewPaymentMethodRow): Promise<SavedPaymentMethodRow>;
  remove(id: string, ownerId: string): Promise<boolean>;
}

export function createPaymentMethodRepository(db: Database): PaymentMethodRepository {
  return {
    async list(ownerId, limit, offset) {
      const condition = eq(savedPaymentMethods.ownerId, ownerId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(savedPaymentMethods)
          .where(condition)
          .orderBy(desc(savedPaymentMethods.createdOn), desc(savedPaymentMethods.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(savedPaymentMethods).where(condition),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },
    async find(id, ownerId) {
      const [row] = await db
        .select()
        .from(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.ownerId, ownerId)));
      return row;
    },
    async insert(row) {
      const [inserted] = await db.insert(savedPaymentMethods).values(row).returning();
      return inserted as SavedPaymentMethodRow;
    },
    async remove(id, ownerId) {
      const removed = await db
        .delete(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.ownerId, ownerId)))
        .returning({ id: savedPaymentMethods.id });
      return removed.length > 0;
    },
  };
}
