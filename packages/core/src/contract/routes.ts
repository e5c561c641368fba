import type { z } from 'zod/mini';
import {
  addressExportQuery,
  IMPORT_ADDRESSES_FIELD,
  importAddressesResponse,
  savedAddressBody,
  savedAddressResource,
} from './addresses';
import { validateAddressRequest, validateAddressResponse } from './addressValidation';
import {
  accountAuthTokenRequest,
  actionResult,
  checkRecoveryCodeRequest,
  checkRecoveryCodeResponse,
  completePasswordRecoveryRequest,
  featureFlagsResponse,
  guestAuthTokenResponse,
  instantSignUpRequest,
  profileTokenResponse,
  refreshTokenRequest,
  signInRequest,
  signIntoProfileRequest,
  signUpRequest,
  startPasswordRecoveryRequest,
  tokenResponse,
} from './auth';
import { hydraCollection } from './hydra';
import { quoteInspection, userInspection } from './inspection';
import {
  commodityCodeOptions,
  commodityCodeSearchQuery,
  hsSubheadingSuggestion,
  savedLineItem,
  savedLineItemBody,
  savedLineItemListQuery,
} from './items';
import {
  additionalServiceOption,
  carrierServiceOption,
  choiceOption,
  countryOption,
  currencyOption,
  postalCodeSuggestion,
  termsOfTradeOption,
} from './options';
import {
  connectOrderChannelRequest,
  createPrepRequestForOrderRequest,
  createPrepRequestForOrderResponse,
  IMPORT_ORDERS_FIELD,
  importOrdersResponse,
  markOrderPaidRequest,
  newOrderBody,
  orderChannelResource,
  orderListQuery,
  orderListResponse,
  orderResource,
  orderWebhookRequest,
  orderWebhookResponse,
} from './orders';
import {
  createPartnerKeyRequest,
  partnerKey,
  partnerKeyCreated,
  updatePartnerKeyRequest,
  widgetSessionRequest,
  widgetSessionResponse,
} from './partners';
import {
  deletePaymentMethodResponse,
  paymentMethodListQuery,
  savedPaymentMethodBody,
  savedPaymentMethodResource,
} from './payments';
import {
  addToPickupRequest,
  cancelPickupRequest,
  checkCapabilitiesRequest,
  checkCapabilitiesResponse,
  modifyPickupRequest,
  pickupActionResponse,
  pickupListQuery,
  pickupResource,
  schedulePickupForShipmentRequest,
  schedulePickupRequest,
  validatePickupRequest,
  validatePickupResponse,
} from './pickups';
import {
  completePrepAndPickupRequest,
  completePrepAndPickupResponse,
  prepareShipmentRequest,
  prepareShipmentResponse,
  shipmentDraftBody,
  shipmentDraftResource,
} from './prepare';
import {
  additionalServiceQuery,
  draftListQuery,
  partnerKeyListQuery,
  postalCodeQuery,
  quoteListQuery,
  savedAddressListQuery,
  surveyResponseListQuery,
  userInspectionQuery,
  userSearchQuery,
  webhookDeliveryListQuery,
  webhookEndpointListQuery,
} from './queries';
import { quoteListed, rateShipmentRequest, rateShipmentResponse } from './quote';
import {
  billingInformationResource,
  changeEmailRequest,
  confirmEmailChangeRequest,
  updateBillingInformationRequest,
  updateProfileRequest,
} from './settings';
import {
  archiveShipmentsRequest,
  archiveShipmentsResponse,
  cancelShipmentRequest,
  cancelShipmentResponse,
  deleteShipmentsRequest,
  deleteShipmentsResponse,
  duplicateDraftRequest,
  duplicateShipmentRequest,
  shipmentDocumentResource,
  shipmentListQuery,
  shipmentResource,
} from './shipments';
import {
  submitForFreightQuoteRequest,
  submitForFreightQuoteResponse,
  supportRequestBody,
  supportRequestResponse,
} from './support';
import { firstShipmentSurvey, surveyRecorded, surveyResponseBody, surveyResponseList } from './survey';
import { trackingResource } from './tracking';
import {
  auditLogEntry,
  changePasswordRequest,
  currentUserResponse,
  syncUserRequest,
  syncUserResponse,
  user,
} from './users';
import {
  createWebhookEndpointRequest,
  updateWebhookEndpointRequest,
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointCreated,
} from './webhooks';

