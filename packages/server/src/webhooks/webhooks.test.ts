import { createHmac } from 'node:crypto';
import { verifyShipdeckSignature, type WebhookEvent } from '@shipdeck/core/contract';
import {
  hasStatus,
  SHIPMENT_STATE_LABELS,
  SHIPMENT_STATUS,
  type ShipmentState,
  shipmentStateOf,
} from '@shipdeck/core/shipment';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSandboxGateway } from '../carriers/index';
import { webhookDeliveries, webhookEndpoints, webhookOutbox } from '../db/schema';
import { runSeeds } from '../db/seedRuns';
import { createJobQueue, type PgBoss } from '../jobs/jobQueue';
import { DEMO_CLIENT_ID, demoAccountsStep } from '../seed/demoAccounts';
import { createShipmentRepository } from '../shipments/shipmentRepository';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { bookDomestic, recordingRenderer } from '../testing/bookings';
import { bearer, callAs, TEST_SECRET } from '../testing/testApp';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver';
import { createDemoClock } from '../tracking/demoClock';
import { createTrackingJobs } from '../tracking/trackingJobs';
import { createTrackingRepository } from '../tracking/trackingRepository';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from './webhookJobs';
import { createWebhookRepository } from './webhookRepository';
import { signatureHeader } from './webhookSender';
import { checkWebhookUrl, isPrivateAddress } from './webhookTarget';

const backends = await testBackends();
const DAY = 86_400_000;
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';
const CSR_ID = '00000000-0000-4000-8000-000000000007';
const endpointsOf = (account: string) => `/api/accounts/${account}/webhook_endpoints`;

/** Books a domestic shipment for the demo client through the API; answers its id. */
async function book(app: FastifyInstance): Promise<string> {
  return bookDomestic(app, (await signIn(app, demoEmail('client'))).token);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds: number): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('where webhooks may go', () => {
  it('takes https anywhere, and http only to localhost outside production', () => {
    const dev = { production: false };
    expect(checkWebhookUrl(' https://partner.example.com/hooks ', dev)).toEqual({
      url: 'https://partner.example.com/hooks',
    });
    expect(checkWebhookUrl('http://127.0.0.1:8080/in', dev)).toEqual({ url: 'http://127.0.0.1:8080/in' });
    expect(checkWebhookUrl('http://localhost/in', dev)).toEqual({ url: 'http://localhost/in' });
    expect(checkWebhookUrl('http://partner.example.com/in', dev)).toEqual({ problem: 'httpsRequired' });
    expect(checkWebhookUrl('ftp://partner.example.com/in', dev)).toEqual({ problem: 'urlInvalid' });
    expect(checkWebhookUrl('https://user:pw@partner.example.com/', dev)).toEqual({ problem: 'urlInvalid' });
    expect(checkWebhookUrl('not a url', dev)).toEqual({ problem: 'urlInvalid' });
    expect(checkWebhookUrl('  ', dev)).toEqual({ problem: 'urlRequired' });
  });

  it('refuses private, loopback and link-local targets in production (SSRF)', () => {
    const production = { production: true };
    expect(checkWebhookUrl('http://127.0.0.1:8080/in', production)).toEqual({ problem: 'httpsRequired' });
    for (const url of [
      'https://127.0.0.1/in',
      'https://localhost/in',
      'https://10.1.2.3/in',
      'https://172.20.0.1/in',
      'https://192.168.1.10/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/in',
      'https://[fd00::1]/in',
      'https://[::ffff:10.0.0.1]/in',
      'https://db.internal/in',
      'https://intranet/in',
    ]) {
      expect(checkWebhookUrl(url, production), url).toEqual({ problem: 'privateTarget' });
    }
    expect(checkWebhookUrl('https://partner.example.com/in', production)).toEqual({
      url: 'https://partner.example.com/in',
    });
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
  });
});

