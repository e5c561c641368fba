import { type ApiClientOptions, createApiBase } from './apiBase';
import { authResource } from './authResource';
import { laterResources } from './laterResources';
import { ofetchExchange } from './ofetchExchange';
import { optionsResource } from './optionsResource';
import { quotesResource } from './quotesResource';

// The options and the shared base live in apiBase.ts (createLazyApiClient builds on them too).
export type {
  ApiBase,
  ApiBaseOptions,
  ApiClientOptions,
  QuoteApiClient,
  QuoteApiClientOptions,
} from './apiBase';
export { createApiBase, createQuoteApiClient, createTrackingApiClient } from './apiBase';

/**
 * The typed client, over ofetch unless another exchange is given. Each resource family lives in its
 * own file and takes the shared transport; later issues add theirs (drafts, pickups, shipments …) to
 * the spread below.
 */
export function createApiClient(options: ApiClientOptions) {
  const { transport, cache } = createApiBase({
    ...options,
    exchange: options.exchange ?? ofetchExchange(options.fetch),
  });
  return {
    transport,
    /** Forget cached option lists (e.g. after a locale change). */
    clearOptionCache: cache.clear,
    ...authResource(transport),
    ...optionsResource(transport, cache),
    ...quotesResource(transport),
    ...laterResources(transport, cache),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
