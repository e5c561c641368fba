import type { FastifyInstance } from 'fastify';
import { contextIri } from '../platform/jsonld';
import type { TrackingService } from './trackingService';

/** Tracking (issue 14): GET /api/tracking/{trackingNumber}. */
export async function trackingRoutes(app: FastifyInstance, { tracking }: { tracking: TrackingService }) {
  app.get<{ Params: { trackingNumber: string } }>('/api/tracking/:trackingNumber', async (request, reply) => {
    // The owner's answer differs from everyone else's, and scans keep coming: never cached.
    reply.header('cache-control', 'no-store');
    const answer = await tracking.lookup(request.principal, request.params.trackingNumber);
    return { '@context': contextIri('Tracking'), ...answer };
  });
}
