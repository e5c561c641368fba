import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/accountSchema';
import { shipmentCharges, shipmentDrafts, shipments } from '../db/schema';
import { SANDBOX_CHARGE_DECLINING_CARD, SANDBOX_GOOD_CARDS } from '../payments/sandbox/sandboxPaymentGateway';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import {
  countingTrackingNumbers,
  domesticDraft,
  exportDraft,
  preparedBody,
  recordingRenderer,
} from '../testing/bookings';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const card = (cardNumber: string = SANDBOX_GOOD_CARDS.Visa) => ({
  type: 'credit_card',
  card: {
    cardNumber,
    expirationDate: '12/39',
    cardCode: '123',
    cardholderFirstName: 'Dana',
    cardholderLastName: 'Whitfield',
  },
  billingAddress: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
});

describe.each(backends)('booking a shipment on $name (spec 01 §4, §7; issue 12)', (backend) => {
  const renderer = recordingRenderer();
  const ctx = useAccountsApp(backend, { documents: renderer, trackingNumbers: countingTrackingNumbers() });
  const db = () => ctx.database.handle.db;
  const client = () => signIn(ctx.app, demoEmail('client')).then((s) => s.token);
  const post = (token: string, url: string, payload: unknown, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const storedCard = async (token: string, number?: string) =>
    (await post(token, '/api/saved_payment_methods', card(number))).json().id as string;
  const shipmentCount = async () => Number((await db().select({ n: count() }).from(shipments))[0]?.n);
  const chargeCount = async () => Number((await db().select({ n: count() }).from(shipmentCharges))[0]?.n);

  describe.skipIf(!backend.available)('completing', () => {
    it('books an export paid now with a stored card: charged once, its documents listed, the draft completed', async () => {
      const token = await client();
      const paymentId = await storedCard(token);
      const draft = exportDraft();
      const saved = await post(token, '/api/shipment_drafts', {
        name: 'Export to Berlin',
        payload: JSON.stringify(draft),
        step: 'review_finish',
        updatedOn: null,
        completedOn: null,
        shipmentId: null,
      });
      const draftId = saved.json().id as string;
      const { rate, prep } = await preparedBody(ctx.app, token, draft, { paymentId });
      const answer = await post(
        token,
        '/api/complete_prep_and_pickup_actions',
        { prep, newPickup: null, existingPickup: null, draftId },
        'booking-1',
      );
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ successful: true, errors: [], priceChanged: null });
      expect(body.shipment.trackingNumber).toMatch(/-TEST-/);

      const shipment = (await get(token, `/api/shipments/${body.shipmentId}`)).json();
      expect(shipment).toMatchObject({
        id: body.shipmentId,
        trackingNumber: body.shipment.trackingNumber,
        carrier: { productCode: rate.carrierProduct, carrier: rate.carrier },
        ownedById: DEMO_CLIENT_ID,
        isDutiable: true,
        isDomestic: false,
        payment: {
          type: 'pay_now',
          amount: { amount: Math.round(rate.optimalRate.amount * 100) / 100, currency: 'USD' },
          method: 'Visa ending in 4242',
          chargeStatus: 'captured',
        },
        primaryStatusFlagLabel: 'Awaiting drop-off',
      });
      expect(shipment.primaryStatusFlag & SHIPMENT_STATUS.CUSTOMS_INVOICE_GENERATED).toBeTruthy();
      expect(shipment.documents.map((d: { type: string }) => d.type).sort()).toEqual([
        'commercial_invoice',
        'label',
      ]);
      const [stored] = await db().select().from(shipmentDrafts).where(eq(shipmentDrafts.id, draftId));
      expect(stored?.shipmentId).toBe(body.shipmentId);
      expect(stored?.completedOn).not.toBeNull();
      // The draft list shows only unfinished drafts (spec 01 §4).
      const open = (await get(token, '/api/shipment_drafts?exists[completedOn]=false')).json()[
        'hydra:member'
      ];
      expect(open.map((d: { id: string }) => d.id)).not.toContain(draftId);
    });

    it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), {
        paymentId: await storedCard(token),
      });
      const before = await shipmentCount();
      const first = await post(token, '/api/prepare_shipment_actions', prep, 'replay-1');
      const again = await post(token, '/api/prepare_shipment_actions', prep, 'replay-1');
      expect(first.json().success).toBe(true);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await shipmentCount()).toBe(before + 1);
      const other = await post(
        token,
        '/api/prepare_shipment_actions',
        { ...prep, description: 'Other' },
        'replay-1',
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()['hydra:description']).toBe(
        'This Idempotency-Key was already used with a different request.',
      );
      expect(await shipmentCount()).toBe(before + 1);
      const badKey = await post(token, '/api/prepare_shipment_actions', prep, 'with space');
      expect(badKey.statusCode).toBe(400);
    });

    it('makes one shipment and one charge from 50 concurrent requests with one key', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), {
        paymentId: await storedCard(token),
      });
      const [shipmentsBefore, chargesBefore] = [await shipmentCount(), await chargeCount()];
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(token, '/api/prepare_shipment_actions', prep, 'fifty-at-once')),
      );
      const ids = new Set(answers.map((a) => a.json().shipmentId));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(ids.size).toBe(1);
      expect(await shipmentCount()).toBe(shipmentsBefore + 1);
      expect(await chargeCount()).toBe(chargesBefore + 1);
    }, 60_000);

    it('books nothing when the card is declined at payment, and says why', async () => {
      const token = await client();
      const paymentId = await storedCard(token, SANDBOX_CHARGE_DECLINING_CARD);
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), { paymentId });
      const before = [await shipmentCount(), await chargeCount()];
      const answer = await post(token, '/api/prepare_shipment_actions', prep, 'declined-1');
      expect(answer.json()).toMatchObject({
        success: false,
        shipmentId: null,
        errors: [{ message: 'Your card was declined. Please use a different card.' }],
      });
      expect([await shipmentCount(), await chargeCount()]).toEqual(before);
    });

    it('asks to accept a new price instead of charging it', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), {
        paymentId: await storedCard(token),
      });
      const before = await shipmentCount();
      const confirmed = (prep.payWithConfirmedAmount ?? 0) - 5;
      const answer = await post(token, '/api/prepare_shipment_actions', {
        ...prep,
        payWithConfirmedAmount: confirmed,
      });
      expect(answer.json()).toMatchObject({
        success: false,
        priceChanged: { confirmed, current: prep.payWithConfirmedAmount, currency: 'USD' },
      });
      expect(answer.json().errors[0].message).toMatch(/^The price of this shipment changed from \$/);
      expect(await shipmentCount()).toBe(before);
    });

    it('checks the parties and the billed account again at their fields (spec 01 §5, §9)', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), { paymentId: null });
      const answer = await post(token, '/api/prepare_shipment_actions', {
        ...prep,
        shipper: { ...prep.shipper, contactName: '' },
        whoPaysShipping: 'third_party',
        billingAccountNumber: '12ab',
      });
      expect(answer.statusCode).toBe(422);
      const violations = answer.json().violations as Array<{ propertyPath: string; message: string }>;
      expect(violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ propertyPath: 'prep.shipper.contactName' }),
          expect.objectContaining({
            propertyPath: 'prep.billingAccountNumber',
            message: 'Account should be a number',
          }),
        ]),
      );
    });

    it('pays later only for an account that may (else "Please add payment method before proceeding.")', async () => {
      const token = (await signIn(ctx.app, demoEmail('client2'))).token;
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), { paymentId: null });
      await db()
        .update(users)
        .set({ canPayLater: false })
        .where(eq(users.email, demoEmail('client2')));
      try {
        const refused = await post(token, '/api/prepare_shipment_actions', prep);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()['hydra:description']).toBe('Please add payment method before proceeding.');
      } finally {
        await db()
          .update(users)
          .set({ canPayLater: true })
          .where(eq(users.email, demoEmail('client2')));
      }
      const later = await post(token, '/api/prepare_shipment_actions', prep);
      expect(later.json().success).toBe(true);
      const shipment = (await get(token, `/api/shipments/${later.json().shipmentId}`)).json();
      expect(shipment.payment).toMatchObject({ type: 'pay_later', chargeStatus: null, method: null });
    });

    it('lets a CSR book for the client they act for, on the house account, but not for themselves', async () => {
      const own = (await signIn(ctx.app, demoEmail('csr'))).token;
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const { prep } = await preparedBody(ctx.app, acting, exportDraft(), { paymentId: null });
      const self = await post(own, '/api/complete_prep_and_pickup_actions', {
        prep,
        newPickup: null,
        existingPickup: null,
      });
      expect(self.statusCode).toBe(403);
      const house = await post(acting, '/api/complete_prep_and_pickup_actions', {
        prep,
        newPickup: null,
        existingPickup: null,
        useHouseAccount: true,
      });
      expect(house.json().successful).toBe(true);
      const shipment = (await get(acting, `/api/shipments/${house.json().shipmentId}`)).json();
      expect(shipment).toMatchObject({ ownedById: DEMO_CLIENT_ID, payment: { type: 'house_account' } });
      const client2 = (await signIn(ctx.app, demoEmail('client2'))).token;
      const { prep: theirs } = await preparedBody(ctx.app, client2, exportDraft(), { paymentId: null });
      const refused = await post(client2, '/api/complete_prep_and_pickup_actions', {
        prep: theirs,
        newPickup: null,
        existingPickup: null,
        useHouseAccount: true,
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe.skipIf(!backend.available)('after booking', () => {
    it('answers each document as a data URL, a UPS label as "not generated yet" (418) for a moment', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, domesticDraft(), {
        carrier: 'UPS',
        paymentId: null,
      });
      const booked = (await post(token, '/api/prepare_shipment_actions', prep)).json();
      expect(booked.success).toBe(true);
      const label = booked.shipment.documents.find((d: { type: string }) => d.type === 'label');
      const early = await get(token, `/api/shipment_documents/${label.id}`);
      expect(early.statusCode).toBe(418);
      expect(early.json()['hydra:description']).toBe(
        'The carrier has not generated this document yet. Please try again in a moment.',
      );
      ctx.advance(5_000);
      const ready = await get(token, `/api/shipment_documents/${label.id}`);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        type: 'label',
        file: expect.stringMatching(/^data:application\/pdf;base64,/),
      });
      const pdf = Buffer.from(ready.json().file.split(',')[1], 'base64').toString('latin1');
      expect(pdf).toContain(booked.shipment.trackingNumber);
      const all = await get(token, `/api/file/download-all/${booked.shipmentId}`);
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-type']).toBe('application/pdf');
    });

    it('cancels a shipment the carrier does not have, refunds the charge, and refuses a second cancel', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), {
        paymentId: await storedCard(token),
      });
      const booked = (await post(token, '/api/prepare_shipment_actions', prep)).json();
      const canceled = await post(token, '/api/cancel_shipment_actions', {
        shipmentId: booked.shipmentId,
        cancelRelatedPickup: false,
      });
      expect(canceled.json()).toEqual({
        shipmentCanceled: true,
        pickupCanceled: false,
        refunded: { amount: prep.payWithConfirmedAmount, currency: 'USD' },
      });
      const shipment = (await get(token, `/api/shipments/${booked.shipmentId}`)).json();
      expect(shipment).toMatchObject({
        primaryStatusFlagLabel: 'Canceled',
        payment: { chargeStatus: 'refunded' },
      });
      const again = await post(token, '/api/cancel_shipment_actions', { shipmentId: booked.shipmentId });
      expect(again.statusCode).toBe(422);
      expect(again.json()['hydra:description']).toBe(
        'This shipment can no longer be canceled: the carrier has it.',
      );
    });

    it('refuses to cancel a shipment in transit', async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), { paymentId: null });
      const booked = (await post(token, '/api/prepare_shipment_actions', prep)).json();
      await db()
        .update(shipments)
        .set({ primaryStatusFlag: sql`${shipments.primaryStatusFlag} | ${SHIPMENT_STATUS.IN_TRANSIT}` })
        .where(eq(shipments.id, booked.shipmentId));
      const refused = await post(token, '/api/cancel_shipment_actions', { shipmentId: booked.shipmentId });
      expect(refused.statusCode).toBe(422);
    });

    it("never shows one owner's shipment, document or download to another", async () => {
      const token = await client();
      const { prep } = await preparedBody(ctx.app, token, exportDraft(), { paymentId: null });
      const booked = (await post(token, '/api/prepare_shipment_actions', prep)).json();
      const other = (await signIn(ctx.app, demoEmail('client2'))).token;
      expect((await get(other, `/api/shipments/${booked.shipmentId}`)).statusCode).toBe(404);
      expect(
        (await get(other, `/api/shipment_documents/${booked.shipment.documents[0].id}`)).statusCode,
      ).toBe(404);
      expect((await get(other, `/api/file/download-all/${booked.shipmentId}`)).statusCode).toBe(404);
      expect(
        (await post(other, '/api/cancel_shipment_actions', { shipmentId: booked.shipmentId })).statusCode,
      ).toBe(404);
      const listed = (await get(other, '/api/shipments')).json()['hydra:member'];
      expect(listed.map((s: { id: string }) => s.id)).not.toContain(booked.shipmentId);
      const mine = (await get(token, '/api/shipments?itemsPerPage=1')).json();
      expect(mine['hydra:member']).toHaveLength(1);
      expect(mine['hydra:totalItems']).toBeGreaterThan(1);
    });
  });
});

describe.each(backends)('a used tracking number on $name', (backend) => {
  // The second booking draws the first one's number, then a new one.
  const numbers = ['FEDEX-USED', 'FEDEX-USED', 'FEDEX-FRESH'];
  const ctx = useAccountsApp(backend, {
    documents: recordingRenderer(),
    trackingNumbers: () => numbers.shift() ?? 'FEDEX-SPARE',
  });

  it.skipIf(!backend.available)('is drawn again, and the booking goes through with the new one', async () => {
    const token = (await signIn(ctx.app, demoEmail('client'))).token;
    const { prep } = await preparedBody(ctx.app, token, domesticDraft(), {
      carrier: 'FEDEX',
      paymentId: null,
    });
    const book = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/prepare_shipment_actions',
        headers: bearer(token),
        payload: prep,
      });
    expect((await book()).json().shipment.trackingNumber).toBe('FEDEX-USED');
    const second = await book();
    expect(second.statusCode).toBe(200);
    expect(second.json().shipment.trackingNumber).toBe('FEDEX-FRESH');
  });
});
