import { API_ROUTES, type ApiRoute, FEATURE_FLAG_DEFAULTS, routeKeyOf } from '@shipdeck/core/contract';
import { createEmptyDraft, toStoredDraftJson } from '@shipdeck/core/shipment';
import { newOrder, savedItem } from '@shipdeck/core/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { nextWeekday } from '../seed/demoQuotes';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

/** Who probes another's object: none of them may read or change it. */
/** The second demo client: an account the demo client's objects do not belong to. */
const STRANGER_ACCOUNT = '00000000-0000-4000-8000-000000000002';
const STRANGERS = ['anotherClient', 'guest', 'quickAccess', 'csrActingForAnother'] as const;
type Stranger = (typeof STRANGERS)[number];

async function tokenOf(app: FastifyInstance, stranger: Stranger): Promise<string> {
  switch (stranger) {
    case 'anotherClient':
      return (await signIn(app, demoEmail('client2'))).token;
    case 'guest':
      return guestToken(app);
    case 'quickAccess':
      return quickAccess(app, '812345606');
    case 'csrActingForAnother':
      return actingToken(app, 'csr', '00000000-0000-4000-8000-000000000002');
  }
}

/**
 * The demo client's own objects, one per route that takes an id: every such route of the contract
 * must have a probe here (a new route without one fails), and no stranger gets a 2xx from it.
 * `GET /api/contexts/{type}` names a public document, not an object anyone owns.
 */
