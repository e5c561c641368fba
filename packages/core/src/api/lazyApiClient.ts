import { type ApiClientOptions, createApiBase } from './apiBase';
import { authResource } from './authResource';
import type { ApiClient } from './createApiClient';
import type { LaterResources } from './laterResources';
import { ofetchExchange } from './ofetchExchange';
import { optionsResource } from './optionsResource';
import { quotesResource } from './quotesResource';

/**
 * createApiClient's client for an app's first load (issue 8): the session's, the option lists' and
 * the quote's calls are built at once; every other family (laterResources.ts: drafts, shipments,
 * pickups, users …) is a function that loads that module on its first call and then calls through.
 * Every such call answers a promise, so callers see no difference but a first call's import.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  const { transport, cache } = createApiBase({
    ...options,
    exchange: options.exchange ?? ofetchExchange(options.fetch),
  });
  const eager = {
    transport,
    clearOptionCache: cache.clear,
    ...authResource(transport),
    ...optionsResource(transport, cache),
    ...quotesResource(transport),
  };
  let later: Promise<LaterResources> | undefined;
  const load = () => {
    later ??= import('./laterResources').then((module) => module.laterResources(transport, cache));
    return later;
  };
  // One function per name, made once, so a caller that keeps it (an effect's dependency) sees the same one.
  const deferred = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(eager, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target || name === 'then') {
        return Reflect.get(target, name, receiver);
      }
      let call = deferred.get(name);
      if (!call) {
        call = async (...args) => {
          const resources = (await load()) as unknown as Record<string, (...a: unknown[]) => unknown>;
          const method = resources[name];
          if (typeof method !== 'function') throw new TypeError(`the API client has no ${name}`);
          return method(...args);
        };
        deferred.set(name, call);
      }
      return call;
    },
  }) as ApiClient;
}
