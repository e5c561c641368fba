import { PUBLISHABLE_KEY_HEADER } from '../contract/publishableKeyHeader';
import type { MessageCatalogue } from '../messages/catalogue';
import { type CommonMessageKey, commonCatalogue } from '../messages/commonCatalogue';
import { ApiError, type ApiFailure, isApiFailure, isNoContent, NO_CONTENT, type NoContent } from './apiError';
import type { ExchangeQuery, HttpExchange, HttpMethod } from './exchange';
import { readHydraError } from './hydra';

/** Who the signed-in staff member acts for (spec 01 §7, spec 03 §7). */
export interface ActingFor {
  userId: string;
  useHouseAccount?: boolean;
}

export interface ApiLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export interface ApiTransportOptions {
  /** The API root, e.g. "https://api.example.com/api"; paths like "/quotes" are appended. */
  baseUrl: string;
  /** The bearer token; null for none. Called before each authenticated request. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * 401 on an authenticated call (spec 01 §7): refresh the token and answer true to retry the
   * call once; answer false when the host redirects to sign-in instead.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
  actingFor?: () => ActingFor | null | undefined;
  /**
   * A partner's publishable key (`pk_live_…`), sent with every call, auth-free ones too, in the
   * Shipdeck-Publishable-Key header: the API answers a partner's page only from the origins bound
   * to its key (issue 9, docs/partner-keys.md).
   */
  publishableKey?: string;
  /**
   * Sends the request and answers its status and body (exchange.ts): ofetchExchange in the app,
   * fetchExchange in size-constrained bundles. Every status rule stays here, whichever is given.
   */
  exchange: HttpExchange;
  logger?: ApiLogger;
  /** Only the common texts are read here (api.unknownStatus); any larger catalogue fits. */
  messages?: MessageCatalogue<CommonMessageKey>;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: HttpMethod;
  body?: Record<string, unknown>;
  query?: Query;
  /** Statuses answered as an ApiFailure instead of an exception (spec 03 §8). */
  tolerate?: readonly number[];
  /** Auth-free calls (sign-in, guest token) send no bearer token and are not acted for. */
  auth?: boolean;
  /** Headers of this call, e.g. Idempotency-Key (issue 12). */
  headers?: Record<string, string>;
  /** A multipart/form-data body (a FormData) instead of `body`; acting-for fields then go in the query. */
  form?: unknown;
  /** A file answer: its data is a Blob. */
  binary?: boolean;
}

export interface ApiTransport {
  readonly baseUrl: string;
  readonly messages: MessageCatalogue<CommonMessageKey>;
  /** One call with the spec's status rules: the body (or NO_CONTENT for 204), an ApiFailure for a tolerated status, else throws ApiError. */
  request<T>(path: string, request?: ApiRequest): Promise<T | NoContent | ApiFailure>;
  /**
   * The body of an answer that must have one: a tolerated failure or an empty 204 where a body was
   * due is the spec's unknown-status error (spec 03 §8). The one check every resource uses.
   */
  body<T>(data: T | NoContent | ApiFailure): T;
}

const JSON_LD = 'application/ld+json';
const SUCCESS = new Set([200, 201, 204]);
const DESCRIBED = new Set([400, 422, 500]);

const consoleLogger = (): ApiLogger => {
  const c = (globalThis as { console?: ApiLogger }).console;
  return c ?? { warn() {}, error() {} };
};

/**
 * The HTTP layer every resource family uses: base URL, JSON-LD headers, bearer token, acting for
 * another user, and the status rules of spec 01 §7 / spec 03 §8 — in this one place, whichever
 * exchange sends the request.
 */
export function createApiTransport(options: ApiTransportOptions): ApiTransport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const t = options.messages ?? commonCatalogue;
  const logger = options.logger ?? consoleLogger();

  async function send(path: string, request: ApiRequest) {
    const method = request.method ?? 'GET';
    const auth = request.auth !== false;
    const headers: Record<string, string> = { ...request.headers, Accept: JSON_LD };
    if (options.publishableKey) headers[PUBLISHABLE_KEY_HEADER] = options.publishableKey;
    let body = request.body;
    let query = request.query;
    if (body) headers['Content-Type'] = JSON_LD;
    if (auth) {
      const token = await options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const actor = options.actingFor?.();
      if (actor) {
        const user = `/users/${actor.userId}`;
        const extra = {
          ownedBy: user,
          createdBy: user,
          ...(actor.useHouseAccount === undefined ? {} : { useHouseAccount: actor.useHouseAccount }),
        };
        if (method === 'GET' || method === 'DELETE' || !body) query = { ...query, ...extra };
        else body = { ...body, ...extra };
      }
    }
    try {
      return await options.exchange(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body ? { body } : {}),
        ...(request.form ? { form: request.form } : {}),
        ...(request.binary ? { binary: true } : {}),
        ...(query ? { query: definedOnly(query) } : {}),
      });
    } catch (cause) {
      // Network failure, CORS refusal or an unreadable body: nothing the user can act on.
      logger.error(`${method} ${path} failed`, cause);
      throw new ApiError(t('api.unknownStatus'), { status: 0, cause });
    }
  }

  async function request<T>(path: string, request: ApiRequest = {}): Promise<T | NoContent | ApiFailure> {
    let response = await send(path, request);
    if (
      response.status === 401 &&
      request.auth !== false &&
      !request.tolerate?.includes(401) &&
      options.onUnauthorized
    ) {
      if (await options.onUnauthorized()) response = await send(path, request);
    }
    const { status, data } = response;

    if (SUCCESS.has(status)) {
      return status === 204 || data === undefined || data === '' ? NO_CONTENT : (data as T);
    }
    const error = readHydraError(data);
    if (request.tolerate?.includes(status)) {
      return {
        kind: 'failure',
        status,
        title: error.title,
        description: error.description,
        errorCode: error.errorCode ?? 'InvalidCredentials',
        violations: error.violations,
        body: data,
      };
    }
    const method = request.method ?? 'GET';
    if (status === 403) {
      logger.warn(`${method} ${path} was refused (403)`, data);
      throw new ApiError(t('api.unknownStatus'), { status, ...error, silent: true });
    }
    if (status === 401) {
      throw new ApiError(error.description ?? t('api.unknownStatus'), { status, ...error });
    }
    if (DESCRIBED.has(status)) {
      logger.error(`${method} ${path} answered ${status}`, data);
      throw new ApiError(error.description ?? t('api.unknownStatus'), { status, ...error });
    }
    throw new ApiError(t('api.unknownStatus'), { status, ...error });
  }

  const body = <T>(data: T | NoContent | ApiFailure): T => {
    if (isApiFailure(data) || isNoContent(data)) throw new ApiError(t('api.unknownStatus'), { status: 204 });
    return data as T;
  };

  return { baseUrl, messages: t, request, body };
}

function definedOnly(query: Query): ExchangeQuery {
  const result: ExchangeQuery = {};
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined) result[key] = value;
  return result;
}