const NOT_OWNED = new Set([
  'GET /api/contexts/:type',
  // A commodity code is public nomenclature data, the same for everyone.
  'GET /api/commodity_code_options/:code',
  // A tracking number shows anyone who has it the status, dates and cities (issue 14), as carriers'
  // pages do; that strangers see nothing more of the owner's shipment is tracking/trackingRoutes.test.ts's.
  'GET /api/tracking/:trackingNumber',
]);
const ITEM = savedItem({ nickname: 'Taken over' });
function ownedRequest(
  key: string,
  quoteId: string,
  partnerKeyId = 'x',
  draftId = 'x',
  paymentMethodId = 'x',
  booked: { shipmentId: string; documentId: string } = { shipmentId: 'x', documentId: 'x' },
  addressId = 'x',
  itemId = 'x',
  pickupId = 'x',
  orderId = 'x',
  channelId = 'x',
  webhookEndpointId = 'x',
  webhookAccountId = DEMO_CLIENT_ID,
): InjectOptions | undefined {
  const webhooks = `/api/accounts/${webhookAccountId}/webhook_endpoints`;
  switch (key) {
    // A webhook endpoint (issue 14): addressed under its account; administrators only.
    case 'GET /api/accounts/:accountId/webhook_endpoints':
      return { method: 'GET', url: webhooks };
    case 'POST /api/accounts/:accountId/webhook_endpoints':
      return { method: 'POST', url: webhooks, payload: { url: 'https://probe.example.com/in' } };
    case 'PATCH /api/accounts/:accountId/webhook_endpoints/:id':
      return { method: 'PATCH', url: `${webhooks}/${webhookEndpointId}`, payload: { enabled: false } };
    case 'DELETE /api/accounts/:accountId/webhook_endpoints/:id':
      return { method: 'DELETE', url: `${webhooks}/${webhookEndpointId}` };
    case 'POST /api/accounts/:accountId/webhook_endpoints/:id/test_actions':
      return { method: 'POST', url: `${webhooks}/${webhookEndpointId}/test_actions` };
    case 'GET /api/accounts/:accountId/webhook_endpoints/:id/deliveries':
      return { method: 'GET', url: `${webhooks}/${webhookEndpointId}/deliveries` };
    case 'DELETE /api/order_channels/:id':
      return { method: 'DELETE', url: `/api/order_channels/${channelId}` };
    // An order (issue 15): archived, deleted or shipped by its owner only.
    case 'POST /api/orders/:id/archive_actions':
      return { method: 'POST', url: `/api/orders/${orderId}/archive_actions`, payload: {} };
    case 'POST /api/orders/:id/restore_actions':
      return { method: 'POST', url: `/api/orders/${orderId}/restore_actions`, payload: {} };
    case 'POST /api/orders/:id/mark_paid_actions':
      return { method: 'POST', url: `/api/orders/${orderId}/mark_paid_actions`, payload: {} };
    case 'DELETE /api/orders/:id':
      return { method: 'DELETE', url: `/api/orders/${orderId}` };
    case 'POST /api/create_prep_request_for_order_actions':
      return { method: 'POST', url: '/api/create_prep_request_for_order_actions', payload: { orderId } };
    // A shipment, a pickup: named in the body (spec 02 §7).
    case 'POST /api/cancel_shipment_actions':
      return {
        method: 'POST',
        url: '/api/cancel_shipment_actions',
        payload: { shipmentId: booked.shipmentId, cancelRelatedPickup: true },
      };
    // View history's row actions (issue 14): several shipments in one body, or one shipment or draft.
    case 'POST /api/archive_shipment_actions':
      return {
        method: 'POST',
        url: '/api/archive_shipment_actions',
        payload: { shipmentIds: [booked.shipmentId] },
      };
    case 'POST /api/delete_shipment_actions':
      return {
        method: 'POST',
        url: '/api/delete_shipment_actions',
        payload: { shipmentIds: [booked.shipmentId] },
      };
    case 'POST /api/duplicate_shipment_actions':
      return {
        method: 'POST',
        url: '/api/duplicate_shipment_actions',
        payload: { shipmentId: booked.shipmentId },
      };
    case 'POST /api/duplicate_draft_actions':
      return { method: 'POST', url: '/api/duplicate_draft_actions', payload: { draftId } };
    case 'POST /api/modify_pickup_actions':
      return {
        method: 'POST',
        url: '/api/modify_pickup_actions',
        payload: {
          pickupId,
          pickup: { date: nextWeekday(new Date()), startTime: 900, endTime: 1020, location: 'Taken over' },
        },
      };
    case 'POST /api/cancel_pickup_actions':
      return { method: 'POST', url: '/api/cancel_pickup_actions', payload: { pickupId } };
    case 'POST /api/schedule_pickup_for_shipment_actions':
      return {
        method: 'POST',
        url: '/api/schedule_pickup_for_shipment_actions',
        payload: {
          shipmentId: booked.shipmentId,
          pickup: { date: nextWeekday(new Date()), startTime: 600, endTime: 840, location: 'Taken over' },
        },
      };
    case 'POST /api/add_to_pickup_actions':
      return {
        method: 'POST',
        url: '/api/add_to_pickup_actions',
        payload: { pickupId, shipmentId: booked.shipmentId },
      };
    case 'GET /api/quotes/:id':
      return { method: 'GET', url: `/api/quotes/${quoteId}` };
    // The inspection reads anyone's quote, so only a super admin may: every stranger is refused.
    case 'GET /api/quote_inspections/:id':
      return { method: 'GET', url: `/api/quote_inspections/${quoteId}` };
    case 'GET /api/user_inspections/:id':
      return { method: 'GET', url: `/api/user_inspections/${DEMO_CLIENT_ID}` };
    case 'GET /api/users/:id':
      return { method: 'GET', url: `/api/users/${DEMO_CLIENT_ID}` };
    case 'GET /api/shipment_drafts/:id':
      return { method: 'GET', url: `/api/shipment_drafts/${draftId}` };
    case 'PUT /api/shipment_drafts/:id':
      return {
        method: 'PUT',
        url: `/api/shipment_drafts/${draftId}`,
        payload: {
          name: 'Taken over',
          payload: toStoredDraftJson(createEmptyDraft()),
          step: 'create_shipment',
          updatedOn: null,
          completedOn: null,
          shipmentId: null,
        },
      };
    case 'DELETE /api/shipment_drafts/:id':
      return { method: 'DELETE', url: `/api/shipment_drafts/${draftId}` };
    case 'GET /api/shipments/:id':
      return { method: 'GET', url: `/api/shipments/${booked.shipmentId}` };
    case 'GET /api/shipment_documents/:id':
      return { method: 'GET', url: `/api/shipment_documents/${booked.documentId}` };
    case 'GET /api/file/download-all/:shipmentId':
      return { method: 'GET', url: `/api/file/download-all/${booked.shipmentId}` };
    case 'DELETE /api/saved_payment_methods/:id':
      return { method: 'DELETE', url: `/api/saved_payment_methods/${paymentMethodId}` };
    case 'GET /api/saved_addresses/:id':
      return { method: 'GET', url: `/api/saved_addresses/${addressId}` };
    case 'PUT /api/saved_addresses/:id':
      return { method: 'PUT', url: `/api/saved_addresses/${addressId}`, payload: savedContact('Taken over') };
    case 'DELETE /api/saved_addresses/:id':
      return { method: 'DELETE', url: `/api/saved_addresses/${addressId}` };
    case 'PUT /api/saved_line_items/:id':
      return { method: 'PUT', url: `/api/saved_line_items/${itemId}`, payload: ITEM };
    case 'DELETE /api/saved_line_items/:id':
      return { method: 'DELETE', url: `/api/saved_line_items/${itemId}` };
    case 'PUT /api/billing_informations/:id':
      return {
        method: 'PUT',
        url: `/api/billing_informations/${DEMO_CLIENT_ID}`,
        payload: {
          billingContact: {
            name: 'Taken over',
            phone: { number: '+1 212 555 0199', extension: null },
            email: 'x@example.com',
          },
        },
      };
    case 'POST /api/users/:id/change_password_actions':
      return {
        method: 'POST',
        url: `/api/users/${DEMO_CLIENT_ID}/change_password_actions`,
        payload: { password: 'taken over 123' },
      };
    case 'GET /api/users/:id/audit_log':
      return { method: 'GET', url: `/api/users/${DEMO_CLIENT_ID}/audit_log` };
    // Partner keys belong to no client: an administrator's (issue 9); every stranger is refused.
    case 'PATCH /api/partner_keys/:id':
      return {
        method: 'PATCH',
        url: `/api/partner_keys/${partnerKeyId}`,
        payload: { origins: ['https://taken-over.example.com'] },
      };
    case 'POST /api/partner_keys/:id/revoke_actions':
      return { method: 'POST', url: `/api/partner_keys/${partnerKeyId}/revoke_actions`, payload: {} };
    default:
      return undefined;
  }
}

