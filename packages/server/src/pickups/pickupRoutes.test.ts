import { createEmptyDraft, toStoredDraftJson } from '@shipdeck/core/shipment';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../db/accountSchema';
import { pickupShipments, pickups } from '../db/schema';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { insertShipments } from '../testing/shipmentRows';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

// Monday 30 November 2026, 9:00 AM in New York (EST, UTC-5).
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
const SATURDAY = '2026-12-05';
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';
const CSR_ID = '00000000-0000-4000-8000-000000000007';

const address = (over: Record<string, string> = {}) => ({
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  postalCode: '10118',
  division: 'NY',
  ...over,
});

const origin = (over: Record<string, unknown> = {}) => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country: 'US',
  phoneNumber: '+1 212 555 0142',
  email: 'dana@example.com',
  isResidential: false,
  address: address(),
  ...over,
});

const upsPickup = (over: Record<string, unknown> = {}) => ({
  carrier: 'UPS',
  carrierProduct: '03',
  date: TUESDAY,
  startTime: 660,
  endTime: 840,
  location: 'Front desk',
  notes: 'Ring twice',
  numOfPackages: 3,
  ...over,
});

const dhlPickup = (over: Record<string, unknown> = {}) => ({
  carrier: 'DHL',
  carrierProduct: 'P',
  date: TUESDAY,
  startTime: 840,
  endTime: 960,
  location: 'Loading dock',
  notes: '',
  numOfPackages: null,
  ...over,
});

