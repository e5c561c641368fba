import type { Rate } from '@shipdeck/core/contract';
import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

describe.each(backends)('pickups for booked shipments on $name (spec 02 §7; issue 13)', (backend) => {
  const ctx = useAccountsApp(backend, {
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  const client = () => signIn(ctx.app, demoEmail('client')).then((s) => s.token);
  const post = (token: string, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** A shipment booked without a pickup (awaiting drop-off) from `street`. */
  const booked = async (token: string, street: string, carrier: Rate['carrier'] = 'UPS') => {
    const draft = domesticDraft();
    draft.shipmentFrom.address.addressLine1 = street;
    const { prep } = await preparedBody(ctx.app, token, draft, { carrier });
    const answer = (await post(token, '/api/prepare_shipment_actions', prep)).json();
    return {
      shipmentId: answer.shipmentId as string,
      date: draft.pickupDelivery.shipmentDate as string,
      packages: prep.pieces.reduce((sum, piece) => sum + piece.quantity, 0),
    };
  };
  const window = (date: string) => ({ date, startTime: 600, endTime: 840, location: 'Loading dock' });

  describe.skipIf(!backend.available)(
    'schedule_pickup_for_shipment_actions and add_to_pickup_actions',
    () => {
      it("schedules a pickup at the shipment's origin by its carrier, shown on its summary", async () => {
        const token = await client();
        const { shipmentId, date, packages } = await booked(token, '1 Water Street');
        expect(packages).toBeGreaterThan(0);
        const before = (await get(token, `/api/shipments/${shipmentId}`)).json();
        expect(before.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_DROPOFF).toBeTruthy();
        expect(before.pickup).toBeNull();

        const answer = await post(token, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId,
          pickup: window(date),
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({
          '@type': 'SchedulePickupForShipmentAction',
          successful: true,
          pickup: { carrier: 'UPS', date, addressLine1: '1 Water Street', shipments: [shipmentId] },
        });
        // UPS is told the shipment's packages when the form leaves the count out.
        expect(answer.json().pickup.numOfPackages).toBe(packages);
        const after = (await get(token, `/api/shipments/${shipmentId}`)).json();
        expect(after.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_PICKUP).toBeTruthy();
        expect(after.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_DROPOFF).toBeFalsy();
        expect(after.pickup).toMatchObject({ id: answer.json().pickup.id, canceled: false });

        // Cancelling the pickup hands the shipment back to a drop-off location, and it may get another.
        const pickupId = answer.json().pickup.id;
        expect((await post(token, '/api/cancel_pickup_actions', { pickupId })).json().successful).toBe(true);
        const dropped = (await get(token, `/api/shipments/${shipmentId}`)).json();
        expect(dropped.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_DROPOFF).toBeTruthy();
        expect(dropped.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_PICKUP).toBeFalsy();
        expect(dropped.pickup).toBeNull();
        const again = await post(token, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId,
          pickup: { ...window(date), location: 'Side door' },
        });
        expect(again.json()).toMatchObject({ successful: true });

        // One pickup at a time for a shipment.
        const twice = await post(token, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId,
          pickup: window(date),
        });
        expect(twice.statusCode).toBe(422);
        expect(twice.json().violations[0]).toMatchObject({
          propertyPath: 'shipmentId',
          message: 'This shipment is already on a pickup.',
        });
      });

      it("refuses a window the rules refuse at its field, and answers the carrier's refusal in its words", async () => {
        const token = await client();
        const { shipmentId, date } = await booked(token, '3 Water Street');
        const short = await post(token, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId,
          pickup: { ...window(date), endTime: 660 },
        });
        expect(short.statusCode).toBe(422);
        expect(short.json().violations[0]).toMatchObject({
          propertyPath: 'pickup.endTime',
          message: 'UPS needs a pickup window of at least 3 hours.',
        });
        const refused = await post(token, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId,
          pickup: { ...window(date), location: 'SANDBOX REFUSE' },
        });
        expect(refused.json()).toMatchObject({
          successful: false,
          errors: [{ message: 'Pickup cannot be scheduled.' }],
          pickup: null,
        });
        expect((await get(token, `/api/shipments/${shipmentId}`)).json().pickup).toBeNull();
      });

      it('adds a second shipment of the carrier to the pickup at its address, once, and no other', async () => {
        const token = await client();
        const first = await booked(token, '5 Water Street');
        const pickup = (
          await post(token, '/api/schedule_pickup_for_shipment_actions', {
            shipmentId: first.shipmentId,
            pickup: { ...window(first.date), numOfPackages: 3 },
          })
        ).json().pickup;
        expect(pickup.numOfPackages).toBe(3);
        const second = await booked(token, '5 Water Street');
        const added = await post(token, '/api/add_to_pickup_actions', {
          pickupId: pickup.id,
          shipmentId: second.shipmentId,
        });
        expect(added.json()).toMatchObject({
          '@type': 'AddToPickupAction',
          successful: true,
          pickup: {
            id: pickup.id,
            shipments: [first.shipmentId, second.shipmentId],
            numOfPackages: 3 + second.packages,
          },
        });
        const again = await post(token, '/api/add_to_pickup_actions', {
          pickupId: pickup.id,
          shipmentId: second.shipmentId,
        });
        expect(again.json().pickup.numOfPackages).toBe(3 + second.packages);
        expect(
          (await get(token, `/api/shipments/${second.shipmentId}`)).json().primaryStatusFlag &
            SHIPMENT_STATUS.AWAITING_PICKUP,
        ).toBeTruthy();

        const fedex = await booked(token, '5 Water Street', 'FEDEX');
        const otherCarrier = await post(token, '/api/add_to_pickup_actions', {
          pickupId: pickup.id,
          shipmentId: fedex.shipmentId,
        });
        expect(otherCarrier.statusCode).toBe(422);
        expect(otherCarrier.json().violations[0].propertyPath).toBe('pickupId');

        const elsewhere = await booked(token, '7 Water Street');
        const otherAddress = await post(token, '/api/add_to_pickup_actions', {
          pickupId: pickup.id,
          shipmentId: elsewhere.shipmentId,
        });
        expect(otherAddress.statusCode).toBe(422);
        expect(otherAddress.json().violations[0].message).toBe(
          "This pickup is at another address than the shipment's origin. Please choose a pickup at that address or schedule a new one.",
        );

        const cancelled = await booked(token, '5 Water Street');
        await post(token, '/api/cancel_shipment_actions', { shipmentId: cancelled.shipmentId });
        const late = await post(token, '/api/add_to_pickup_actions', {
          pickupId: pickup.id,
          shipmentId: cancelled.shipmentId,
        });
        expect(late.statusCode).toBe(422);
        expect(late.json().violations[0].message).toBe('This shipment can no longer be picked up.');
      });

      it("lets the CSR acting for the client do it, and nobody reach another's shipment or pickup", async () => {
        const token = await client();
        const mine = await booked(token, '9 Water Street');
        const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
        const byCsr = await post(acting, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId: mine.shipmentId,
          pickup: window(mine.date),
        });
        expect(byCsr.json()).toMatchObject({ successful: true });
        const pickupId = byCsr.json().pickup.id;

        const other = (await signIn(ctx.app, demoEmail('client2'))).token;
        const theirs = await booked(other, '9 Water Street');
        const notFound = await post(other, '/api/schedule_pickup_for_shipment_actions', {
          shipmentId: mine.shipmentId,
          pickup: window(mine.date),
        });
        expect(notFound.statusCode).toBe(404);
        // Their own shipment onto the client's pickup: the pickup is not found.
        const intoMine = await post(other, '/api/add_to_pickup_actions', {
          pickupId,
          shipmentId: theirs.shipmentId,
        });
        expect(intoMine.statusCode).toBe(404);
        expect(intoMine.json()['hydra:description']).toBe('Pickup not found.');
        const listed = (await get(token, `/api/pickups?readyAt[after]=${mine.date}`)).json()['hydra:member'];
        expect(listed.find((p: { id: string }) => p.id === pickupId).shipments).toEqual([mine.shipmentId]);
      });
    },
  );
});
