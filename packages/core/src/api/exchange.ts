/**
 * The HTTP exchange: the one port between the API transport and the network. The transport keeps
 * every status rule (spec 01 §7, spec 03 §8) and builds the headers; an exchange only sends one
 * request and answers its status and parsed body. Two implementations pass the same test table:
 * `ofetchExchange` (ofetch, the client's HTTP layer in the app) and `fetchExchange` (the global
 * fetch and nothing else, for size-constrained bundles such as the embed quote widget).
 */

/** The fetch an exchange calls through; defaults to the global one (browser, Node 18+, workers). */
// biome-ignore lint/suspicious/noExplicitAny: the Fetch API's types live in the DOM lib, which core does not load.
export type FetchFunction = (input: any, init?: any) => Promise<any>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values as sent: null and undefined are left out by the transport before the exchange sees them. */
export type ExchangeQuery = Record<string, string | number | boolean>;

export interface ExchangeRequest {
  method: HttpMethod;
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
  /** Appended to the URL as its query string. */
  query?: ExchangeQuery;
  /** Sent as multipart/form-data instead of `body`: a FormData, whose boundary the fetch sets. */
  form?: unknown;
  /** The answer is a file: a 2xx body is given as a Blob (an error body is still read as JSON). */
  binary?: boolean;
}

export interface ExchangeResponse {
  status: number;
  /** The parsed JSON body, the text of a body that is not JSON, or undefined for no body. */
  data: unknown;
}

/**
 * Sends one request and answers any status (errors are the transport's business); rejects only when
 * no answer could be read (network failure, CORS refusal, a body that cannot be read).
 */
export type HttpExchange = (url: string, request: ExchangeRequest) => Promise<ExchangeResponse>;
