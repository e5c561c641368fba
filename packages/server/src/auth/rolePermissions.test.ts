import { FEATURE_FLAG_DEFAULTS } from '@shipdeck/core/contract';
import { addDays, localClock } from '@shipdeck/core/pickup';
import { createEmptyDraft, toStoredDraftJson } from '@shipdeck/core/shipment';
import { newOrder, savedItem } from '@shipdeck/core/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_ROUTE_KEYS } from '../platform/routeContract';
import { DEMO_CLIENT_ID, DEMO_PASSWORD } from '../seed/demoAccounts';
import { nextWeekday } from '../seed/demoQuotes';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { countingTrackingNumbers, domesticDraft, preparedBody, recordingRenderer } from '../testing/bookings';
import { recordingGateway } from '../testing/fakeGateway';
import { multipartForm } from '../testing/multipart';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { ROUTE_PERMISSIONS, type RouteKey, type RoutePolicy } from './permissions';

const backends = await testBackends();
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';

/**
 * The callers of the role × route table (docs/security.md#one-authorization-matrix; issue 4 Tests):
 * every role and account state, and a staff member acting for a client.
 */
const CALLERS = [
  'none',
  'guest',
  'quick',
  'client',
  'inactive',
  'suspended',
  'whitelisted',
  'csr',
  'csrActing',
  'admin',
  'superAdmin',
] as const;
type Caller = (typeof CALLERS)[number];

async function tokenOf(app: FastifyInstance, caller: Caller): Promise<string | undefined> {
  switch (caller) {
    case 'none':
      return undefined;
    case 'guest':
      return guestToken(app);
    case 'quick':
      return quickAccess(app, '812345606');
    case 'csrActing':
      // The CSR acts for the demo client, whose quote and user the ownership probes read.
      return actingToken(app, 'csr', DEMO_CLIENT_ID);
    default:
      return (await signIn(app, demoEmail(caller.toLowerCase()))).token;
  }
}

/** A saved line item as My Items List saves it (POST/PUT /api/saved_line_items). */
const itemBody = () => savedItem({ nickname: 'Matrix item' });

/** A one-order CSV as the order import's form (POST /api/import_orders). */
const orderImportForm = multipartForm({
  field: 'orders',
  fileName: 'orders.csv',
  bytes:
    'Order Number,Name,Company,Address Line 1,City,State,Zip,Country,Shipping Paid,Tax Paid,Total Paid,Item Name,Quantity\r\nMATRIX-IMPORT,Matrix Probe,Matrix Co,1 Main St,Austin,TX,78701,US,5,0,25,Cup,1\r\n',
});

/** A New Order with a number the server gives (POST /api/orders). */
const orderBody = () => {
  const order = newOrder('');
  return { ...order, orderInformation: { ...order.orderInformation, autogenerate: true } } as Record<
    string,
    unknown
  >;
};

/** A new, empty draft as the wizard saves it (POST/PUT /api/shipment_drafts). */
const draftBody = () => ({
  name: 'Matrix draft',
  payload: toStoredDraftJson(createEmptyDraft()),
  step: 'create_shipment',
  updatedOn: null,
  completedOn: null,
  shipmentId: null,
});

/** A good sandbox test card with its billing address (POST /api/saved_payment_methods). */
const paymentMethodBody = () => ({
  type: 'credit_card',
  card: {
    cardNumber: '4242424242424242',
    expirationDate: '12/39',
    cardCode: '123',
    cardholderFirstName: 'Matrix',
    cardholderLastName: 'Probe',
  },
  billingAddress: { addressLine1: '1 Probe Street', city: 'New York', postalCode: '10001', division: 'NY' },
});

/** The demo client's sending-from address (a pickup's origin). */
const pickupOrigin = () => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country: 'US',
  phoneNumber: '+1 212 555 0142',
  email: 'client@demo.shipdeck.test',
  address: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
});

/** A DHL pickup some weekdays ahead, in DHL's afternoon window (spec 02 §9). */
const dhlPickup = (weekdaysAhead: number) => ({
  carrier: 'DHL',
  carrierProduct: 'P',
  date: weekdaysFromToday(weekdaysAhead),
  startTime: 840,
  endTime: 960,
  location: 'Front desk',
});

/** A pickup window for a booked FedEx shipment some weekdays ahead (FedEx: at least 3 hours). */
const shipmentPickupWindow = (weekdaysAhead: number) => ({
  date: weekdaysFromToday(weekdaysAhead),
  startTime: 600,
  endTime: 840,
  location: 'Loading dock',
});

