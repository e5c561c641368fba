import type { PrepareShipmentRequest } from '@shipdeck/core/contract';
import { canCancelShipment, SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/accountSchema';
import type { Database } from '../db/database';
import {
  listCounts,
  orders,
  type SavedPaymentMethodRow,
  type ShipmentChargeRow,
  type ShipmentDocumentRow,
  type ShipmentRow,
  savedPaymentMethods,
  shipmentCharges,
  shipmentDocuments,
  shipmentDrafts,
  shipmentOwnerCounts,
  shipments,
  shipmentTracking,
} from '../db/schema';
import type { TrackingChange } from '../tracking/trackingRepository';

/**
 * Whose shipments a list shows (issue 14): an owner's (the list, or its archived view), or for a CSR on
 * a personal account those staff booked for clients ("Created By CSRs") or one person booked ("Created
 * By Me"), optionally only those that need attention. Each reads its own partial index (migration 0023).
 */
export type ShipmentListScope =
  | { kind: 'owner'; ownerId: string; archived: boolean }
  | { kind: 'staff'; needsAttention: boolean }
  | { kind: 'creator'; creatorId: string; needsAttention: boolean };

const notHidden = [isNull(shipments.archivedOn), isNull(shipments.deletedOn)];

/** The WHERE of a scope: the predicate of its partial index, so the planner reads that index in order. */
export function shipmentScopeWhere(scope: ShipmentListScope): SQL | undefined {
  switch (scope.kind) {
    case 'owner':
      return and(
        eq(shipments.ownerId, scope.ownerId),
        scope.archived ? isNotNull(shipments.archivedOn) : isNull(shipments.archivedOn),
        isNull(shipments.deletedOn),
      );
    case 'staff':
      return and(
        sql`${shipments.createdBy} <> ${shipments.ownerId}`,
        ...notHidden,
        scope.needsAttention ? sql`${shipments.needsAttention}` : undefined,
      );
    case 'creator':
      return and(
        eq(shipments.createdBy, scope.creatorId),
        ...notHidden,
        scope.needsAttention ? sql`${shipments.needsAttention}` : undefined,
      );
  }
}

/** One page of a scope's shipments, newest first, in its index's order (exported for the plan test). */
export function shipmentPageQuery(db: Database, scope: ShipmentListScope, limit: number, offset: number) {
  return db
    .select()
    .from(shipments)
    .where(shipmentScopeWhere(scope))
    .orderBy(desc(shipments.createdOn), desc(shipments.id))
    .limit(limit)
    .offset(offset);
}

/** The part of the booked request a list member shows (shipmentResourceOf). */
export type ListedRequest = Pick<
  PrepareShipmentRequest,
  | 'shipper'
  | 'receiver'
  | 'origin'
  | 'destination'
  | 'hasBatteries'
  | 'hasDangerousGoods'
  | 'measurementSystem'
  | 'billingAccountNumber'
  | 'shipperAccountNumber'
> & {
  pieces: Array<Pick<PrepareShipmentRequest['pieces'][number], 'quantity' | 'weight'>>;
  international?: Pick<NonNullable<PrepareShipmentRequest['international']>, 'eeiFiling'> | null;
};

/** A shipment as a list member reads it: the columns the resource shows and the request's listed part. */
export type ListedShipmentRow = Pick<
  ShipmentRow,
  | 'id'
  | 'ownerId'
  | 'createdBy'
  | 'carrier'
  | 'carrierProduct'
  | 'serviceName'
  | 'trackingNumber'
  | 'targetShipDate'
  | 'primaryStatusFlag'
  | 'hasError'
  | 'isDutiable'
  | 'isDomestic'
  | 'isImport'
  | 'isUsTerritories'
  | 'description'
  | 'shipmentReferenceNumber'
  | 'declaredTotalValue'
  | 'currency'
  | 'rate'
  | 'amountCents'
  | 'paymentType'
  | 'paymentMethodId'
  | 'createdOn'
  | 'canceledOn'
  | 'archivedOn'
> & { request: ListedRequest };

/** A stored method as its label needs it. */
export type ListedMethod = Pick<SavedPaymentMethodRow, 'type' | 'brand' | 'bankName' | 'last4'>;

/** A json value as the driver hands it over: parsed already (PGlite) or as text (postgres.js under Drizzle). */
const fromJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The kept total of a scope (never a count over the rows): an owner's from shipment_owner_counts, a CSR's from list_counts. */
function totalOf(scope: ShipmentListScope): SQL<number> {
  if (scope.kind === 'owner') {
    const column = scope.archived ? shipmentOwnerCounts.archived : shipmentOwnerCounts.listed;
    return sql`coalesce((select ${column} from ${shipmentOwnerCounts} where ${shipmentOwnerCounts.ownerId} = ${scope.ownerId}), 0)`.mapWith(
      Number,
    );
  }
  const list = `shipments:${scope.kind}${scope.needsAttention ? ':attention' : ''}`;
  const owner = scope.kind === 'staff' ? '' : scope.creatorId;
  return sql`coalesce((select ${listCounts.total} from ${listCounts} where ${listCounts.list} = ${list} and ${listCounts.owner} = ${owner}), 0)`.mapWith(
    Number,
  );
}

/**
 * A page of a scope as the list answers it, in one statement: the page read through its index
 * (shipmentPageQuery), then for its rows alone the documents (no bytes), the charge's status, the
 * payment method, the owner's name and company (joined) and the kept total; of the row, the columns
 * the resource shows.
 */
export function shipmentListQuery(db: Database, scope: ShipmentListScope, limit: number, offset: number) {
  const page = shipmentPageQuery(db, scope, limit, offset).as('page');
  // Named with the subquery's alias: Drizzle writes a subquery's field bare, and a bare "id" in a subquery
  // over shipment_documents would be that table's own id.
  const pageId = sql`${sql.identifier('page')}.${sql.identifier('id')}`;
  const pageMethodId = sql`${sql.identifier('page')}.${sql.identifier('payment_method_id')}`;
  return db
    .select({
      id: page.id,
      ownerId: page.ownerId,
      createdBy: page.createdBy,
      carrier: page.carrier,
      carrierProduct: page.carrierProduct,
      serviceName: page.serviceName,
      trackingNumber: page.trackingNumber,
      targetShipDate: page.targetShipDate,
      primaryStatusFlag: page.primaryStatusFlag,
      hasError: page.hasError,
      isDutiable: page.isDutiable,
      isDomestic: page.isDomestic,
      isImport: page.isImport,
      isUsTerritories: page.isUsTerritories,
      description: page.description,
      shipmentReferenceNumber: page.shipmentReferenceNumber,
      declaredTotalValue: page.declaredTotalValue,
      currency: page.currency,
      rate: page.rate,
      amountCents: page.amountCents,
      paymentType: page.paymentType,
      paymentMethodId: page.paymentMethodId,
      createdOn: page.createdOn,
      canceledOn: page.canceledOn,
      archivedOn: page.archivedOn,
      // The booked request whole: projecting the listed fields in SQL (request::jsonb, then each field)
      // measured 16.6 ms for 10 rows on PGlite and 5.1 ms on PostgreSQL, reading it whole 0.2 ms (docs/view-history.md).
      request: page.request,
      documents: sql<
        Array<{ id: string; type: string; fileName: string }>
      >`(select coalesce(json_agg(json_build_object(
        'id', ${shipmentDocuments.id}, 'type', ${shipmentDocuments.type}, 'fileName', ${shipmentDocuments.fileName})
        order by ${shipmentDocuments.type}), '[]'::json) from ${shipmentDocuments} where ${shipmentDocuments.shipmentId} = ${pageId})`.mapWith(
        fromJson,
      ),
      chargeStatus: sql<
        ShipmentChargeRow['status'] | null
      >`(select ${shipmentCharges.status} from ${shipmentCharges} where ${shipmentCharges.shipmentId} = ${pageId})`,
      method:
        sql<ListedMethod | null>`(select json_build_object('type', ${savedPaymentMethods.type}, 'brand', ${savedPaymentMethods.brand},
        'bankName', ${savedPaymentMethods.bankName}, 'last4', ${savedPaymentMethods.last4})
        from ${savedPaymentMethods} where ${savedPaymentMethods.id} = ${pageMethodId})`.mapWith(fromJson),
      total: totalOf(scope),
      // The account's name and company, joined by its primary key for the page's rows alone (a CSR's
      // lists show whose shipment each row is).
      ownerName: users.name,
      ownerCompanyName: users.companyName,
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.ownerId))
    .orderBy(desc(page.createdOn), desc(page.id));
}

export type ListedShipment = Awaited<ReturnType<typeof shipmentListQuery>>[number];

export type NewShipmentRow = typeof shipments.$inferInsert;
export type NewDocumentRow = typeof shipmentDocuments.$inferInsert;
export type NewChargeRow = typeof shipmentCharges.$inferInsert;

/** A document as listed: everything but its bytes. */
export type ListedDocument = Omit<ShipmentDocumentRow, 'content'>;

/**
 * Shipments, their documents and charges (migration 0017), always by owner. The list reads one page
 * through its scope's partial index in its order (migration 0023); the page's documents and charges come in one
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
    /**
     * The booking, in one transaction: the shipment, its documents and its charge, the draft completed,
     * and its tracking row, whose first check is due at once (docs/tracking.md).
     */
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
        await tx.insert(shipmentTracking).values({
          shipmentId: input.shipment.id,
          ownerId: input.shipment.ownerId,
          nextCheckOn: input.shipment.createdOn ?? new Date(),
        });
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
          // A draft made from an order (Ship Selected, issue 15): the order is shipped, with its shipment.
          const shipment = input.shipment;
          await tx
            .update(orders)
            .set({
              status: 'processed',
              shipmentId: shipment.id,
              service: `${shipment.carrier} / ${shipment.serviceName}`,
              shipCostCents: shipment.amountCents,
              shipCostCurrency: shipment.currency,
              updatedOn: shipment.createdOn ?? new Date(),
            })
            .where(and(eq(orders.draftId, input.draftId), eq(orders.ownerId, shipment.ownerId)));
        }
      });
    },

    /**
     * One page of a scope in one statement (issue 14): the page through its scope's index, then for those
     * rows only their documents, charge status and payment method, and the kept total (shipment_owner_counts for an owner, list_counts for a CSR's lists: never a
     * count(*) over the rows). A page past the end reads the total on its own.
     */
    async list(scope: ShipmentListScope, limit: number, offset: number) {
      const rows = await shipmentListQuery(db, scope, limit, offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [kept] = await db.select({ total: totalOf(scope) }).from(sql`(select 1) as one`);
        total = kept?.total ?? 0;
      }
      return { rows, total: Math.max(total, offset + rows.length) };
    },

    /** Archives (`archivedOn` a date) or restores (null) the owner's shipments that are not deleted. */
    async setArchived(ids: string[], ownerId: string, archivedOn: Date | null): Promise<string[]> {
      const rows = await db
        .update(shipments)
        .set({ archivedOn })
        .where(and(inArray(shipments.id, ids), eq(shipments.ownerId, ownerId), isNull(shipments.deletedOn)))
        .returning({ id: shipments.id });
      return rows.map((row) => row.id);
    },

    /** The owner's shipments among `ids` that are not deleted (for the delete rule). */
    async findMany(ids: string[], ownerId: string) {
      return db
        .select({ id: shipments.id, primaryStatusFlag: shipments.primaryStatusFlag })
        .from(shipments)
        .where(and(inArray(shipments.id, ids), eq(shipments.ownerId, ownerId), isNull(shipments.deletedOn)));
    },

    /** Marks the owner's shipments deleted (kept for the audit); answers the ids marked. */
    async markDeleted(ids: string[], ownerId: string, at: Date, by: string): Promise<string[]> {
      const rows = await db
        .update(shipments)
        .set({ deletedOn: at, deletedBy: by })
        .where(and(inArray(shipments.id, ids), eq(shipments.ownerId, ownerId), isNull(shipments.deletedOn)))
        .returning({ id: shipments.id });
      return rows.map((row) => row.id);
    },

    async find(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.id, id), eq(shipments.ownerId, ownerId), isNull(shipments.deletedOn)));
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
     * Cancels a shipment the carrier does not have yet (core's canCancelShipment, spec 02 §4), in one
     * transaction with its row locked (FOR UPDATE), so a concurrent cancel or tracking check that moved
     * it is seen: answers the change (the flags before and after; a cancel adds no scans), or null when
     * the shipment is missing, another owner's, or no longer cancelable. `onCanceled` runs inside the
     * transaction (the webhooks' outbox, docs/webhooks.md#the-outbox): the cancel and its event are
     * stored together or not at all.
     */
    async cancel(
      id: string,
      ownerId: string,
      at: Date,
      onCanceled?: (tx: Database, change: TrackingChange) => Promise<void>,
    ): Promise<TrackingChange | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(shipments)
          .where(and(eq(shipments.id, id), eq(shipments.ownerId, ownerId), isNull(shipments.deletedOn)))
          .for('update');
        if (!row || row.canceledOn || !canCancelShipment(row.primaryStatusFlag)) return null;
        const [shipment] = await tx
          .update(shipments)
          .set({ canceledOn: at, primaryStatusFlag: row.primaryStatusFlag | SHIPMENT_STATUS.CANCELED })
          .where(eq(shipments.id, id))
          .returning();
        if (!shipment) return null;
        const change = {
          shipment,
          flagBefore: row.primaryStatusFlag,
          flagAfter: shipment.primaryStatusFlag,
          added: [],
        };
        if (onCanceled) await onCanceled(tx, change);
        return change;
      });
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

    /** Shipments whose pickup was cancelled: awaiting drop-off again, unless cancelled themselves. */
    async markAwaitingDropoff(ownerId: string, shipmentIds: readonly string[]): Promise<void> {
      if (shipmentIds.length === 0) return;
      await db
        .update(shipments)
        .set({
          primaryStatusFlag: sql`(${shipments.primaryStatusFlag} | ${SHIPMENT_STATUS.AWAITING_DROPOFF}::integer) & ~(${SHIPMENT_STATUS.AWAITING_PICKUP}::integer)`,
        })
        .where(
          and(
            eq(shipments.ownerId, ownerId),
            inArray(shipments.id, [...shipmentIds]),
            isNull(shipments.canceledOn),
          ),
        );
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
