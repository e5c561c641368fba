import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import type { FastifyBaseLogger } from 'fastify';
import type { TrackedShipment, TrackingGateway } from '../carriers/index';
import type { Database } from '../db/database';
import type { ShipmentRow } from '../db/schema';
import type { PgBoss } from '../jobs/jobQueue';
import { loggable } from '../platform/http';
import type { DemoClock } from './demoClock';
import type { TrackingChange, TrackingRepository } from './trackingRepository';

/** One job per shipment check; the sweep finds checks whose job went missing. */
export const TRACKING_CHECK_QUEUE = 'tracking-check';
export const TRACKING_SWEEP_QUEUE = 'tracking-sweep';
/** How many due shipments one sweep queues. */
const SWEEP_BATCH = 500;

/** What the tracking job tells a carrier about one of our shipments (its booking, as booked). */
export function trackedShipmentOf(row: ShipmentRow): TrackedShipment {
  const { origin, destination, receiver } = row.request;
  return {
    carrier: row.carrier as TrackedShipment['carrier'],
    carrierProduct: row.carrierProduct,
    trackingNumber: row.trackingNumber,
    bookedOn: row.createdOn,
    shipDate: row.targetShipDate,
    // Booked for a drop-off unless a pickup was booked; once taken, the bits are gone and it reads as
    // a pickup, which changes no scan already stored (the sandbox draws nothing from it).
    pickup: (row.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_DROPOFF) === 0,
    isDutiable: row.isDutiable,
    origin: {
      city: origin.city ?? '',
      division: origin.division ?? null,
      postalCode: origin.postalCode ?? null,
      countryCode: origin.countryCode,
    },
    destination: {
      city: destination.city ?? '',
      division: destination.division ?? null,
      postalCode: destination.postalCode ?? null,
      countryCode: destination.countryCode,
    },
    recipientName: receiver.contactName,
  };
}

export interface TrackingJobsDeps {
  repository: TrackingRepository;
  gateway: TrackingGateway;
  clock: DemoClock;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Each check that moves a shipment's status flags, inside the check's transaction (the webhooks'
   * outbox rows, docs/webhooks.md#the-outbox): it fails with the change or is stored with it.
   */
  recordStatusChange?: (tx: Database, change: TrackingChange, at: Date) => Promise<void>;
  /** After such a check committed (the webhooks' relay moves its rows to the job queue at once). */
  afterStatusChange?: () => Promise<void>;
}

/**
 * The carriers' scans as background jobs (docs/tracking.md): each booked shipment has a tracking row
 * whose next check is due at some time; a job on the queue asks the carrier what happened by then
 * (on the demo clock), stores the new scans and status flags, and queues the next check for when the
 * carrier says the next scan is due. Jobs are per shipment (`singletonKey`, policy "stately": one
 * waiting and one running at most), idempotent (scans are numbered), and a sweep every minute queues
 * any check that is due without a job (a crash between commit and send, demo data seeded before start).
 */
export function createTrackingJobs(deps: TrackingJobsDeps) {
  const { repository, gateway, clock, now, log } = deps;
  let boss: PgBoss | null = null;

  const queueCheck = async (shipmentId: string, startAfter: Date) => {
    if (!boss) return;
    await boss.send(
      TRACKING_CHECK_QUEUE,
      { shipmentId },
      { singletonKey: shipmentId, startAfter: startAfter.getTime() <= now().getTime() ? 0 : startAfter },
    );
  };

  /** Asks the carrier about one shipment, stores what is new and queues the next check. */
  const check = async (shipmentId: string): Promise<TrackingChange | null> => {
    const loaded = await repository.load(shipmentId);
    if (!loaded || loaded.tracking.nextCheckOn === null) return null;
    const { shipment, tracking } = loaded;
    const realNow = now();
    if (shipment.canceledOn) return repository.apply(shipmentId, [], null, realNow);
    const answer = await gateway.track(
      trackedShipmentOf(shipment),
      clock.carrierTime(shipment.createdOn, realNow),
      tracking.carrierState,
    );
    const nextCheckOn = answer.nextCheckAt ? clock.realTime(shipment.createdOn, answer.nextCheckAt) : null;
    const record = deps.recordStatusChange;
    const change = await repository.apply(
      shipmentId,
      answer.events,
      nextCheckOn,
      realNow,
      record ? (tx, moved) => record(tx, moved, realNow) : undefined,
    );
    if (change && nextCheckOn) await queueCheck(shipmentId, nextCheckOn);
    if (change && change.flagAfter !== change.flagBefore && deps.afterStatusChange) {
      // Stored already: a relay that fails here leaves the rows to the outbox's sweep.
      await deps.afterStatusChange().catch((error: unknown) => {
        log.error({ err: loggable(error), shipmentId }, 'status change not relayed yet (the sweep will)');
      });
    }
    return change;
  };

  /** Queues a check for every shipment whose check is due. */
  const sweep = async (): Promise<number> => {
    const due = await repository.due(now(), SWEEP_BATCH);
    for (const shipmentId of due) await queueCheck(shipmentId, now());
    return due.length;
  };

  return {
    check,
    sweep,
    /** A shipment just booked: its tracking row is stored with it; its first check runs now. */
    async booked(shipmentId: string) {
      await queueCheck(shipmentId, now()).catch((error: unknown) =>
        log.error({ err: loggable(error), shipmentId }, 'first tracking check not queued (the sweep will)'),
      );
    },
    /** Starts the workers on `queue` (once the database is migrated): checks, and the sweep each minute. */
    async start(queue: PgBoss) {
      boss = queue;
      await queue.createQueue(TRACKING_CHECK_QUEUE, {
        policy: 'stately',
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        retryDelayMax: 600,
      });
      await queue.createQueue(TRACKING_SWEEP_QUEUE, { policy: 'singleton', retryLimit: 0 });
      await queue.work<{ shipmentId: string }>(
        TRACKING_CHECK_QUEUE,
        { pollingIntervalSeconds: 1, batchSize: 10 },
        async (jobs) => {
          for (const job of jobs) await check(job.data.shipmentId);
        },
      );
      await queue.work(TRACKING_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        await sweep();
      });
      await queue.schedule(TRACKING_SWEEP_QUEUE, '* * * * *');
      // Whatever came due while no server ran (and the demo data's first checks) now, not in a minute.
      await queue.send(TRACKING_SWEEP_QUEUE, {});
    },
    async stop(queue: PgBoss) {
      boss = null;
      await queue.offWork(TRACKING_CHECK_QUEUE).catch(() => {});
      await queue.offWork(TRACKING_SWEEP_QUEUE).catch(() => {});
    },
  };
}

export type TrackingJobs = ReturnType<typeof createTrackingJobs>;
