import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { eq, isNull } from 'drizzle-orm';
import type { CarrierGateway } from '../carriers/index';
import type { SandboxTrackingState } from '../carriers/sandbox/sandboxTracking';
import { shipments, shipmentTracking } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { createDemoClock, type DemoClock } from '../tracking/demoClock';
import { trackedShipmentOf } from '../tracking/trackingJobs';
import { createTrackingRepository } from '../tracking/trackingRepository';

const HOUR = 3_600_000;
const S = SHIPMENT_STATUS;

/** The next weekday's afternoon collection (21:00 UTC) after `now`. */
function nextCollection(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 21));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/**
 * The sandbox scenario that tells the story a demo shipment's flags already tell: delivered ones were
 * collected soon after booking and arrived; the one in transit was collected a day ago and is on its
 * way; the one needing attention is held at its first hub; those awaiting collection are collected on
 * the next weekday; a cancelled one has its label only.
 */
function scenarioOf(flag: number, bookedOn: Date, now: Date): SandboxTrackingState {
  const soonAfterBooking = new Date(bookedOn.getTime() + 2 * HOUR);
  if (flag & S.DELIVERED) return { pickupAt: soonAfterBooking.toISOString(), exception: 'none' };
  if (flag & S.ERROR && !(flag & S.ALL_ERRORS_RESOLVED))
    return { pickupAt: soonAfterBooking.toISOString(), exception: 'held' };
  if (flag & S.IN_TRANSIT) {
    const dayAgo = new Date(Math.max(soonAfterBooking.getTime(), now.getTime() - 24 * HOUR));
    return { pickupAt: dayAgo.toISOString(), exception: 'none' };
  }
  return { pickupAt: nextCollection(now).toISOString(), exception: 'none' };
}

/**
 * The demo shipments carry their scans from the start (issue 14): every shipment without a tracking
 * row (the demo client's, seeded before tracking existed) gets one with the scenario its status
 * tells, and the scans up to now; the job queue carries the unfinished ones on from there.
 */
export function demoTrackingStep(deps: {
  gateway: CarrierGateway;
  now: () => Date;
  demoClock?: DemoClock;
}): SeedStep {
  return {
    name: '2026-issue-14-demo-tracking',
    async run(db) {
      const now = deps.now();
      const repository = createTrackingRepository(db);
      const clock = deps.demoClock ?? createDemoClock(1);
      const untracked = await db
        .select({ shipment: shipments })
        .from(shipments)
        .leftJoin(shipmentTracking, eq(shipmentTracking.shipmentId, shipments.id))
        .where(isNull(shipmentTracking.shipmentId));
      for (const { shipment } of untracked) {
        const state = scenarioOf(shipment.primaryStatusFlag, shipment.createdOn, now);
        const until = shipment.canceledOn ?? now;
        const answer = await deps.gateway.track(trackedShipmentOf(shipment), until, { ...state });
        await repository.start(shipment.id, shipment.ownerId, now, { ...state });
        // On a fast demo clock the next check comes due as soon (real time) as the clock says.
        const nextCheckOn = answer.nextCheckAt && clock.realTime(shipment.createdOn, answer.nextCheckAt);
        await repository.apply(shipment.id, answer.events, nextCheckOn, now);
      }
    },
  };
}
