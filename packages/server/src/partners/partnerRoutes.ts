import {
  createPartnerKeyRequest,
  partnerKeyListQuery,
  updatePartnerKeyRequest,
  widgetSessionRequest,
} from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { PartnerKeyService } from './partnerKeyService';

/** The admin (the person signed in, on their own account: the `admin` requirement checks it). */
const actorOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).session?.userId as string;

/** Partner keys (issue 9, docs/partner-keys.md): admin management and widget sessions. */
export async function partnerRoutes(
  app: FastifyInstance,
  { partners }: { partners: PartnerKeyService },
): Promise<void> {
  app.get('/api/partner_keys', async (request, reply) => {
    const query = parseInput(partnerKeyListQuery, request.query);
    const { members, total } = await partners.list(query.page, query.itemsPerPage);
    reply.header('cache-control', 'no-store');
    return hydraCollection('PartnerKey', '/api/partner_keys', members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
  });

  app.post('/api/partner_keys', async (request, reply) => {
    const input = parseInput(createPartnerKeyRequest, request.body ?? {});
    const created = await partners.create(actorOf(request), input);
    // The secret key is in this answer only: no cache may keep it.
    reply.header('cache-control', 'no-store').header('location', created['@id']).code(201);
    return { '@context': '/api/contexts/PartnerKey', ...created };
  });

  app.patch<{ Params: { id: string } }>('/api/partner_keys/:id', async (request, reply) => {
    const input = parseInput(updatePartnerKeyRequest, request.body ?? {});
    reply.header('cache-control', 'no-store');
    const key = await partners.update(actorOf(request), request.params.id.toLowerCase(), input);
    return { '@context': '/api/contexts/PartnerKey', ...key };
  });

  app.post<{ Params: { id: string } }>('/api/partner_keys/:id/revoke_actions', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = await partners.revoke(actorOf(request), request.params.id.toLowerCase());
    return { '@context': '/api/contexts/PartnerKey', ...key };
  });

  /** Server to server, by the partner's secret key (the `partnerSecret` requirement checked it). */
  app.post('/api/widget_session_actions', async (request, reply) => {
    const input = parseInput(widgetSessionRequest, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return partners.mintSession(request.partnerCaller?.partnerKeyId as string, input);
  });
}