/** The weekday `n` weekdays after today in New York (the demo client's address). */
function weekdaysFromToday(n: number): string {
  let date = localClock(new Date(), 'America/New_York').date;
  for (let left = n; left > 0; ) {
    date = addDays(date, 1) as string;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown> | Buffer;
  /** Headers besides the token (a multipart form's content type). */
  headers?: Record<string, string>;
  /** The call changes the caller's session (sign-out, profiles): each cell gets a fresh token. */
  fresh?: boolean;
}

const signUpForm = {
  firstName: 'Matrix',
  lastName: 'Probe',
  phoneNumber: '+1 212 555 0199',
  email: 'matrix.probe@example.com',
};

/** A saved contact the party rules accept (POST/PUT /api/saved_addresses). */
const contactBody = () => ({
  companyName: 'Matrix Supplies',
  contactName: 'Matrix Probe',
  address: {
    addressLine1: '1 Main St',
    locality: 'Austin',
    administrativeArea: 'TX',
    postalCode: '78701',
    countryCode: 'US',
  },
  contact: { email: 'matrix@example.com', phone: { number: '+1 512 555 0100' } },
  isResidential: false,
});

/** A one-contact CSV as the import's form (POST /api/import_addresses). */
const importForm = multipartForm({
  field: 'addresses',
  fileName: 'contacts.csv',
  bytes:
    'Company Name,Contact Name,Address Line 1,City,State,Zip,Country,Email,Phone\r\nMatrix Supplies,Matrix Probe,1 Main St,Austin,TX,78701,US,matrix@example.com,+1 512 555 0100\r\n',
});

/**
 * One request per route that an allowed caller gets a known answer to. `quoteId` is the client's quote;
 * `keyIds` two partner keys an admin made (one to change, one to revoke).
 */
function probes(
  quoteId: string,
  keyIds: [string, string],
  draftIds: [string, string],
  paymentMethodId: string,
  booked: { prep: object; shipmentIds: [string, string, string]; documentId: string },
  addressIds: [string, string],
  itemIds: [string, string],
  pickupIds: [string, string],
  shipmentPickup: { pickupId: string; shipmentId: string },
  orders: { ids: [string, string, string]; channelId: string; publishableKey: string },
  webhookEndpointIds: [string, string] = ['x', 'x'],
): Record<RouteKey, Probe> {
  const webhooks = `/api/accounts/${DEMO_CLIENT_ID}/webhook_endpoints`;
  const orderIds = orders.ids;
  return {
    'GET /api/docs': { method: 'GET', url: '/api/docs' },
    'GET /api/docs.json': { method: 'GET', url: '/api/docs.json' },
    'GET /api/contexts/:type': { method: 'GET', url: '/api/contexts/Quote' },
    'GET /api/country_options': { method: 'GET', url: '/api/country_options' },
    'GET /api/currency_options': { method: 'GET', url: '/api/currency_options' },
    'GET /api/ftr_exemption_options': { method: 'GET', url: '/api/ftr_exemption_options' },
    'GET /api/who_pays_options': { method: 'GET', url: '/api/who_pays_options' },
    'GET /api/terms_of_trade_options': { method: 'GET', url: '/api/terms_of_trade_options' },
    'GET /api/item_quantity_options': { method: 'GET', url: '/api/item_quantity_options' },
    'GET /api/invoice_type_options': { method: 'GET', url: '/api/invoice_type_options' },
    'GET /api/eei_filing_type_options': { method: 'GET', url: '/api/eei_filing_type_options' },
    'GET /api/export_type_options': { method: 'GET', url: '/api/export_type_options' },
    'GET /api/carrier_services': { method: 'GET', url: '/api/carrier_services' },
    'GET /api/additional_service_options': { method: 'GET', url: '/api/additional_service_options' },
    'GET /api/feature_flags': { method: 'GET', url: '/api/feature_flags' },
    'POST /api/guest_auth_token_actions': { method: 'POST', url: '/api/guest_auth_token_actions' },
    'POST /api/authentication_token': {
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email: 'nobody@demo.shipdeck.test', password: 'whatever-it-is' },
    },
    'POST /api/authentication_token/refresh': {
      method: 'POST',
      url: '/api/authentication_token/refresh',
      payload: { refresh_token: 'x'.repeat(43) },
    },
    'POST /api/account_auth_token_actions': {
      method: 'POST',
      url: '/api/account_auth_token_actions',
      payload: { accountNumber: '712345678' },
    },
    'POST /api/instant_sign_up_actions': {
      method: 'POST',
      url: '/api/instant_sign_up_actions',
      payload: { ...signUpForm, password: 'long enough password' },
    },
    'POST /api/sign_up_actions': {
      method: 'POST',
      url: '/api/sign_up_actions',
      payload: { payload: JSON.stringify(signUpForm) },
    },
    'POST /api/start_password_recovery_actions': {
      method: 'POST',
      url: '/api/start_password_recovery_actions',
      payload: { emailOrId: 'nobody@demo.shipdeck.test' },
    },
    'POST /api/check_recovery_code_actions': {
      method: 'POST',
      url: '/api/check_recovery_code_actions',
      payload: { recoveryCode: 'x'.repeat(43) },
    },
    'POST /api/complete_password_recovery_actions': {
      method: 'POST',
      url: '/api/complete_password_recovery_actions',
      payload: { password: 'long enough password', recoveryCode: 'x'.repeat(43) },
    },
    'POST /api/sign_out_actions': { method: 'POST', url: '/api/sign_out_actions', payload: {}, fresh: true },
    'GET /api/data/postal-codes': { method: 'GET', url: '/api/data/postal-codes?countryCode=US&search=100' },
    'POST /api/rate_shipment_actions': {
      method: 'POST',
      url: '/api/rate_shipment_actions',
      payload: {
        origin: { countryCode: 'US', postalCode: '10001' },
        destination: { countryCode: 'US', postalCode: '90210' },
        targetShipDate: nextWeekday(new Date()),
        pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
      },
    },
    'GET /api/quotes': { method: 'GET', url: '/api/quotes' },
    'GET /api/quotes/:id': { method: 'GET', url: `/api/quotes/${quoteId}` },
    'GET /api/quote_inspections/:id': { method: 'GET', url: `/api/quote_inspections/${quoteId}` },
    'GET /api/user_inspections/:id': { method: 'GET', url: `/api/user_inspections/${DEMO_CLIENT_ID}` },
    'GET /api/first_shipment_survey': { method: 'GET', url: '/api/first_shipment_survey' },
    'POST /api/survey_responses': {
      method: 'POST',
      url: '/api/survey_responses',
      payload: { usageReason: 'business', helpfulness: 5, futureUsage: 'weekly' },
    },
    'GET /api/survey_responses': { method: 'GET', url: '/api/survey_responses' },
    'GET /api/shipment_drafts': { method: 'GET', url: '/api/shipment_drafts' },
    'POST /api/shipment_drafts': { method: 'POST', url: '/api/shipment_drafts', payload: draftBody() },
    'GET /api/shipment_drafts/:id': { method: 'GET', url: `/api/shipment_drafts/${draftIds[0]}` },
    'PUT /api/shipment_drafts/:id': {
      method: 'PUT',
      url: `/api/shipment_drafts/${draftIds[0]}`,
      payload: draftBody(),
    },
    'DELETE /api/shipment_drafts/:id': { method: 'DELETE', url: `/api/shipment_drafts/${draftIds[1]}` },
    'POST /api/submit_for_freight_quote_actions': {
      method: 'POST',
      url: '/api/submit_for_freight_quote_actions',
      payload: {
        quoteData: { origin: 'US', destination: 'DE' },
        contactData: { phoneNumber: '+1 212 555 0199' },
      },
    },
    'POST /api/support_requests': {
      method: 'POST',
      url: '/api/support_requests',
      payload: { message: 'Matrix probe', page: 'view-history' },
    },
    'POST /api/prepare_shipment_actions': {
      method: 'POST',
      url: '/api/prepare_shipment_actions',
      payload: booked.prep as Record<string, unknown>,
    },
    'POST /api/complete_prep_and_pickup_actions': {
      method: 'POST',
      url: '/api/complete_prep_and_pickup_actions',
      payload: { prep: booked.prep, newPickup: null, existingPickup: null },
    },
    'GET /api/shipments': { method: 'GET', url: '/api/shipments' },
    'GET /api/shipments/:id': { method: 'GET', url: `/api/shipments/${booked.shipmentIds[0]}` },
    'GET /api/shipment_documents/:id': { method: 'GET', url: `/api/shipment_documents/${booked.documentId}` },
    'GET /api/file/download-all/:shipmentId': {
      method: 'GET',
      url: `/api/file/download-all/${booked.shipmentIds[0]}`,
    },
    'POST /api/cancel_shipment_actions': {
      method: 'POST',
      url: '/api/cancel_shipment_actions',
      payload: { shipmentId: booked.shipmentIds[1] },
    },
    // Restoring a shipment that is not archived changes nothing, and is answered like any restore.
    'POST /api/archive_shipment_actions': {
      method: 'POST',
      url: '/api/archive_shipment_actions',
      payload: { shipmentIds: [booked.shipmentIds[0]], archived: false },
    },
    'POST /api/delete_shipment_actions': {
      method: 'POST',
      url: '/api/delete_shipment_actions',
      payload: { shipmentIds: [booked.shipmentIds[0]] },
    },
    'POST /api/duplicate_shipment_actions': {
      method: 'POST',
      url: '/api/duplicate_shipment_actions',
      payload: { shipmentId: booked.shipmentIds[0] },
    },
    'POST /api/duplicate_draft_actions': {
      method: 'POST',
      url: '/api/duplicate_draft_actions',
      payload: { draftId: draftIds[0] },
    },
    'GET /api/saved_payment_methods': { method: 'GET', url: '/api/saved_payment_methods' },
    'POST /api/saved_payment_methods': {
      method: 'POST',
      url: '/api/saved_payment_methods',
      payload: paymentMethodBody(),
    },
    'DELETE /api/saved_payment_methods/:id': {
      method: 'DELETE',
      url: `/api/saved_payment_methods/${paymentMethodId}`,
    },
    'GET /api/saved_addresses': { method: 'GET', url: '/api/saved_addresses' },
    'POST /api/saved_addresses': { method: 'POST', url: '/api/saved_addresses', payload: contactBody() },
    'GET /api/saved_addresses/export': { method: 'GET', url: '/api/saved_addresses/export?format=csv' },
    'GET /api/saved_addresses/:id': { method: 'GET', url: `/api/saved_addresses/${addressIds[0]}` },
    'PUT /api/saved_addresses/:id': {
      method: 'PUT',
      url: `/api/saved_addresses/${addressIds[0]}`,
      payload: contactBody(),
    },
    'DELETE /api/saved_addresses/:id': { method: 'DELETE', url: `/api/saved_addresses/${addressIds[1]}` },
    'POST /api/import_addresses': {
      method: 'POST',
      url: '/api/import_addresses',
      payload: importForm.payload,
      headers: importForm.headers,
    },
    'POST /api/check_capabilities_actions': {
      method: 'POST',
      url: '/api/check_capabilities_actions',
      payload: { carrier: 'UPS', origin: pickupOrigin() },
    },
    'POST /api/validate_pickup_actions': {
      method: 'POST',
      url: '/api/validate_pickup_actions',
      payload: { carrier: 'DHL', origin: pickupOrigin(), pickup: dhlPickup(2) },
    },
    // One pickup per carrier, day and address (the clash rule): an owner that already has that day's adds to
    // it (the CSR acting for the client adds to the client's).
    'POST /api/schedule_pickup_actions': {
      method: 'POST',
      url: '/api/schedule_pickup_actions',
      payload: { origin: pickupOrigin(), pickup: dhlPickup(2), onClash: 'addToExisting' },
    },
    'POST /api/modify_pickup_actions': {
      method: 'POST',
      url: '/api/modify_pickup_actions',
      payload: { pickupId: pickupIds[0], pickup: { ...dhlPickup(2), startTime: 900, endTime: 1020 } },
    },
    'POST /api/cancel_pickup_actions': {
      method: 'POST',
      url: '/api/cancel_pickup_actions',
      payload: { pickupId: pickupIds[1] },
    },
    'GET /api/pickups': { method: 'GET', url: '/api/pickups?canceled=false' },
    // The client's first shipment gets a pickup; a second time it is already on one (422).
    'POST /api/schedule_pickup_for_shipment_actions': {
      method: 'POST',
      url: '/api/schedule_pickup_for_shipment_actions',
      payload: { shipmentId: booked.shipmentIds[0], pickup: shipmentPickupWindow(1) },
    },
    // Adding twice answers the pickup as it is.
    'POST /api/add_to_pickup_actions': {
      method: 'POST',
      url: '/api/add_to_pickup_actions',
      payload: shipmentPickup,
    },
    'GET /api/users/me': { method: 'GET', url: '/api/users/me' },
    'GET /api/users/:id': { method: 'GET', url: `/api/users/${DEMO_CLIENT_ID}` },
    'GET /api/users': { method: 'GET', url: '/api/users?search=demo' },
    'POST /api/sync_user_actions': {
      method: 'POST',
      url: '/api/sync_user_actions',
      payload: { emailOrId: demoEmail('client2'), active: null, suspended: null, whitelisted: null },
    },
    'POST /api/users/:id/change_password_actions': {
      method: 'POST',
      url: `/api/users/${CLIENT2_ID}/change_password_actions`,
      payload: { password: 'long enough password' },
    },
    'GET /api/users/:id/audit_log': { method: 'GET', url: `/api/users/${DEMO_CLIENT_ID}/audit_log` },
    'POST /api/sign_into_profile_actions': {
      method: 'POST',
      url: '/api/sign_into_profile_actions',
      payload: { userId: CLIENT2_ID },
      fresh: true,
    },
    'POST /api/sign_out_from_profile_actions': {
      method: 'POST',
      url: '/api/sign_out_from_profile_actions',
      payload: {},
      fresh: true,
    },
    'GET /api/partner_keys': { method: 'GET', url: '/api/partner_keys' },
    'POST /api/partner_keys': {
      method: 'POST',
      url: '/api/partner_keys',
      payload: { name: 'Matrix shop', origins: ['https://matrix.example.com'] },
    },
    'PATCH /api/partner_keys/:id': {
      method: 'PATCH',
      url: `/api/partner_keys/${keyIds[0]}`,
      payload: { origins: ['https://matrix.example.com'] },
    },
    'POST /api/partner_keys/:id/revoke_actions': {
      method: 'POST',
      url: `/api/partner_keys/${keyIds[1]}/revoke_actions`,
      payload: {},
    },
    // A secret key, never a token of ours (widgetSessions.test.ts mints with one).
    'GET /api/accounts/:accountId/webhook_endpoints': { method: 'GET', url: webhooks },
    'POST /api/accounts/:accountId/webhook_endpoints': {
      method: 'POST',
      url: webhooks,
      payload: { url: 'https://matrix.partner.example/events' },
    },
    'PATCH /api/accounts/:accountId/webhook_endpoints/:id': {
      method: 'PATCH',
      url: `${webhooks}/${webhookEndpointIds[0]}`,
      payload: { description: 'Matrix' },
    },
    'POST /api/accounts/:accountId/webhook_endpoints/:id/test_actions': {
      method: 'POST',
      url: `${webhooks}/${webhookEndpointIds[0]}/test_actions`,
    },
    'GET /api/accounts/:accountId/webhook_endpoints/:id/deliveries': {
      method: 'GET',
      url: `${webhooks}/${webhookEndpointIds[0]}/deliveries`,
    },
    'DELETE /api/accounts/:accountId/webhook_endpoints/:id': {
      method: 'DELETE',
      url: `${webhooks}/${webhookEndpointIds[1]}`,
    },
    'POST /api/widget_session_actions': { method: 'POST', url: '/api/widget_session_actions', payload: {} },
    'GET /api/saved_line_items': { method: 'GET', url: '/api/saved_line_items' },
    'POST /api/saved_line_items': { method: 'POST', url: '/api/saved_line_items', payload: itemBody() },
    'PUT /api/saved_line_items/:id': {
      method: 'PUT',
      url: `/api/saved_line_items/${itemIds[0]}`,
      payload: itemBody(),
    },
    'DELETE /api/saved_line_items/:id': { method: 'DELETE', url: `/api/saved_line_items/${itemIds[1]}` },
    'GET /api/orders': { method: 'GET', url: '/api/orders?status=awaiting_shipment' },
    // An autogenerated number: every caller's order is a new one.
    'POST /api/orders': { method: 'POST', url: '/api/orders', payload: orderBody() },
    'POST /api/orders/:id/archive_actions': {
      method: 'POST',
      url: `/api/orders/${orderIds[0]}/archive_actions`,
      payload: {},
    },
    'POST /api/orders/:id/restore_actions': {
      method: 'POST',
      url: `/api/orders/${orderIds[0]}/restore_actions`,
      payload: {},
    },
    'POST /api/orders/:id/mark_paid_actions': {
      method: 'POST',
      url: `/api/orders/${orderIds[2]}/mark_paid_actions`,
      payload: {},
    },
    'DELETE /api/orders/:id': { method: 'DELETE', url: `/api/orders/${orderIds[1]}` },
    'POST /api/create_prep_request_for_order_actions': {
      method: 'POST',
      url: '/api/create_prep_request_for_order_actions',
      payload: { orderId: orderIds[2] },
    },
    'POST /api/import_orders': {
      method: 'POST',
      url: '/api/import_orders',
      payload: orderImportForm.payload,
      headers: orderImportForm.headers,
    },
    'GET /api/order_channels': { method: 'GET', url: '/api/order_channels' },
    'POST /api/order_channels': {
      method: 'POST',
      url: '/api/order_channels',
      payload: { publishableKey: orders.publishableKey },
    },
    'DELETE /api/order_channels/:id': { method: 'DELETE', url: `/api/order_channels/${orders.channelId}` },
    // A partner's secret key, never a token of ours (orderImport.test.ts sends with one).
    'POST /api/order_webhook_actions': {
      method: 'POST',
      url: '/api/order_webhook_actions',
      payload: { channelId: orders.channelId, order: newOrder('MATRIX-HOOK') },
    },
    'GET /api/commodity_code_options': { method: 'GET', url: '/api/commodity_code_options?search=mug' },
    'GET /api/commodity_code_options/:code': { method: 'GET', url: '/api/commodity_code_options/6912004400' },
    'POST /api/data/validate-address': {
      method: 'POST',
      url: '/api/data/validate-address',
      payload: { address: { addressLine1: '350 Fifth Avenue', postalCode: '10118', countryCode: 'US' } },
    },
    'GET /api/billing_informations': { method: 'GET', url: '/api/billing_informations' },
    'PUT /api/billing_informations/:id': {
      method: 'PUT',
      url: `/api/billing_informations/${DEMO_CLIENT_ID}`,
      payload: {
        billingContact: {
          name: 'Matrix',
          phone: { number: '+1 212 555 0199', extension: null },
          email: 'm@example.com',
        },
      },
    },
    'PATCH /api/users/me': { method: 'PATCH', url: '/api/users/me', payload: {} },
    'POST /api/change_email_actions': {
      method: 'POST',
      url: '/api/change_email_actions',
      payload: { email: 'matrix.new@example.com', password: DEMO_PASSWORD },
    },
    'POST /api/confirm_email_change_actions': {
      method: 'POST',
      url: '/api/confirm_email_change_actions',
      payload: { code: 'x'.repeat(43) },
    },
    // A number that is not ours: its carrier and page (the owner's view is tracking.test.ts's).
    'GET /api/tracking/:trackingNumber': { method: 'GET', url: '/api/tracking/1Z999AA10123456784' },
  };
}

