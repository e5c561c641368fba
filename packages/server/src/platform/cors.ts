import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls to the API come only from the configured partner storefronts: their exact
 * origins get Access-Control-Allow-Origin, every other origin gets no CORS headers at all (never a
 * reflected Origin, never "*": security.md §3). Same-origin calls need no CORS and always work.
 * Tokens travel as bearer headers, never cookies, so credentials are not allowed cross-origin.
 */
export async function installCors(app: FastifyInstance, partnerOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(partnerOrigins);
  // Static options (no per-request delegator): the origin check is one set lookup. Partner
  // origins may read the public files too; the embed bundle answers "*" anyway (staticFiles.ts).
  await app.register(cors, {
    origin:
      allowed.size > 0 ? (origin, done) => done(null, origin !== undefined && allowed.has(origin)) : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    credentials: false,
    maxAge: 600,
  });
}
