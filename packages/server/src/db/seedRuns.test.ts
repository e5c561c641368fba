import { randomUUID } from 'node:crypto';
import { sortPickupsIntoTabs } from '@shipdeck/core/pickup';
import { parseDraft, shipmentStateOf, validateStep } from '@shipdeck/core/shipment';
import { createValidationContext } from '@shipdeck/core/validation';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSavedAddressRepository } from '../addresses/savedAddressRepository';
import { isKnownCommodityCode } from '../commodityCodes/commodityCodeRoutes';
import { createDraftRepository } from '../drafts/draftRepository';
import { createSavedLineItemRepository } from '../items/savedLineItemRepository';
import { createOrderRepository } from '../orders/orderRepository';
import { SandboxPaymentGateway } from '../payments/sandbox/sandboxPaymentGateway';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { nextWeekday } from '../seed/demoQuotes';
import {
  DEMO_ACCOUNTS,
  DEMO_ADDRESS_COUNT,
  DEMO_CLIENT,
  DEMO_PARTNER_KEY,
  DEMO_SURVEY_ANSWERS,
  DEMO_WEBHOOK_ENDPOINT,
  demoSeedSteps,
} from '../seed/index';
import { createSurveyRepository } from '../survey/surveyRepository';
import { createSurveyService } from '../survey/surveyService';
import { recordingGateway } from '../testing/fakeGateway';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { users } from './accountSchema';
import { createQuoteRepository } from './quoteRepository';
import {
  partnerKeys,
  pickupShipments,
  pickups,
  quotes,
  savedPaymentMethods,
  seedRuns,
  shipmentDocuments,
  shipments,
  shipmentTracking,
  trackingEvents,
  webhookEndpoints,
} from './schema';
import { runSeeds } from './seedRuns';

const backends = await testBackends();
const silent = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
};

