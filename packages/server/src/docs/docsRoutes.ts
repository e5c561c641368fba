import type { FastifyInstance } from 'fastify';
import { openApiDocument, openApiPage } from './openApi';

/** GET /api/docs (a page) and /api/docs.json (OpenAPI 3.1): what partners read, built once, on the first request. */
export async function docsRoutes(app: FastifyInstance, { version }: { version: string }): Promise<void> {
  // Built on the first request, not at start: converting every route's zod schemas to JSON Schema is
  // ~60 ms of the server's start (issue 8), for a page few callers open.
  let built: { json: string; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = openApiDocument(version);
      built = { json: JSON.stringify(document), page: openApiPage(document) };
    }
    return built;
  };
  app.get('/api/docs.json', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(docs().json),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(docs().page),
  );
}
