import { createFetch } from 'ofetch';
import type { FetchFunction, HttpExchange } from './exchange';

/** The parts of ofetch's raw response read here (its Response type lives in the DOM lib). */
interface RawResponse {
  status: number;
  _data?: unknown;
}

/**
 * The exchange over ofetch: the API client's HTTP layer in the app (the default of createApiClient).
 * Status rules stay in the transport, so ofetch neither throws on an error status nor retries.
 */
export function ofetchExchange(fetch?: FetchFunction): HttpExchange {
  const $fetch = createFetch(fetch ? { fetch } : {});
  return async (url, request) => {
    const response = (await $fetch.raw(url, {
      method: request.method,
      headers: request.headers,
      ...(request.body ? { body: request.body } : {}),
      ...(request.query ? { query: request.query } : {}),
      ignoreResponseError: true,
      retry: false,
    })) as unknown as RawResponse;
    return { status: response.status, data: response._data };
  };
}