describe.each(backends)('demo data on $name', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (backend.available) database = await backend.create();
  });
  afterAll(async () => database?.dispose());

  it.skipIf(!backend.available)(
    'seeds demo quotes for the demo client once, however often the server starts',
    async () => {
      const gateway = recordingGateway();
      const steps = demoSeedSteps({
        gateway,
        paymentGateway: new SandboxPaymentGateway(),
        now: () => new Date('2025-07-04T15:00:00Z'),
        log: silent as never,
      });
      // Every step once, in the order given (a new step joins the list without this test changing); each
      // has a name of its own, since the name is what marks it done.
      expect(new Set(steps.map((step) => step.name)).size).toBe(steps.length);
      expect(await runSeeds(database.handle.db, steps)).toEqual(steps.map((step) => step.name));
      expect(await runSeeds(database.handle.db, steps)).toEqual([]);
      await Promise.all([runSeeds(database.handle.db, steps), runSeeds(database.handle.db, steps)]);

      const [seeded] = await database.handle.db
        .select({ n: count() })
        .from(quotes)
        .where(eq(quotes.ownerSubject, DEMO_CLIENT.subject));
      expect(seeded?.n).toBe(3);
      expect(await database.handle.db.select().from(seedRuns)).toHaveLength(steps.length);
      // Booked shipments in every state view history tells apart (issue 12), each with its documents.
      const booked = await database.handle.db.select().from(shipments);
      expect(booked.map((s) => shipmentStateOf(s.primaryStatusFlag)).sort()).toEqual([
        'awaiting_dropoff',
        'awaiting_pickup',
        'canceled',
        'delivered',
        'error',
        'in_transit',
      ]);
      const bookedDocuments = await database.handle.db
        .select({ shipmentId: shipmentDocuments.shipmentId })
        .from(shipmentDocuments);
      expect(new Set(bookedDocuments.map((d) => d.shipmentId)).size).toBe(booked.length);
      // Each carries its scans from the start (issue 14), telling the story its status tells.
      const scans = await database.handle.db.select().from(trackingEvents).orderBy(trackingEvents.seq);
      const lastScan = (state: string) => {
        const shipment = booked.find((s) => shipmentStateOf(s.primaryStatusFlag) === state);
        return scans.filter((e) => e.shipmentId === shipment?.id).at(-1)?.code;
      };
      expect(lastScan('awaiting_dropoff')).toBe('label_created');
      expect(lastScan('awaiting_pickup')).toBe('label_created');
      expect(lastScan('canceled')).toBe('label_created');
      expect(lastScan('delivered')).toBe('delivered');
      expect(lastScan('error')).toBe('exception');
      expect(['arrived_at_facility', 'departed_facility', 'in_customs', 'customs_cleared']).toContain(
        lastScan('in_transit'),
      );
      const stillTracked = await database.handle.db.select().from(shipmentTracking);
      expect(stillTracked.filter((t) => t.nextCheckOn !== null)).toHaveLength(3);
      // Pickups in view history's tabs (issue 13): today (Friday 4 July 2025 in New York), next week, one last
      // week, one cancelled, and the pickup of the shipment awaiting one; each with the carrier's number.
      const demoPickups = await database.handle.db.select().from(pickups);
      expect(demoPickups).toHaveLength(6);
      expect(demoPickups.every((p) => p.ownerId === DEMO_CLIENT_ID && p.confirmationNumber.length > 0)).toBe(
        true,
      );
      const tabs = sortPickupsIntoTabs(
        demoPickups.map((p) => ({ ...p, date: p.pickupDate, canceled: p.canceledOn !== null })),
        '2025-07-04',
      );
      expect(tabs.past.map((p) => [p.pickupDate, p.carrier])).toEqual([['2025-06-27', 'UPS']]);
      expect(demoPickups.filter((p) => p.canceledOn !== null).map((p) => p.carrier)).toEqual(['DHL']);
      const awaiting = booked.find((s) => shipmentStateOf(s.primaryStatusFlag) === 'awaiting_pickup');
      const [collected] = await database.handle.db
        .select()
        .from(pickupShipments)
        .where(eq(pickupShipments.shipmentId, awaiting?.id as string));
      const itsPickup = demoPickups.find((p) => p.id === collected?.pickupId);
      expect(itsPickup).toMatchObject({ carrier: awaiting?.carrier, canceledOn: null });
      expect((itsPickup?.pickupDate ?? '') >= '2025-07-04').toBe(true);
      expect(
        [...tabs.today, ...tabs.tomorrow, ...tabs.next.flatMap((d) => d.pickups)]
          .map((p) => p.carrier)
          .sort(),
      ).toEqual(['DHL', 'FEDEX', 'FEDEX', 'UPS']);
      // A Visa test card and a bank account for Pay now (issue 11), stored as tokens.
      const methods = await database.handle.db.select().from(savedPaymentMethods);
      expect(methods.map((m) => `${m.type} ${m.last4}`).sort()).toEqual(['ach 6789', 'credit_card 4242']);
      // A dozen saved contacts of the demo client (issue 10), at home and abroad, listed by company.
      const book = await createSavedAddressRepository(database.handle.db).list({
        ownerId: DEMO_CLIENT_ID,
        limit: 100,
        offset: 0,
      });
      expect(book.total).toBe(DEMO_ADDRESS_COUNT);
      expect(DEMO_ADDRESS_COUNT).toBe(12);
      expect(book.rows[0]?.companyName).toBe('Atlas Home Goods');
      expect(new Set(book.rows.map((row) => row.countryCode))).toEqual(
        new Set(['US', 'DE', 'GB', 'FR', 'CA', 'JP', 'AU']),
      );
      // Two unfinished drafts of the demo client (issue 11), each a draft core reads.
      const drafts = await createDraftRepository(database.handle.db).list({
        ownerSubject: DEMO_CLIENT.subject,
        completed: false,
        limit: 10,
        offset: 0,
      });
      expect(drafts.rows.map((row) => row.name)).toEqual(['Contracts to London', 'Ceramics to Berlin']);
      expect(drafts.rows.every((row) => parseDraft(row.payload).ok)).toBe(true);
      // The documents draft stays a documents shipment once normalised (it is international).
      const documents = parseDraft(drafts.rows[0]?.payload);
      expect(documents.ok && documents.draft.isDocumentsShipment).toBe(true);
      // … and its first step is complete, as it says (it opens on Additional Services).
      if (!documents.ok) throw new Error('the documents draft does not parse');
      const stepOne = validateStep(documents.draft, 'create_shipment', createValidationContext());
      expect(stepOne.filter((e) => e.severity !== 'warning')).toEqual([]);
      // The demo client's My Items List (issue 10), A to Z, each code a known HS subheading, and its
      // billing contact.
      const items = await createSavedLineItemRepository(database.handle.db).list({
        ownerId: DEMO_CLIENT_ID,
        limit: 11,
        offset: 0,
      });
      expect(items.total).toBe(7);
      expect(items.rows[0]?.nickname).toBe('Ceramic vase');
      expect(items.rows.every((row) => isKnownCommodityCode(row.commodityCode))).toBe(true);
      const [client] = await database.handle.db
        .select({ billingContact: users.billingContact })
        .from(users)
        .where(eq(users.id, DEMO_CLIENT_ID));
      expect(client?.billingContact?.name).toBe('Dana Whitfield');
      // Orders in every status of the Orders screen (issue 15), the shipped ones with their shipment.
      const shipped = await createOrderRepository(database.handle.db).list({
        ownerId: DEMO_CLIENT_ID,
        status: 'processed',
        limit: 10,
        offset: 0,
      });
      expect(shipped.counts).toEqual({
        awaiting_payment: 2,
        on_hold: 2,
        awaiting_shipment: 2,
        processed: 2,
        cancelled: 2,
      });
      expect(shipped.rows.every((row) => row.shipmentId !== null && row.service !== null)).toBe(true);
      // Survey responses of demo clients (issue 15) as the administrators' list reads them, newest first,
      // the demo client's naming its first shipment; the client kept for a first booking has none.
      const survey = createSurveyService(createSurveyRepository(database.handle.db), () => new Date());
      const answered = await survey.list(1, 20);
      expect(answered.summary.responses).toBe(DEMO_SURVEY_ANSWERS.length);
      expect(answered.members.length).toBeGreaterThanOrEqual(5);
      expect(new Set(answered.members.map((m) => m.usageReason)).size).toBeGreaterThanOrEqual(4);
      const dates = answered.members.map((m) => m.createdOn);
      expect(dates).toEqual([...dates].sort().reverse());
      const [firstBooked] = [...booked]
        .filter((s) => s.ownerId === DEMO_CLIENT_ID)
        .sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
      expect(answered.members.find((m) => m.owner.id === DEMO_CLIENT_ID)?.shipmentId).toBe(firstBooked?.id);
      expect(answered.members.some((m) => m.answeredByName === 'CSR Demo')).toBe(true);
      const fresh = DEMO_ACCOUNTS.find((a) => a.key === 'firstshipment')?.row.id as string;
      const freshClient = {
        ...DEMO_CLIENT,
        subject: `user:${fresh}`,
        session: { id: randomUUID(), userId: fresh, ownerId: fresh, quickAccess: false },
      };
      expect(await survey.status(freshClient)).toEqual({
        firstShipmentId: null,
        answered: false,
      });
      // The example storefront's partner key (issue 9), for its default origins.
      const [key] = await database.handle.db.select().from(partnerKeys);
      expect(key).toMatchObject({
        publishableKey: DEMO_PARTNER_KEY.publishableKey,
        origins: ['http://127.0.0.1:3001', 'http://localhost:3001'],
        revokedOn: null,
      });
      // The demo client's webhook endpoint (issue 14), at a receiver that is not running.
      const endpoints = await database.handle.db.select().from(webhookEndpoints);
      expect(endpoints).toEqual([
        expect.objectContaining({
          accountId: DEMO_CLIENT_ID,
          url: DEMO_WEBHOOK_ENDPOINT.url,
          enabled: true,
          eventTypes: ['shipment.status_changed'],
        }),
      ]);
      // One account per role and state and per sign-in error code, seeded once.
      expect(await database.handle.db.select({ id: users.id }).from(users)).toHaveLength(
        DEMO_ACCOUNTS.length,
      );
      // Seeded like any quote: rated as a client, shown in the demo client's list.
      expect(gateway.calls.every((call) => call.context.rateClass === 'client')).toBe(true);
      expect(gateway.calls[0]?.request.targetShipDate).toBe('2025-07-07');
      const { rows } = await createQuoteRepository(database.handle.db).listByOwner({
        ownerSubject: DEMO_CLIENT.subject,
        limit: 10,
        offset: 0,
      });
      expect(rows.map((row) => row.destinationCountryCode).sort()).toEqual(['GB', 'US', 'US']);
    },
  );

  it.skipIf(!backend.available)('rolls a failed step back, so the next start tries it again', async () => {
    const failing = { name: 'always-fails', run: async () => Promise.reject(new Error('boom')) };
    await expect(runSeeds(database.handle.db, [failing])).rejects.toThrow('boom');
    const rows = await database.handle.db.select().from(seedRuns).where(eq(seedRuns.name, 'always-fails'));
    expect(rows).toEqual([]);
  });
});

