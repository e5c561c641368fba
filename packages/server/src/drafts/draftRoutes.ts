import { draftListQuery, duplicateDraftRequest, shipmentDraftBody } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { DRAFT_IRI, type DraftService } from './draftService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A draft id from the path: anything that is not a UUID names no draft (404, never a 500). */
function draftIdOf(id: string): string {
  if (!UUID.test(id)) throw notFound(messages('draft.notFound'));
  return id.toLowerCase();
}

/** /api/shipment_drafts (spec 01 §7): the caller's drafts. Nobody else's is ever found. */
export async function draftRoutes(app: FastifyInstance, { drafts }: { drafts: DraftService }): Promise<void> {
  app.get('/api/shipment_drafts', async (request, reply) => {
    const query = parseInput(draftListQuery, request.query);
    const exists = query['exists[completedOn]'];
    reply.header('cache-control', 'no-store');
    const { members, total } = await drafts.list(
      callerOf(request),
      query.page,
      query.itemsPerPage,
      exists === undefined ? undefined : exists === 'true',
    );
    return hydraCollection('ShipmentDraft', DRAFT_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(exists ? { query: { 'exists[completedOn]': exists } } : {}),
    });
  });

  app.post('/api/shipment_drafts', async (request, reply) => {
    const body = parseInput(shipmentDraftBody, request.body);
    const caller = callerOf(request);
    const created = await drafts.create(caller, body, {
      partnerKeyId: caller.partnerKeyId ?? request.partnerKey?.id ?? null,
    });
    reply.header('cache-control', 'no-store').header('location', `${DRAFT_IRI}/${created.id}`).code(201);
    return { '@context': contextIri('ShipmentDraft'), ...created };
  });

  app.get<{ Params: { id: string } }>('/api/shipment_drafts/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const draft = await drafts.get(callerOf(request), draftIdOf(request.params.id));
    return { '@context': contextIri('ShipmentDraft'), ...draft };
  });

  app.put<{ Params: { id: string } }>('/api/shipment_drafts/:id', async (request, reply) => {
    const id = draftIdOf(request.params.id);
    const body = parseInput(shipmentDraftBody, request.body);
    reply.header('cache-control', 'no-store');
    const draft = await drafts.update(callerOf(request), id, body);
    return { '@context': contextIri('ShipmentDraft'), ...draft };
  });

  app.delete<{ Params: { id: string } }>('/api/shipment_drafts/:id', async (request, reply) => {
    await drafts.remove(callerOf(request), draftIdOf(request.params.id));
    return reply.code(204).send();
  });

  /** Duplicate a draft (spec 02 §2 drafts; blocked for inactive and suspended accounts by its route rule). */
  app.post('/api/duplicate_draft_actions', async (request, reply) => {
    const body = parseInput(duplicateDraftRequest, request.body);
    const caller = callerOf(request);
    const created = await drafts.duplicate(caller, draftIdOf(body.draftId), {
      partnerKeyId: caller.partnerKeyId ?? request.partnerKey?.id ?? null,
    });
    reply.header('cache-control', 'no-store').header('location', `${DRAFT_IRI}/${created.id}`).code(201);
    return { '@context': contextIri('ShipmentDraft'), ...created };
  });
}
