import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_LD_CONTENT_TYPE } from './jsonld';

export interface CachedAnswer {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * A JSON-LD answer that is the same for every caller (option lists, contexts): built and
 * serialised once on first request, sent with an ETag and Cache-Control, 304 on a matching
 * If-None-Match. `maxAgeSeconds` follows spec 01 §7: clients keep option lists 20 minutes.
 */
export function cachedAnswer(build: () => unknown, maxAgeSeconds: number): CachedAnswer {
  let cached: { body: string; etag: string } | undefined;
  return {
    send(request, reply) {
      if (!cached) {
        const body = JSON.stringify(build());
        cached = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      }
      reply
        .header('cache-control', `public, max-age=${maxAgeSeconds}`)
        .header('etag', cached.etag)
        .type(JSON_LD_CONTENT_TYPE);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached?.etag)) {
        return reply.code(304).send();
      }
      return reply.send(cached.body);
    },
  };
}

/** spec 01 §7: option lists are cached for 20 minutes. */
export const OPTION_LIST_MAX_AGE_SECONDS = 20 * 60;
