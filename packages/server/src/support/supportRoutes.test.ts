import { createEmptyDraft, toShipmentDraftBody } from '@shipdeck/core/shipment';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freightQuoteRequests, supportRequests } from '../db/schema';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();
const CSR_ID = '00000000-0000-4000-8000-000000000007';
const OPERATIONS = 'operations@shipdeck.local';

const contact = {
  contactName: 'Jane Shipper',
  phoneNumber: '+1 212 555 0100',
  phoneNumberExtension: '12',
  email: 'jane@example.com',
  readyDate: '20301115',
  freightService: 'ocean',
  otherComments: 'Two pallets of machine parts',
};

describe.each(backends)('requests to the operations team, on $name (spec 01 §7)', (backend) => {
  const ctx = useAccountsApp(backend);
  let client = '';
  const post = (url: string, token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const mailsTo = async (subject: RegExp) =>
    (await ctx.mails()).filter((mail) => mail.to === OPERATIONS && subject.test(mail.subject));

  beforeAll(async () => {
    if (!backend.available) return;
    client = (await signIn(ctx.app, demoEmail('client'))).token;
  });

  describe.skipIf(!backend.available)('POST /api/submit_for_freight_quote_actions', () => {
    it("stores a guest's request with the draft data and mails it to the operations team", async () => {
      const guest = await guestToken(ctx.app);
      const quoteData = { shipmentFrom: { country: 'US' }, shipmentTo: { country: 'DE' }, totalWeight: 1400 };
      const response = await post('/api/submit_for_freight_quote_actions', guest, {
        quoteData,
        contactData: contact,
      });
      expect(response.statusCode).toBe(200);
      const { id, success } = response.json();
      expect(success).toBe(true);
      const [row] = await ctx.database.handle.db
        .select()
        .from(freightQuoteRequests)
        .where(eq(freightQuoteRequests.id, id));
      expect(row).toMatchObject({ quoteData, userId: null, contactData: expect.objectContaining(contact) });
      expect(row?.ownerSubject).toMatch(/^guest:/);
      const [mail] = await mailsTo(new RegExp(id));
      expect(mail?.text).toContain('Telephone: +1 212 555 0100 ext. 12');
      expect(mail?.text).toContain('Freight service: ocean');
      expect(mail?.text).toContain('"totalWeight": 1400');
    });

    it("refuses a missing or invalid telephone and e-mail with the spec's messages", async () => {
      const missing = await post('/api/submit_for_freight_quote_actions', client, {
        quoteData: {},
        contactData: { ...contact, phoneNumber: '' },
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().violations).toEqual([
        expect.objectContaining({
          propertyPath: 'contactData.phoneNumber',
          message: 'Phone number is required.',
        }),
      ]);
      const invalid = await post('/api/submit_for_freight_quote_actions', client, {
        quoteData: {},
        contactData: { ...contact, phoneNumber: '12', email: 'not an address', readyDate: '20301345' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            propertyPath: 'contactData.phoneNumber',
            message: 'Phone number is not valid.',
          }),
          expect.objectContaining({
            propertyPath: 'contactData.email',
            message: 'Email address is not valid.',
          }),
          expect.objectContaining({ propertyPath: 'contactData.readyDate' }),
        ]),
      );
    });

    it("defaults the ready date to today and records the client's account", async () => {
      const response = await post('/api/submit_for_freight_quote_actions', client, {
        quoteData: { draftId: null },
        contactData: { phoneNumber: '+1 212 555 0100' },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await ctx.database.handle.db
        .select()
        .from(freightQuoteRequests)
        .where(eq(freightQuoteRequests.id, response.json().id));
      expect(row?.userId).toBe(DEMO_CLIENT_ID);
      expect(row?.contactData).toMatchObject({
        countryCode: 'US',
        readyDate: new Date().toISOString().slice(0, 10).replaceAll('-', ''),
      });
    });
  });

  describe.skipIf(!backend.available)('POST /api/support_requests', () => {
    it('stores a message about a draft, its rate and step, and mails it', async () => {
      const draft = (
        await post(
          '/api/shipment_drafts',
          client,
          toShipmentDraftBody(createEmptyDraft(), new Date().toISOString()),
        )
      ).json();
      const response = await post('/api/support_requests', client, {
        message: 'The rate looks too high for this lane.',
        draftId: draft.id,
        rateId: 'rate-42',
        step: 'additional_services',
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      expect(response.json()['@id']).toBe(`/api/support_requests/${id}`);
      const [row] = await ctx.database.handle.db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, id));
      expect(row).toMatchObject({
        ownerId: DEMO_CLIENT_ID,
        createdBy: DEMO_CLIENT_ID,
        draftId: draft.id,
        rateId: 'rate-42',
        step: 'additional_services',
        message: 'The rate looks too high for this lane.',
      });
      const [mail] = await mailsTo(new RegExp(id));
      expect(mail?.subject).toContain('additional_services');
      // The draft may still be deleted; the request stays, without it.
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/shipment_drafts/${draft.id}`,
        headers: bearer(client),
      });
      expect(removed.statusCode).toBe(204);
      const [kept] = await ctx.database.handle.db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, id));
      expect(kept).toMatchObject({ draftId: null, rateId: 'rate-42' });
      expect(mail?.text).toContain(`Draft: /api/shipment_drafts/${draft.id}`);
      expect(mail?.text).toContain('The rate looks too high for this lane.');
    });

    it("takes the error popup's page and notes, and names the CSR acting for the client", async () => {
      const acting = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const response = await post('/api/support_requests', acting, {
        page: 'prepare-shipment',
        notes: 'Crashed on save',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.database.handle.db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, response.json().id));
      expect(row).toMatchObject({ ownerId: DEMO_CLIENT_ID, createdBy: CSR_ID, page: 'prepare-shipment' });
      expect(row?.details).toMatchObject({ notes: 'Crashed on save' });
      const [mail] = await mailsTo(new RegExp(response.json().id));
      expect(mail?.text).toContain('acting for the client');
    });

    it("refuses an empty message and another owner's draft", async () => {
      const empty = await post('/api/support_requests', client, { message: '  ', page: 'view-history' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().violations[0]).toMatchObject({
        propertyPath: 'message',
        message: 'Message is required',
      });
      const theirs = (
        await post(
          '/api/shipment_drafts',
          client,
          toShipmentDraftBody(createEmptyDraft(), new Date().toISOString()),
        )
      ).json();
      const quick = await quickAccess(ctx.app, '812345606');
      const foreign = await post('/api/support_requests', quick, {
        message: 'Look at this',
        draftId: theirs.id,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()['hydra:description']).toBe('Draft not found');
    });
  });
});
