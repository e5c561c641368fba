import type { FastifyInstance } from 'fastify';
import { serverMessage } from '../messages';
import { notFound } from './apiError';
import { cachedAnswer } from './cachedAnswer';
import { contextDocument, RESOURCE_TYPES, type ResourceType } from './jsonld';

const DAY_SECONDS = 24 * 60 * 60;

/** GET /api/contexts/{type}: the JSON-LD context documents that answers point to with `@context`. */
export async function contextRoutes(app: FastifyInstance): Promise<void> {
  const answers = new Map(
    RESOURCE_TYPES.map((type) => [type, cachedAnswer(() => contextDocument(type), DAY_SECONDS)]),
  );
  app.get<{ Params: { type: string } }>('/api/contexts/:type', async (request, reply) => {
    const answer = answers.get(request.params.type as ResourceType);
    if (!answer)
      throw notFound(serverMessage('route.notFound', { method: 'GET', path: request.url.slice(0, 200) }));
    return answer.send(request, reply);
  });
}