describe.each(backends)('pickups on $name (spec 02 §7)', (backend) => {
  let now = new Date('2026-11-30T14:00:00Z');
  const ctx = useAccountsApp(backend, { now: () => now });
  const token = (key = 'client') => signIn(ctx.app, demoEmail(key)).then((s) => s.token);
  const post = (auth: string, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(auth), payload: payload as object });
  const list = (auth: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/pickups${query}`, headers: bearer(auth) });
  const schedule = (
    auth: string,
    pickup: Record<string, unknown>,
    { origin: at = {}, ...rest }: Record<string, unknown> & { origin?: Record<string, unknown> } = {},
  ) => post(auth, 'schedule_pickup_actions', { origin: origin(at), pickup, ...rest });
  /** Each test takes its own address, so the clash rule meets only the pickups the test made. */
  let street = 100;
  const freshOrigin = () => {
    street += 1;
    return { address: address({ addressLine1: `${street} Hudson Street` }) };
  };

  describe.skipIf(!backend.available)('the capability check', () => {
    it("answers UPS ground's times at a New York address: 8 AM to 6 PM, booked by 3 PM, windows of 3 hours", async () => {
      const answer = await post(await token(), 'check_capabilities_actions', {
        carrier: 'UPS',
        carrierProduct: '03',
        origin: origin(),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        successful: true,
        contactCustomerService: false,
        bookByTime: 900,
        pickupWindowEarliestTime: 480,
        pickupWindowLatestTime: 1080,
        minimumPickupWindow: 180,
        cutOffTime: 900,
        timeZone: 'America/New_York',
      });
    });

    it('has DHL usually come from 2 PM, and from 10 AM in towns with a DHL station', async () => {
      const auth = await token();
      const buffalo = await post(auth, 'check_capabilities_actions', {
        carrier: 'DHL',
        carrierProduct: 'P',
        origin: origin({ address: address({ city: 'Buffalo', postalCode: '14202' }) }),
      });
      expect(buffalo.json()).toMatchObject({
        pickupWindowEarliestTime: 840,
        pickupWindowLatestTime: 1140,
        minimumPickupWindow: 90,
        bookByTime: 1050,
      });
      const manhattan = await post(auth, 'check_capabilities_actions', {
        carrier: 'DHL',
        origin: origin(),
      });
      expect(manhattan.json()).toMatchObject({ pickupWindowEarliestTime: 600 });
    });

    it("gives a FedEx express service its own 2-hour window, and FedEx's cut-off as its booking deadline", async () => {
      const answer = await post(await token(), 'check_capabilities_actions', {
        carrier: 'FEDEX',
        carrierProduct: 'FEDEX_2_DAY',
        origin: origin({ address: address({ city: 'Chicago', postalCode: '60601', division: 'IL' }) }),
      });
      expect(answer.json()).toMatchObject({
        minimumPickupWindow: 120,
        cutOffTime: answer.json().bookByTime,
        timeZone: 'America/Chicago',
      });
    });

    it('sends an origin outside the US to the contact modal', async () => {
      const answer = await post(await token(), 'check_capabilities_actions', {
        carrier: 'DHL',
        origin: origin({ country: 'DE', address: { city: 'Berlin', postalCode: '10115' } }),
      });
      expect(answer.json()).toMatchObject({
        successful: false,
        contactCustomerService: true,
        errors: [{ message: 'Please contact our Customer Service team for assistance.' }],
        bookByTime: null,
      });
    });

    it("reads a draft's sender, and refuses without an address or with another's draft", async () => {
      const auth = await token();
      const draft = createEmptyDraft();
      draft.shipmentFrom.country = 'US';
      draft.shipmentFrom.address = {
        ...draft.shipmentFrom.address,
        ...address({ postalCode: '90210', division: 'CA' }),
      };
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/shipment_drafts',
        headers: bearer(auth),
        payload: {
          name: 'LA',
          payload: toStoredDraftJson(draft),
          step: 'create_shipment',
          updatedOn: null,
          completedOn: null,
          shipmentId: null,
        },
      });
      const draftId = created.json().id;
      const fromDraft = await post(auth, 'check_capabilities_actions', { carrier: 'UPS', draftId });
      expect(fromDraft.json()).toMatchObject({ successful: true, timeZone: 'America/Los_Angeles' });

      const nothing = await post(auth, 'check_capabilities_actions', { carrier: 'UPS' });
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().violations[0]).toMatchObject({ propertyPath: 'origin' });
      const stranger = await post(await token('client2'), 'check_capabilities_actions', {
        carrier: 'UPS',
        draftId,
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()['hydra:description']).toBe('Draft not found');
      const shipment = await post(auth, 'check_capabilities_actions', {
        carrier: 'UPS',
        shipmentId: '00000000-0000-4000-8000-0000000000aa',
      });
      expect(shipment.statusCode).toBe(404);
    });
  });

  describe.skipIf(!backend.available)('validation', () => {
    it('answers valid, or the errors at the pickup fields with the spec messages', async () => {
      const auth = await token();
      const valid = await post(auth, 'validate_pickup_actions', {
        carrier: 'UPS',
        carrierProduct: '03',
        origin: origin(),
        pickup: upsPickup(),
      });
      expect(valid.json()).toEqual(expect.objectContaining({ valid: true, errors: [] }));
      const short = await post(auth, 'validate_pickup_actions', {
        carrier: 'UPS',
        origin: origin(),
        pickup: upsPickup({ startTime: 660, endTime: 780 }),
      });
      expect(short.json()).toMatchObject({
        valid: false,
        errors: [
          { propertyPath: 'pickup.endTime', message: 'UPS needs a pickup window of at least 3 hours.' },
        ],
      });
      const ground = await post(auth, 'validate_pickup_actions', {
        carrier: 'FEDEX',
        carrierProduct: 'FEDEX_GROUND',
        origin: origin(),
        pickup: upsPickup({ date: MONDAY, startTime: 600, endTime: 780 }),
      });
      expect(ground.json().errors).toContainEqual(
        expect.objectContaining({
          propertyPath: 'pickup.date',
          message:
            'FedEx does not allow same day pickups for ground services. Please choose a different day for pickup or switch to an express service.',
        }),
      );
    });
  });

  describe.skipIf(!backend.available)('the standalone pickup', () => {
    it('books a UPS pickup with a confirmation number and lists it', async () => {
      const auth = await token();
      const answer = await schedule(auth, upsPickup(), { origin: freshOrigin() });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({
        successful: true,
        errors: [],
        clash: null,
        pickup: {
          carrier: 'UPS',
          carrierProduct: '03',
          date: TUESDAY,
          startTime: 660,
          endTime: 840,
          displayPickupWindow: '11:00 AM - 2:00 PM',
          numOfPackages: 3,
          location: 'Front desk',
          notes: 'Ring twice',
          contactName: 'Dana Whitfield',
          readyAt: `${TUESDAY}T11:00:00`,
          timeZone: 'America/New_York',
          canceled: false,
          shipments: [],
          ownedById: DEMO_CLIENT_ID,
        },
      });
      expect(body.pickup.confirmationNumber).toMatch(/^2929[0-9A-Z]{7}$/);
      expect(body.pickup.formattedAddress).toMatch(/Hudson Street, New York, NY 10118$/);
      // Acknowledged after the write: it is there to list.
      const listed = await list(auth, `?readyAt[after]=${MONDAY}&canceled=false`);
      expect(listed.json()['hydra:member'].map((p: { id: string }) => p.id)).toContain(body.pickup.id);
    });

    it('books a DHL pickup with one package and a dispatch confirmation number', async () => {
      const answer = await schedule(await token(), dhlPickup(), {
        origin: { address: address({ addressLine1: '1 Elm Street', city: 'Buffalo', postalCode: '14202' }) },
      });
      expect(answer.json().pickup).toMatchObject({ carrier: 'DHL', numOfPackages: 1 });
      expect(answer.json().pickup.confirmationNumber).toMatch(/^JFK261201\d{6}$/);
    });

    it("refuses a form the spec's rules refuse, at its fields, and never books it", async () => {
      const auth = await token();
      const answer = await post(auth, 'schedule_pickup_actions', {
        origin: origin({ email: '', companyName: 'C'.repeat(28) }),
        pickup: upsPickup({ numOfPackages: null, location: '' }),
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
        'origin.companyName',
        'origin.email',
        'pickup.location',
        'pickup.numOfPackages',
      ]);
      const weekend = await schedule(auth, upsPickup({ date: SATURDAY }), { origin: freshOrigin() });
      expect(weekend.json().violations).toContainEqual(
        expect.objectContaining({
          propertyPath: 'pickup.date',
          message: 'Pickups cannot be scheduled on weekends. Please choose a weekday.',
        }),
      );
    });

    it('sends an origin outside the US to customer service', async () => {
      const answer = await post(await token(), 'schedule_pickup_actions', {
        origin: origin({
          country: 'GB',
          address: { addressLine1: '12 Bankside', city: 'London', postalCode: 'SE1 9TG' },
        }),
        pickup: dhlPickup(),
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().violations[0]).toMatchObject({
        propertyPath: 'origin.country',
        message: 'Please contact our Customer Service team for assistance.',
      });
    });

    it("answers the carrier's refusal as the spec's failure (successful false, errors[].message)", async () => {
      const answer = await schedule(await token(), upsPickup({ location: 'SANDBOX REFUSE' }), {
        origin: freshOrigin(),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(
        expect.objectContaining({
          successful: false,
          errors: [{ message: 'Pickup cannot be scheduled.' }],
          pickup: null,
        }),
      );
    });

    it('never answers 500 to a malformed body', async () => {
      const auth = await token();
      for (const payload of [
        {},
        { origin: 5 },
        { pickup: { carrier: 'USPS' } },
        { origin: origin(), pickup: upsPickup({ startTime: 1e12 }) },
      ]) {
        expect((await post(auth, 'schedule_pickup_actions', payload)).statusCode).toBe(400);
      }
      const badDate = await schedule(auth, upsPickup({ date: '2026-13-45' }), { origin: freshOrigin() });
      expect(badDate.statusCode).toBe(422);
    });
  });

  describe.skipIf(!backend.available)('the clash rule: one pickup per carrier, day and address', () => {
    it('offers the existing pickup and the choices, then adds to it when asked', async () => {
      const auth = await token();
      const at = freshOrigin();
      const first = (await schedule(auth, upsPickup(), { origin: at })).json().pickup;
      const again = await schedule(auth, upsPickup({ startTime: 720, endTime: 900, numOfPackages: 2 }), {
        origin: at,
      });
      expect(again.json()).toMatchObject({
        successful: false,
        pickup: null,
        clash: { pickup: { id: first.id }, options: ['addToExisting', 'chooseAnotherDate'] },
      });
      expect(again.json().errors[0].message).toBe(
        `You already have a UPS pickup here on ${TUESDAY} (11:00 AM - 2:00 PM). UPS picks up once a day at an address: add to that pickup, change its time, or choose another date.`,
      );
      const added = await schedule(auth, upsPickup({ numOfPackages: 2 }), {
        origin: at,
        onClash: 'addToExisting',
      });
      expect(added.json()).toMatchObject({ successful: true, pickup: { id: first.id, numOfPackages: 5 } });
      // Another carrier, or another day, has a pickup of its own.
      expect((await schedule(auth, dhlPickup(), { origin: at })).json().pickup.id).not.toBe(first.id);
      expect((await schedule(auth, upsPickup({ date: WEDNESDAY }), { origin: at })).json().successful).toBe(
        true,
      );
    });

    it('changes the time of a DHL pickup on a clash, but not of a UPS pickup (spec notice)', async () => {
      const auth = await token();
      const at = freshOrigin();
      const first = (await schedule(auth, dhlPickup({ startTime: 600, endTime: 720 }), { origin: at })).json()
        .pickup;
      const moved = await schedule(auth, dhlPickup({ startTime: 900, endTime: 1020 }), {
        origin: at,
        onClash: 'changeTime',
      });
      expect(moved.json().pickup).toMatchObject({
        id: first.id,
        startTime: 900,
        endTime: 1020,
        confirmationNumber: first.confirmationNumber,
      });
      await schedule(auth, upsPickup(), { origin: at });
      const ups = await schedule(auth, upsPickup({ startTime: 720, endTime: 900 }), {
        origin: at,
        onClash: 'changeTime',
      });
      expect(ups.statusCode).toBe(422);
      expect(ups.json()).toMatchObject({
        errorCode: 'PickupNotReschedulable',
        'hydra:description':
          'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
      });
    });

    it('books one pickup when two requests race for the same day', async () => {
      const auth = await token();
      const at = freshOrigin();
      const answers = await Promise.all([0, 1, 2].map(() => schedule(auth, upsPickup(), { origin: at })));
      const bodies = answers.map((a) => a.json());
      expect(bodies.filter((b) => b.successful)).toHaveLength(1);
      expect(bodies.filter((b) => b.clash)).toHaveLength(2);
      const rows = await ctx.database.handle.db
        .select()
        .from(pickups)
        .where(eq(pickups.ownerId, DEMO_CLIENT_ID));
      const open = rows.filter(
        (r) => r.origin.address.addressLine1 === at.address.addressLine1 && !r.canceledOn,
      );
      expect(open).toHaveLength(1);
    });
  });

  describe.skipIf(!backend.available)('changing and cancelling', () => {
    it('moves a DHL pickup to a later window and keeps its confirmation number', async () => {
      const auth = await token();
      const booked = (await schedule(auth, dhlPickup(), { origin: freshOrigin() })).json().pickup;
      const changed = await post(auth, 'modify_pickup_actions', {
        pickupId: booked.id,
        pickup: { date: WEDNESDAY, startTime: 960, endTime: 1080, location: 'Reception', notes: 'Two boxes' },
      });
      expect(changed.json()).toMatchObject({
        successful: true,
        pickup: {
          id: booked.id,
          date: WEDNESDAY,
          startTime: 960,
          endTime: 1080,
          location: 'Reception',
          notes: 'Two boxes',
          displayPickupWindow: '4:00 PM - 6:00 PM',
          confirmationNumber: booked.confirmationNumber,
        },
      });
      const tooShort = await post(auth, 'modify_pickup_actions', {
        pickupId: booked.id,
        pickup: { date: WEDNESDAY, startTime: 960, endTime: 1020, location: 'Reception' },
      });
      expect(tooShort.statusCode).toBe(422);
      expect(tooShort.json().violations[0]).toMatchObject({
        propertyPath: 'pickup.endTime',
        message: 'DHL needs a pickup window of at least 1 hour 30 minutes.',
      });
    });

    it('blocks rescheduling a UPS pickup with the notice', async () => {
      const auth = await token();
      const booked = (await schedule(auth, upsPickup(), { origin: freshOrigin() })).json().pickup;
      const answer = await post(auth, 'modify_pickup_actions', {
        pickupId: booked.id,
        pickup: { date: TUESDAY, startTime: 720, endTime: 900, location: 'Front desk', numOfPackages: 3 },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()['hydra:description']).toBe(
        'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
      );
    });

    it('cancels a pickup: it leaves the list, a second cancel answers it as it is, a new one can take its day', async () => {
      const auth = await token();
      const at = freshOrigin();
      const booked = (await schedule(auth, upsPickup(), { origin: at })).json().pickup;
      const cancelled = await post(auth, 'cancel_pickup_actions', { pickupId: booked.id });
      expect(cancelled.json()).toMatchObject({ successful: true, pickup: { id: booked.id, canceled: true } });
      expect((await post(auth, 'cancel_pickup_actions', { pickupId: booked.id })).json().successful).toBe(
        true,
      );
      const open = await list(
        auth,
        `?readyAt[after]=${MONDAY}&canceled=false&address=${encodeURIComponent(at.address.addressLine1)}`,
      );
      expect(open.json()['hydra:totalItems']).toBe(0);
      const all = await list(
        auth,
        `?readyAt[after]=${MONDAY}&address=${encodeURIComponent(at.address.addressLine1)}`,
      );
      expect(all.json()['hydra:member'][0]).toMatchObject({ id: booked.id, canceled: true });
      // UPS: cancel and schedule again.
      expect(
        (await schedule(auth, upsPickup({ startTime: 720, endTime: 900 }), { origin: at })).json().successful,
      ).toBe(true);
      expect(
        (await post(auth, 'modify_pickup_actions', { pickupId: booked.id, pickup: dhlPickup() })).statusCode,
      ).toBe(422);
    });

    it("answers the spec's text when the carrier does not cancel", async () => {
      const auth = await token();
      const booked = (
        await schedule(auth, upsPickup({ location: 'SANDBOX CANCEL FAILS' }), { origin: freshOrigin() })
      ).json().pickup;
      const answer = await post(auth, 'cancel_pickup_actions', { pickupId: booked.id });
      expect(answer.json()).toMatchObject({
        successful: false,
        errors: [
          {
            message: 'There was a problem deleting the pickup. Please try later or contact Customer Service.',
          },
        ],
      });
    });

    it('no longer changes or cancels a pickup whose day has passed', async () => {
      const auth = await token();
      const booked = (await schedule(auth, dhlPickup(), { origin: freshOrigin() })).json().pickup;
      const saved = now;
      now = new Date('2026-12-02T14:00:00Z');
      try {
        const message = 'This pickup has already taken place and can no longer be changed.';
        const cancel = await post(await token(), 'cancel_pickup_actions', { pickupId: booked.id });
        expect(cancel.json().violations[0].message).toBe(message);
        const change = await post(await token(), 'modify_pickup_actions', {
          pickupId: booked.id,
          pickup: dhlPickup(),
        });
        expect(change.json().violations[0].message).toBe(message);
      } finally {
        now = saved;
      }
    });
  });

  describe.skipIf(!backend.available)(
    'the list (page 30, readyAt[after], canceled, address, carrier)',
    () => {
      it('lists the owner’s pickups soonest first, 30 a page, filtered', async () => {
        const auth = await token();
        const at = freshOrigin();
        await schedule(auth, upsPickup({ date: WEDNESDAY }), { origin: at });
        await schedule(auth, dhlPickup(), { origin: at });
        const page = await list(
          auth,
          `?readyAt[after]=${MONDAY}&canceled=false&address=${encodeURIComponent(` ${at.address.addressLine1.toUpperCase()} `)}`,
        );
        expect(page.statusCode).toBe(200);
        const body = page.json();
        expect(
          body['hydra:member'].map((p: { carrier: string; date: string }) => [p.carrier, p.date]),
        ).toEqual([
          ['DHL', TUESDAY],
          ['UPS', WEDNESDAY],
        ]);
        const dhlOnly = await list(
          auth,
          `?readyAt[after]=${MONDAY}&carrier=dhl&address=${encodeURIComponent(at.address.addressLine1)}`,
        );
        expect(dhlOnly.json()['hydra:totalItems']).toBe(1);
        const later = await list(
          auth,
          `?readyAt[after]=${WEDNESDAY}T00:00:00.000&address=${encodeURIComponent(at.address.addressLine1)}`,
        );
        expect(later.json()['hydra:member']).toHaveLength(1);
        const all = await list(auth, '?itemsPerPage=500');
        expect(all.json()['hydra:member'].length).toBeLessThanOrEqual(100);
        const firstPage = await list(auth);
        expect(firstPage.json()['hydra:member'].length).toBeLessThanOrEqual(30);
        for (const bad of ['?readyAt[after]=2026-13-45', '?carrier=USPS', '?page=0', '?canceled=maybe']) {
          expect((await list(auth, bad)).statusCode, bad).toBe(400);
        }
      });

      it("never shows another client's pickups, nor lets them change or cancel one", async () => {
        const auth = await token();
        const booked = (await schedule(auth, dhlPickup(), { origin: freshOrigin() })).json().pickup;
        const other = await token('client2');
        expect((await list(other, `?readyAt[after]=${MONDAY}`)).json()['hydra:member']).toEqual([]);
        for (const [url, payload] of [
          [
            'modify_pickup_actions',
            { pickupId: booked.id, pickup: dhlPickup({ startTime: 900, endTime: 1020 }) },
          ],
          ['cancel_pickup_actions', { pickupId: booked.id }],
          ['cancel_pickup_actions', { pickupId: 'not-a-pickup' }],
        ] as const) {
          const answer = await post(other, url, payload);
          expect(answer.statusCode).toBe(404);
          expect(answer.json()['hydra:description']).toBe('Pickup not found.');
        }
        const still = await list(
          auth,
          `?readyAt[after]=${MONDAY}&address=${encodeURIComponent(booked.addressLine1)}`,
        );
        expect(still.json()['hydra:member'][0]).toMatchObject({
          id: booked.id,
          canceled: false,
          startTime: 840,
        });
      });
    },
  );

  describe.skipIf(!backend.available)('a CSR acting for a client', () => {
    it("books the client's pickup, recorded as the CSR's and in the audit log", async () => {
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const answer = await schedule(acting, dhlPickup(), {
        origin: freshOrigin(),
        ownedBy: `/api/users/${DEMO_CLIENT_ID}`,
        createdBy: `/api/users/${CSR_ID}`,
      });
      expect(answer.json().pickup.ownedById).toBe(DEMO_CLIENT_ID);
      const [row] = await ctx.database.handle.db
        .select()
        .from(pickups)
        .where(eq(pickups.id, answer.json().pickup.id));
      expect(row).toMatchObject({ ownerId: DEMO_CLIENT_ID, createdBy: CSR_ID });
      // The acting hook writes its entry once the answer has gone.
      await vi.waitFor(async () => {
        const entries = await ctx.database.handle.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.actorId, CSR_ID));
        expect(entries).toContainEqual(
          expect.objectContaining({
            action: 'writeForClient',
            subjectId: DEMO_CLIENT_ID,
            details: expect.objectContaining({ route: '/api/schedule_pickup_actions', status: 200 }),
          }),
        );
      });
      const named = await schedule(acting, dhlPickup(), {
        origin: freshOrigin(),
        ownedBy: `/api/users/${CLIENT2_ID}`,
      });
      expect(named.statusCode).toBe(403);
    });
  });

  it.skipIf(!backend.available)(
    "lists a pickup's booked shipments and refuses one that is not a shipment (the foreign key, migration 0024)",
    async () => {
      const db = ctx.database.handle.db;
      const [row] = await db.select().from(pickups).where(eq(pickups.ownerId, DEMO_CLIENT_ID)).limit(1);
      const [shipmentId] = await insertShipments(db, DEMO_CLIENT_ID, 1);
      await db
        .insert(pickupShipments)
        .values({ pickupId: row?.id as string, shipmentId: shipmentId as string });
      await expect(
        db
          .insert(pickupShipments)
          .values({ pickupId: row?.id as string, shipmentId: '00000000-0000-4000-8000-00000000b001' }),
      ).rejects.toThrow();
      const auth = await token();
      const listed = await list(auth, `?readyAt[after]=${MONDAY}&itemsPerPage=100`);
      const member = listed.json()['hydra:member'].find((p: { id: string }) => p.id === row?.id);
      expect(member.shipments).toContain(shipmentId);
      expect(member.shipments).not.toContain('00000000-0000-4000-8000-00000000b001');
    },
  );
});

describe.each(backends)("a booked shipment's pickup address on $name", (backend) => {
  const ctx = useAccountsApp(backend, {
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });

  it.skipIf(!backend.available)(
    "checks the capability and a pickup at a shipment's origin by its id, the owner's only",
    async () => {
      const client = (await signIn(ctx.app, demoEmail('client'))).token;
      const { prep } = await preparedBody(ctx.app, client, domesticDraft(), { carrier: 'UPS' });
      const booked = await ctx.app.inject({
        method: 'POST',
        url: '/api/prepare_shipment_actions',
        headers: bearer(client),
        payload: prep,
      });
      const shipmentId = booked.json().shipmentId as string;
      expect(shipmentId).toBeTruthy();
      const check = await ctx.app.inject({
        method: 'POST',
        url: '/api/check_capabilities_actions',
        headers: bearer(client),
        payload: { carrier: 'UPS', carrierProduct: prep.carrierProduct, shipmentId },
      });
      // The domestic fixture ships from New York.
      expect(check.json()).toMatchObject({ successful: true, timeZone: 'America/New_York' });
      const stranger = (await signIn(ctx.app, demoEmail('client2'))).token;
      for (const id of [shipmentId, 'not-a-shipment']) {
        const answer = await ctx.app.inject({
          method: 'POST',
          url: '/api/check_capabilities_actions',
          headers: bearer(stranger),
          payload: { carrier: 'UPS', shipmentId: id },
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()['hydra:description']).toBe('Shipment not found.');
      }
    },
  );
});
