import type { PickupOrigin } from '@shipdeck/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { ACCOUNT_SCOPES } from '../auth/principal';
import { createSandboxPickups } from '../carriers/index';
import { rowsOf } from '../db/database';
import { pickupShipments, shipments } from '../db/schema';
import { runSeeds } from '../db/seedRuns';
import { createDraftRepository } from '../drafts/draftRepository';
import { DEMO_CLIENT_ID, demoAccountsStep } from '../seed/demoAccounts';
import { insertShipments } from '../testing/shipmentRows';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { createPickupRepository, pickupPageQuery } from './pickupRepository';
import { createPickupService, type PickupService } from './pickupService';

const backends = await testBackends();
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';
// Monday 30 November 2026, 9:00 AM in New York.
const NOW = new Date('2026-11-30T14:00:00Z');

const caller = (ownerId: string, userId = ownerId): Principal => ({
  subject: `user:${ownerId}`,
  role: 'ROLE_CLIENT',
  scopes: ACCOUNT_SCOPES,
  session: { id: 'session', userId, ownerId, quickAccess: false },
});

const shipper = (addressLine1 = '350 Fifth Avenue'): PickupOrigin => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country: 'US',
  phoneNumber: '+1 212 555 0142',
  phoneNumberExtension: '',
  // A shipment's sender need not give an e-mail (spec 01 §5); its pickup is booked all the same.
  email: '',
  isResidential: false,
  address: {
    addressLine1,
    addressLine2: '',
    addressLine3: '',
    city: 'New York',
    postalCode: '10118',
    division: 'NY',
    suburb: '',
  },
});

const upsPickup = {
  carrier: 'UPS' as const,
  carrierProduct: '03',
  date: '2026-12-01',
  startTime: 660,
  endTime: 840,
  location: 'Front desk',
  notes: '',
  numOfPackages: 2,
};

