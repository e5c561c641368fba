import type { ExchangeQuery, FetchFunction, HttpExchange } from './exchange';

/** The parts of the Fetch API's Response read here (its type lives in the DOM lib). */
interface FetchResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<unknown>;
}

// application/json, application/ld+json, application/problem+json … (the types ofetch parses as JSON).
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json(?:;|$)/i;

/**
 * The exchange over the global fetch alone, for size-constrained bundles (the embed quote widget
 * passes it to createQuoteApiClient), so they carry no ofetch, ufo or destr. It answers as
 * ofetchExchange does for every answer the API gives: a JSON (or JSON-LD) body parsed, a body that is
 * not JSON kept as text, no body as undefined. Decision where they could differ: a JSON content type
 * with an unparseable body is kept as its text (as ofetch's destr does), and any other content type is
 * read as text (ofetch would give a Blob, which no caller reads).
 */
export function fetchExchange(fetch?: FetchFunction): HttpExchange {
  return async (url, request) => {
    const send = fetch ?? (globalThis as unknown as { fetch: FetchFunction }).fetch;
    const response = (await send(withQuery(url, request.query), {
      method: request.method,
      headers: request.headers,
      ...(request.form ? { body: request.form } : request.body ? { body: JSON.stringify(request.body) } : {}),
    })) as FetchResponse;
    if (request.binary && response.status >= 200 && response.status < 300) {
      return { status: response.status, data: await response.blob() };
    }
    const text = await response.text();
    if (text === '') return { status: response.status, data: undefined };
    if (!JSON_TYPE.test(response.headers.get('content-type') ?? ''))
      return { status: response.status, data: text };
    try {
      return { status: response.status, data: JSON.parse(text) as unknown };
    } catch {
      return { status: response.status, data: text };
    }
  };
}

/** The URL with the query appended (after any query it already has), keys and values URI-encoded. */
export function withQuery(url: string, query: ExchangeQuery | undefined): string {
  const pairs = Object.entries(query ?? {}).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
  );
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
