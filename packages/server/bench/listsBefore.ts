import { parseDraft, toStoredDraftJson } from '@shipdeck/core/shipment';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import {
  pickupShipments,
  pickups,
  savedPaymentMethods,
  shipmentCharges,
  shipmentDocuments,
  shipmentDrafts,
  shipmentOwnerCounts,
  shipments,
} from '../src/db/schema';
import { type PickupListFilter, pickupListWhere, pickupPageQuery } from '../src/pickups/pickupRepository';
import {
  type ShipmentListScope,
  shipmentPageQuery,
  shipmentScopeWhere,
} from '../src/shipments/shipmentRepository';

/**
 * The view history's reads as they were before issue 14's list work, kept for the bench's before/after
 * figures in the same run on the same rows: a shipments page in five queries and two rounds (the whole
 * rows), a pickups page with its count and then its shipments, a drafts page with count(*) and every
 * draft parsed. They answer what the repositories answer (the bench checks the ids and totals agree).
 */
export function readsBefore(db: Database) {
  return {
    async shipments(scope: ShipmentListScope, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        shipmentPageQuery(db, scope, limit, offset),
        scope.kind === 'owner'
          ? db
              .select({ listed: shipmentOwnerCounts.listed, archived: shipmentOwnerCounts.archived })
              .from(shipmentOwnerCounts)
              .where(eq(shipmentOwnerCounts.ownerId, scope.ownerId))
              .then(([counts]) => (scope.archived ? counts?.archived : counts?.listed) ?? 0)
          : db
              .select({ total: count() })
              .from(shipments)
              .where(shipmentScopeWhere(scope))
              .then(([counted]) => Number(counted?.total ?? 0)),
      ]);
      const ids = rows.map((row) => row.id);
      const methodIds = [...new Set(rows.map((row) => row.paymentMethodId).filter((id) => id !== null))];
      if (ids.length > 0) {
        await Promise.all([
          db
            .select({ id: shipmentDocuments.id, shipmentId: shipmentDocuments.shipmentId })
            .from(shipmentDocuments)
            .where(inArray(shipmentDocuments.shipmentId, ids))
            .orderBy(asc(shipmentDocuments.shipmentId), asc(shipmentDocuments.type)),
          db.select().from(shipmentCharges).where(inArray(shipmentCharges.shipmentId, ids)),
          methodIds.length > 0
            ? db.select().from(savedPaymentMethods).where(inArray(savedPaymentMethods.id, methodIds))
            : Promise.resolve([]),
        ]);
      }
      return { ids, total: Number(total) };
    },

    async pickups(filter: PickupListFilter) {
      const [rows, totals] = await Promise.all([
        pickupPageQuery(db, filter),
        db.select({ total: count() }).from(pickups).where(pickupListWhere(filter)),
      ]);
      if (rows.length > 0) {
        await db
          .select({ pickupId: pickupShipments.pickupId, shipmentId: pickupShipments.shipmentId })
          .from(pickupShipments)
          .where(
            inArray(
              pickupShipments.pickupId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(
            asc(pickupShipments.pickupId),
            asc(pickupShipments.addedOn),
            asc(pickupShipments.shipmentId),
          );
      }
      return { ids: rows.map((row) => row.id), total: Number(totals[0]?.total ?? 0) };
    },

    async drafts(ownerSubject: string, limit: number, offset: number) {
      const condition = and(
        eq(shipmentDrafts.ownerSubject, ownerSubject),
        isNull(shipmentDrafts.completedOn),
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(shipmentDrafts)
          .where(condition)
          .orderBy(desc(shipmentDrafts.updatedOn), desc(shipmentDrafts.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(shipmentDrafts).where(condition),
      ]);
      const payloads = rows.map((row) => {
        const parsed = parseDraft(row.payload);
        return parsed.ok ? toStoredDraftJson({ ...parsed.draft, id: row.id }) : null;
      });
      return { ids: rows.map((row) => row.id), total: Number(totals[0]?.total ?? 0), payloads };
    },
  };
}
