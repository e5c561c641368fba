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
      ...(request.form ? { body: request.form as never } : request.body ? { body: request.body } : {}),
      ...(request.query ? { query: request.query } : {}),
      ...(request.binary ? { responseType: 'blob' as const } : {}),
      ignoreResponseError: true,
      retry: false,
    })) as unknown as RawResponse;
    if (request.binary && (response.status < 200 || response.status >= 300)) {
      return { status: response.status, data: await errorBodyOf(response._data) };
    }
    return { status: response.status, data: response._data };
  };
}

/** An error answer to a file request, read as a blob: its JSON (a hydra error), or its text. */
export async function errorBodyOf(data: unknown): Promise<unknown> {
  const text =
    typeof (data as { text?: unknown } | null)?.text === 'function'
      ? await (data as { text(): Promise<string> }).text()
      : typeof data === 'string'
        ? data
        : undefined;
  if (text === undefined) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
