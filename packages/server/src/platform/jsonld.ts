import type { HydraCollection, HydraError, Violation } from '@shipdeck/core/contract';

/** Every API answer is JSON-LD (spec 01 §7: JSON-LD bodies, hydra collections and errors). */
export const JSON_LD_CONTENT_TYPE = 'application/ld+json; charset=utf-8';

/** Resource types with a JSON-LD context document at /api/contexts/{type}. */
export const RESOURCE_TYPES = [
  'CountryOption',
  'CurrencyOption',
  'PostalCodeSuggestion',
  'GuestAuthToken',
  'RateShipmentAction',
  'Quote',
  'QuoteInspection',
  'UserInspection',
  'FirstShipmentSurvey',
  'SurveyResponse',
  'User',
  'AuditLogEntry',
  'FeatureFlags',
  'PartnerKey',
  'ShipmentDraft',
  'FtrExemptionOption',
  'WhoPaysOption',
  'TermsOfTradeOption',
  'ItemQuantityOption',
  'InvoiceTypeOption',
  'EeiFilingTypeOption',
  'ExportTypeOption',
  'CarrierService',
  'AdditionalServiceOption',
  'SubmitForFreightQuoteAction',
  'SupportRequest',
  'SavedPaymentMethod',
  'Shipment',
  'Tracking',
  'ShipmentDocument',
  'PrepareShipmentAction',
  'CompletePrepAndPickupAction',
  'CancelShipmentAction',
  'ArchiveShipmentsAction',
  'DeleteShipmentsAction',
  'SavedAddress',
  'ImportAddressesAction',
  'SavedLineItem',
  'CommodityCodeOption',
  'AddressValidation',
  'BillingInformation',
  'Pickup',
  'CheckCapabilitiesAction',
  'ValidatePickupAction',
  'SchedulePickupAction',
  'ModifyPickupAction',
  'CancelPickupAction',
  'SchedulePickupForShipmentAction',
  'AddToPickupAction',
  'Error',
  'Order',
  'CreatePrepRequestForOrderAction',
  'ImportOrdersAction',
  'OrderChannel',
  'OrderWebhookAction',
  'WebhookEndpoint',
  'WebhookDelivery',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const contextIri = (type: ResourceType) => `/api/contexts/${type}`;

/**
 * The context document of a resource type: our own terms resolve against the API's vocabulary
 * and `hydra:` against the Hydra core vocabulary, as API Platform (the spec's server style) does.
 */
export function contextDocument(type: ResourceType) {
  return {
    '@context': {
      '@vocab': `/api/docs.jsonld#${type}/`,
      hydra: 'http://www.w3.org/ns/hydra/core#',
    },
  };
}

export interface CollectionPage {
  page: number;
  itemsPerPage: number;
}

/**
 * A hydra collection (`hydra:member`, `hydra:totalItems`); paged lists add a `hydra:view` with
 * first/last/previous/next links so a client can walk the pages without computing them.
 */
export function hydraCollection<T>(
  type: ResourceType,
  iri: string,
  members: T[],
  totalItems: number,
  paging?: CollectionPage & { query?: Record<string, string> },
): HydraCollection<T> & { 'hydra:view'?: Record<string, string> } {
  const body: HydraCollection<T> & { 'hydra:view'?: Record<string, string> } = {
    '@context': contextIri(type),
    '@id': iri,
    '@type': 'hydra:Collection',
    'hydra:totalItems': totalItems,
    'hydra:member': members,
  };
  if (paging) {
    const lastPage = Math.max(1, Math.ceil(totalItems / paging.itemsPerPage));
    const link = (page: number) =>
      `${iri}?${new URLSearchParams({ ...paging.query, itemsPerPage: String(paging.itemsPerPage), page: String(page) })}`;
    body['hydra:view'] = {
      '@id': link(paging.page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': link(1),
      'hydra:last': link(lastPage),
      ...(paging.page > 1 ? { 'hydra:previous': link(Math.min(paging.page - 1, lastPage)) } : {}),
      ...(paging.page < lastPage ? { 'hydra:next': link(paging.page + 1) } : {}),
    };
  }
  return body;
}

/** A hydra error body (spec: description and error code; violations on 400/422). */
export function hydraErrorBody(
  title: string,
  description: string,
  errorCode: string,
  violations?: readonly Violation[],
): HydraError {
  return {
    '@context': contextIri('Error'),
    '@type': 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
    errorCode,
    ...(violations && violations.length > 0 ? { violations: [...violations] } : {}),
  };
}
