import type { FastifyInstance } from 'fastify';
import { openApiDocument, openApiPage } from './openApi';

/** GET /api/docs (a page) and /api/docs.json (OpenAPI 3.1): what partners read, built once at start. */
export async function docsRoutes(app: FastifyInstance, { version }: { version: string }): Promise<void> {
  const document = openApiDocument(version);
  const json = JSON.stringify(document);
  const page = openApiPage(document);
  app.get('/api/docs.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(json),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(page),
  );
}