/** A saved contact the party rules accept. */
const savedContact = (companyName: string) => ({
  companyName,
  contactName: 'Probed Contact',
  address: {
    addressLine1: '1 Main St',
    locality: 'Austin',
    administrativeArea: 'TX',
    postalCode: '78701',
    countryCode: 'US',
  },
  contact: { email: 'probed@example.com', phone: { number: '+1 512 555 0100' } },
  isResidential: false,
});

/**
 * Routes that name one of the caller's objects in their body rather than their path (a required
 * pickupId, shipmentId, draftId, quoteId or orderId, or a list of them): each needs a probe too.
 */
const OWNED_BODY_FIELD = /^(pickup|shipment|draft|quote|order)Ids?$/;
function namesAnObjectInItsBody(route: ApiRoute): boolean {
  const shape = (
    route.body as { _zod?: { def?: { shape?: Record<string, { _zod: { def: { type: string } } }> } } }
  )?._zod?.def?.shape;
  return Object.entries(shape ?? {}).some(
    ([field, schema]) =>
      OWNED_BODY_FIELD.test(field) && !['optional', 'default', 'nullable'].includes(schema._zod.def.type),
  );
}

const idRoutes = (API_ROUTES as readonly ApiRoute[])
  .filter((route) => route.path.includes('{') || namesAnObjectInItsBody(route))
  .map(routeKeyOf);