/**
 * THE expected status of every cell, written out by hand (not derived from ROUTE_PERMISSIONS, so
 * the table cannot agree with itself by construction). Columns in CALLERS order:
 *            none guest quick client inactive suspended whitelisted csr csrActing admin superAdmin
 * Ownership probes: /api/quotes/:id and /api/users/:id read the demo client's quote and user;
 * everyone but the client, staff on users and the CSR acting for that client gets 404.
 */
const EXPECTED: Record<RouteKey, string> = {
  'GET /api/docs': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/docs.json': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/contexts/:type': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/country_options': '200 200 200 200 200 200 200 200 200 200 200',
  // Anyone with a token looks a number up, an inactive account too (issue 14).
  'GET /api/tracking/:trackingNumber': '401 200 200 200 200 200 200 200 200 200 200',
  'GET /api/currency_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/ftr_exemption_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/who_pays_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/terms_of_trade_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/item_quantity_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/invoice_type_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/eei_filing_type_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/export_type_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/carrier_services': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/additional_service_options': '200 200 200 200 200 200 200 200 200 200 200',
  'GET /api/feature_flags': '200 200 200 200 200 200 200 200 200 200 200',
  'POST /api/guest_auth_token_actions': '200 200 200 200 200 200 200 200 200 200 200',
  'POST /api/authentication_token': '401 401 401 401 401 401 401 401 401 401 401',
  'POST /api/authentication_token/refresh': '401 401 401 401 401 401 401 401 401 401 401',
  'POST /api/account_auth_token_actions': '422 422 422 422 422 422 422 422 422 422 422',
  'POST /api/instant_sign_up_actions': '404 404 404 404 404 404 404 404 404 404 404',
  'POST /api/sign_up_actions': '200 200 200 200 200 200 200 200 200 200 200',
  'POST /api/start_password_recovery_actions': '200 200 200 200 200 200 200 200 200 200 200',
  'POST /api/check_recovery_code_actions': '200 200 200 200 200 200 200 200 200 200 200',
  'POST /api/complete_password_recovery_actions': '422 422 422 422 422 422 422 422 422 422 422',
  'POST /api/sign_out_actions': '200 200 200 200 200 200 200 200 200 200 200',
  // An inactive account still quotes (issue 11); it is told on Continue to Shipping.
  'GET /api/data/postal-codes': '401 200 200 200 200 200 200 200 200 200 200',
  'POST /api/rate_shipment_actions': '401 200 200 200 200 200 200 200 200 200 200',
  // Quick access is asked for its password: history is a protected feature (spec 03 §4).
  'GET /api/quotes': '401 200 403 200 403 200 200 200 200 200 200',
  'GET /api/quotes/:id': '401 404 403 200 403 404 404 404 200 404 404',
  // The quote inspection: the super admin on the personal account, whoever owns the quote (spec 02 §6).
  'GET /api/quote_inspections/:id': '401 403 403 403 403 403 403 403 403 403 200',
  'GET /api/user_inspections/:id': '401 403 403 403 403 403 403 403 403 403 200',
  // The first-shipment survey: any account session for its own account, once (the CSR acting for the demo
  // client finds the client's answer recorded: 409); administrators read the responses.
  'GET /api/first_shipment_survey': '401 403 200 200 403 200 200 200 200 200 200',
  'POST /api/survey_responses': '401 403 201 201 403 201 201 201 409 201 201',
  'GET /api/survey_responses': '401 403 403 403 403 403 403 403 403 200 200',
  // Drafts (spec 01 §7): preparing is for accounts (quick access too); inactive accounts may not; a
  // suspended one reads but does not write. Each caller reads its own owner's drafts: the demo
  // client's draft is found by the client and the CSR acting for it, and by nobody else (404). The
  // client deletes the second draft, so the acting CSR finds it gone.
  'GET /api/shipment_drafts': '401 403 200 200 403 200 200 200 200 200 200',
  'POST /api/shipment_drafts': '401 403 201 201 403 403 201 201 201 201 201',
  'GET /api/shipment_drafts/:id': '401 403 404 200 403 404 404 404 200 404 404',
  'PUT /api/shipment_drafts/:id': '401 403 404 200 403 403 404 404 200 404 404',
  'DELETE /api/shipment_drafts/:id': '401 403 404 204 403 403 404 404 404 404 404',
  'POST /api/duplicate_draft_actions': '401 403 404 201 403 403 404 404 201 404 404',
  // Requests to the operations team: a freight quote from anyone who quotes, support from an account.
  'POST /api/submit_for_freight_quote_actions': '401 200 200 200 403 200 200 200 200 200 200',
  'POST /api/support_requests': '401 403 201 201 403 201 201 201 201 201 201',
  // Booking makes documents: quick access is asked for its password, staff book only while acting for
  // a client (spec 01 §4), an inactive or suspended account may not. The demo client's shipment and
  // its documents: the client and the CSR acting for it; cancelling twice is refused (422).
  'POST /api/prepare_shipment_actions': '401 403 403 200 403 403 200 403 200 403 403',
  'POST /api/complete_prep_and_pickup_actions': '401 403 403 200 403 403 200 403 200 403 403',
  'GET /api/shipments': '401 200 403 200 403 200 200 200 200 200 200',
  'GET /api/shipments/:id': '401 404 403 200 403 404 404 404 200 404 404',
  'GET /api/shipment_documents/:id': '401 403 403 200 403 404 404 404 200 404 404',
  'GET /api/file/download-all/:shipmentId': '401 403 403 200 403 404 404 404 200 404 404',
  'POST /api/cancel_shipment_actions': '401 403 403 200 403 404 404 404 422 404 404',
  // View history's row actions (issue 14): history is account data (quick access is asked for its password).
  // The client's shipment is archived, restored and duplicated by the client and the CSR acting for it, and
  // by nobody else (404); it is not delivered, so it cannot be deleted (422). Duplicating makes a draft:
  // inactive and suspended accounts may not (spec 02 §6).
  'POST /api/archive_shipment_actions': '401 403 403 200 403 404 404 404 200 404 404',
  'POST /api/delete_shipment_actions': '401 403 403 422 403 404 404 404 422 404 404',
  'POST /api/duplicate_shipment_actions': '401 403 403 201 403 403 404 404 201 404 404',
  // Stored payment methods: an account's own; a suspended account keeps its cards but adds none.
  'GET /api/saved_payment_methods': '401 403 200 200 403 200 200 200 200 200 200',
  'POST /api/saved_payment_methods': '401 403 201 201 403 403 201 201 201 201 201',
  'DELETE /api/saved_payment_methods/:id': '401 403 404 200 403 404 404 404 404 404 404',
  // The address book (spec 03 §7): account data, so neither guests nor quick access; an inactive account
  // reads its own book but changes nothing, a suspended one keeps its book. Each caller reaches its own owner's book: the demo client's
  // contact is found by the client and the CSR acting for it (404 for everyone else); the client deletes
  // the second one first, so the acting CSR finds it gone.
  'GET /api/saved_addresses': '401 403 403 200 200 200 200 200 200 200 200',
  'POST /api/saved_addresses': '401 403 403 201 403 201 201 201 201 201 201',
  'GET /api/saved_addresses/export': '401 403 403 200 200 200 200 200 200 200 200',
  'GET /api/saved_addresses/:id': '401 403 403 200 404 404 404 404 200 404 404',
  'PUT /api/saved_addresses/:id': '401 403 403 200 403 404 404 404 200 404 404',
  'DELETE /api/saved_addresses/:id': '401 403 403 204 403 404 404 404 404 404 404',
  'POST /api/import_addresses': '401 403 403 200 403 200 200 200 200 200 200',
  // Pickups (spec 02 §7): an account's own, quick access asked for the password (a protected feature),
  // inactive accounts blocked, a suspended one's prepared shipments still picked up. The client's pickups
  // are changed and cancelled by the client and the CSR acting for it; everyone else finds none (404).
  'POST /api/check_capabilities_actions': '401 403 403 200 403 200 200 200 200 200 200',
  'POST /api/validate_pickup_actions': '401 403 403 200 403 200 200 200 200 200 200',
  'POST /api/schedule_pickup_actions': '401 403 403 200 403 200 200 200 200 200 200',
  'POST /api/modify_pickup_actions': '401 403 403 200 403 404 404 404 200 404 404',
  'POST /api/cancel_pickup_actions': '401 403 403 200 403 404 404 404 200 404 404',
  'GET /api/pickups': '401 403 403 200 403 200 200 200 200 200 200',
  // A booked shipment's pickup: the client's shipment is found by the client and the CSR acting for it
  // (who finds it already on the pickup the client made: 422); nobody else finds it (404).
  'POST /api/schedule_pickup_for_shipment_actions': '401 403 403 200 403 404 404 404 422 404 404',
  'POST /api/add_to_pickup_actions': '401 403 403 200 403 404 404 404 200 404 404',
  'GET /api/users/me': '401 403 200 200 200 200 200 200 200 200 200',
  'GET /api/users/:id': '401 403 403 200 404 404 404 200 200 200 200',
  'GET /api/users': '401 403 403 403 403 403 403 200 403 200 200',
  'POST /api/sync_user_actions': '401 403 403 403 403 403 403 200 403 200 200',
  // 404 for staff: the CSR password-change flag is off by default (spec 03 §2).
  'POST /api/users/:id/change_password_actions': '401 403 403 403 403 403 403 404 403 404 404',
  'GET /api/users/:id/audit_log': '401 403 403 403 403 403 403 403 403 403 200',
  'POST /api/sign_into_profile_actions': '401 403 403 403 403 403 403 200 403 200 200',
  'POST /api/sign_out_from_profile_actions': '401 403 403 403 403 403 403 403 200 403 403',
  // Administrators only, on their own account: not customer service (issue 9).
  'GET /api/partner_keys': '401 403 403 403 403 403 403 403 403 200 200',
  'POST /api/partner_keys': '401 403 403 403 403 403 403 403 403 201 201',
  'PATCH /api/partner_keys/:id': '401 403 403 403 403 403 403 403 403 200 200',
  // Revoking twice answers the key as it is (the first revocation stays).
  'POST /api/partner_keys/:id/revoke_actions': '401 403 403 403 403 403 403 403 403 200 200',
  'POST /api/widget_session_actions': '401 401 401 401 401 401 401 401 401 401 401',
  // Webhooks (issue 14): administrators on their own account manage any account's endpoints; not customer
  // service, not the account itself. The test button answers the attempt (a refused connection here); the
  // admin deletes the second endpoint, so the super admin finds it gone.
  'GET /api/accounts/:accountId/webhook_endpoints': '401 403 403 403 403 403 403 403 403 200 200',
  'POST /api/accounts/:accountId/webhook_endpoints': '401 403 403 403 403 403 403 403 403 201 201',
  'PATCH /api/accounts/:accountId/webhook_endpoints/:id': '401 403 403 403 403 403 403 403 403 200 200',
  'POST /api/accounts/:accountId/webhook_endpoints/:id/test_actions':
    '401 403 403 403 403 403 403 403 403 200 200',
  'GET /api/accounts/:accountId/webhook_endpoints/:id/deliveries':
    '401 403 403 403 403 403 403 403 403 200 200',
  'DELETE /api/accounts/:accountId/webhook_endpoints/:id': '401 403 403 403 403 403 403 403 403 204 404',
  // My Items List (issue 10): account data (quick access is asked for its password); each caller reads its
  // own owner's items, so the demo client's item is found by the client and the CSR acting for it only.
  // The client deletes the second item, so the acting CSR finds it gone. An inactive account reads its own
  // list and changes nothing.
  'GET /api/saved_line_items': '401 403 403 200 200 200 200 200 200 200 200',
  'POST /api/saved_line_items': '401 403 403 201 403 201 201 201 201 201 201',
  'PUT /api/saved_line_items/:id': '401 403 403 200 403 404 404 404 200 404 404',
  'DELETE /api/saved_line_items/:id': '401 403 403 204 403 404 404 404 404 404 404',
  // Orders (issue 15; the ORDERS flag is on for this table): account data, as My Items List. The client's
  // orders are archived and shipped by the client and the CSR acting for it (archiving twice and opening
  // the same draft again answer 200); the client deletes the second, so the acting CSR finds it gone. A
  // suspended account makes no draft (the restricted list), whatever the order.
  'GET /api/orders': '401 403 403 200 403 200 200 200 200 200 200',
  'POST /api/orders': '401 403 403 201 403 201 201 201 201 201 201',
  'POST /api/orders/:id/archive_actions': '401 403 403 200 403 404 404 404 200 404 404',
  // Restoring an order in no archive and marking a paid order paid answer it as it is.
  'POST /api/orders/:id/restore_actions': '401 403 403 200 403 404 404 404 200 404 404',
  'POST /api/orders/:id/mark_paid_actions': '401 403 403 200 403 404 404 404 200 404 404',
  'DELETE /api/orders/:id': '401 403 403 204 403 404 404 404 404 404 404',
  'POST /api/create_prep_request_for_order_actions': '401 403 403 200 403 403 404 404 200 404 404',
  // Connect a selling channel: a file (each owner's import; the acting CSR's sends the client's order
  // again) and the partners an owner connected (connecting again answers the same channel; the client
  // disconnects it, so the acting CSR finds it gone); the webhook takes a partner's secret key only.
  'POST /api/import_orders': '401 403 403 200 403 200 200 200 200 200 200',
  'GET /api/order_channels': '401 403 403 200 403 200 200 200 200 200 200',
  'POST /api/order_channels': '401 403 403 201 403 201 201 201 201 201 201',
  'DELETE /api/order_channels/:id': '401 403 403 204 403 404 404 404 404 404 404',
  'POST /api/order_webhook_actions': '401 401 401 401 401 401 401 401 401 401 401',
  // Commodity codes and the address check: whoever prepares (quick access too), public data.
  'GET /api/commodity_code_options': '401 403 200 200 403 200 200 200 200 200 200',
  'GET /api/commodity_code_options/:code': '401 403 200 200 403 200 200 200 200 200 200',
  'POST /api/data/validate-address': '401 403 200 200 403 200 200 200 200 200 200',
  // Settings: the billing contact is the account's (the CSR acting for the client changes it; anybody
  // else's id is not found); the profile and e-mail are the signed-in person's own, never while acting.
  'GET /api/billing_informations': '401 403 403 200 403 200 200 200 200 200 200',
  'PUT /api/billing_informations/:id': '401 403 403 200 403 404 404 404 200 404 404',
  'PATCH /api/users/me': '401 403 403 200 403 200 200 200 403 200 200',
  'POST /api/change_email_actions': '401 403 403 200 403 200 200 200 403 200 200',
  // The link is opened without a session: an unknown code is refused alike for everyone.
  'POST /api/confirm_email_change_actions': '422 422 422 422 422 422 422 422 422 422 422',
};

