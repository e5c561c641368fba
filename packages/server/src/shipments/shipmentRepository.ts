import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  type SavedPaymentMethodRow,
  type ShipmentChargeRow,
  type ShipmentDocumentRow,
  type ShipmentRow,
  savedPaymentMethods,
  shipmentCharges,
  shipmentDocuments,
  shipmentDrafts,
  shipments,
} from '../db/schema';

export type NewShipmentRow = typeof shipments.$inferInsert;
export type NewDocumentRow = typeof shipmentDocuments.$inferInsert;
export type NewChargeRow = typeof shipmentCharges.$inferInsert;

/** A document as listed: everything but its bytes. */
export type ListedDocument = Omit<ShipmentDocumentRow, 'content'>;

/**
 * Shipments, their documents and charges (migration 0017), always by owner. The list reads one page
 * through shipments_owner_created_idx in its order; the page's documents and charges come in one
 * query each (never one per row).
 */
export function createShipmentRepository(db: Database) {
  const listedDocumentColumns = {
    id: shipmentDocuments.id,
    shipmentId: shipmentDocuments.shipmentId,
    ownerId: shipmentDocuments.ownerId,
    type: shipmentDocuments.type,
    fileName: shipmentDocuments.fileName,
    readyOn: shipmentDocuments.readyOn,
    createdOn: shipmentDocuments.createdOn,
  };
  const extrasOf = async (rows: ShipmentRow[]) => {
    const ids = rows.map((row) => row.id);
    const methodIds = [...new Set(rows.map((row) => row.paymentMethodId).filter((id) => id !== null))];
    if (ids.length === 0)
      return {
        documents: [] as ListedDocument[],
        charges: [] as ShipmentChargeRow[],
        methods: [] as SavedPaymentMethodRow[],
      };
    const [documents, charges, methods] = await Promise.all([
      db
        .select(listedDocumentColumns)
        .from(shipmentDocuments)
        .where(inArray(shipmentDocuments.shipmentId, ids))
        .orderBy(asc(shipmentDocuments.shipmentId), asc(shipmentDocuments.type)),
      db.select().from(shipmentCharges).where(inArray(shipmentCharges.shipmentId, ids)),
      methodIds.length > 0
        ? db.select().from(savedPaymentMethods).where(inArray(savedPaymentMethods.id, methodIds))
        : Promise.resolve([] as SavedPaymentMethodRow[]),
    ]);
    return { documents, charges, methods };
  };
  return {
    /** The booking, in one transaction: the shipment, its documents and its charge, and the draft completed. */
    async book(input: {
      shipment: NewShipmentRow;
      documents: NewDocumentRow[];
      charge: NewChargeRow | null;
      draftId: string | null;
      draftOwnerSubject: string;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(shipments).values(input.shipment);
        if (input.documents.length > 0) await tx.insert(shipmentDocuments).values(input.documents);
        if (input.charge) await tx.insert(shipmentCharges).values(input.charge);
        if (input.draftId) {
          await tx
            .update(shipmentDrafts)
            .set({ completedOn: input.shipment.createdOn ?? new Date(), shipmentId: input.shipment.id })
            .where(
              and(
                eq(shipmentDrafts.id, input.draftId),
                eq(shipmentDrafts.ownerSubject, input.draftOwnerSubject),
                isNull(shipmentDrafts.completedOn),
              ),
            );
        }
      });
    },

    async list(ownerId: string, limit: number, offset: number) {
      const condition = eq(shipments.ownerId, ownerId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(shipments)
          .where(condition)
          .orderBy(desc(shipments.createdOn), desc(shipments.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(shipments).where(condition),
      ]);
      const extras = await extrasOf(rows);
      return { rows, total: Number(totals[0]?.total ?? 0), ...extras };
    },

    async find(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.id, id), eq(shipments.ownerId, ownerId)));
      if (!row) return undefined;
      return { row, ...(await extrasOf([row])) };
    },

    async document(id: string, ownerId: string): Promise<ShipmentDocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentDocuments)
        .where(and(eq(shipmentDocuments.id, id), eq(shipmentDocuments.ownerId, ownerId)));
      return row;
    },

    async documentsOf(shipmentId: string, ownerId: string): Promise<ShipmentDocumentRow[]> {
      return db
        .select()
        .from(shipmentDocuments)
        .where(and(eq(shipmentDocuments.shipmentId, shipmentId), eq(shipmentDocuments.ownerId, ownerId)))
        .orderBy(asc(shipmentDocuments.type));
    },

    /**
     * Marks a shipment cancelled unless it already is, answering the row as it was before (null when
     * missing, another owner's, or cancelled meanwhile: the update decides between concurrent cancels).
     */
    async cancel(id: string, ownerId: string, at: Date, flag: number): Promise<ShipmentRow | null> {
      const [row] = await db
        .update(shipments)
        .set({ canceledOn: at, primaryStatusFlag: sql`${shipments.primaryStatusFlag} | ${flag}` })
        .where(and(eq(shipments.id, id), eq(shipments.ownerId, ownerId), isNull(shipments.canceledOn)))
        .returning();
      return row ?? null;
    },

    async markRefunded(shipmentId: string, at: Date): Promise<void> {
      await db
        .update(shipmentCharges)
        .set({ status: 'refunded', refundedOn: at })
        .where(and(eq(shipmentCharges.shipmentId, shipmentId), eq(shipmentCharges.status, 'captured')));
    },

    /** Shipments put on a pickup: awaiting pickup, no longer awaiting drop-off (spec 02 §4). */
    async markAwaitingPickup(ownerId: string, shipmentIds: readonly string[]): Promise<void> {
      if (shipmentIds.length === 0) return;
      await db
        .update(shipments)
        .set({
          primaryStatusFlag: sql`(${shipments.primaryStatusFlag} | ${SHIPMENT_STATUS.AWAITING_PICKUP}::integer) & ~(${SHIPMENT_STATUS.AWAITING_DROPOFF}::integer)`,
        })
        .where(and(eq(shipments.ownerId, ownerId), inArray(shipments.id, [...shipmentIds])));
    },

    async markError(shipmentId: string, flag: number): Promise<void> {
      await db
        .update(shipments)
        .set({ hasError: true, primaryStatusFlag: sql`${shipments.primaryStatusFlag} | ${flag}` })
        .where(eq(shipments.id, shipmentId));
    },
  };
}

export type ShipmentRepository = ReturnType<typeof createShipmentRepository>;
