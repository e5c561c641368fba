import type { FeatureFlags } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { contextIri } from './jsonld';

/** GET /api/feature_flags (public): the server's flags, so the app and widgets follow them. */
export async function featureFlagRoutes(
  app: FastifyInstance,
  { flags }: { flags: FeatureFlags },
): Promise<void> {
  const body = { '@context': contextIri('FeatureFlags'), '@type': 'FeatureFlags', flags };
  app.get('/api/feature_flags', async (_request, reply) => {
    // Configuration changes with a restart; a minute of caching is harmless.
    reply.header('cache-control', 'public, max-age=60');
    return body;
  });
}