describe.each(backends)("the booking flow's pickup calls on $name (docs/pickups.md)", (backend) => {
  let database: TestDatabase;
  let service: PickupService;
  // The demo client's booked shipments, real rows: a pickup's shipments reference them (migration 0024).
  let booked: string[] = [];
  const shipment = (n: number) => booked[n - 1] as string;
  beforeAll(async () => {
    if (!backend.available) return;
    database = await backend.create();
    await runSeeds(database.handle.db, [demoAccountsStep()]);
    booked = await insertShipments(database.handle.db, DEMO_CLIENT_ID, 6);
    service = createPickupService({
      repository: createPickupRepository(database.handle.db),
      gateway: createSandboxPickups(),
      drafts: createDraftRepository(database.handle.db),
      now: () => NOW,
      log: { error: () => {}, warn: () => {} } as never,
    });
  });
  afterAll(async () => database?.dispose());

  it.skipIf(!backend.available)(
    'books a pickup with its shipments, then reuses it for the next shipment of the same carrier and day',
    async () => {
      const client = caller(DEMO_CLIENT_ID);
      const first = await service.scheduleForShipments(client, { origin: shipper(), pickup: upsPickup }, [
        shipment(1),
      ]);
      expect(first).toMatchObject({ reused: false, pickup: { shipments: [shipment(1)], numOfPackages: 2 } });
      const second = await service.scheduleForShipments(
        client,
        {
          origin: shipper('350 fifth avenue'),
          pickup: { ...upsPickup, startTime: 720, endTime: 900, numOfPackages: 1 },
        },
        [shipment(2)],
      );
      // spec 02 §4: "A pickup for the same carrier and date as an existing one is reused (added to)."
      expect(second).toMatchObject({
        reused: true,
        pickup: {
          id: first.pickup.id,
          shipments: [shipment(1), shipment(2)],
          numOfPackages: 3,
          startTime: 660,
        },
      });
      expect(await service.pickupOfShipment(client, shipment(2))).toMatchObject({ id: first.pickup.id });
      expect(await service.pickupOfShipment(caller(CLIENT2_ID), shipment(2))).toBeNull();
    },
  );

  it.skipIf(!backend.available)('adds a booked shipment to an open pickup of its owner only', async () => {
    const client = caller(DEMO_CLIENT_ID);
    const { pickup } = await service.scheduleForShipments(
      client,
      {
        origin: shipper('1 Dock Road'),
        pickup: { ...upsPickup, carrier: 'DHL', carrierProduct: 'P', startTime: 840, endTime: 960 },
      },
      [],
    );
    const added = await service.addShipment(client, pickup.id, shipment(3));
    expect(added.shipments).toEqual([shipment(3)]);
    // Adding twice keeps one.
    expect((await service.addShipment(client, pickup.id, shipment(3))).shipments).toEqual([shipment(3)]);
    await expect(service.addShipment(caller(CLIENT2_ID), pickup.id, shipment(4))).rejects.toMatchObject({
      status: 404,
      message: 'Pickup not found.',
    });
    await service.cancel(client, { pickupId: pickup.id });
    await expect(service.addShipment(client, pickup.id, shipment(4))).rejects.toMatchObject({
      status: 422,
      message: 'This pickup has been canceled and can no longer be changed.',
    });
  });

  it.skipIf(!backend.available)(
    'holds only booked shipments: a made-up shipment is refused by the database, a removed one leaves the pickup',
    async () => {
      const client = caller(DEMO_CLIENT_ID);
      const db = database.handle.db;
      const [gone] = await insertShipments(db, DEMO_CLIENT_ID, 1);
      const { pickup } = await service.scheduleForShipments(
        client,
        { origin: shipper('4 Dock Road'), pickup: upsPickup },
        [gone as string],
      );
      expect(pickup.shipments).toEqual([gone]);
      await expect(
        db
          .insert(pickupShipments)
          .values({ pickupId: pickup.id, shipmentId: '00000000-0000-4000-8000-0000000b0999' }),
      ).rejects.toThrow();
      await db.delete(shipments).where(eq(shipments.id, gone as string));
      expect(await service.pickupOfShipment(client, gone as string)).toBeNull();
      const rows = await db.select().from(pickupShipments).where(eq(pickupShipments.pickupId, pickup.id));
      expect(rows).toEqual([]);
    },
  );

  it.skipIf(!backend.available)(
    "throws the rules' violations and the carrier's refusal for the booking flow to answer",
    async () => {
      const client = caller(DEMO_CLIENT_ID);
      await expect(
        service.scheduleForShipments(
          client,
          { origin: shipper('2 Dock Road'), pickup: { ...upsPickup, startTime: 660, endTime: 720 } },
          [shipment(5)],
        ),
      ).rejects.toMatchObject({
        status: 422,
        violations: [
          { propertyPath: 'pickup.endTime', message: 'UPS needs a pickup window of at least 3 hours.' },
        ],
      });
      await expect(
        service.scheduleForShipments(
          client,
          { origin: shipper('3 Dock Road'), pickup: { ...upsPickup, location: 'SANDBOX REFUSE' } },
          [shipment(6)],
        ),
      ).rejects.toMatchObject({
        status: 422,
        errorCode: 'PickupNotScheduled',
        message: 'Pickup cannot be scheduled.',
      });
    },
  );

  it.skipIf(!backend.available)(
    "pages an owner's open pickups through its index, never sorting them",
    async () => {
      const db = database.handle.db;
      const lines = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const query = pickupPageQuery(db, {
          ownerId: DEMO_CLIENT_ID,
          from: '2026-11-15',
          canceled: false,
          addressLineKey: '350 fifth avenue',
          limit: 30,
          offset: 0,
        });
        const { sql: text, params } = query.toSQL();
        const explained = await tx.execute(
          sql.raw(`explain ${text.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))}`),
        );
        return rowsOf<Record<string, string>>(explained).map((row) => Object.values(row)[0] as string);
      });
      const plan = lines.join('\n');
      expect(plan, plan).toMatch(/Index Scan using pickups_owner_open_idx/);
      expect(plan, plan).not.toMatch(/\bSort\b/);
    },
  );
});

/** A parameter as an SQL literal, for EXPLAIN of a query whose parameters are ours. */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}
