import type { Rate } from '@shipdeck/core/contract';
import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickups, shipmentCharges, shipments } from '../db/schema';
import { SANDBOX_GOOD_CARDS } from '../payments/sandbox/sandboxPaymentGateway';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const card = {
  type: 'credit_card',
  card: {
    cardNumber: SANDBOX_GOOD_CARDS.Visa,
    expirationDate: '12/39',
    cardCode: '123',
    cardholderFirstName: 'Dana',
    cardholderLastName: 'Whitfield',
  },
  billingAddress: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
};

const pickupFeeOf = (rate: Rate) => rate.fees.find((f) => f.id === 'PICKUP')?.amount.amount;

describe.each(backends)('booking a shipment with its pickup on $name (spec 01 §7; issue 13)', (backend) => {
  const ctx = useAccountsApp(backend, {
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  const db = () => ctx.database.handle.db;
  const client = () => signIn(ctx.app, demoEmail('client')).then((s) => s.token);
  const post = (token: string, url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const storedCard = async (token: string) =>
    (await post(token, '/api/saved_payment_methods', card)).json().id as string;
  const shipmentCount = async () => Number((await db().select({ n: count() }).from(shipments))[0]?.n);
  const chargeCount = async () => Number((await db().select({ n: count() }).from(shipmentCharges))[0]?.n);
  const pickupCount = async () => Number((await db().select({ n: count() }).from(pickups))[0]?.n);

  /**
   * A domestic UPS shipment from `street` rated as the wizard rates it with a new pickup
   * (draft.pickupDelivery.isPickupRequired = true): the confirmed price holds the pickup fee.
   */
  const upsWithPickup = async (token: string, street: string, carrier: Rate['carrier'] = 'UPS') => {
    const draft = domesticDraft();
    draft.shipmentFrom.address.addressLine1 = street;
    draft.pickupDelivery.isPickupRequired = true;
    const prepared = await preparedBody(ctx.app, token, draft, {
      carrier,
      paymentId: await storedCard(token),
    });
    const newPickup = {
      date: draft.pickupDelivery.shipmentDate as string,
      startTime: 600,
      endTime: 840,
      location: 'Front desk',
      notes: 'Ring the bell',
      numOfPackages: 2,
    };
    return { ...prepared, draft, newPickup };
  };

  describe.skipIf(!backend.available)('completing with a pickup', () => {
    it('books a new UPS pickup with the shipment at the price that holds its fee', async () => {
      const token = await client();
      const { rate, prep, newPickup } = await upsWithPickup(token, '12 Hudson Street');
      // The wizard rated with the pickup: a business address pays UPS's $10.00 (spec 02 §9).
      expect(pickupFeeOf(rate)).toBe(10);
      const answer = await post(token, '/api/complete_prep_and_pickup_actions', {
        prep,
        newPickup,
        existingPickup: null,
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ successful: true, errors: [], priceChanged: null });
      expect(body.pickup).toMatchObject({
        carrier: 'UPS',
        date: newPickup.date,
        startTime: 600,
        endTime: 840,
        location: 'Front desk',
        numOfPackages: 2,
        shipments: [body.shipmentId],
        canceled: false,
      });
      expect(body.pickup.confirmationNumber).toMatch(/^2929/);
      const shipment = (await get(token, `/api/shipments/${body.shipmentId}`)).json();
      expect(shipment.primaryStatusFlag & SHIPMENT_STATUS.AWAITING_PICKUP).toBeTruthy();
      expect(shipment.payment.amount.amount).toBe(prep.payWithConfirmedAmount);
      const listed = (await get(token, `/api/pickups?readyAt[after]=${newPickup.date}`)).json();
      expect(listed['hydra:member'].find((p: { id: string }) => p.id === body.pickup.id)?.shipments).toEqual([
        body.shipmentId,
      ]);
    });

    it('asks to accept the price again when the pickup is dropped after rating with it', async () => {
      const token = await client();
      const { prep } = await upsWithPickup(token, '14 Hudson Street');
      const answer = await post(token, '/api/complete_prep_and_pickup_actions', {
        prep,
        newPickup: null,
        existingPickup: null,
      });
      expect(answer.json()).toMatchObject({
        successful: false,
        priceChanged: { current: expect.any(Number) },
      });
      expect(answer.json().priceChanged.confirmed - answer.json().priceChanged.current).toBeCloseTo(10, 2);
    });

    it('books nothing and charges nothing when the carrier refuses the pickup', async () => {
      const token = await client();
      const { prep, newPickup } = await upsWithPickup(token, '16 Hudson Street');
      const [shipmentsBefore, chargesBefore, pickupsBefore] = [
        await shipmentCount(),
        await chargeCount(),
        await pickupCount(),
      ];
      const refused = await post(token, '/api/complete_prep_and_pickup_actions', {
        prep,
        newPickup: { ...newPickup, location: 'SANDBOX REFUSE' },
        existingPickup: null,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()['hydra:description']).toBe('Pickup cannot be scheduled.');
      expect(refused.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'newPickup', message: 'Pickup cannot be scheduled.' }),
      ]);
      expect(await shipmentCount()).toBe(shipmentsBefore);
      expect(await chargeCount()).toBe(chargesBefore);
      expect(await pickupCount()).toBe(pickupsBefore);
    });

    it("refuses a pickup the rules refuse at the pickup's own field, before anything is booked", async () => {
      const token = await client();
      const { prep, newPickup } = await upsWithPickup(token, '18 Hudson Street');
      const before = await shipmentCount();
      const refused = await post(token, '/api/complete_prep_and_pickup_actions', {
        prep,
        // UPS needs a three-hour window (spec 02 §9).
        newPickup: { ...newPickup, startTime: 600, endTime: 660 },
        existingPickup: null,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations[0]).toMatchObject({
        propertyPath: 'newPickup.endTime',
        message: 'UPS needs a pickup window of at least 3 hours.',
      });
      expect(await shipmentCount()).toBe(before);
    });

    it('adds a second shipment to the existing pickup, and refuses one of another carrier', async () => {
      const token = await client();
      const first = await upsWithPickup(token, '20 Hudson Street');
      const booked = (
        await post(token, '/api/complete_prep_and_pickup_actions', {
          prep: first.prep,
          newPickup: first.newPickup,
          existingPickup: null,
        })
      ).json();
      // A second UPS shipment on the same pickup: no new pickup, so no pickup fee in its price.
      const draft = domesticDraft();
      draft.shipmentFrom.address.addressLine1 = '20 Hudson Street';
      draft.pickupDelivery.isPickupRequired = true;
      draft.pickupDelivery.pickupId = booked.pickup.id;
      const second = await preparedBody(ctx.app, token, draft, { carrier: 'UPS', paymentId: null });
      expect(pickupFeeOf(second.rate)).toBeUndefined();
      const joined = await post(token, '/api/complete_prep_and_pickup_actions', {
        prep: second.prep,
        newPickup: null,
        existingPickup: booked.pickup.id,
      });
      expect(joined.json()).toMatchObject({ successful: true });
      expect(joined.json().pickup.id).toBe(booked.pickup.id);
      expect(joined.json().pickup.shipments).toEqual([booked.shipmentId, joined.json().shipmentId]);

      const fedexDraft = domesticDraft();
      fedexDraft.pickupDelivery.isPickupRequired = true;
      fedexDraft.pickupDelivery.pickupId = booked.pickup.id;
      const fedex = await preparedBody(ctx.app, token, fedexDraft, { carrier: 'FEDEX', paymentId: null });
      const before = await shipmentCount();
      const refused = await post(token, '/api/complete_prep_and_pickup_actions', {
        prep: fedex.prep,
        newPickup: null,
        existingPickup: booked.pickup.id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations[0]).toMatchObject({
        propertyPath: 'existingPickup',
        message:
          'This is a UPS pickup: a FedEx shipment cannot be added to it. Please choose a FedEx pickup or schedule a new one.',
      });
      expect(await shipmentCount()).toBe(before);
      // Another's pickup is not found.
      const other = (await signIn(ctx.app, demoEmail('client2'))).token;
      const stranger = await post(other, '/api/complete_prep_and_pickup_actions', {
        prep: second.prep,
        newPickup: null,
        existingPickup: booked.pickup.id,
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()['hydra:description']).toBe('Pickup not found.');
    });

    it('cancels the shipment with its pickup (cancelRelatedPickup), or the shipment only', async () => {
      const token = await client();
      const { prep, newPickup } = await upsWithPickup(token, '22 Hudson Street');
      const booked = (
        await post(token, '/api/complete_prep_and_pickup_actions', { prep, newPickup, existingPickup: null })
      ).json();
      const both = await post(token, '/api/cancel_shipment_actions', {
        shipmentId: booked.shipmentId,
        cancelRelatedPickup: true,
      });
      expect(both.json()).toMatchObject({ shipmentCanceled: true, pickupCanceled: true });
      const [row] = await db().select().from(pickups).where(eq(pickups.id, booked.pickup.id));
      expect(row?.canceledOn).not.toBeNull();

      const again = await upsWithPickup(token, '24 Hudson Street');
      const kept = (
        await post(token, '/api/complete_prep_and_pickup_actions', {
          prep: again.prep,
          newPickup: again.newPickup,
          existingPickup: null,
        })
      ).json();
      const only = await post(token, '/api/cancel_shipment_actions', {
        shipmentId: kept.shipmentId,
        cancelRelatedPickup: false,
      });
      expect(only.json()).toMatchObject({ shipmentCanceled: true, pickupCanceled: false });
      const [open] = await db().select().from(pickups).where(eq(pickups.id, kept.pickup.id));
      expect(open?.canceledOn).toBeNull();
    });
  });
});