/** One operation of the API: what it takes and what it answers, as zod schemas of this contract. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style: /api/quotes/{id}. */
  path: `/api/${string}`;
  summary: string;
  tag:
    | 'Platform'
    | 'Options'
    | 'Authentication'
    | 'Accounts'
    | 'Users'
    | 'Quotes'
    | 'Drafts'
    | 'Items'
    | 'Support'
    | 'Payments'
    | 'Pickups'
    | 'Shipments'
    | 'Tracking'
    | 'Address book'
    | 'Partners'
    | 'Webhooks'
    | 'Orders'
    | 'Documentation';
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The 2xx answer's body, when it is JSON. */
  response?: z.core.$ZodType;
  /** A multipart/form-data upload instead of a JSON body: the file's field and the files it takes. */
  upload?: { field: string; accept: readonly string[] };
  /** A file answer instead of JSON: its media types. */
  produces?: readonly string[];
}

const route = (r: ApiRoute) => r;

/**
 * THE list of the API's operations (spec 01 §7, spec 02 §7, spec 03 §7). The server refuses to start
 * with a route that is not here, the OpenAPI document at /api/docs is generated from it, and the
 * fuzzing suite and the role × route matrix walk it: adding a route is adding it here.
 */
export const API_ROUTES = [
  route({ method: 'GET', path: '/api/docs', summary: 'This document, as a page', tag: 'Documentation' }),
  route({
    method: 'GET',
    path: '/api/docs.json',
    summary: 'This document (OpenAPI 3.1)',
    tag: 'Documentation',
  }),
  route({ method: 'GET', path: '/api/contexts/{type}', summary: 'A JSON-LD context', tag: 'Platform' }),
  route({
    method: 'GET',
    path: '/api/feature_flags',
    summary: 'Feature flags',
    tag: 'Platform',
    response: featureFlagsResponse,
  }),
  route({
    method: 'GET',
    path: '/api/country_options',
    summary: 'Countries and their address formats',
    tag: 'Options',
    response: hydraCollection(countryOption),
  }),
  route({
    method: 'GET',
    path: '/api/currency_options',
    summary: 'Currencies',
    tag: 'Options',
    response: hydraCollection(currencyOption),
  }),
  // The other option lists of the prepare flow (spec 01 §7), cached like the two above.
  ...(
    [
      ['/api/ftr_exemption_options', 'FTR exemptions'],
      ['/api/who_pays_options', 'Who pays for the shipment, or its duties and taxes'],
      ['/api/item_quantity_options', 'Units an invoice line is counted in'],
      ['/api/invoice_type_options', 'Invoice types'],
      ['/api/eei_filing_type_options', 'Electronic export filing choices'],
      ['/api/export_type_options', 'Export types (permanent, temporary)'],
    ] as const
  ).map(([path, summary]) =>
    route({ method: 'GET', path, summary, tag: 'Options', response: hydraCollection(choiceOption) }),
  ),
  route({
    method: 'GET',
    path: '/api/terms_of_trade_options',
    summary: 'Customs terms of trade, with their definitions',
    tag: 'Options',
    response: hydraCollection(termsOfTradeOption),
  }),
  route({
    method: 'GET',
    path: '/api/carrier_services',
    summary: "The carriers' delivery services",
    tag: 'Options',
    response: hydraCollection(carrierServiceOption),
  }),
  route({
    method: 'GET',
    path: '/api/additional_service_options',
    summary: "A carrier's additional services (carrier=UPS by default)",
    tag: 'Options',
    query: additionalServiceQuery,
    response: hydraCollection(additionalServiceOption),
  }),
  route({
    method: 'GET',
    path: '/api/data/postal-codes',
    summary: 'Postal code and city suggestions',
    tag: 'Options',
    query: postalCodeQuery,
    response: hydraCollection(postalCodeSuggestion),
  }),
  route({
    method: 'POST',
    path: '/api/guest_auth_token_actions',
    summary: 'A guest token (quotes only)',
    tag: 'Authentication',
    response: guestAuthTokenResponse,
  }),
  route({
    method: 'POST',
    path: '/api/authentication_token',
    summary: 'Sign in with an e-mail, number or client id and a password',
    tag: 'Authentication',
    body: signInRequest,
    response: tokenResponse,
  }),
  route({
    method: 'POST',
    path: '/api/authentication_token/refresh',
    summary: 'A new access token for a refresh token (rotated)',
    tag: 'Authentication',
    body: refreshTokenRequest,
    response: tokenResponse,
  }),
  route({
    method: 'POST',
    path: '/api/account_auth_token_actions',
    summary: 'Quick access by account number',
    tag: 'Authentication',
    body: accountAuthTokenRequest,
    response: tokenResponse,
  }),
  route({
    method: 'POST',
    path: '/api/instant_sign_up_actions',
    summary: 'Instant sign-up (INSTANT_SIGN_UP)',
    tag: 'Authentication',
    body: instantSignUpRequest,
    response: tokenResponse,
  }),
  route({
    method: 'POST',
    path: '/api/sign_up_actions',
    summary: 'Ask for an account',
    tag: 'Authentication',
    body: signUpRequest,
    response: actionResult,
  }),
  route({
    method: 'POST',
    path: '/api/start_password_recovery_actions',
    summary: 'Mail a reset-password link',
    tag: 'Authentication',
    body: startPasswordRecoveryRequest,
    response: actionResult,
  }),
  route({
    method: 'POST',
    path: '/api/check_recovery_code_actions',
    summary: 'Tell whether a reset-password link can still set a password (does not use it up)',
    tag: 'Authentication',
    body: checkRecoveryCodeRequest,
    response: checkRecoveryCodeResponse,
  }),
  route({
    method: 'POST',
    path: '/api/complete_password_recovery_actions',
    summary: 'Set a new password with a recovery code',
    tag: 'Authentication',
    body: completePasswordRecoveryRequest,
    response: actionResult,
  }),
  route({
    method: 'POST',
    path: '/api/sign_out_actions',
    summary: 'Sign out (ends the session)',
    tag: 'Authentication',
    body: refreshTokenRequest,
    response: actionResult,
  }),
  route({
    method: 'POST',
    path: '/api/rate_shipment_actions',
    summary: 'Rate a shipment (a stored quote)',
    tag: 'Quotes',
    body: rateShipmentRequest,
    response: rateShipmentResponse,
  }),
  route({
    method: 'GET',
    path: '/api/quotes',
    summary: "The caller's quotes, newest first",
    tag: 'Quotes',
    query: quoteListQuery,
    response: hydraCollection(quoteListed),
  }),
  route({
    method: 'GET',
    path: '/api/quotes/{id}',
    summary: "One of the caller's quotes",
    tag: 'Quotes',
    response: quoteListed,
  }),
  // The quote inspection (spec 02 §2, spec 03 §2): super admins only.
  route({
    method: 'GET',
    path: '/api/quote_inspections/{id}',
    summary:
      "A quote's rates explained line by line: zone, billable weight, each fee and its rule (super admin)",
    tag: 'Quotes',
    response: quoteInspection,
  }),
  route({
    method: 'GET',
    path: '/api/user_inspections/{id}',
    summary: "A user's price class and latest quotes, to inspect (super admin)",
    tag: 'Quotes',
    query: userInspectionQuery,
    response: userInspection,
  }),
  // The first-shipment survey (spec 02 §2, spec 03 §2), stored here, read by administrators.
  route({
    method: 'GET',
    path: '/api/first_shipment_survey',
    summary:
      'Whether the account is asked the first-shipment survey: its first shipment, and whether it answered',
    tag: 'Support',
    response: firstShipmentSurvey,
  }),
  route({
    method: 'POST',
    path: '/api/survey_responses',
    summary: 'Answer the first-shipment survey (once per account)',
    tag: 'Support',
    body: surveyResponseBody,
    response: surveyRecorded,
  }),
  route({
    method: 'GET',
    path: '/api/survey_responses',
    summary: 'The survey responses, newest first, with figures over all of them (administrators)',
    tag: 'Support',
    query: surveyResponseListQuery,
    response: surveyResponseList,
  }),
  route({
    method: 'GET',
    path: '/api/shipment_drafts',
    summary: "The caller's drafts, newest first (spec 01 §7)",
    tag: 'Drafts',
    query: draftListQuery,
    response: hydraCollection(shipmentDraftResource),
  }),
  route({
    method: 'POST',
    path: '/api/shipment_drafts',
    summary: 'Save a new draft (the draft travels as a JSON string)',
    tag: 'Drafts',
    body: shipmentDraftBody,
    response: shipmentDraftResource,
  }),
  route({
    method: 'GET',
    path: '/api/shipment_drafts/{id}',
    summary: "One of the caller's drafts, migrated to the current version",
    tag: 'Drafts',
    response: shipmentDraftResource,
  }),
  route({
    method: 'PUT',
    path: '/api/shipment_drafts/{id}',
    summary: 'Save a draft again (with its current step)',
    tag: 'Drafts',
    body: shipmentDraftBody,
    response: shipmentDraftResource,
  }),
  route({
    method: 'DELETE',
    path: '/api/shipment_drafts/{id}',
    summary: 'Delete a draft',
    tag: 'Drafts',
  }),
  // Stored payment methods (spec 03 §7): tokenised by the payment gateway, only display fields kept.
  route({
    method: 'GET',
    path: '/api/saved_payment_methods',
    summary: "The caller's stored cards and bank accounts, newest first (display fields only)",
    tag: 'Payments',
    query: paymentMethodListQuery,
    response: hydraCollection(savedPaymentMethodResource),
  }),
  route({
    method: 'POST',
    path: '/api/saved_payment_methods',
    summary: 'Add a card or bank account: tokenised by the gateway, the number and code never stored',
    tag: 'Payments',
    body: savedPaymentMethodBody,
    response: savedPaymentMethodResource,
  }),
  route({
    method: 'DELETE',
    path: '/api/saved_payment_methods/{id}',
    summary: 'Delete a stored payment method',
    tag: 'Payments',
    response: deletePaymentMethodResponse,
  }),
  // Booking (spec 01 §7; issue 12): once per Idempotency-Key; shipments and documents (spec 02 §7).
  route({
    method: 'POST',
    path: '/api/prepare_shipment_actions',
    summary: 'Book a prepared shipment: re-rated, paid, its documents made (send an Idempotency-Key)',
    tag: 'Shipments',
    body: prepareShipmentRequest,
    response: prepareShipmentResponse,
  }),
  route({
    method: 'POST',
    path: '/api/complete_prep_and_pickup_actions',
    summary: 'Book a prepared shipment with its pickup (send an Idempotency-Key)',
    tag: 'Shipments',
    body: completePrepAndPickupRequest,
    response: completePrepAndPickupResponse,
  }),
  route({
    method: 'GET',
    path: '/api/shipments',
    summary: "The caller's shipments, newest first",
    tag: 'Shipments',
    query: shipmentListQuery,
    response: hydraCollection(shipmentResource),
  }),
  route({
    method: 'GET',
    path: '/api/shipments/{id}',
    summary: "One of the caller's shipments (the summary)",
    tag: 'Shipments',
    response: shipmentResource,
  }),
  route({
    method: 'GET',
    path: '/api/shipment_documents/{id}',
    summary: 'A document of a shipment as a data URL (418 while the carrier has not generated it)',
    tag: 'Shipments',
    response: shipmentDocumentResource,
  }),
  route({
    method: 'GET',
    path: '/api/file/download-all/{shipmentId}',
    summary: "All of a shipment's documents as one PDF",
    tag: 'Shipments',
  }),
  route({
    method: 'POST',
    path: '/api/cancel_shipment_actions',
    summary: 'Cancel a shipment the carrier does not have yet; what was charged is refunded',
    tag: 'Shipments',
    body: cancelShipmentRequest,
    response: cancelShipmentResponse,
  }),
  // View history's row actions (spec 02 §4, issue 14): archive and restore, delete (delivered ones: kept for
  // the audit, gone from the lists), several at once; duplicate a shipment or a draft into a new draft.
  route({
    method: 'POST',
    path: '/api/archive_shipment_actions',
    summary: "Archive (or restore) one or several of the caller's shipments: archived ones leave the list",
    tag: 'Shipments',
    body: archiveShipmentsRequest,
    response: archiveShipmentsResponse,
  }),
  route({
    method: 'POST',
    path: '/api/delete_shipment_actions',
    summary: 'Delete delivered shipments from the lists (their records are kept for the audit)',
    tag: 'Shipments',
    body: deleteShipmentsRequest,
    response: deleteShipmentsResponse,
  }),
  route({
    method: 'POST',
    path: '/api/duplicate_shipment_actions',
    summary: 'A new draft from a shipment (an External invoice type is reset, spec 01 §4)',
    tag: 'Shipments',
    body: duplicateShipmentRequest,
    response: shipmentDraftResource,
  }),
  route({
    method: 'POST',
    path: '/api/duplicate_draft_actions',
    summary: "A new draft from one of the caller's drafts",
    tag: 'Drafts',
    body: duplicateDraftRequest,
    response: shipmentDraftResource,
  }),
  // Tracking (issue 14): scans of our shipments, the carrier of any other number.
  route({
    method: 'GET',
    path: '/api/tracking/{trackingNumber}',
    summary:
      "Where a parcel is: our shipment's scans (the owner sees everything, others status, dates and cities), or another number's carrier and tracking page",
    tag: 'Tracking',
    response: trackingResource,
  }),
  // Pickups (spec 02 §7): the carrier comes to the shipper's door. Booking a pickup with a shipment is
  // the booking flow's (server pickupService.scheduleForShipments / addShipment, docs/pickups.md).
  route({
    method: 'POST',
    path: '/api/check_capabilities_actions',
    summary: "A carrier's pickup capability at an address: book-by time, window, minimum window, cut-off",
    tag: 'Pickups',
    body: checkCapabilitiesRequest,
    response: checkCapabilitiesResponse,
  }),
  route({
    method: 'POST',
    path: '/api/validate_pickup_actions',
    summary: "Check a pickup against its carrier's rules without booking it",
    tag: 'Pickups',
    body: validatePickupRequest,
    response: validatePickupResponse,
  }),
  route({
    method: 'POST',
    path: '/api/schedule_pickup_actions',
    summary:
      'Schedule a pickup not tied to a shipment (one per carrier, address and day: a clash is offered)',
    tag: 'Pickups',
    body: schedulePickupRequest,
    response: pickupActionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/modify_pickup_actions',
    summary: 'Change a DHL or FedEx pickup (UPS pickups are cancelled and scheduled again)',
    tag: 'Pickups',
    body: modifyPickupRequest,
    response: pickupActionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/cancel_pickup_actions',
    summary: 'Cancel a pickup',
    tag: 'Pickups',
    body: cancelPickupRequest,
    response: pickupActionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/schedule_pickup_for_shipment_actions',
    summary:
      "Schedule a pickup for a booked shipment at its origin (the carrier's pickup that day there is reused)",
    tag: 'Pickups',
    body: schedulePickupForShipmentRequest,
    response: pickupActionResponse,
  }),
  route({
    method: 'POST',
    path: '/api/add_to_pickup_actions',
    summary: 'Add a booked shipment to an open pickup of its carrier at its origin',
    tag: 'Pickups',
    body: addToPickupRequest,
    response: pickupActionResponse,
  }),
  route({
    method: 'GET',
    path: '/api/pickups',
    summary: "The caller's pickups from a day on, soonest first (readyAt[after], canceled, address, carrier)",
    tag: 'Pickups',
    query: pickupListQuery,
    response: hydraCollection(pickupResource),
  }),
  // Requests to the operations team (spec 01 §7): stored, and mailed to them.
  route({
    method: 'POST',
    path: '/api/submit_for_freight_quote_actions',
    summary: 'Ask for a freight quote (the draft data and a contact)',
    tag: 'Support',
    body: submitForFreightQuoteRequest,
    response: submitForFreightQuoteResponse,
  }),
  route({
    method: 'POST',
    path: '/api/support_requests',
    summary: 'Send a support request about a draft (rate, step) or a page (notes)',
    tag: 'Support',
    body: supportRequestBody,
    response: supportRequestResponse,
  }),
  // The address book (spec 03 §7).
  route({
    method: 'GET',
    path: '/api/saved_addresses',
    summary: "The caller's saved contacts by company name, 9 a page (autocompleteName searches names)",
    tag: 'Address book',
    query: savedAddressListQuery,
    response: hydraCollection(savedAddressResource),
  }),
  route({
    method: 'POST',
    path: '/api/saved_addresses',
    summary: 'Save a contact (the party rules of its country)',
    tag: 'Address book',
    body: savedAddressBody,
    response: savedAddressResource,
  }),
  route({
    method: 'GET',
    path: '/api/saved_addresses/export',
    summary: 'The whole address book as a CSV or XLSX file (format=csv|xlsx)',
    tag: 'Address book',
    query: addressExportQuery,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  }),
  route({
    method: 'GET',
    path: '/api/saved_addresses/{id}',
    summary: "One of the caller's saved contacts",
    tag: 'Address book',
    response: savedAddressResource,
  }),
  route({
    method: 'PUT',
    path: '/api/saved_addresses/{id}',
    summary: 'Change a saved contact',
    tag: 'Address book',
    body: savedAddressBody,
    response: savedAddressResource,
  }),
  route({
    method: 'DELETE',
    path: '/api/saved_addresses/{id}',
    summary: 'Delete a saved contact',
    tag: 'Address book',
  }),
  route({
    method: 'POST',
    path: '/api/import_addresses',
    summary: 'Import contacts from a .csv or .xlsx file (form field addresses, at most 5 MB)',
    tag: 'Address book',
    upload: {
      field: IMPORT_ADDRESSES_FIELD,
      accept: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
    response: importAddressesResponse,
  }),
  route({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The signed-in user and their auth context',
    tag: 'Accounts',
    response: currentUserResponse,
  }),
  route({ method: 'GET', path: '/api/users/{id}', summary: 'One user', tag: 'Users', response: user }),
  route({
    method: 'GET',
    path: '/api/users',
    summary: 'Search users (staff)',
    tag: 'Users',
    query: userSearchQuery,
    response: hydraCollection(user),
  }),
  route({
    method: 'POST',
    path: '/api/sync_user_actions',
    summary: 'Import or change a client account (staff)',
    tag: 'Users',
    body: syncUserRequest,
    response: syncUserResponse,
  }),
  route({
    method: 'POST',
    path: '/api/users/{id}/change_password_actions',
    summary: "Set a client's password (staff, CSR_PASSWORD_CHANGE)",
    tag: 'Users',
    body: changePasswordRequest,
    response: actionResult,
  }),
  route({
    method: 'GET',
    path: '/api/users/{id}/audit_log',
    summary: "A user's audit log (super admin)",
    tag: 'Users',
    response: hydraCollection(auditLogEntry),
  }),
  route({
    method: 'POST',
    path: '/api/sign_into_profile_actions',
    summary: "Sign into a client's profile (staff)",
    tag: 'Accounts',
    body: signIntoProfileRequest,
    response: profileTokenResponse,
  }),
  route({
    method: 'POST',
    path: '/api/sign_out_from_profile_actions',
    summary: "Leave a client's profile",
    tag: 'Accounts',
    response: profileTokenResponse,
  }),
  // Partner keys (issue 9): administrators manage them; a partner's server mints widget sessions.
  route({
    method: 'GET',
    path: '/api/partner_keys',
    summary: 'Partner keys, newest first, with their quote counts (admin)',
    tag: 'Partners',
    query: partnerKeyListQuery,
    response: hydraCollection(partnerKey),
  }),
  route({
    method: 'POST',
    path: '/api/partner_keys',
    summary: 'Create a partner key; the answer holds its secret key, shown once (admin)',
    tag: 'Partners',
    body: createPartnerKeyRequest,
    response: partnerKeyCreated,
  }),
  route({
    method: 'PATCH',
    path: '/api/partner_keys/{id}',
    summary: 'Rename a partner key or replace its origins (admin)',
    tag: 'Partners',
    body: updatePartnerKeyRequest,
    response: partnerKey,
  }),
  route({
    method: 'POST',
    path: '/api/partner_keys/{id}/revoke_actions',
    summary: 'Revoke a partner key (admin): its widgets and sessions stop at once',
    tag: 'Partners',
    response: partnerKey,
  }),
  route({
    method: 'POST',
    path: '/api/widget_session_actions',
    summary: "A 15-minute widget session for a partner's shopper (Bearer sk_… secret key)",
    tag: 'Partners',
    body: widgetSessionRequest,
    response: widgetSessionResponse,
  }),
  // My Items List and commodity codes (spec 03 §3, §5, §7; issue 10).
  route({
    method: 'GET',
    path: '/api/saved_line_items',
    summary: "The owner's saved line items by name, A to Z, 11 a page (nickname: part of the name)",
    tag: 'Items',
    query: savedLineItemListQuery,
    response: hydraCollection(savedLineItem),
  }),
  route({
    method: 'POST',
    path: '/api/saved_line_items',
    summary: 'Save a line item to My Items List',
    tag: 'Items',
    body: savedLineItemBody,
    response: savedLineItem,
  }),
  route({
    method: 'PUT',
    path: '/api/saved_line_items/{id}',
    summary: 'Change a saved line item',
    tag: 'Items',
    body: savedLineItemBody,
    response: savedLineItem,
  }),
  route({
    method: 'DELETE',
    path: '/api/saved_line_items/{id}',
    summary: 'Delete a saved line item',
    tag: 'Items',
  }),
  route({
    method: 'GET',
    path: '/api/commodity_code_options',
    summary: 'Harmonized System subheadings suggested for an item description (search=words)',
    tag: 'Items',
    query: commodityCodeSearchQuery,
    response: hydraCollection(hsSubheadingSuggestion),
  }),
  route({
    method: 'GET',
    path: '/api/commodity_code_options/{code}',
    summary:
      'The formatted code of a known 10-digit Schedule B code (its first six digits an HS subheading); 404 when unknown',
    tag: 'Items',
    response: commodityCodeOptions,
  }),
  // Orders (spec 02 §2-§7; issue 15), behind the ORDERS flag: 404 while it is off.
  route({
    method: 'GET',
    path: '/api/orders',
    summary:
      "One tab of the owner's orders (status), newest order date first, 10 a page, with every tab's count (search: number, name or city)",
    tag: 'Orders',
    query: orderListQuery,
    response: orderListResponse,
  }),
  route({
    method: 'POST',
    path: '/api/orders',
    summary: 'Save a new order (the New Order form: recipient, order summary, line items)',
    tag: 'Orders',
    body: newOrderBody,
    response: orderResource,
  }),
  route({
    method: 'POST',
    path: '/api/orders/{id}/archive_actions',
    summary: 'Archive an order: it leaves every tab',
    tag: 'Orders',
    response: orderResource,
  }),
  route({
    method: 'POST',
    path: '/api/orders/{id}/restore_actions',
    summary: 'Restore an archived order: it is back in its tab',
    tag: 'Orders',
    response: orderResource,
  }),
  route({
    method: 'POST',
    path: '/api/orders/{id}/mark_paid_actions',
    summary:
      'Mark an order paid (paidDate, today when left out): an order awaiting payment moves to Awaiting Shipment',
    tag: 'Orders',
    body: markOrderPaidRequest,
    response: orderResource,
  }),
  route({
    method: 'DELETE',
    path: '/api/orders/{id}',
    summary: 'Delete an order',
    tag: 'Orders',
  }),
  route({
    method: 'POST',
    path: '/api/create_prep_request_for_order_actions',
    summary:
      'Ship an order: a draft made from it (its recipient, lines, weight and number), which booking marks the order Processed',
    tag: 'Orders',
    body: createPrepRequestForOrderRequest,
    response: createPrepRequestForOrderResponse,
  }),
  route({
    method: 'POST',
    path: '/api/import_orders',
    summary:
      'Import orders from a .csv or .xlsx file (form field orders, at most 5 MB): our template or a Shopify, WooCommerce, Etsy or eBay export; all or nothing',
    tag: 'Orders',
    upload: {
      field: IMPORT_ORDERS_FIELD,
      accept: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
    response: importOrdersResponse,
  }),
  route({
    method: 'GET',
    path: '/api/order_channels',
    summary: 'The partners connected to the account as selling channels',
    tag: 'Orders',
    response: hydraCollection(orderChannelResource),
  }),
  route({
    method: 'POST',
    path: '/api/order_channels',
    summary:
      "Connect a partner as a selling channel by its publishable key: its order webhook then writes the account's orders",
    tag: 'Orders',
    body: connectOrderChannelRequest,
    response: orderChannelResource,
  }),
  route({
    method: 'DELETE',
    path: '/api/order_channels/{id}',
    summary: 'Disconnect a selling channel',
    tag: 'Orders',
  }),
  route({
    method: 'POST',
    path: '/api/order_webhook_actions',
    summary:
      "A connected shop's order, new or sent again, from the partner's server (Bearer sk_… secret key)",
    tag: 'Orders',
    body: orderWebhookRequest,
    response: orderWebhookResponse,
  }),
  route({
    method: 'POST',
    path: '/api/data/validate-address',
    summary:
      "Check an address against its country's elements and postal format, and a US ZIP against its state and city",
    tag: 'Options',
    body: validateAddressRequest,
    response: validateAddressResponse,
  }),
  // The account's settings (spec 03 §2, §7; issue 10).
  route({
    method: 'GET',
    path: '/api/billing_informations',
    summary: "The account's billing information (one member)",
    tag: 'Accounts',
    response: hydraCollection(billingInformationResource),
  }),
  route({
    method: 'PUT',
    path: '/api/billing_informations/{id}',
    summary: "Change the account's billing contact",
    tag: 'Accounts',
    body: updateBillingInformationRequest,
    response: billingInformationResource,
  }),
  route({
    method: 'PATCH',
    path: '/api/users/me',
    summary: "Change the signed-in person's name, company or phone",
    tag: 'Accounts',
    body: updateProfileRequest,
    response: currentUserResponse,
  }),
  route({
    method: 'POST',
    path: '/api/change_email_actions',
    summary:
      'Ask to change the e-mail address (with the password); a link to confirm goes to the new address',
    tag: 'Accounts',
    body: changeEmailRequest,
    response: actionResult,
  }),
  route({
    method: 'POST',
    path: '/api/confirm_email_change_actions',
    summary: "Confirm an e-mail change with the mailed link's code",
    tag: 'Accounts',
    body: confirmEmailChangeRequest,
    response: actionResult,
  }),
  // Webhooks (issue 14, docs/webhooks.md): administrators manage an account's endpoints and read their log.
  route({
    method: 'GET',
    path: '/api/accounts/{accountId}/webhook_endpoints',
    summary: "The account's webhook endpoints, newest first (admin)",
    tag: 'Webhooks',
    query: webhookEndpointListQuery,
    response: hydraCollection(webhookEndpoint),
  }),
  route({
    method: 'POST',
    path: '/api/accounts/{accountId}/webhook_endpoints',
    summary:
      'Register a webhook endpoint for the account; the answer holds its signing secret, shown once (admin)',
    tag: 'Webhooks',
    body: createWebhookEndpointRequest,
    response: webhookEndpointCreated,
  }),
  route({
    method: 'PATCH',
    path: '/api/accounts/{accountId}/webhook_endpoints/{id}',
    summary: "Change a webhook endpoint's URL, description or events, or enable or disable it (admin)",
    tag: 'Webhooks',
    body: updateWebhookEndpointRequest,
    response: webhookEndpoint,
  }),
  route({
    method: 'DELETE',
    path: '/api/accounts/{accountId}/webhook_endpoints/{id}',
    summary: 'Delete a webhook endpoint and its delivery log (admin)',
    tag: 'Webhooks',
  }),
  route({
    method: 'POST',
    path: '/api/accounts/{accountId}/webhook_endpoints/{id}/test_actions',
    summary: 'Send a ping event to the endpoint now; answers the attempt (admin)',
    tag: 'Webhooks',
    response: webhookDelivery,
  }),
  route({
    method: 'GET',
    path: '/api/accounts/{accountId}/webhook_endpoints/{id}/deliveries',
    summary: "The endpoint's delivery log: every attempt, newest first (admin)",
    tag: 'Webhooks',
    query: webhookDeliveryListQuery,
    response: hydraCollection(webhookDelivery),
  }),
] as const satisfies readonly ApiRoute[];

/** "GET /api/quotes/:id": the key Fastify and the permission table use for an operation. */
export const routeKeyOf = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}` as const;