describe.each(backends)('the role × route table on $name', (backend) => {
  const ctx = useAccountsApp(backend, {
    flags: { ...FEATURE_FLAG_DEFAULTS, ORDERS: true },
    gateway: recordingGateway(),
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  const tokens = new Map<Caller, string | undefined>();
  let table: Record<RouteKey, Probe>;

  beforeAll(async () => {
    if (!backend.available) return;
    for (const caller of CALLERS) tokens.set(caller, await tokenOf(ctx.app, caller));
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
    const admin = tokens.get('admin') as string;
    const keyIds = await Promise.all(
      ['Matrix shop 1', 'Matrix shop 2'].map(async (name) => {
        const key = await ctx.app.inject({
          method: 'POST',
          url: '/api/partner_keys',
          headers: bearer(admin),
          payload: { name, origins: ['https://matrix.example.com'] },
        });
        return key.json().id as string;
      }),
    );
    const draftIds = await Promise.all(
      [0, 1].map(async () => {
        const draft = await ctx.app.inject({
          method: 'POST',
          url: '/api/shipment_drafts',
          headers: bearer(client.token),
          payload: draftBody(),
        });
        return draft.json().id as string;
      }),
    );
    const paymentMethod = await ctx.app.inject({
      method: 'POST',
      url: '/api/saved_payment_methods',
      headers: bearer(client.token),
      payload: paymentMethodBody(),
    });
    const { prep } = await preparedBody(ctx.app, client.token, domesticDraft(), { carrier: 'FEDEX' });
    const bookings = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const answer = await ctx.app.inject({
          method: 'POST',
          url: '/api/prepare_shipment_actions',
          headers: bearer(client.token),
          payload: prep,
        });
        return answer.json() as { shipmentId: string; shipment: { documents: Array<{ id: string }> } };
      }),
    );
    const addressIds = await Promise.all(
      [0, 1].map(async () => {
        const contact = await ctx.app.inject({
          method: 'POST',
          url: '/api/saved_addresses',
          headers: bearer(client.token),
          payload: contactBody(),
        });
        return contact.json().id as string;
      }),
    );
    const itemIds = await Promise.all(
      [0, 1].map(async () => {
        const item = await ctx.app.inject({
          method: 'POST',
          url: '/api/saved_line_items',
          headers: bearer(client.token),
          payload: itemBody(),
        });
        return item.json().id as string;
      }),
    );
    const pickupIds = await Promise.all(
      [1, 3].map(async (weekdaysAhead) => {
        const pickup = await ctx.app.inject({
          method: 'POST',
          url: '/api/schedule_pickup_actions',
          headers: bearer(client.token),
          payload: { origin: pickupOrigin(), pickup: dhlPickup(weekdaysAhead) },
        });
        return pickup.json().pickup.id as string;
      }),
    );
    // A FedEx pickup for the third shipment, which the fourth is added to (add_to_pickup_actions).
    const shipmentPickupId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/schedule_pickup_for_shipment_actions',
        headers: bearer(client.token),
        payload: { shipmentId: bookings[2]?.shipmentId, pickup: shipmentPickupWindow(2) },
      })
    ).json().pickup.id as string;
    const orderIds = await Promise.all(
      ['MATRIX-1', 'MATRIX-2', 'MATRIX-3'].map(async (number) => {
        const order = await ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(client.token),
          payload: newOrder(number),
        });
        return order.json().id as string;
      }),
    );
    const channelKey = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/partner_keys',
        headers: bearer(admin),
        payload: { name: 'Matrix channel', origins: ['https://matrix.example.com'] },
      })
    ).json().publishableKey as string;
    const channel = {
      publishableKey: channelKey,
      channelId: (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/order_channels',
          headers: bearer(client.token),
          payload: { publishableKey: channelKey },
        })
      ).json().id as string,
    };
    const webhookEndpointIds = await Promise.all(
      ['http://127.0.0.1:9/matrix-1', 'http://127.0.0.1:9/matrix-2'].map(async (url) => {
        const endpoint = await ctx.app.inject({
          method: 'POST',
          url: `/api/accounts/${DEMO_CLIENT_ID}/webhook_endpoints`,
          headers: bearer(admin),
          payload: { url },
        });
        return endpoint.json().id as string;
      }),
    );
    table = probes(
      quote.json().createdInId,
      keyIds as [string, string],
      draftIds as [string, string],
      paymentMethod.json().id,
      {
        prep,
        shipmentIds: [
          bookings[0]?.shipmentId as string,
          bookings[1]?.shipmentId as string,
          bookings[2]?.shipmentId as string,
        ],
        documentId: bookings[0]?.shipment.documents[0]?.id as string,
      },
      addressIds as [string, string],
      itemIds as [string, string],
      pickupIds as [string, string],
      { pickupId: shipmentPickupId, shipmentId: bookings[3]?.shipmentId as string },
      { ids: orderIds as [string, string, string], ...channel },
      webhookEndpointIds as [string, string],
    );
  });

  it('covers every route of the permission table and of the contract, and only those', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
    // The contract's route table (OpenAPI, fuzzing) and the permission table name the same operations.
    expect([...CONTRACT_ROUTE_KEYS].sort()).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
    for (const row of Object.values(EXPECTED)) expect(row.split(' ')).toHaveLength(CALLERS.length);
  });

  describe.skipIf(!backend.available)('every cell', () => {
    const rows = Object.entries(EXPECTED) as Array<[RouteKey, string]>;
    it.each(rows)(
      '%s',
      async (key, row) => {
        const probe = table[key];
        if (!probe) throw new Error(`no probe for ${key}`);
        const expected = row.split(' ').map(Number);
        const actual: number[] = [];
        for (const caller of CALLERS) {
          const token = probe.fresh ? await tokenOf(ctx.app, caller) : tokens.get(caller);
          const response = await ctx.app.inject({
            method: probe.method,
            url: probe.url,
            headers: { ...probe.headers, ...(token ? bearer(token) : {}) },
            ...(probe.payload ? { payload: probe.payload } : {}),
          });
          actual.push(response.statusCode);
        }
        // Compared as a labelled row so a failure names the caller.
        const label = (statuses: number[]) =>
          Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]]));
        expect(label(actual)).toEqual(label(expected));
      },
      // A row is 11 requests; a few (imports on their worker threads) take seconds on a busy machine.
      60_000,
    );
  });
});