describe('the signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":"e1","type":"ping"}';
  const hmac = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  const now = 1_790_000_000;

  it('is an HMAC-SHA256 of the timestamp and the body, which the documented recipe verifies', async () => {
    const header = signatureHeader(secret, body, now);
    expect(header).toBe(`t=${now},v1=${hmac(`${now}.${body}`)}`);
    expect(
      await verifyShipdeckSignature({ header, body, hmacSha256Hex: hmac, nowSeconds: now + 10 }),
    ).toEqual({
      ok: true,
    });
  });

  it('is refused for another body, another secret, an old timestamp or a malformed header', async () => {
    const header = signatureHeader(secret, body, now);
    const check = (h: string, b: string, at: number, mac = hmac) =>
      verifyShipdeckSignature({ header: h, body: b, hmacSha256Hex: mac, nowSeconds: at });
    expect(await check(header, body.replace('ping', 'pong'), now)).toEqual({ ok: false, reason: 'mismatch' });
    const otherSecret = (p: string) => createHmac('sha256', 'whsec_other').update(p).digest('hex');
    expect(await check(header, body, now, otherSecret)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await check(header, body, now + 301)).toEqual({ ok: false, reason: 'expired' });
    expect(await check(header, body, now + 300)).toEqual({ ok: true });
    expect(await check('v1=abc', body, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe.each(backends)('webhooks on $name (issue 14)', (backend) => {
  describe.skipIf(!backend.available)(
    'administrators register endpoints; status changes are delivered',
    () => {
      const ctx = useAccountsApp(backend, {
        documents: recordingRenderer(),
        webhooks: { timeoutMs: 1_000 },
      });
      const call = callAs(() => ctx.app);
      let admin = '';
      let csr = '';
      let client = '';
      const receivers: WebhookReceiver[] = [];
      beforeAll(async () => {
        admin = (await signIn(ctx.app, demoEmail('admin'))).token;
        csr = (await signIn(ctx.app, demoEmail('csr'))).token;
        client = (await signIn(ctx.app, demoEmail('client'))).token;
      });
      afterEach(async () => {
        for (const receiver of receivers.splice(0)) await receiver.close();
      });

      /** A receiver holding the secret of the endpoint registered for it (set once registered). */
      async function receiverAndEndpoint(
        options: Omit<Parameters<typeof startWebhookReceiver>[0], 'secret'> & { wrongSecret?: boolean } = {},
      ) {
        let secret = '';
        const receiver = await startWebhookReceiver({
          ...options,
          secret: () => (options.wrongSecret ? 'whsec_not_the_one' : secret),
        });
        receivers.push(receiver);
        const created = await call(admin, 'POST', endpointsOf(DEMO_CLIENT_ID), {
          url: receiver.url,
          description: 'Partner ERP',
        });
        expect(created.statusCode).toBe(201);
        secret = created.json().secret;
        return { receiver, endpoint: created.json() as { id: string; secret: string } };
      }

      /** The outbox's rows as jobs (no job queue here: the test delivers them). */
      const relayed = () => ctx.app.webhookJobs.relay(async () => {});

      /** Books a shipment and moves it on ten days: the status change tracking reports. */
      async function statusChange() {
        const shipmentId = await book(ctx.app);
        ctx.advance(10 * DAY);
        try {
          const change = await ctx.app.trackingJobs.check(shipmentId);
          if (!change || change.flagAfter === change.flagBefore) throw new Error('no status change');
          return change;
        } finally {
          ctx.advance(-10 * DAY);
        }
      }

      it('registers, lists, changes, disables and deletes an endpoint; the secret is shown once', async () => {
        const created = await call(admin, 'POST', endpointsOf(DEMO_CLIENT_ID), {
          url: 'https://erp.partner.example/shipdeck',
          description: ' Partner ERP ',
        });
        expect(created.statusCode).toBe(201);
        const body = created.json();
        expect(body).toMatchObject({
          '@type': 'WebhookEndpoint',
          account: DEMO_CLIENT_ID,
          url: 'https://erp.partner.example/shipdeck',
          description: 'Partner ERP',
          eventTypes: ['shipment.status_changed'],
          enabled: true,
        });
        expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
        expect(body.secretHint).toBe(body.secret.slice(-4));
        expect(created.headers['cache-control']).toBe('no-store');

        const listed = await call(admin, 'GET', endpointsOf(DEMO_CLIENT_ID));
        expect(listed.statusCode).toBe(200);
        const member = listed.json()['hydra:member'].find((m: { id: string }) => m.id === body.id);
        expect(member).toMatchObject({ url: body.url, secretHint: body.secretHint });
        expect(member.secret).toBeUndefined();

        const disabled = await call(admin, 'PATCH', `${endpointsOf(DEMO_CLIENT_ID)}/${body.id}`, {
          enabled: false,
          url: 'https://erp2.partner.example/in',
        });
        expect(disabled.statusCode).toBe(200);
        expect(disabled.json()).toMatchObject({ enabled: false, url: 'https://erp2.partner.example/in' });

        const badUrl = await call(admin, 'PATCH', `${endpointsOf(DEMO_CLIENT_ID)}/${body.id}`, {
          url: 'http://erp.partner.example/in',
        });
        expect(badUrl.statusCode).toBe(422);
        expect(badUrl.json().violations).toEqual([
          expect.objectContaining({ propertyPath: 'url', message: expect.stringContaining('https') }),
        ]);

        const deleted = await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${body.id}`);
        expect(deleted.statusCode).toBe(204);
        const again = await call(admin, 'PATCH', `${endpointsOf(DEMO_CLIENT_ID)}/${body.id}`, {
          enabled: true,
        });
        expect(again.statusCode).toBe(404);
      });

      it('refuses a URL that is not https, at its field', async () => {
        const answer = await call(admin, 'POST', endpointsOf(DEMO_CLIENT_ID), {
          url: 'http://partner.example/in',
        });
        expect(answer.statusCode).toBe(422);
        expect(answer.json().violations).toEqual([expect.objectContaining({ propertyPath: 'url' })]);
      });

      it("is for administrators only, and another account's endpoint is not found", async () => {
        const created = await call(admin, 'POST', endpointsOf(DEMO_CLIENT_ID), {
          url: 'https://a.example/in',
        });
        const id = created.json().id as string;
        expect((await call(csr, 'GET', endpointsOf(DEMO_CLIENT_ID))).statusCode).toBe(403);
        expect((await call(client, 'GET', endpointsOf(DEMO_CLIENT_ID))).statusCode).toBe(403);
        expect(
          (await call(client, 'POST', endpointsOf(DEMO_CLIENT_ID), { url: 'https://a.example/in' }))
            .statusCode,
        ).toBe(403);
        // The same endpoint addressed under another account, or an account that does not exist.
        expect(
          (await call(admin, 'PATCH', `${endpointsOf(CLIENT2_ID)}/${id}`, { enabled: false })).statusCode,
        ).toBe(404);
        expect((await call(admin, 'DELETE', `${endpointsOf(CLIENT2_ID)}/${id}`)).statusCode).toBe(404);
        expect((await call(admin, 'POST', `${endpointsOf(CLIENT2_ID)}/${id}/test_actions`)).statusCode).toBe(
          404,
        );
        expect((await call(admin, 'GET', `${endpointsOf(CLIENT2_ID)}/${id}/deliveries`)).statusCode).toBe(
          404,
        );
        const nobody = '00000000-0000-4000-8000-0000000000ff';
        expect((await call(admin, 'GET', endpointsOf(nobody))).statusCode).toBe(404);
        expect((await call(admin, 'GET', endpointsOf('not-a-uuid'))).statusCode).toBe(404);
        const otherList = await call(admin, 'GET', endpointsOf(CLIENT2_ID));
        expect(otherList.json()['hydra:member'].map((m: { id: string }) => m.id)).not.toContain(id);
        await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${id}`);
      });

      it("delivers a status change to the account's endpoint, signed, with the shipment's latest scan", async () => {
        const { receiver, endpoint } = await receiverAndEndpoint();
        const change = await statusChange();
        // Written in the check's transaction, waiting for the relay (no job queue runs here).
        const waiting = await ctx.database.handle.db
          .select()
          .from(webhookOutbox)
          .where(eq(webhookOutbox.endpointId, endpoint.id));
        expect(waiting.map((row) => row.event.data.shipmentId)).toEqual([change.shipment.id]);
        const jobs = await relayed();
        expect(jobs.map((job) => job.endpointId)).toContain(endpoint.id);
        // Relayed once: the outbox is empty after it.
        expect(await relayed()).toEqual([]);
        const mine = jobs.find((job) => job.endpointId === endpoint.id);
        if (!mine) throw new Error('no job for the endpoint');
        const logged = await ctx.app.webhookJobs.deliver(mine);
        expect(logged).toMatchObject({ attempt: 1, statusCode: 200, succeeded: true, nextAttemptOn: null });

        expect(receiver.received).toHaveLength(1);
        const [delivery] = receiver.received;
        expect(delivery?.verdict).toBe('ok');
        expect(delivery?.headers['shipdeck-event-id']).toBe(mine.event.id);
        const event = JSON.parse(delivery?.body ?? '{}') as WebhookEvent;
        expect(event).toMatchObject({
          id: mine.event.id,
          type: 'shipment.status_changed',
          data: {
            shipmentId: change.shipment.id,
            trackingNumber: change.shipment.trackingNumber,
            carrier: change.shipment.carrier,
            statusFlag: change.flagAfter,
            previousStatusFlag: change.flagBefore,
            latestEvent: { code: change.added.at(-1)?.code },
          },
        });
        // The parcel moved on (picked up at least): no longer awaiting its collection.
        expect(event.data.state).toBe(shipmentStateOf(change.flagAfter));
        expect(event.data.state).not.toBe(shipmentStateOf(change.flagBefore));

        const log = await call(admin, 'GET', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}/deliveries`);
        expect(log.statusCode).toBe(200);
        expect(log.json()['hydra:member']).toEqual([
          expect.objectContaining({ eventId: mine.event.id, attempt: 1, statusCode: 200, succeeded: true }),
        ]);
        await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
      });

      it("stores a status change and its event together: the outbox failing undoes the check's change", async () => {
        const { endpoint } = await receiverAndEndpoint();
        const shipmentId = await book(ctx.app);
        const before = await createTrackingRepository(ctx.database.handle.db).load(shipmentId);
        ctx.advance(10 * DAY);
        try {
          // The same check, with an outbox whose write fails (the database refusing it, a crash mid-way).
          const failing = createTrackingJobs({
            repository: createTrackingRepository(ctx.database.handle.db),
            gateway: createSandboxGateway(),
            clock: createDemoClock(1),
            now: () => new Date(Date.now() + 10 * DAY),
            log: ctx.app.log,
            recordStatusChange: async () => {
              throw new Error('the outbox write failed');
            },
          });
          await expect(failing.check(shipmentId)).rejects.toThrow('the outbox write failed');
          const after = await createTrackingRepository(ctx.database.handle.db).load(shipmentId);
          expect(after?.shipment.primaryStatusFlag).toBe(before?.shipment.primaryStatusFlag);
          expect(after?.tracking.lastSeq).toBe(before?.tracking.lastSeq);
          // The app's own check stores the change and its event.
          const change = await ctx.app.trackingJobs.check(shipmentId);
          expect(change?.flagAfter).not.toBe(change?.flagBefore);
        } finally {
          ctx.advance(-10 * DAY);
        }
        const jobs = (await relayed()).filter((job) => job.endpointId === endpoint.id);
        expect(jobs.map((job) => job.event.data.shipmentId)).toEqual([shipmentId]);
        await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
      });

      it('sends nothing to a disabled endpoint or one of another account', async () => {
        const { receiver, endpoint } = await receiverAndEndpoint();
        await call(admin, 'PATCH', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`, { enabled: false });
        const other = await call(admin, 'POST', endpointsOf(CLIENT2_ID), { url: receiver.url });
        await statusChange();
        const jobs = await relayed();
        expect(jobs.map((job) => job.endpointId)).not.toContain(endpoint.id);
        expect(jobs.map((job) => job.endpointId)).not.toContain(other.json().id);
        await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
        await call(admin, 'DELETE', `${endpointsOf(CLIENT2_ID)}/${other.json().id}`);
      });

      describe('a canceled shipment', () => {
        const cancel = (token: string, shipmentId: string) =>
          call(token, 'POST', '/api/cancel_shipment_actions', { shipmentId, cancelRelatedPickup: false });
        /** The outbox's waiting rows about one shipment, as `[endpoint id, event]`. */
        const waitingFor = async (shipmentId: string) =>
          (await ctx.database.handle.db.select().from(webhookOutbox))
            .filter((row) => row.event.data.shipmentId === shipmentId)
            .map((row) => [row.endpointId, row.event] as const);

        it("tells the account's subscribed endpoints, in the cancel's transaction, with the canceled status", async () => {
          await relayed();
          const { receiver, endpoint } = await receiverAndEndpoint();
          const disabled = (await receiverAndEndpoint()).endpoint;
          await call(admin, 'PATCH', `${endpointsOf(DEMO_CLIENT_ID)}/${disabled.id}`, { enabled: false });
          // Subscribed to another type only (a type a later version adds; stored as text).
          const elsewhere = (await receiverAndEndpoint()).endpoint;
          await ctx.database.handle.db
            .update(webhookEndpoints)
            .set({ eventTypes: ['shipment.created'] })
            .where(eq(webhookEndpoints.id, elsewhere.id));
          const other = await call(admin, 'POST', endpointsOf(CLIENT2_ID), { url: receiver.url });

          const shipmentId = await book(ctx.app);
          const canceled = await cancel(client, shipmentId);
          expect(canceled.statusCode).toBe(200);
          expect(canceled.json()).toMatchObject({ shipmentCanceled: true });
          // Committed with the cancel, waiting for the relay (no job queue runs here): one row, the
          // subscribed endpoint's; none for the disabled one, the other type's or another account's.
          const waiting = await waitingFor(shipmentId);
          expect(waiting.map(([endpointId]) => endpointId)).toEqual([endpoint.id]);

          const jobs = (await relayed()).filter((job) => job.event.data.shipmentId === shipmentId);
          expect(jobs.map((job) => job.endpointId)).toEqual([endpoint.id]);
          const [job] = jobs;
          if (!job) throw new Error('no job for the cancel');
          const logged = await ctx.app.webhookJobs.deliver(job);
          expect(logged).toMatchObject({ attempt: 1, statusCode: 200, succeeded: true });
          expect(receiver.received.map((r) => r.verdict)).toEqual(['ok']);
          const event = JSON.parse(receiver.received[0]?.body ?? '{}') as WebhookEvent;

          // The status the API itself answers for the shipment: its flags and the "Canceled" label.
          const shipment = (await call(client, 'GET', `/api/shipments/${shipmentId}`)).json();
          expect(shipment.primaryStatusFlagLabel).toBe('Canceled');
          expect(event).toMatchObject({
            id: job.event.id,
            type: 'shipment.status_changed',
            data: {
              shipmentId,
              trackingNumber: shipment.trackingNumber,
              carrier: shipment.carrier.carrier,
              statusFlag: shipment.primaryStatusFlag,
              previousStatusFlag: shipment.primaryStatusFlag & ~SHIPMENT_STATUS.CANCELED,
              state: 'canceled',
              // A cancel is no carrier scan.
              latestEvent: null,
            },
          });
          expect(SHIPMENT_STATE_LABELS[event.data.state as ShipmentState]).toBe(
            shipment.primaryStatusFlagLabel,
          );
          expect(hasStatus(event.data.previousStatusFlag as number, 'CANCELED')).toBe(false);
          for (const id of [endpoint.id, disabled.id, elsewhere.id]) {
            await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${id}`);
          }
          await call(admin, 'DELETE', `${endpointsOf(CLIENT2_ID)}/${other.json().id}`);
        });

        it('tells nothing more for a second cancel, nor for a tracking check after it', async () => {
          const { endpoint } = await receiverAndEndpoint();
          const shipmentId = await book(ctx.app);
          expect((await cancel(client, shipmentId)).statusCode).toBe(200);
          expect((await relayed()).filter((job) => job.event.data.shipmentId === shipmentId)).toHaveLength(1);
          const again = await cancel(client, shipmentId);
          expect(again.statusCode).toBe(422);
          // Ten days on, the carrier would have moved it: a canceled shipment's flags do not move.
          ctx.advance(10 * DAY);
          try {
            const checked = await ctx.app.trackingJobs.check(shipmentId);
            expect(checked?.flagAfter).toBe(checked?.flagBefore);
          } finally {
            ctx.advance(-10 * DAY);
          }
          expect(await waitingFor(shipmentId)).toEqual([]);
          expect((await relayed()).filter((job) => job.event.data.shipmentId === shipmentId)).toEqual([]);
          await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
        });

        it("tells the client's endpoints when a CSR cancels for the client, not the CSR's", async () => {
          const { endpoint } = await receiverAndEndpoint();
          const mine = await call(admin, 'POST', endpointsOf(CSR_ID), { url: 'https://csr.example/in' });
          expect(mine.statusCode).toBe(201);
          const shipmentId = await book(ctx.app);
          const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
          expect((await cancel(acting, shipmentId)).statusCode).toBe(200);
          const jobs = (await relayed()).filter((job) => job.event.data.shipmentId === shipmentId);
          expect(jobs.map((job) => job.endpointId)).toEqual([endpoint.id]);
          expect(jobs[0]?.event.data.state).toBe('canceled');
          await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
          await call(admin, 'DELETE', `${endpointsOf(CSR_ID)}/${mine.json().id}`);
        });

        it('tells nothing of a cancel refused: a shipment the carrier picked up', async () => {
          const { endpoint } = await receiverAndEndpoint();
          const change = await statusChange();
          expect(hasStatus(change.flagAfter, 'IN_TRANSIT') || hasStatus(change.flagAfter, 'DELIVERED')).toBe(
            true,
          );
          await relayed();
          const refused = await cancel(client, change.shipment.id);
          expect(refused.statusCode).toBe(422);
          expect(refused.json()['hydra:description']).toBe(
            'This shipment can no longer be canceled: the carrier has it.',
          );
          expect(await waitingFor(change.shipment.id)).toEqual([]);
          expect(await relayed()).toEqual([]);
          await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
        });

        it('stores a cancel and its event together: the outbox failing undoes the cancel', async () => {
          const { endpoint } = await receiverAndEndpoint();
          const shipmentId = await book(ctx.app);
          const repository = createShipmentRepository(ctx.database.handle.db);
          await expect(
            repository.cancel(shipmentId, DEMO_CLIENT_ID, new Date(), async () => {
              throw new Error('the outbox write failed');
            }),
          ).rejects.toThrow('the outbox write failed');
          const after = await repository.find(shipmentId, DEMO_CLIENT_ID);
          expect(after?.row.canceledOn).toBeNull();
          expect(hasStatus(after?.row.primaryStatusFlag ?? 0, 'CANCELED')).toBe(false);
          expect(await waitingFor(shipmentId)).toEqual([]);
          // The API's cancel then stores both.
          expect((await cancel(client, shipmentId)).statusCode).toBe(200);
          const jobs = (await relayed()).filter((job) => job.event.data.shipmentId === shipmentId);
          expect(jobs.map((job) => job.endpointId)).toEqual([endpoint.id]);
          await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
        });
      });

      it('logs a delivery the receiver refuses (wrong secret, tampered body) as failed and retries it', async () => {
        for (const refusal of [{ wrongSecret: true }, { tamper: true }]) {
          const { receiver, endpoint } = await receiverAndEndpoint(refusal);
          await statusChange();
          const [job] = (await relayed()).filter((j) => j.endpointId === endpoint.id);
          if (!job) throw new Error('no job');
          const first = await ctx.app.webhookJobs.deliver(job);
          expect(receiver.received.map((r) => r.verdict)).toEqual(['mismatch']);
          expect(first).toMatchObject({ attempt: 1, statusCode: 401, succeeded: false });
          expect(first?.error).toContain('HTTP 401');
          expect(first?.nextAttemptOn?.getTime()).toBe((first?.attemptedOn.getTime() ?? 0) + 30_000);
          // The retry (what the queue runs at nextAttemptOn) carries the same event, attempt 2.
          const second = await ctx.app.webhookJobs.deliver({ ...job, attempt: 2 });
          expect(second).toMatchObject({ attempt: 2, succeeded: false, eventId: job.event.id });
          const log = await call(admin, 'GET', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}/deliveries`);
          expect(log.json()['hydra:member'].map((d: { attempt: number }) => d.attempt)).toEqual([2, 1]);
          await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
        }
      });

      it('backs off exponentially and gives up after the last attempt', async () => {
        const { endpoint } = await receiverAndEndpoint({ answer: () => 503 });
        await statusChange();
        const [job] = (await relayed()).filter((j) => j.endpointId === endpoint.id);
        if (!job) throw new Error('no job');
        const waits: Array<number | null> = [];
        for (let attempt = 1; attempt <= ctx.app.webhookJobs.maxAttempts; attempt++) {
          const row = await ctx.app.webhookJobs.deliver({ ...job, attempt });
          expect(row).toMatchObject({ attempt, statusCode: 503, succeeded: false });
          waits.push(
            row?.nextAttemptOn ? (row.nextAttemptOn.getTime() - row.attemptedOn.getTime()) / 1000 : null,
          );
        }
        expect(waits).toEqual([30, 120, 480, 1920, 7680, 30720, null]);
        expect(waits.slice(0, -1)).toEqual(WEBHOOK_RETRY_DELAYS_SECONDS);
        const log = await call(
          admin,
          'GET',
          `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}/deliveries?itemsPerPage=3`,
        );
        expect(log.json()['hydra:totalItems']).toBe(7);
        expect(log.json()['hydra:member'].map((d: { attempt: number }) => d.attempt)).toEqual([7, 6, 5]);
        await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}`);
      });

      it('test-sends a ping now and answers the attempt: a 2xx, a refusal, a timeout', async () => {
        const { receiver, endpoint } = await receiverAndEndpoint();
        const sent = await call(admin, 'POST', `${endpointsOf(DEMO_CLIENT_ID)}/${endpoint.id}/test_actions`);
        expect(sent.statusCode).toBe(200);
        expect(sent.json()).toMatchObject({
          '@type': 'WebhookDelivery',
          eventType: 'ping',
          attempt: 1,
          statusCode: 200,
          succeeded: true,
          nextAttemptOn: null,
        });
        expect(receiver.received[0]?.verdict).toBe('ok');
        expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
          type: 'ping',
          data: { endpointId: endpoint.id },
        });

        const refusing = await receiverAndEndpoint({ answer: () => 500 });
        const refused = await call(
          admin,
          'POST',
          `${endpointsOf(DEMO_CLIENT_ID)}/${refusing.endpoint.id}/test_actions`,
        );
        // A ping is not retried: the admin presses the button again.
        expect(refused.json()).toMatchObject({ statusCode: 500, succeeded: false, nextAttemptOn: null });

        const hanging = await receiverAndEndpoint({ answer: () => 'hang' });
        const timedOut = await call(
          admin,
          'POST',
          `${endpointsOf(DEMO_CLIENT_ID)}/${hanging.endpoint.id}/test_actions`,
        );
        expect(timedOut.json()).toMatchObject({
          statusCode: null,
          succeeded: false,
          error: 'No answer within 1 s',
        });
        expect(timedOut.json().durationMs).toBeGreaterThanOrEqual(900);
        for (const id of [endpoint.id, refusing.endpoint.id, hanging.endpoint.id]) {
          await call(admin, 'DELETE', `${endpointsOf(DEMO_CLIENT_ID)}/${id}`);
        }
      });
    },
  );

  describe.skipIf(!backend.available)('on the job queue', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let jobs: PgBoss;
    let receiver: WebhookReceiver;
    let secret = '';
    const attempts = new Map<string, number>();
    beforeAll(async () => {
      database = await backend.create();
      await runSeeds(database.handle.db, [demoAccountsStep()]);
      jobs = await createJobQueue(database.handle);
      jobs.on('error', () => {});
      await jobs.start();
      app = await buildApp({
        db: database.handle.db,
        jwtSecret: TEST_SECRET,
        rateLimits: false,
        documents: recordingRenderer(),
        jobs,
        // A week of a parcel's life in about six seconds; retries after 1 s.
        demoClock: createDemoClock(100_000),
        webhooks: { retryDelaysSeconds: [1, 1, 1] },
      });
      await app.ready();
      // Down for each event's first attempt, up for the next.
      receiver = await startWebhookReceiver({
        secret: () => secret,
        answer: ({ headers }) => {
          const id = String(headers['shipdeck-event-id']);
          const seen = (attempts.get(id) ?? 0) + 1;
          attempts.set(id, seen);
          return seen === 1 ? 503 : 204;
        },
      });
      const admin = (await signIn(app, demoEmail('admin'))).token;
      const created = await app.inject({
        method: 'POST',
        url: endpointsOf(DEMO_CLIENT_ID),
        headers: bearer(admin),
        payload: { url: receiver.url },
      });
      secret = created.json().secret;
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await jobs?.stop({ graceful: false });
      await receiver?.close();
      await database?.dispose();
    });

    it('delivers each status change of a new shipment, retrying a failed attempt with backoff', async () => {
      await book(app);
      const rows = await waitFor(
        () => database.handle.db.select().from(webhookDeliveries),
        (all) => all.some((row) => row.succeeded && row.attempt === 2),
        90,
      );
      const delivered = rows.find((row) => row.succeeded && row.attempt === 2);
      expect(delivered).toMatchObject({ statusCode: 204, eventType: 'shipment.status_changed' });
      const first = rows.find((row) => row.eventId === delivered?.eventId && row.attempt === 1);
      expect(first).toMatchObject({ statusCode: 503, succeeded: false });
      expect(first?.nextAttemptOn?.getTime()).toBe((first?.attemptedOn.getTime() ?? 0) + 1000);
      // The retry ran when it was due, not before.
      expect(delivered?.attemptedOn.getTime()).toBeGreaterThanOrEqual(first?.nextAttemptOn?.getTime() ?? 0);
      expect(receiver.received.every((r) => r.verdict === 'ok')).toBe(true);
      const same = await database.handle.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, delivered?.eventId ?? ''));
      expect(same.map((row) => row.attempt).sort()).toEqual([1, 2]);
    }, 120_000);
  });

  describe.skipIf(!backend.available)('the outbox, across a server stopped between commit and queue', () => {
    let database: TestDatabase;
    let receiver: WebhookReceiver;
    let jobs: PgBoss | undefined;
    let restarted: FastifyInstance | undefined;
    const secret = 'whsec_outbox_test_secret';
    let endpointId = '';
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const appOn = (queue?: PgBoss) =>
      buildApp({
        db: database.handle.db,
        jwtSecret: TEST_SECRET,
        rateLimits: false,
        documents: recordingRenderer(),
        now,
        // With the queue, a week of a parcel's life in about six seconds (the changes come by themselves).
        ...(queue ? { jobs: queue, demoClock: createDemoClock(100_000) } : {}),
      });
    /** Books a shipment and checks it ten days on: a status change, stored with its outbox row. */
    async function changed(app: FastifyInstance) {
      const shipmentId = await book(app);
      offset = 10 * DAY;
      try {
        return { shipmentId, change: await app.trackingJobs.check(shipmentId) };
      } finally {
        offset = 0;
      }
    }
    const outbox = () => database.handle.db.select().from(webhookOutbox);
    const deliveriesOf = (eventId: string) =>
      receiver.received.filter((delivery) => delivery.headers['shipdeck-event-id'] === eventId);
    const eventsOf = (shipmentId: string) =>
      receiver.received
        .map((delivery) => JSON.parse(delivery.body) as WebhookEvent)
        .filter((event) => event.data.shipmentId === shipmentId);

    beforeAll(async () => {
      database = await backend.create();
      await runSeeds(database.handle.db, [demoAccountsStep()]);
      receiver = await startWebhookReceiver({ secret: () => secret, answer: () => 204 });
      endpointId = crypto.randomUUID();
      await createWebhookRepository(database.handle.db).insert({
        id: endpointId,
        accountId: DEMO_CLIENT_ID,
        url: receiver.url,
        secret,
        eventTypes: ['shipment.status_changed'],
      });
    }, 60_000);
    afterAll(async () => {
      await restarted?.close();
      await jobs?.stop({ graceful: false });
      await receiver?.close();
      await database?.dispose();
    });

    it('keeps an event committed before the stop and delivers it once after the restart', async () => {
      // The first server commits a status change and stops before any relay: no job queue runs in it.
      const first = await appOn();
      const { shipmentId, change } = await changed(first);
      expect(change?.flagAfter).not.toBe(change?.flagBefore);
      await first.close();
      const waiting = await outbox();
      expect(waiting.map((row) => row.endpointId)).toEqual([endpointId]);
      const [row] = waiting;
      if (!row) throw new Error('no outbox row');
      expect(row.event).toMatchObject({ type: 'shipment.status_changed', data: { shipmentId } });
      expect(receiver.received).toHaveLength(0);

      // The restart: the server with the job queue relays the outbox as it starts.
      jobs = await createJobQueue(database.handle);
      jobs.on('error', () => {});
      await jobs.start();
      restarted = await appOn(jobs);
      await restarted.ready();
      await waitFor(
        async () => deliveriesOf(row.event.id).length,
        (n) => n > 0,
        60,
      );
      expect(deliveriesOf(row.event.id).map((delivery) => delivery.verdict)).toEqual(['ok']);
      expect(await outbox()).toEqual([]);
      const logged = await database.handle.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, row.event.id));
      expect(logged).toEqual([expect.objectContaining({ attempt: 1, statusCode: 204, succeeded: true })]);

      // A relay that queued the row and stopped before deleting it: the next relay queues the same job
      // id, which the queue already holds, so the receiver hears the event once.
      await database.handle.db.insert(webhookOutbox).values(row);
      await restarted.webhookJobs.relay();
      expect(await outbox()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(deliveriesOf(row.event.id)).toHaveLength(1);
    }, 120_000);

    it('delivers each status change once while the server runs', async () => {
      const app = restarted;
      if (!app) throw new Error('no server');
      // The queue's checks move the new shipment on by themselves (the demo clock), each change relayed
      // after its commit and delivered.
      const shipmentId = await book(app);
      const events = await waitFor(
        async () => eventsOf(shipmentId),
        (found) => found.some((event) => event.data.state === 'delivered'),
        60,
      );
      expect(events.length).toBeGreaterThanOrEqual(2);
      // Nothing comes twice (the queue's workers poll each second: give them a few).
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const ids = eventsOf(shipmentId).map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(receiver.received.every((delivery) => delivery.verdict === 'ok')).toBe(true);
      const logged = await database.handle.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.eventId, ids));
      // One attempt each, taken.
      expect(new Set(logged.map((row) => row.eventId)).size).toBe(logged.length);
      expect(logged.every((row) => row.attempt === 1 && row.succeeded)).toBe(true);
    }, 90_000);
  });
});
