import type { CommonMessageKey, MessageCatalogue } from '../messages/index';
import type { FetchFunction, HttpExchange } from './exchange';
import { requestGuestAuthToken } from './guestAuthToken';
import { createGuestTokenProvider, type GuestTokenProvider } from './guestToken';
import { createOptionCache, type KeyValueStorage, type OptionCache } from './optionCache';
import { optionsResource } from './optionsResource';
import { quotesResource } from './quotesResource';
import { trackingLookupsResource } from './trackingLookupsResource';
import { type ActingFor, type ApiLogger, type ApiTransport, createApiTransport } from './transport';

export interface ApiClientOptions {
  /** The API root, e.g. "https://api.example.com/api". */
  baseUrl: string;
  /**
   * The host's bearer token. Without it the client works as a guest: it asks for a guest token
   * (spec 03 §7) on first use and asks again after a 401.
   */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** 401: refresh and answer true to retry once, or false when the host redirects to sign-in (spec 01 §7). */
  onUnauthorized?: () => boolean | Promise<boolean>;
  actingFor?: () => ActingFor | null | undefined;
  /** A partner's publishable key, sent with every call (Shipdeck-Publishable-Key; issue 9). */
  publishableKey?: string;
  /** The fetch the default exchange (ofetchExchange) calls through; the global one by default. */
  fetch?: FetchFunction;
  /**
   * How requests are sent (exchange.ts); ofetchExchange(fetch) by default, which is what the app uses.
   * Given an exchange, `fetch` is not read: give the fetch to the exchange.
   */
  exchange?: HttpExchange;
  /** Where option lists are cached for 20 minutes (e.g. localStorage); in memory by default. */
  storage?: KeyValueStorage;
  now?: () => number;
  logger?: ApiLogger;
  /** Only the common texts are read by the client (api.unknownStatus); any larger catalogue fits. */
  messages?: MessageCatalogue<CommonMessageKey>;
}

/**
 * The options of a client composed from resource families (createApiBase, createQuoteApiClient): the
 * exchange is named by the caller, so a size-constrained bundle that passes fetchExchange carries no
 * ofetch (the lead's decision: ofetch stays the app's HTTP layer, the embed sends through fetch).
 */
export interface ApiBaseOptions extends Omit<ApiClientOptions, 'fetch' | 'exchange'> {
  exchange: HttpExchange;
}

/** What every client shares: the transport (with the guest token when the host gives none) and the option cache. */
export interface ApiBase {
  transport: ApiTransport;
  cache: OptionCache;
}

/**
 * The transport and option cache of a client, for a bundle that composes only the resource families
 * it calls (`optionsResource(base.transport, base.cache)`, `quotesResource(base.transport)` …).
 * Without `getToken` it works as a guest: a guest token on first use, asked again after a 401.
 */
export function createApiBase(options: ApiBaseOptions): ApiBase {
  let guest: GuestTokenProvider | undefined;
  const transport: ApiTransport = createApiTransport({
    baseUrl: options.baseUrl,
    getToken: options.getToken ?? (() => guest?.getToken() ?? null),
    onUnauthorized:
      options.onUnauthorized ??
      (options.getToken
        ? undefined
        : () => {
            guest?.reset();
            return true;
          }),
    ...(options.actingFor ? { actingFor: options.actingFor } : {}),
    ...(options.publishableKey ? { publishableKey: options.publishableKey } : {}),
    exchange: options.exchange,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  });
  const cache = createOptionCache({
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  if (!options.getToken) {
    guest = createGuestTokenProvider({
      // The one guest-token call, not the whole authResource: a quote-only bundle stays small.
      fetchToken: () => requestGuestAuthToken(transport),
      ...(options.now ? { now: options.now } : {}),
    });
  }
  return { transport, cache };
}

/**
 * The tracking widget's one call (issue 14) over the exchange it is given, with the same tokens
 * (a guest's when no session is given), so the tracking bundle carries nothing else.
 */
export function createTrackingApiClient(options: ApiBaseOptions) {
  const { transport } = createApiBase(options);
  return { transport, ...trackingLookupsResource(transport) };
}

export type QuoteApiClientOptions = ApiBaseOptions;

/**
 * The calls of the standalone quote only (option lists, postal codes, rating and stored quotes), with
 * the same behaviour as createApiClient over the exchange it is given. The embed quote widget passes
 * fetchExchange(), so its bundle leaves ofetch and the account, user and draft calls out.
 */
export function createQuoteApiClient(options: QuoteApiClientOptions) {
  const { transport, cache } = createApiBase(options);
  return {
    transport,
    /** Forget cached option lists (e.g. after a locale change). */
    clearOptionCache: cache.clear,
    ...optionsResource(transport, cache),
    ...quotesResource(transport),
  };
}

export type QuoteApiClient = ReturnType<typeof createQuoteApiClient>;