describe.each(backends)('account states on a restricted route, on $name', (backend) => {
  // No route of the API prepares or books shipments yet; a probe route with the restricted-list
  // rule stands in for them (spec 03 §6: suspended users who are not whitelisted are blocked).
  const restricted: RoutePolicy = { requires: 'prepare', inactive: 'block', suspended: 'block' };
  const ctx = useAccountsApp(backend, {
    permissions: { ...ROUTE_PERMISSIONS, 'POST /api/test_prepare_actions': restricted },
    extraRoutes: (app) => {
      app.post('/api/test_prepare_actions', async () => ({ ok: true }));
    },
  });

  it.skipIf(!backend.available)(
    'blocks suspended non-whitelisted and inactive accounts with their notices, and lets whitelisted through',
    async () => {
      const call = async (caller: Caller) => {
        const token = await tokenOf(ctx.app, caller);
        return ctx.app.inject({
          method: 'POST',
          url: '/api/test_prepare_actions',
          ...(token ? { headers: bearer(token) } : {}),
          payload: {},
        });
      };
      const suspended = await call('suspended');
      expect(suspended.statusCode).toBe(403);
      expect(suspended.json()).toMatchObject({
        errorCode: 'AccountSuspended',
        'hydra:description': expect.stringMatching(
          /^You have prepared the maximum allowed shipments for the day\./,
        ),
      });
      const inactive = await call('inactive');
      expect(inactive.json()).toMatchObject({
        errorCode: 'AccountInactive',
        'hydra:description':
          'Your account has been inactivated due to non-payment. Please contact our customer service for help reactivating your account.',
      });
      expect((await call('whitelisted')).statusCode).toBe(200);
      expect((await call('client')).statusCode).toBe(200);
      // Quick access may prepare (spec 03 §4); a guest may not.
      expect((await call('quick')).statusCode).toBe(200);
      expect((await call('guest')).statusCode).toBe(403);
    },
  );
});