describe('nextWeekday', () => {
  it('ships demo quotes on the next weekday', () => {
    expect(nextWeekday(new Date('2025-07-03T10:00:00Z'))).toBe('2025-07-04');
    expect(nextWeekday(new Date('2025-07-04T10:00:00Z'))).toBe('2025-07-07');
    expect(nextWeekday(new Date('2025-07-05T10:00:00Z'))).toBe('2025-07-07');
  });
});

describe.each(backends)('SHIPDECK_DEMO_DATA on $name', (backend) => {
  it.skipIf(!backend.available)(
    'seeds no account at all unless demo data is switched on, and says which in the log',
    async () => {
      const { seedDemoData } = await import('../server');
      const database = await backend.create();
      try {
        const lines: string[] = [];
        const log = { ...silent, info: (line: string) => lines.push(line) };
        const deps = {
          gateway: recordingGateway(),
          paymentGateway: new SandboxPaymentGateway(),
          now: () => new Date('2025-07-04T15:00:00Z'),
          log: log as never,
        };
        expect(await seedDemoData(database.handle.db, false, deps)).toEqual([]);
        expect(await database.handle.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
        expect(await database.handle.db.select({ n: count() }).from(quotes)).toEqual([{ n: 0 }]);
        expect(await database.handle.db.select({ n: count() }).from(partnerKeys)).toEqual([{ n: 0 }]);
        expect(lines.join('\n')).toMatch(/demo data: off/);

        expect((await seedDemoData(database.handle.db, true, deps)).length).toBeGreaterThan(0);
        const [superAdmin] = await database.handle.db
          .select({ n: count() })
          .from(users)
          .where(eq(users.email, 'superadmin@demo.shipdeck.test'));
        expect(superAdmin).toEqual({ n: 1 });
        expect(lines.join('\n')).toMatch(/demo data: on \(SHIPDECK_DEMO_DATA=on\)/);
      } finally {
        await database.dispose();
      }
    },
    // The whole demo data, documents and scans included, on a busy machine.
    120_000,
  );
});
