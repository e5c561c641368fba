import {
  MAX_QUOTES_PER_PAGE,
  QUOTES_PER_PAGE,
  quoteListQuery,
  rateShipmentRequest,
} from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection, JSON_LD_CONTENT_TYPE } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { QuoteService } from './quoteService';

export { MAX_QUOTES_PER_PAGE, QUOTES_PER_PAGE };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function quoteRoutes(app: FastifyInstance, { quotes }: { quotes: QuoteService }): Promise<void> {
  /** POST /api/rate_shipment_actions (spec 01 §7, spec 02 §7): a standalone quote. */
  app.post('/api/rate_shipment_actions', async (request, reply) => {
    const rateRequest = parseInput(rateShipmentRequest, request.body);
    const caller = callerOf(request);
    // The partner the widget quotes for (issue 9): its session's key, else the checked publishable key.
    const partnerKeyId = caller.partnerKeyId ?? request.partnerKey?.id ?? null;
    const answer = await quotes.rate(rateRequest, caller, { partnerKeyId });
    return reply.type(JSON_LD_CONTENT_TYPE).send(
      JSON.stringify({
        '@context': contextIri('RateShipmentAction'),
        '@type': 'RateShipmentAction',
        ...answer,
      }),
    );
  });

  /** GET /api/quotes (spec 02 §7): the caller's own quotes, newest first. */
  app.get('/api/quotes', async (request, reply) => {
    const query = parseInput(quoteListQuery, request.query);
    // One person's history: kept by no cache, and always current.
    reply.header('cache-control', 'no-store');
    const exists = query['exists[shipmentId]'];
    const { quotes: members, total } = await quotes.list(callerOf(request), {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(exists ? { hasShipment: exists === 'true' } : {}),
    });
    return hydraCollection('Quote', '/api/quotes', members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(exists ? { query: { 'exists[shipmentId]': exists } } : {}),
    });
  });

  /** GET /api/quotes/{id}: one of the caller's quotes; anyone else's is "not found" (no existence leak). */
  app.get<{ Params: { id: string } }>('/api/quotes/:id', async (request, reply) => {
    const { id } = request.params;
    reply.header('cache-control', 'no-store');
    const quote = UUID.test(id) ? await quotes.get(callerOf(request), id.toLowerCase()) : undefined;
    if (!quote) throw notFound(serverMessage('quote.notFound'));
    return { '@context': contextIri('Quote'), ...quote };
  });
}
