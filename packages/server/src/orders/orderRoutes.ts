import { createPrepRequestForOrderRequest, newOrderBody, orderListQuery } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import { ORDER_IRI, type OrderService } from './orderService';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order id from the path or a body: anything that is not a UUID names no order (404, never a 500). */
export function orderIdOf(id: string): string {
  if (!UUID.test(id)) throw notFound(messages('orders.notFound'));
  return id.toLowerCase();
}

/**
 * /api/orders and Ship Selected (spec 02 §7 "GET /orders", "POST /create_prep_request_for_order_actions";
 * issue 15): one tab with every tab's count, New Order, archive, delete, and the draft made from an order.
 * The owner's orders only; nobody else's is found. 404 while the ORDERS flag is off.
 */
export async function orderRoutes(app: FastifyInstance, { orders }: { orders: OrderService }): Promise<void> {
  app.get('/api/orders', async (request, reply) => {
    const query = parseInput(orderListQuery, request.query);
    const { members, total, counts } = await orders.list(callerOf(request), query);
    reply.header('cache-control', 'no-store');
    return {
      ...hydraCollection('Order', ORDER_IRI, members, total, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        query: { status: query.status, ...(query.search ? { search: query.search } : {}) },
      }),
      statusCounts: counts,
    };
  });

  app.post('/api/orders', async (request, reply) => {
    const body = parseInput(newOrderBody, request.body);
    const created = await orders.create(callerOf(request), body);
    reply.header('cache-control', 'no-store').header('location', created['@id']).code(201);
    return { '@context': contextIri('Order'), ...created };
  });

  app.post<{ Params: { id: string } }>('/api/orders/:id/archive_actions', async (request, reply) => {
    const archived = await orders.archive(callerOf(request), orderIdOf(request.params.id));
    reply.header('cache-control', 'no-store');
    return { '@context': contextIri('Order'), ...archived };
  });

  app.delete<{ Params: { id: string } }>('/api/orders/:id', async (request, reply) => {
    await orders.remove(callerOf(request), orderIdOf(request.params.id));
    return reply.code(204).send();
  });

  app.post('/api/create_prep_request_for_order_actions', async (request, reply) => {
    const { orderId } = parseInput(createPrepRequestForOrderRequest, request.body);
    reply.header('cache-control', 'no-store');
    return orders.createPrepRequest(callerOf(request), orderIdOf(orderId));
  });
}
