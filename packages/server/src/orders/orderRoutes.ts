import fastifyMultipart from '@fastify/multipart';
import {
  connectOrderChannelRequest,
  createPrepRequestForOrderRequest,
  IMPORT_ORDERS_FIELD,
  markOrderPaidRequest,
  newOrderBody,
  orderListQuery,
  orderWebhookRequest,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { FastifyInstance } from 'fastify';
import { checkClaimedUsers } from '../accounts/actingForClient';
import type { SpreadsheetThreads } from '../addresses/files/spreadsheetThreads';
import {
  readSpreadsheetUpload,
  SPREADSHEET_UPLOAD_LIMITS,
  spreadsheetRefused,
} from '../addresses/files/upload';
import { callerOf } from '../auth/authentication';
import { notFound } from '../platform/apiError';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { OrderChannelService } from './orderChannelService';
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
export async function orderRoutes(
  app: FastifyInstance,
  {
    orders,
    channels,
    threads,
  }: { orders: OrderService; channels: OrderChannelService; threads: SpreadsheetThreads },
): Promise<void> {
  // Multipart forms are read by the import alone (this plugin's scope); every other route stays JSON-only.
  await app.register(fastifyMultipart, { limits: SPREADSHEET_UPLOAD_LIMITS });

  app.get('/api/orders', async (request, reply) => {
    const query = parseInput(orderListQuery, request.query);
    const { members, total, counts } = await orders.list(callerOf(request), query);
    reply.header('cache-control', 'no-store');
    return {
      ...hydraCollection('Order', ORDER_IRI, members, total, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
        query: {
          status: query.status,
          ...(query.archived === 'true' ? { archived: 'true' } : {}),
          ...(query.search ? { search: query.search } : {}),
        },
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

  app.post<{ Params: { id: string } }>('/api/orders/:id/restore_actions', async (request, reply) => {
    const restored = await orders.restore(callerOf(request), orderIdOf(request.params.id));
    reply.header('cache-control', 'no-store');
    return { '@context': contextIri('Order'), ...restored };
  });

  app.post<{ Params: { id: string } }>('/api/orders/:id/mark_paid_actions', async (request, reply) => {
    const id = orderIdOf(request.params.id);
    const { paidDate } = parseInput(markOrderPaidRequest, request.body ?? {});
    const paid = await orders.markPaid(callerOf(request), id, paidDate);
    reply.header('cache-control', 'no-store');
    return { '@context': contextIri('Order'), ...paid };
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

  // Connect a selling channel: a file read on a spreadsheet thread (the address import's), stored whole or
  // refused with every row's errors; and the partners connected to the account, whose webhook writes orders.
  app.post('/api/import_orders', async (request, reply) => {
    const caller = callerOf(request);
    await orders.ensureOpen(caller);
    const upload = await readSpreadsheetUpload(request, IMPORT_ORDERS_FIELD, 'orders.import.noFile');
    checkClaimedUsers(request.principal, {
      ownedBy: upload.fields.ownedBy,
      createdBy: upload.fields.createdBy,
    });
    const read = await threads.importOrders(upload.bytes, upload.fileName);
    if (!read.ok) {
      if ('fileError' in read)
        throw spreadsheetRefused(IMPORT_ORDERS_FIELD, read.fileError.key, read.fileError.params);
      request.log.warn(
        { failure: read.failure, size: upload.bytes.length, fileName: upload.fileName.slice(0, 100) },
        'order import failed',
      );
      throw spreadsheetRefused(IMPORT_ORDERS_FIELD, 'addressBook.import.failed');
    }
    if (read.kind !== 'orders') throw spreadsheetRefused(IMPORT_ORDERS_FIELD, 'addressBook.import.failed');
    reply.header('cache-control', 'no-store');
    return channels.importFile(caller, read.value);
  });

  app.get('/api/order_channels', async (request, reply) => {
    const members = await channels.channels(callerOf(request));
    reply.header('cache-control', 'no-store');
    return hydraCollection('OrderChannel', '/api/order_channels', members, members.length);
  });

  app.post('/api/order_channels', async (request, reply) => {
    const { publishableKey } = parseInput(connectOrderChannelRequest, request.body);
    const channel = await channels.connect(callerOf(request), publishableKey);
    reply.header('cache-control', 'no-store').header('location', channel['@id']).code(201);
    return { '@context': contextIri('OrderChannel'), ...channel };
  });

  app.delete<{ Params: { id: string } }>('/api/order_channels/:id', async (request, reply) => {
    const id = request.params.id;
    if (!UUID.test(id)) throw notFound(messages('orders.channel.notFound'));
    await channels.disconnect(callerOf(request), id.toLowerCase());
    return reply.code(204).send();
  });

  /** Server to server, by the partner's secret key (the `partnerSecret` requirement checked it). */
  app.post('/api/order_webhook_actions', async (request, reply) => {
    const body = parseInput(orderWebhookRequest, request.body);
    reply.header('cache-control', 'no-store');
    return channels.webhook(request.partnerCaller?.partnerKeyId as string, body);
  });
}
