import type { MessageCatalogue } from '../messages/index';
import { authResource } from './authResource';
import { draftsResource } from './draftsResource';
import { createGuestTokenProvider, type GuestTokenProvider } from './guestToken';
import { createOptionCache, type KeyValueStorage } from './optionCache';
import { optionsResource } from './optionsResource';
import { quotesResource } from './quotesResource';
import {
  type ActingFor,
  type ApiLogger,
  type ApiTransport,
  createApiTransport,
  type FetchFunction,
} from './transport';
import { usersResource } from './usersResource';

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
  fetch?: FetchFunction;
  /** Where option lists are cached for 20 minutes (e.g. localStorage); in memory by default. */
  storage?: KeyValueStorage;
  now?: () => number;
  logger?: ApiLogger;
  messages?: MessageCatalogue;
}

/**
 * The typed client over ofetch. Each resource family lives in its own file and takes the shared
 * transport; later issues add theirs (drafts, pickups, shipments …) to the spread below.
 */
export function createApiClient(options: ApiClientOptions) {
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
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  });
  const cache = createOptionCache({
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const auth = authResource(transport);
  if (!options.getToken) {
    guest = createGuestTokenProvider({
      fetchToken: auth.guestAuthToken,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  return {
    transport,
    /** Forget cached option lists (e.g. after a locale change). */
    clearOptionCache: cache.clear,
    ...auth,
    ...optionsResource(transport, cache),
    ...quotesResource(transport),
    ...draftsResource(transport),
    ...usersResource(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