describe.each(backends)('ownership probes for every route that takes an id, on $name', (backend) => {
  const ctx = useAccountsApp(backend, {
    flags: { ...FEATURE_FLAG_DEFAULTS, ORDERS: true },
    gateway: recordingGateway(),
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  let quoteId = '';
  let partnerKeyId = '';
  let draftId = '';
  let paymentMethodId = '';
  let booked = { shipmentId: '', documentId: '' };
  let addressId = '';
  let itemId = '';
  let pickupId = '';
  let orderId = '';
  let channelId = '';
  let webhookEndpointId = '';
  beforeAll(async () => {
    if (!backend.available) return;
    const admin = await signIn(ctx.app, demoEmail('admin'));
    webhookEndpointId = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/accounts/${DEMO_CLIENT_ID}/webhook_endpoints`,
        headers: bearer(admin.token),
        payload: { url: 'http://127.0.0.1:9/probed' },
      })
    ).json().id;
    partnerKeyId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/partner_keys',
        headers: bearer(admin.token),
        payload: { name: 'Probed shop', origins: ['https://probed.example.com'] },
      })
    ).json().id;
    const client = await signIn(ctx.app, demoEmail('client'));
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/rate_shipment_actions',
      headers: bearer(client.token),
      payload: {
        origin: { countryCode: 'US', postalCode: '10001' },
        destination: { countryCode: 'US', postalCode: '90210' },
        targetShipDate: nextWeekday(new Date()),
        pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
      },
    });
    quoteId = quote.json().createdInId;
    draftId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/shipment_drafts',
        headers: bearer(client.token),
        payload: {
          name: 'Probed draft',
          payload: toStoredDraftJson(createEmptyDraft()),
          step: 'create_shipment',
          updatedOn: null,
          completedOn: null,
          shipmentId: null,
        },
      })
    ).json().id;
    paymentMethodId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/saved_payment_methods',
        headers: bearer(client.token),
        payload: {
          type: 'credit_card',
          card: {
            cardNumber: '4242424242424242',
            expirationDate: '12/39',
            cardCode: '123',
            cardholderFirstName: 'Ada',
          },
          billingAddress: { addressLine1: '1 Probe Street' },
        },
      })
    ).json().id;
    addressId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/saved_addresses',
        headers: bearer(client.token),
        payload: savedContact('Probed Supplies'),
      })
    ).json().id;
    itemId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/saved_line_items',
        headers: bearer(client.token),
        payload: { ...ITEM, nickname: 'Probed item' },
      })
    ).json().id;
    pickupId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/schedule_pickup_actions',
        headers: bearer(client.token),
        payload: {
          origin: {
            companyName: 'Northwind Ceramics',
            contactName: 'Dana Whitfield',
            phoneNumber: '+1 212 555 0142',
            email: 'client@demo.shipdeck.test',
            address: {
              addressLine1: '350 Fifth Avenue',
              city: 'New York',
              postalCode: '10118',
              division: 'NY',
            },
          },
          pickup: {
            carrier: 'DHL',
            date: nextWeekday(new Date()),
            startTime: 840,
            endTime: 960,
            location: 'Front desk',
          },
        },
      })
    ).json().pickup.id;
    orderId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(client.token),
        payload: newOrder('PROBED-1'),
      })
    ).json().id;
    const channelKey = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/partner_keys',
        headers: bearer(admin.token),
        payload: { name: 'Probed channel', origins: ['https://probed.example.com'] },
      })
    ).json().publishableKey;
    channelId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/order_channels',
        headers: bearer(client.token),
        payload: { publishableKey: channelKey },
      })
    ).json().id;
  });

  beforeAll(async () => {
    if (!backend.available) return;
    const client = await signIn(ctx.app, demoEmail('client'));
    const { prep } = await preparedBody(ctx.app, client.token, domesticDraft(), { carrier: 'FEDEX' });
    const answer = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/prepare_shipment_actions',
        headers: bearer(client.token),
        payload: prep,
      })
    ).json();
    booked = { shipmentId: answer.shipmentId, documentId: answer.shipment.documents[0].id };
  });

  it('has a probe for each of them', () => {
    expect(idRoutes).toContain('POST /api/cancel_pickup_actions');
    if (backend.available) expect(pickupId).toMatch(/^[0-9a-f-]{36}$/);
    for (const key of idRoutes) {
      if (NOT_OWNED.has(key)) continue;
      expect(ownedRequest(key, 'x'), `${key} has no ownership probe`).toBeDefined();
    }
  });

  describe.skipIf(!backend.available)('strangers', () => {
    const cells = idRoutes
      .filter((key) => !NOT_OWNED.has(key))
      .flatMap((key) => STRANGERS.map((who) => [key, who] as const));
    it.each(cells)("%s: %s cannot reach the demo client's object", async (key, who) => {
      const request = ownedRequest(
        key,
        quoteId,
        partnerKeyId,
        draftId,
        paymentMethodId,
        booked,
        addressId,
        itemId,
        pickupId,
        orderId,
        channelId,
        webhookEndpointId,
      ) as InjectOptions;
      const response = await ctx.app.inject({ ...request, headers: bearer(await tokenOf(ctx.app, who)) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      // And the owner can, so the probe does reach something.
      if (
        key === 'GET /api/quotes/:id' ||
        key === 'GET /api/users/:id' ||
        key === 'GET /api/shipment_drafts/:id' ||
        key === 'GET /api/shipments/:id' ||
        key === 'GET /api/shipment_documents/:id' ||
        key === 'GET /api/file/download-all/:shipmentId' ||
        key === 'GET /api/saved_addresses/:id'
      ) {
        const owner = await signIn(ctx.app, demoEmail('client'));
        expect((await ctx.app.inject({ ...request, headers: bearer(owner.token) })).statusCode).toBe(200);
      }
    });

    it("does not find the demo client's webhook endpoint under another account, even for an admin", async () => {
      const admin = await signIn(ctx.app, demoEmail('admin'));
      const keys = idRoutes.filter((key) => key.includes('/webhook_endpoints/:id'));
      expect(keys).toHaveLength(4);
      for (const key of keys) {
        const args = [quoteId, partnerKeyId, draftId, paymentMethodId, booked, addressId, itemId] as const;
        const elsewhere = ownedRequest(
          key,
          ...args,
          pickupId,
          orderId,
          channelId,
          webhookEndpointId,
          STRANGER_ACCOUNT,
        );
        const response = await ctx.app.inject({
          ...(elsewhere as InjectOptions),
          headers: bearer(admin.token),
        });
        expect(response.statusCode, key).toBe(404);
      }
      // And under its own account the admin reaches it, so the probe does reach something.
      const own = ownedRequest(
        'GET /api/accounts/:accountId/webhook_endpoints/:id/deliveries',
        quoteId,
        partnerKeyId,
        draftId,
        paymentMethodId,
        booked,
        addressId,
        itemId,
        pickupId,
        orderId,
        channelId,
        webhookEndpointId,
      ) as InjectOptions;
      expect((await ctx.app.inject({ ...own, headers: bearer(admin.token) })).statusCode).toBe(200);
    });

    it("leaves the demo client's item and billing contact as they were", async () => {
      const owner = await signIn(ctx.app, demoEmail('client'));
      const items = await ctx.app.inject({
        method: 'GET',
        url: '/api/saved_line_items?nickname=probed',
        headers: bearer(owner.token),
      });
      expect(items.json()['hydra:member'].map((item: { id: string }) => item.id)).toEqual([itemId]);
      const billing = await ctx.app.inject({
        method: 'GET',
        url: '/api/billing_informations',
        headers: bearer(owner.token),
      });
      expect(billing.json()['hydra:member'][0].billingContact.name).toBe('Client Demo');
    });

    it("leaves the demo client's order as it was: in its tab, with no draft", async () => {
      const owner = await signIn(ctx.app, demoEmail('client'));
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/orders?status=awaiting_shipment&search=PROBED',
        headers: bearer(owner.token),
      });
      expect(listed.json()['hydra:member']).toMatchObject([{ id: orderId, draftId: null }]);
      const channels = await ctx.app.inject({
        method: 'GET',
        url: '/api/order_channels',
        headers: bearer(owner.token),
      });
      expect(channels.json()['hydra:member'].map((c: { id: string }) => c.id)).toContain(channelId);
    });

    it("leaves the client's pickup and shipment as they were: neither moved nor cancelled", async () => {
      const owner = await signIn(ctx.app, demoEmail('client'));
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/pickups',
        headers: bearer(owner.token),
      });
      const pickup = listed.json()['hydra:member'].find((p: { id: string }) => p.id === pickupId);
      expect(pickup).toMatchObject({ canceled: false, startTime: 840, location: 'Front desk' });
      const shipment = await ctx.app.inject({
        method: 'GET',
        url: `/api/shipments/${booked.shipmentId}`,
        headers: bearer(owner.token),
      });
      expect(shipment.json().canceledOn).toBeNull();
      // Nor put on a pickup by a stranger (schedule_pickup_for_shipment, add_to_pickup).
      expect(shipment.json().pickup).toBeNull();
      expect(pickup.shipments).toEqual([]);
      expect(shipment.json().archivedOn).toBeNull();
    });
  });
});
