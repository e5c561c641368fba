import { hasOpenError, statusFlagAfterEvents } from '@shipdeck/core/tracking';
import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { CarrierTrackingEvent } from '../carriers/index';
import type { Database } from '../db/database';
import { type ShipmentRow, shipments, shipmentTracking, trackingEvents } from '../db/schema';

/**
 * What one tracking check changed, for the status-change events (webhooks) sent after it; a cancel
 * (shipmentRepository.cancel) is the same change with no scans added.
 */
export interface TrackingChange {
  shipment: ShipmentRow;
  flagBefore: number;
  flagAfter: number;
  added: CarrierTrackingEvent[];
}

/**
 * Tracking's SQL (migration 0019): the tracking row of each booked shipment, its scans, and the
 * shipment's status flags, which a check moves in the same transaction as it stores the scans.
 */
export function createTrackingRepository(db: Database) {
  return {
    /** A booked shipment starts being tracked: its first check is due at `dueOn`. */
    async start(
      shipmentId: string,
      ownerId: string,
      dueOn: Date,
      carrierState: Record<string, unknown> = {},
    ) {
      await db
        .insert(shipmentTracking)
        .values({ shipmentId, ownerId, carrierState, nextCheckOn: dueOn })
        .onConflictDoNothing();
    },

    /** The shipment and its tracking row, read before asking the carrier (no lock). */
    async load(shipmentId: string) {
      const [found] = await db
        .select({ shipment: shipments, tracking: shipmentTracking })
        .from(shipmentTracking)
        .innerJoin(shipments, eq(shipments.id, shipmentTracking.shipmentId))
        .where(eq(shipmentTracking.shipmentId, shipmentId));
      return found;
    },

    /** Shipments whose next check is due, soonest first, through shipment_tracking_due_idx. */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ shipmentId: shipmentTracking.shipmentId })
        .from(shipmentTracking)
        .where(and(isNotNull(shipmentTracking.nextCheckOn), lte(shipmentTracking.nextCheckOn, now)))
        .orderBy(asc(shipmentTracking.nextCheckOn))
        .limit(limit);
      return rows.map((row) => row.shipmentId);
    },

    /**
     * Stores the scans after the ones already stored and moves the shipment's flags, in one
     * transaction with the tracking row locked (FOR UPDATE): two processes checking one shipment at
     * once store each scan once (numbered; the later one finds them stored). A cancelled shipment's
     * flags do not move (core's rule) and it stops being tracked. When the flags move, `onStatusChange`
     * runs inside the transaction (the webhooks' outbox, docs/webhooks.md#the-outbox): the change and
     * what it tells the webhooks are stored together or not at all.
     */
    async apply(
      shipmentId: string,
      events: readonly CarrierTrackingEvent[],
      nextCheckOn: Date | null,
      at: Date,
      onStatusChange?: (tx: Database, change: TrackingChange) => Promise<void>,
    ): Promise<TrackingChange | null> {
      return db.transaction(async (tx) => {
        const [tracking] = await tx
          .select()
          .from(shipmentTracking)
          .where(eq(shipmentTracking.shipmentId, shipmentId))
          .for('update');
        if (!tracking) return null;
        const [shipment] = await tx
          .select()
          .from(shipments)
          .where(eq(shipments.id, shipmentId))
          .for('update');
        if (!shipment) return null;
        // A cancelled shipment keeps the scans it had and is asked about no more.
        const next = shipment.canceledOn ? null : nextCheckOn;
        const added = events.filter((event) => event.seq > tracking.lastSeq).sort((a, b) => a.seq - b.seq);
        const moved = statusFlagAfterEvents(
          shipment.primaryStatusFlag,
          added.map((event) => event.code),
          tracking.exceptionOpen,
        );
        if (added.length > 0) {
          await tx.insert(trackingEvents).values(
            added.map((event) => ({
              shipmentId,
              seq: event.seq,
              ownerId: shipment.ownerId,
              code: event.code,
              occurredOn: event.occurredOn,
              city: event.location.city,
              division: event.location.division,
              countryCode: event.location.countryCode,
              facility: event.location.facility,
              detail: event.detail,
              recordedOn: at,
            })),
          );
        }
        if (moved.flag !== shipment.primaryStatusFlag) {
          await tx
            .update(shipments)
            .set({ primaryStatusFlag: moved.flag, hasError: hasOpenError(moved.flag) })
            .where(eq(shipments.id, shipmentId));
        }
        await tx
          .update(shipmentTracking)
          .set({
            lastSeq: Math.max(tracking.lastSeq, ...added.map((event) => event.seq)),
            exceptionOpen: moved.exceptionOpen,
            nextCheckOn: next,
            updatedOn: at,
          })
          .where(eq(shipmentTracking.shipmentId, shipmentId));
        const change = { shipment, flagBefore: shipment.primaryStatusFlag, flagAfter: moved.flag, added };
        if (onStatusChange && change.flagAfter !== change.flagBefore) await onStatusChange(tx, change);
        return change;
      });
    },

    /** A shipment's scans in the order they happened (the primary key's order). */
    async eventsOf(shipmentId: string) {
      return db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.shipmentId, shipmentId))
        .orderBy(asc(trackingEvents.seq));
    },

    /** Our shipments with this tracking number (one per carrier at most), through shipments_tracking_number_idx. */
    async shipmentsNumbered(trackingNumber: string): Promise<ShipmentRow[]> {
      return db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber)).limit(3);
    },

    /** Scans stored after `seq` (tests and the sweep's checks read them). */
    async eventsAfter(shipmentId: string, seq: number) {
      return db
        .select()
        .from(trackingEvents)
        .where(and(eq(trackingEvents.shipmentId, shipmentId), gt(trackingEvents.seq, seq)))
        .orderBy(asc(trackingEvents.seq));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
