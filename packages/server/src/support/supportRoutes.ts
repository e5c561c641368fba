import { submitForFreightQuoteRequest, supportRequestBody } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { contextIri } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { SupportService } from './supportService';

/** POST /api/submit_for_freight_quote_actions and POST /api/support_requests (spec 01 §7). */
export async function supportRoutes(
  app: FastifyInstance,
  { support }: { support: SupportService },
): Promise<void> {
  app.post('/api/submit_for_freight_quote_actions', async (request, reply) => {
    const body = parseInput(submitForFreightQuoteRequest, request.body);
    const caller = callerOf(request);
    const partnerKeyId = caller.partnerKeyId ?? request.partnerKey?.id ?? null;
    const { id } = await support.requestFreightQuote(caller, body, { partnerKeyId });
    reply.header('cache-control', 'no-store');
    return {
      '@context': contextIri('SubmitForFreightQuoteAction'),
      '@type': 'SubmitForFreightQuoteAction',
      success: true,
      id,
    };
  });

  app.post('/api/support_requests', async (request, reply) => {
    const body = parseInput(supportRequestBody, request.body);
    const { id } = await support.requestSupport(callerOf(request), body);
    reply.code(201).header('cache-control', 'no-store');
    return {
      '@context': contextIri('SupportRequest'),
      '@id': `/api/support_requests/${id}`,
      '@type': 'SupportRequest',
      id,
    };
  });
}
