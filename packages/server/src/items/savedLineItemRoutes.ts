import { savedLineItemBody, savedLineItemListQuery } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { SAVED_LINE_ITEM_IRI, type SavedLineItemService } from './savedLineItemService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An item id from the path: anything that is not a UUID names no item (404, never a 500). */
function itemIdOf(id: string): string {
  if (!UUID.test(id)) throw notFound(serverMessage('items.notFound'));
  return id.toLowerCase();
}

/**
 * /api/saved_line_items (spec 03 §7 "Saved line items"): list, save and delete, and change (which the
 * spec's product lacked: it deleted and saved anew). The owner's items only; nobody else's is found.
 */
export async function savedLineItemRoutes(
  app: FastifyInstance,
  { items }: { items: SavedLineItemService },
): Promise<void> {
  app.get('/api/saved_line_items', async (request, reply) => {
    const query = parseInput(savedLineItemListQuery, request.query);
    const { members, total } = await items.list(callerOf(request), query);
    reply.header('cache-control', 'no-store');
    return hydraCollection('SavedLineItem', SAVED_LINE_ITEM_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(query.nickname ? { query: { nickname: query.nickname } } : {}),
    });
  });

  app.post('/api/saved_line_items', async (request, reply) => {
    const body = parseInput(savedLineItemBody, request.body);
    const created = await items.create(callerOf(request), body);
    reply.header('cache-control', 'no-store').header('location', created['@id']).code(201);
    return { '@context': contextIri('SavedLineItem'), ...created };
  });

  app.put<{ Params: { id: string } }>('/api/saved_line_items/:id', async (request, reply) => {
    const id = itemIdOf(request.params.id);
    const body = parseInput(savedLineItemBody, request.body);
    reply.header('cache-control', 'no-store');
    return { '@context': contextIri('SavedLineItem'), ...(await items.update(callerOf(request), id, body)) };
  });

  app.delete<{ Params: { id: string } }>('/api/saved_line_items/:id', async (request, reply) => {
    await items.remove(callerOf(request), itemIdOf(request.params.id));
    return reply.code(204).send();
  });
}
