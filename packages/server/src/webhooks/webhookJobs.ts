import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '@shipdeck/core/contract';
import { shipmentStateOf } from '@shipdeck/core/shipment';
import { TRACKING_EVENT_LABELS } from '@shipdeck/core/tracking';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { WebhookDeliveryRow, WebhookEndpointRow, WebhookOutboxRow } from '../db/schema';
import type { PgBoss } from '../jobs/jobQueue';
import { loggable } from '../platform/http';
import type { TrackingChange } from '../tracking/trackingRepository';
import { createWebhookRepository, type WebhookRepository } from './webhookRepository';
import { sendSigned, WEBHOOK_TIMEOUT_MS } from './webhookSender';
import type { WebhookTargetPolicy } from './webhookTarget';

/** One delivery job per event and endpoint, on the same pg-boss as tracking's checks. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';
/** The outbox's sweep: each minute, whatever no relay moved yet (docs/webhooks.md#the-outbox). */
export const WEBHOOK_OUTBOX_QUEUE = 'webhook-outbox';
/** How many outbox rows one relay step queues (one INSERT of jobs, one DELETE). */
const RELAY_BATCH = 100;

/**
 * The wait before each retry of a failed delivery, in seconds: exponential, 30 s × 4^(n−1) — 30 s, 2 min,
 * 8 min, 32 min, about 2 h and 8.5 h — so a receiver that is down for most of a working day still
 * gets the event; 7 attempts in all.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = Array.from(
  { length: 6 },
  (_, i) => 30 * 4 ** i,
);

/** What a delivery job carries: the event (its id and body are the same on every attempt) and the attempt. */
export interface WebhookJob {
  endpointId: string;
  event: WebhookEvent;
  attempt: number;
}

/** A first attempt's job as the relay queues it: the outbox row's id is the job's id. */
export interface RelayedWebhookJob {
  id: string;
  data: WebhookJob;
}

const relayedJobOf = (row: WebhookOutboxRow): RelayedWebhookJob => ({
  id: row.id,
  data: { endpointId: row.endpointId, event: row.event, attempt: 1 },
});

export interface WebhookJobsDeps {
  repository: WebhookRepository;
  policy: WebhookTargetPolicy;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The retry schedule; tests shorten it. */
  retryDelaysSeconds?: readonly number[];
  timeoutMs?: number;
}

/** The `shipment.status_changed` event of a tracking check that moved a shipment's flags, or of a cancel. */
export function statusChangedEvent(change: TrackingChange, at: Date): WebhookEvent {
  const { shipment } = change;
  const latest = change.added.at(-1);
  return {
    id: randomUUID(),
    type: 'shipment.status_changed',
    created: at.toISOString(),
    data: {
      shipmentId: shipment.id,
      trackingNumber: shipment.trackingNumber,
      carrier: shipment.carrier,
      carrierProduct: shipment.carrierProduct,
      reference: shipment.shipmentReferenceNumber ?? null,
      // The spec's status bits (spec 02 §4) before and after, and the state view history shows.
      statusFlag: change.flagAfter,
      previousStatusFlag: change.flagBefore,
      state: shipmentStateOf(change.flagAfter),
      latestEvent: latest
        ? {
            code: latest.code,
            label: TRACKING_EVENT_LABELS[latest.code],
            occurredOn: latest.occurredOn.toISOString(),
            city: latest.location.city,
            division: latest.location.division,
            countryCode: latest.location.countryCode,
            facility: latest.location.facility,
            detail: latest.detail,
          }
        : null,
    },
  };
}

const subscribes = (endpoint: WebhookEndpointRow, type: WebhookEventType) =>
  endpoint.enabled && endpoint.eventTypes.includes(type);

/**
 * Webhook delivery (docs/webhooks.md): a status change writes its event to the outbox, one row per
 * enabled endpoint of the shipment's account that takes `shipment.status_changed`, in the change's own
 * transaction (`recordStatusChange`); the relay moves the rows to delivery jobs (`relay`: after each
 * commit, at start and each minute). A job POSTs the signed event, writes the attempt to the delivery
 * log and, after a failure with attempts left, queues the next attempt for when
 * WEBHOOK_RETRY_DELAYS_SECONDS says. Without a job queue (most test suites) nothing is sent in the
 * background: the rows wait in the outbox, and a test takes them with `relay(into)` and delivers them
 * with `deliver`.
 */
