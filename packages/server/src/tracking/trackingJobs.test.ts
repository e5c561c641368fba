import { SHIPMENT_STATUS, shipmentStateOf } from '@shipdeck/core/shipment';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { shipments, shipmentTracking, trackingEvents } from '../db/schema';
import { runSeeds } from '../db/seedRuns';
import { createJobQueue, type PgBoss } from '../jobs/jobQueue';
import { DEMO_CLIENT_ID, demoAccountsStep } from '../seed/demoAccounts';
import { demoEmail, signIn } from '../testing/accounts';
import {
  afterShipDay,
  bookShipment,
  domesticDraft,
  exportDraft,
  recordingRenderer,
} from '../testing/bookings';
import { bearer, TEST_SECRET } from '../testing/testApp';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { createDemoClock } from './demoClock';

const backends = await testBackends();
const DAY = 86_400_000;
const S = SHIPMENT_STATUS;

/** Books `draft` for the demo client through the API, paid with a stored card; answers the shipment id. */
async function book(app: FastifyInstance, draft = domesticDraft()): Promise<string> {
  const token = (await signIn(app, demoEmail('client'))).token;
  return (await bookShipment(app, token, { draft })).id;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(backends)('tracking jobs on $name (issue 14)', (backend) => {
  describe.skipIf(!backend.available)('the carriers scan each booked shipment as time passes', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let offset = 0;
    beforeAll(async () => {
      database = await backend.create();
      await runSeeds(database.handle.db, [demoAccountsStep()]);
      app = await buildApp({
        db: database.handle.db,
        jwtSecret: TEST_SECRET,
        rateLimits: false,
        documents: recordingRenderer(),
        now: () => new Date(Date.now() + offset),
      });
      await app.ready();
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });
    const db = () => database.handle.db;
    const shipment = async (id: string) =>
      (await db().select().from(shipments).where(eq(shipments.id, id)))[0]!;
    /** `ms` after the start of the shipment's ship day (the next weekday when it was booked). */
    const shipDayPlus = async (id: string, ms: number) =>
      afterShipDay((await shipment(id)).targetShipDate, ms);
    const events = (id: string) =>
      db().select().from(trackingEvents).where(eq(trackingEvents.shipmentId, id)).orderBy(trackingEvents.seq);

    it('records the label at once, then in transit, then delivered, moving the status flags', async () => {
      offset = 0;
      const id = await book(app);
      const [row] = await db().select().from(shipmentTracking).where(eq(shipmentTracking.shipmentId, id));
      expect(row?.nextCheckOn).not.toBeNull();

      await app.trackingJobs.check(id);
      expect((await events(id)).map((e) => e.code)).toEqual(['label_created']);
      expect(shipmentStateOf((await shipment(id)).primaryStatusFlag)).toBe('awaiting_dropoff');

      // Two days on: dropped off and moving between hubs (New York → Los Angeles by its first rate).
      offset = await shipDayPlus(id, 2 * DAY);
      const moved = await app.trackingJobs.check(id);
      expect(moved?.flagAfter).not.toBe(moved?.flagBefore);
      const midway = await shipment(id);
      expect(midway.primaryStatusFlag & S.IN_TRANSIT).toBeTruthy();
      expect(midway.primaryStatusFlag & S.AWAITING_DROPOFF).toBeFalsy();

      offset = await shipDayPlus(id, 12 * DAY);
      await app.trackingJobs.check(id);
      const codes = (await events(id)).map((e) => e.code);
      expect(codes.at(-1)).toBe('delivered');
      expect(codes.map((_, i) => i + 1)).toEqual((await events(id)).map((e) => e.seq));
      const delivered = await shipment(id);
      expect(shipmentStateOf(delivered.primaryStatusFlag)).toBe('delivered');
      const [finished] = await db()
        .select()
        .from(shipmentTracking)
        .where(eq(shipmentTracking.shipmentId, id));
      expect(finished?.nextCheckOn).toBeNull();
      // Nothing more to say: a further check stores nothing.
      expect(await app.trackingJobs.check(id)).toBeNull();
      offset = 0;
    });

    it('stores each scan once when two checks of one shipment run together', async () => {
      const id = await book(app);
      offset = await shipDayPlus(id, 3 * DAY);
      await Promise.all([app.trackingJobs.check(id), app.trackingJobs.check(id), app.trackingJobs.check(id)]);
      const seqs = (await events(id)).map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      offset = 0;
    });

    it('stops tracking a cancelled shipment with the scans it had', async () => {
      const id = await book(app);
      await app.trackingJobs.check(id);
      const token = (await signIn(app, demoEmail('client'))).token;
      const canceled = await app.inject({
        method: 'POST',
        url: '/api/cancel_shipment_actions',
        headers: bearer(token),
        payload: { shipmentId: id },
      });
      expect(canceled.statusCode).toBe(200);
      offset = await shipDayPlus(id, 5 * DAY);
      await app.trackingJobs.check(id);
      expect((await events(id)).map((e) => e.code)).toEqual(['label_created']);
      expect((await shipment(id)).primaryStatusFlag & S.IN_TRANSIT).toBeFalsy();
      offset = 0;
    });
  });

  describe.skipIf(!backend.available)('on the job queue with the demo clock', () => {
    let database: TestDatabase;
    const apps: FastifyInstance[] = [];
    const queues: PgBoss[] = [];
    // Two server processes on PostgreSQL share the queue; the embedded database has one.
    const processes = backend.name === 'postgres' ? 2 : 1;
    beforeAll(async () => {
      database = await backend.create();
      await runSeeds(database.handle.db, [demoAccountsStep()]);
      for (let i = 0; i < processes; i++) {
        const jobs = await createJobQueue(database.handle);
        jobs.on('error', () => {});
        await jobs.start();
        queues.push(jobs);
        const app = await buildApp({
          db: database.handle.db,
          jwtSecret: TEST_SECRET,
          rateLimits: false,
          documents: recordingRenderer(),
          jobs,
          // A week of a parcel's life in about six seconds.
          demoClock: createDemoClock(100_000),
        });
        await app.ready();
        apps.push(app);
      }
    }, 180_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const jobs of queues) await jobs.stop({ graceful: false });
      await database?.dispose();
    });

    it('follows new shipments to delivered without anyone asking, each scan stored once', async () => {
      const ids = [await book(apps[0]!), await book(apps[0]!, exportDraft())];
      for (const id of ids) {
        const row = await waitFor(
          async () => (await database.handle.db.select().from(shipments).where(eq(shipments.id, id)))[0]!,
          (r) => (r.primaryStatusFlag & S.DELIVERED) !== 0,
          90,
        );
        expect(shipmentStateOf(row.primaryStatusFlag)).toBe('delivered');
        const stored = await database.handle.db
          .select()
          .from(trackingEvents)
          .where(eq(trackingEvents.shipmentId, id))
          .orderBy(trackingEvents.seq);
        expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1));
        expect(stored[0]?.code).toBe('label_created');
        expect(stored.at(-1)?.code).toBe('delivered');
      }
      const [exported] = await database.handle.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.shipmentId, ids[1]!))
        .orderBy(trackingEvents.seq);
      expect(exported).toBeDefined();
    }, 120_000);

    it('sweeps up a due check that has no job', async () => {
      const id = await book(apps[0]!);
      // As if the job were lost: the row is due, and only the sweep knows.
      await database.handle.db
        .update(shipmentTracking)
        .set({ nextCheckOn: new Date(Date.now() - 1000) })
        .where(eq(shipmentTracking.shipmentId, id));
      expect(await apps[0]!.trackingJobs.sweep()).toBeGreaterThanOrEqual(1);
      const row = await waitFor(
        async () => (await database.handle.db.select().from(shipments).where(eq(shipments.id, id)))[0]!,
        (r) => (r.primaryStatusFlag & S.DELIVERED) !== 0,
        90,
      );
      expect(row.ownerId).toBe(DEMO_CLIENT_ID);
      expect(shipmentStateOf(row.primaryStatusFlag)).toBe('delivered');
    }, 120_000);
  });
});
