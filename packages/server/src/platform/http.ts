import { createServer, type RequestListener } from 'node:http';
import type { Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessage } from '../messages';
import { ApiError, titleOf } from './apiError';
import { hydraErrorBody, JSON_LD_CONTENT_TYPE } from './jsonld';

/** A rate request with a few dozen pieces is ~10 KB; nothing the API takes is near 256 KB. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * How long a client may take (issue 7: a connection that never finished its body stayed open 400 s,
 * and 20,000 of them exhausted the file descriptors). Node closes a request whose headers or body
 * are not in by these times (408), an idle socket after `idleMs`, and a keep-alive socket idle for
 * `keepAliveMs`. `checkEveryMs` is how often Node looks (its default is 30 s).
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  maxRequestsPerSocket: number;
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  // Above a typical load balancer's idle timeout would keep sockets it reuses; 5 s is Node's default.
  keepAliveMs: 5_000,
  // No cap on requests per socket: past a cap Node answers a client that keeps sending (one that
  // ignores `Connection: close`, as load generators and some proxies do) with 503. The keep-alive
  // and idle timeouts bound a socket's life instead.
  maxRequestsPerSocket: 0,
  checkEveryMs: 1_000,
};

/** Fastify's serverFactory: Node's HTTP server with the timeouts above. */
export function serverWithTimeouts(timeouts: HttpTimeouts) {
  return (handler: RequestListener) => {
    const server = createServer(
      {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: timeouts.checkEveryMs,
      },
      handler,
    );
    server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
    return server;
  };
}

/** Fastify's own 4xx errors, worded for the person who will read them. */
const FRAMEWORK_ERRORS: Record<string, { status: number; errorCode: string; text: () => string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    errorCode: 'UnsupportedMediaType',
    text: () => serverMessage('request.unsupportedMediaType'),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    errorCode: 'PayloadTooLarge',
    text: () => serverMessage('request.tooLarge'),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    errorCode: 'InvalidRequest',
    text: () => serverMessage('request.emptyBody'),
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    errorCode: 'MalformedJson',
    text: () => serverMessage('request.malformedJson'),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    errorCode: 'InvalidRequest',
    text: () => serverMessage('request.bad'),
  },
  FST_ERR_BAD_URL: { status: 400, errorCode: 'InvalidRequest', text: () => serverMessage('request.bad') },
  FST_ERR_VALIDATION: { status: 400, errorCode: 'InvalidRequest', text: () => serverMessage('request.bad') },
};

export interface HydraErrorAnswer {
  status: number;
  errorCode: string;
  description: string;
  violations?: readonly Violation[];
  details?: Readonly<Record<string, string>>;
}

/**
 * Maps anything thrown to the answer a client gets. Only a fault of ours is a 500: a request the
 * server cannot read is always a 4xx (the spec's client shows 400/422 descriptions to the user).
 */
export function toHydraError(error: unknown): HydraErrorAnswer {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      errorCode: error.errorCode,
      description: error.message,
      violations: error.violations,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const known = fastifyError?.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, errorCode: known.errorCode, description: known.text() };
  if (error instanceof SyntaxError || fastifyError?.statusCode === 400) {
    // The JSON parser's syntax and prototype-poisoning errors.
    return { status: 400, errorCode: 'MalformedJson', description: serverMessage('request.malformedJson') };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, errorCode: 'InvalidRequest', description: serverMessage('request.bad') };
  }
  return { status: 500, errorCode: 'InternalError', description: messages('api.unknownStatus') };
}

/**
 * An error as it may be logged: type, code, message and stack frames, without the query
 * parameters database errors carry (quote data, addresses: docs/security.md#logs, never log payloads).
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 300) };
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  const message = error.message.split('\nparams:')[0]?.slice(0, 500);
  return {
    type: error.name,
    message,
    ...(withCode.code === undefined ? {} : { code: withCode.code }),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 12)
      .join('\n'),
    ...(withCode.cause === undefined ? {} : { cause: loggable(withCode.cause) }),
  };
}

export function sendHydraError(reply: FastifyReply, answer: HydraErrorAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .type(JSON_LD_CONTENT_TYPE)
    .send({
      ...hydraErrorBody(titleOf(answer.status), answer.description, answer.errorCode, answer.violations),
      ...answer.details,
    });
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL). */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendHydraError(reply, toHydraError(error));
}

export interface HttpPlatformOptions {
  /**
   * Answers a request no route matched, when it can (the host app's index.html for a page
   * request); returns false to let the API answer 404.
   */
  notFoundFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean> | boolean;
}

/**
 * JSON-LD in and out: `application/ld+json` and `application/json` bodies (parsed by Fastify's
 * prototype-poisoning-safe parser; any other media type is 415), JSON-LD answers, hydra errors
 * from one global handler, and a few headers every answer carries (docs/security.md#headers).
 */
export function installHttpPlatform(app: FastifyInstance, options: HttpPlatformOptions = {}): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    ['application/json', 'application/ld+json'],
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      // An action without input (POST /api/guest_auth_token_actions) may come with an empty body.
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    },
  );

  // Handlers return objects; Fastify labels them application/json before this hook runs.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (type === undefined || String(type).startsWith('application/json')) reply.type(JSON_LD_CONTENT_TYPE);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const answer = toHydraError(error);
    if (answer.status >= 500) request.log.error({ err: loggable(error) }, 'request failed');
    else request.log.info({ status: answer.status, errorCode: answer.errorCode }, 'request refused');
    return sendHydraError(reply, answer);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.notFoundFallback && (await options.notFoundFallback(request, reply))) return reply;
    const path = request.url.split('?')[0] ?? '/';
    return sendHydraError(reply, {
      status: 404,
      errorCode: 'NotFound',
      description: serverMessage('route.notFound', { method: request.method, path: path.slice(0, 200) }),
    });
  });
}