export function createWebhookJobs(deps: WebhookJobsDeps) {
  const { repository, policy, now, log } = deps;
  const delays = deps.retryDelaysSeconds ?? WEBHOOK_RETRY_DELAYS_SECONDS;
  const maxAttempts = delays.length + 1;
  let boss: PgBoss | null = null;

  const queue = async (job: WebhookJob, startAfter: Date | null) => {
    if (!boss) return;
    await boss.send(WEBHOOK_DELIVERY_QUEUE, job, startAfter ? { startAfter } : {});
  };

  /** One attempt: sends, logs, and queues the next attempt after a failure with attempts left. */
  const attempt = async (endpoint: WebhookEndpointRow, job: WebhookJob): Promise<WebhookDeliveryRow> => {
    const body = JSON.stringify(job.event);
    const result = await sendSigned(
      endpoint.url,
      endpoint.secret,
      body,
      {
        'shipdeck-event-id': job.event.id,
        'shipdeck-event-type': job.event.type,
        'shipdeck-delivery-attempt': String(job.attempt),
      },
      { policy, now, timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
    );
    const attemptedOn = now();
    // A ping (the test button) is never retried: the admin sees its answer and presses again.
    const retried = !result.succeeded && job.event.type !== 'ping' && job.attempt < maxAttempts;
    const delay = retried ? delays[job.attempt - 1] : undefined;
    const nextAttemptOn = delay === undefined ? null : new Date(attemptedOn.getTime() + delay * 1000);
    const row = await repository.logDelivery({
      id: randomUUID(),
      endpointId: endpoint.id,
      eventId: job.event.id,
      eventType: job.event.type,
      attempt: job.attempt,
      statusCode: result.statusCode,
      succeeded: result.succeeded,
      durationMs: result.durationMs,
      error: result.error,
      nextAttemptOn,
      attemptedOn,
    });
    if (nextAttemptOn) await queue({ ...job, attempt: job.attempt + 1 }, nextAttemptOn);
    return row;
  };

  /** A delivery job: the endpoint as it is now (deleted or disabled since: nothing is sent). */
  const deliver = async (job: WebhookJob): Promise<WebhookDeliveryRow | null> => {
    const endpoint = await repository.findById(job.endpointId);
    if (!endpoint?.enabled) return null;
    return attempt(endpoint, job);
  };

  /**
   * Moves the outbox to delivery jobs, oldest first, until it is empty: each batch is queued (`into`), then
   * deleted. At least once: stopped between the two, the next relay queues the same rows again, and the
   * queue skips a job whose id it holds (pg-boss inserts ON CONFLICT DO NOTHING), so the event is
   * still delivered once; two relays at once (two processes) are the same case.
   */
  const relayAll = async (into: (jobs: RelayedWebhookJob[]) => Promise<void>): Promise<WebhookJob[]> => {
    const moved: WebhookJob[] = [];
    for (;;) {
      const rows = await repository.outbox(RELAY_BATCH);
      if (rows.length === 0) return moved;
      const jobs = rows.map(relayedJobOf);
      await into(jobs);
      await repository.removeFromOutbox(rows.map((row) => row.id));
      moved.push(...jobs.map((job) => job.data));
      if (rows.length < RELAY_BATCH) return moved;
    }
  };
  const intoQueue = async (jobs: RelayedWebhookJob[]) => {
    if (!boss) throw new Error('the job queue stopped');
    await boss.insert(WEBHOOK_DELIVERY_QUEUE, jobs);
  };
  // One relay at a time in this process; callers while one runs share the one after it (which sees
  // their rows: they committed before calling).
  let running: Promise<WebhookJob[]> | null = null;
  let next: Promise<WebhookJob[]> | null = null;
  const startRelay = () => {
    const run = relayAll(intoQueue).finally(() => {
      running = null;
    });
    running = run;
    return run;
  };

  /**
   * The relay: moves the outbox to the job queue, answering the jobs it moved. Without a queue it leaves
   * the outbox as it is (a server that starts with one relays them), unless `into` takes the jobs (tests).
   */
  const relay = (into?: (jobs: RelayedWebhookJob[]) => Promise<void>): Promise<WebhookJob[]> => {
    if (into) return relayAll(into);
    if (!boss) return Promise.resolve([]);
    if (next) return next;
    if (!running) return startRelay();
    const after = running
      .catch(() => [])
      .then(() => {
        next = null;
        return startRelay();
      });
    next = after;
    return after;
  };

  return {
    deliver,
    /**
     * In the producer's transaction (tracking's check, trackingRepository.apply; a cancel,
     * shipmentRepository.cancel): the change's event, one outbox row per subscribed endpoint of the
     * shipment's account (one indexed read of its endpoints). Answers the jobs the relay will queue.
     */
    async recordStatusChange(tx: Database, change: TrackingChange, at: Date): Promise<WebhookJob[]> {
      const inTransaction = createWebhookRepository(tx);
      const endpoints = (await inTransaction.ofAccount(change.shipment.ownerId)).filter((endpoint) =>
        subscribes(endpoint, 'shipment.status_changed'),
      );
      if (endpoints.length === 0) return [];
      const event = statusChangedEvent(change, at);
      const rows = endpoints.map((endpoint) => ({
        id: randomUUID(),
        endpointId: endpoint.id,
        event,
        createdOn: at,
      }));
      await inTransaction.writeOutbox(rows);
      return rows.map((row) => ({ endpointId: row.endpointId, event, attempt: 1 }));
    },
    relay,
    /** The test button: a `ping` now, one attempt, never retried (the admin sees the answer at once). */
    ping(endpoint: WebhookEndpointRow): Promise<WebhookDeliveryRow> {
      const event: WebhookEvent = {
        id: randomUUID(),
        type: 'ping',
        created: now().toISOString(),
        data: { endpointId: endpoint.id, account: endpoint.accountId },
      };
      return attempt(endpoint, { endpointId: endpoint.id, event, attempt: 1 });
    },
    async start(queueOn: PgBoss) {
      boss = queueOn;
      // Failed deliveries are retried by our own schedule (logged, with the next attempt's time); pg-boss's
      // own retry covers a job whose worker failed (the database gone for a moment, a crash).
      await queueOn.createQueue(WEBHOOK_DELIVERY_QUEUE, {
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 120,
      });
      // One job a worker (a failure fails that job only; the batch's others are not sent twice), four
      // workers a process, so one slow receiver does not hold the others.
      await queueOn.work<WebhookJob>(
        WEBHOOK_DELIVERY_QUEUE,
        { pollingIntervalSeconds: 1, batchSize: 1, localConcurrency: 4 },
        async ([job]) => {
          if (!job) return;
          await deliver(job.data).catch((error: unknown) => {
            log.error({ err: loggable(error), endpointId: job.data.endpointId }, 'webhook not delivered');
            throw error;
          });
        },
      );
      // The outbox's sweep: rows a relay after a commit did not move (the database gone for a moment,
      // another process stopped before its relay) go within a minute, by whichever process runs it.
      await queueOn.createQueue(WEBHOOK_OUTBOX_QUEUE, { policy: 'singleton', retryLimit: 0 });
      await queueOn.work(WEBHOOK_OUTBOX_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        await relay();
      });
      await queueOn.schedule(WEBHOOK_OUTBOX_QUEUE, '* * * * *');
      // What a server that stopped between a commit and its relay left: now, not in a minute.
      await relay().catch((error: unknown) =>
        log.error({ err: loggable(error) }, 'webhook outbox not relayed (the sweep will)'),
      );
    },
    async stop(queueOn: PgBoss) {
      boss = null;
      await queueOn.offWork(WEBHOOK_OUTBOX_QUEUE).catch(() => {});
      await queueOn.offWork(WEBHOOK_DELIVERY_QUEUE).catch(() => {});
    },
    maxAttempts,
  };
}

export type WebhookJobs = ReturnType<typeof createWebhookJobs>;
