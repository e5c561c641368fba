import { vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from './createApiClient';
import type { FetchFunction } from './exchange';

/** A recorded call: what the client sent. */
export interface SentRequest {
  method: string;
  /** The full URL, its path and its decoded query (core has no DOM lib, so no URL class here). */
  href: string;
  pathname: string;
  search: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of `body` (e.g. a proxy's HTML error page). */
  text?: string;
  /** application/ld+json; charset=utf-8 unless given. */
  contentType?: string;
}

type ResponseConstructor = new (
  body: string | null,
  init: { status: number; headers: Record<string, string> },
) => unknown;
// Node 20 has the Fetch API; its types live in the DOM lib, which core does not load.
const NodeResponse = (globalThis as unknown as { Response: ResponseConstructor }).Response;

/** A fetch that answers from a handler and records each request, for client tests. */
export function createFakeFetch(handler: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  const fetch: FetchFunction = async (
    input: unknown,
    init?: { method?: string; headers?: unknown; body?: unknown },
  ) => {
    // ofetch sends a Headers object, fetchExchange a plain record: both read with lower-case names.
    const headers: Record<string, string> = {};
    const raw = init?.headers as
      | { forEach?: (cb: (value: string, key: string) => void) => void }
      | Record<string, string>
      | undefined;
    if (typeof raw?.forEach === 'function') {
      raw.forEach((value, key) => {
        headers[key.toLowerCase()] = value;
      });
    } else {
      for (const [key, value] of Object.entries(raw ?? {})) headers[key.toLowerCase()] = String(value);
    }
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      ...parseUrl(String(input)),
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    sent.push(request);
    const answer = await handler(request);
    const text = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new NodeResponse(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'content-type': answer.contentType ?? 'application/ld+json; charset=utf-8' },
    });
  };
  return { fetch, sent };
}

function parseUrl(href: string) {
  const [base = '', search = ''] = href.split('?');
  const pathname = base.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const query: Record<string, string> = {};
  for (const pair of search.split('&').filter(Boolean)) {
    // Split at the first "=" only: a value may hold an unencoded "=" (ofetch's ufo leaves it as is).
    const at = pair.indexOf('=');
    const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    query[decodeURIComponent(key.replace(/\+/g, ' '))] = decodeURIComponent(value.replace(/\+/g, ' '));
  }
  return { href, pathname, search: search ? `?${search}` : '', query };
}

/** A signed-in client ("client-token") over a fake fetch, and what it sent. */
export function testApiClient(
  handler: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>,
  options: Partial<ApiClientOptions> = {},
) {
  const fake = createFakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'https://api.test/api',
    getToken: () => 'client-token',
    fetch: fake.fetch,
    logger: { warn: vi.fn(), error: vi.fn() },
    ...options,
  });
  return { client, sent: fake.sent };
}
