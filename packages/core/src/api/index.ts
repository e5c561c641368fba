export { addressValidationResource } from './addressValidationResource';
export type { ApiErrorDetails, ApiFailure, NoContent } from './apiError';
export { ApiError, isApiFailure, isNoContent, NO_CONTENT } from './apiError';
export type { SignInRefusal } from './authResource';
export { authResource, isSignInRefusal } from './authResource';
export { billingResource } from './billingResource';
export { commodityCodesResource } from './commodityCodesResource';
export type {
  ApiBase,
  ApiBaseOptions,
  ApiClient,
  ApiClientOptions,
  QuoteApiClient,
  QuoteApiClientOptions,
} from './createApiClient';
export {
  createApiBase,
  createApiClient,
  createQuoteApiClient,
  createTrackingApiClient,
} from './createApiClient';
export { draftsResource } from './draftsResource';
export type { ApiErrorCode } from './errorCode';
export { errorCodeOf } from './errorCode';
export type {
  ExchangeQuery,
  ExchangeRequest,
  ExchangeResponse,
  FetchFunction,
  HttpExchange,
  HttpMethod,
} from './exchange';
export { fetchExchange } from './fetchExchange';
export { requestGuestAuthToken } from './guestAuthToken';
export type { GuestTokenProvider, GuestTokenProviderOptions } from './guestToken';
export { createGuestTokenProvider } from './guestToken';
export type { HydraErrorFields, Page } from './hydra';
export { readHydraError, unwrapCollection } from './hydra';
export { inspectionResource } from './inspectionResource';
export { ofetchExchange } from './ofetchExchange';
export type { KeyValueStorage, OptionCache, OptionCacheOptions } from './optionCache';
export { createMemoryStorage, createOptionCache, OPTION_LIST_TTL_MS } from './optionCache';
export { optionsResource } from './optionsResource';
export type { OrdersQuery } from './ordersResource';
export { ordersResource } from './ordersResource';
export { partnersResource } from './partnersResource';
export { paymentMethodsResource } from './paymentMethodsResource';
export { pickupsResource } from './pickupsResource';
export type { PrepareApiClient, PrepareApiClientOptions } from './prepareApiClient';
export { createPrepareApiClient } from './prepareApiClient';
export { prepareOptionsResource } from './prepareOptionsResource';
export type { PageRequest, RateShipmentOptions } from './quotesResource';
export { quotesResource } from './quotesResource';
export type { AddressFile, SavedAddressQuery } from './savedAddressesResource';
export { savedAddressesResource } from './savedAddressesResource';
export type { SavedLineItemsQuery } from './savedLineItemsResource';
export { savedLineItemsResource } from './savedLineItemsResource';
export type { DocumentProblem } from './shipmentsResource';
export {
  DOCUMENT_RETRIES,
  DOCUMENT_RETRY_DELAY_MS,
  DocumentUnavailableError,
  shipmentsResource,
} from './shipmentsResource';
export { supportResource } from './supportResource';
export { surveyResource } from './surveyResource';
export { trackingLookupsResource } from './trackingLookupsResource';
export type {
  ActingFor,
  ApiLogger,
  ApiRequest,
  ApiTransport,
  ApiTransportOptions,
  Query,
} from './transport';
export { createApiTransport } from './transport';
export { usersResource } from './usersResource';
export { webhooksResource } from './webhooksResource';
