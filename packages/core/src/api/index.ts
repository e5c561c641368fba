export type { ApiErrorDetails, ApiFailure, NoContent } from './apiError';
export { ApiError, isApiFailure, isNoContent, NO_CONTENT } from './apiError';
export type { SignInRefusal } from './authResource';
export { authResource, isSignInRefusal } from './authResource';
export type { ApiBase, ApiClient, ApiClientOptions, QuoteApiClient } from './createApiClient';
export { createApiBase, createApiClient, createQuoteApiClient } from './createApiClient';
export { draftsResource } from './draftsResource';
export type { GuestTokenProvider, GuestTokenProviderOptions } from './guestToken';
export { createGuestTokenProvider } from './guestToken';
export type { HydraErrorFields, Page } from './hydra';
export { readHydraError, unwrapCollection } from './hydra';
export type { KeyValueStorage, OptionCache, OptionCacheOptions } from './optionCache';
export { createMemoryStorage, createOptionCache, OPTION_LIST_TTL_MS } from './optionCache';
export { optionsResource } from './optionsResource';
export type { PageRequest, RateShipmentOptions } from './quotesResource';
export { quotesResource } from './quotesResource';
export type {
  ActingFor,
  ApiLogger,
  ApiRequest,
  ApiTransport,
  ApiTransportOptions,
  FetchFunction,
  HttpMethod,
  Query,
} from './transport';
export { createApiTransport } from './transport';
export { usersResource } from './usersResource';
