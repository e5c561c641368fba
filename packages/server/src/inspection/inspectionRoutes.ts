import { userInspectionQuery } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { userIdOf } from '../accounts/userView';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { contextIri } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { InspectionService } from './inspectionService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The quote inspection (spec 02 §2, spec 03 §2): /inspection/{id} and /inspection/user/{id} of the
 * app read these. Super admins only (permissions.ts); any quote or user, whoever owns it.
 */
export async function inspectionRoutes(
  app: FastifyInstance,
  { inspection }: { inspection: InspectionService },
): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/quote_inspections/:id', async (request, reply) => {
    const { id } = request.params;
    reply.header('cache-control', 'no-store');
    const answer = UUID.test(id) ? await inspection.quote(id.toLowerCase()) : undefined;
    if (!answer) throw notFound(serverMessage('quote.notFound'));
    return { '@context': contextIri('QuoteInspection'), ...answer };
  });

  app.get<{ Params: { id: string } }>('/api/user_inspections/:id', async (request, reply) => {
    const query = parseInput(userInspectionQuery, request.query);
    reply.header('cache-control', 'no-store');
    const id = userIdOf(request.params.id);
    const answer = id ? await inspection.user(id, query.page, query.itemsPerPage) : undefined;
    if (!answer) throw notFound(serverMessage('user.notFound'));
    return { '@context': contextIri('UserInspection'), ...answer };
  });
}
