import { PUBLISHABLE_KEY_HEADER } from '@shipdeck/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessage } from '../messages';
import { ApiError } from './apiError';

/** A publishable key as the origin check needs it (partners/partnerKeyService.ts). */
export interface PublishableKeyInfo {
  id: string;
  origins: readonly string[];
  revoked: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's publishable key, once checked (valid, unrevoked, its origin bound to it). */
    partnerKey: PublishableKeyInfo | null;
  }
}

export interface CorsOptions {
  /** Origins allowed for every caller, with or without a key (SHIPDECK_PARTNER_ORIGINS). */
  partnerOrigins: readonly string[];
  /** Looks a publishable key up (cached by the service); null when no such key exists. */
  publishableKey?: (key: string) => Promise<PublishableKeyInfo | null>;
}

const KEY_HEADER = PUBLISHABLE_KEY_HEADER.toLowerCase();
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = `Authorization, Content-Type, Accept, If-None-Match, ${PUBLISHABLE_KEY_HEADER}`;
/** A preflight answer is reused by the browser for 10 minutes (per origin, URL and headers). */
const PREFLIGHT_MAX_AGE = '600';
/**
 * Every API answer depends on the caller's origin and on its key (allowed or refused), so shared
 * caches must keep them apart (Fetch standard, "CORS protocol and HTTP caches").
 */
const VARY = `Origin, ${PUBLISHABLE_KEY_HEADER}`;

/** Appends to Vary without dropping what another part (compression) put there. */
function addVary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', 'ETag');
}

/** The page's own origin (the host app on this server): same-origin calls need no CORS. */
function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * Which pages may call the API from another origin (issue 9, docs/partner-keys.md):
 * - a page whose request carries a publishable key (Shipdeck-Publishable-Key) that exists, is not
 *   revoked and lists the page's origin; the key is then the request's partner (recorded on quotes);
 * - any origin of SHIPDECK_PARTNER_ORIGINS, the server-wide list, kept for compatibility (with any
 *   valid key too: a key's origins add to that list, never take from it).
 * A request whose key is unknown, revoked or not bound to its origin is refused before any handler
 * with 403 OriginNotAllowed, and that refusal carries the page's origin in
 * Access-Control-Allow-Origin so the widget can read the code and say why (origin_not_allowed)
 * instead of seeing a bare network failure. Any other origin gets no CORS headers at all (never a
 * reflected Origin for data, never "*": docs/security.md#cross-origin-calls). Tokens travel as bearer headers, never
 * cookies, so credentials are not allowed cross-origin.
 *
 * A preflight cannot be judged by its key: browsers send the header's name, not its value. So a
 * preflight that asks for the key header is answered for any origin (it returns no data), and the
 * request that follows is judged by its key.
 */
export function installCors(app: FastifyInstance, options: CorsOptions): void {
  const listed = new Set(options.partnerOrigins);
  app.decorateRequest('partnerKey', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    addVary(reply, VARY);
    const origin = request.headers.origin;
    const key = request.headers[KEY_HEADER];

    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      if (origin === undefined) return;
      addVary(reply, 'Access-Control-Request-Headers');
      const asksForKey = String(request.headers['access-control-request-headers'] ?? '')
        .toLowerCase()
        .split(',')
        .some((name) => name.trim() === KEY_HEADER);
      if (!listed.has(origin) && !asksForKey) return; // the OPTIONS route answers 404
      allowOrigin(reply, origin);
      reply.header('access-control-allow-methods', METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
      return reply.code(204).header('content-length', '0').send();
    }

    if (key !== undefined) {
      const partnerKey = await checkedKey(request, typeof key === 'string' ? key : '');
      // The refusal is readable by the page, so the widget shows origin_not_allowed.
      if (typeof partnerKey === 'string') {
        if (origin !== undefined) allowOrigin(reply, origin);
        throw new ApiError(403, 'OriginNotAllowed', serverMessage(partnerKey));
      }
      request.partnerKey = partnerKey;
      if (origin !== undefined) allowOrigin(reply, origin);
      return;
    }
    if (origin !== undefined && listed.has(origin)) allowOrigin(reply, origin);
  });

  // Preflights the hook did not answer (an origin that is not allowed) find nothing here.
  app.options('/api/*', async (_request, reply) => reply.callNotFound());

  async function checkedKey(
    request: FastifyRequest,
    key: string,
  ): Promise<PublishableKeyInfo | 'partnerKey.invalid' | 'partnerKey.originNotAllowed'> {
    const found = key && options.publishableKey ? await options.publishableKey(key) : null;
    if (!found || found.revoked) return 'partnerKey.invalid';
    const origin = request.headers.origin;
    // A call without Origin (a server, curl) or from this server's own pages is not a cross-origin
    // call: the key is still checked and recorded, the page's origin is not (there is none to bind).
    // A key's origins add to the server-wide list and never take from it.
    if (
      origin === undefined ||
      isSameOrigin(request, origin) ||
      found.origins.includes(origin) ||
      listed.has(origin)
    )
      return found;
    return 'partnerKey.originNotAllowed';
  }
}
