import {
  cancelShipmentRequest,
  completePrepAndPickupRequest,
  prepareShipmentRequest,
  shipmentListQuery,
} from '@shipdeck/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/authentication';
import { serverMessage } from '../messages';
import { forbidden, notFound } from '../platform/apiError';
import { type Idempotency, idempotencyKeyOf, type KeyedAnswer, requestHashOf } from '../platform/idempotency';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { BookingService } from './bookingService';
import type { ShipmentService } from './shipmentService';
import { SHIPMENT_IRI } from './shipmentView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (id: string, message: 'shipment.notFound' | 'document.notFound'): string => {
  if (!UUID.test(id)) throw notFound(serverMessage(message));
  return id.toLowerCase();
};

export interface ShipmentRouteDeps {
  booking: BookingService;
  shipments: ShipmentService;
  idempotency: Idempotency;
}

/**
 * Booking (spec 01 §7 prepare_shipment_actions and complete_prep_and_pickup_actions), shipments,
 * their documents and cancelling (spec 02 §7). A booking sent with an Idempotency-Key is made once:
 * a retry with the same key and body replays the first answer (Idempotent-Replayed: true).
 */
export async function shipmentRoutes(
  app: FastifyInstance,
  { booking, shipments, idempotency }: ShipmentRouteDeps,
): Promise<void> {
  /** Runs `work` once per Idempotency-Key (when one is sent) and answers what it answered. */
  const once = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown,
    work: () => Promise<KeyedAnswer>,
  ) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const session = callerOf(request).session;
    if (!session) throw forbidden(serverMessage('auth.guestForbidden'));
    const answer = key
      ? await idempotency.run(
          {
            ownerId: session.ownerId,
            route: request.routeOptions.url ?? request.url,
            key,
            requestHash: requestHashOf(body),
          },
          work,
        )
      : { ...(await work()), replayed: false };
    reply.header('cache-control', 'no-store').code(answer.statusCode);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return answer.body;
  };

  app.post('/api/prepare_shipment_actions', async (request, reply) => {
    const prep = parseInput(prepareShipmentRequest, request.body);
    return once(request, reply, prep, async () => {
      const answer = await booking.book(callerOf(request), {
        prep,
        newPickup: null,
        existingPickup: null,
        useHouseAccount: false,
      });
      const { successful, pickup: _pickup, ...rest } = answer;
      return { statusCode: 200, body: { success: successful, ...rest } };
    });
  });

  app.post('/api/complete_prep_and_pickup_actions', async (request, reply) => {
    const body = parseInput(completePrepAndPickupRequest, request.body);
    return once(request, reply, body, async () => ({
      statusCode: 200,
      body: await booking.book(callerOf(request), body),
    }));
  });

  app.get('/api/shipments', async (request, reply) => {
    const query = parseInput(shipmentListQuery, request.query);
    reply.header('cache-control', 'no-store');
    const { members, total } = await shipments.list(callerOf(request), query.page, query.itemsPerPage);
    return hydraCollection('Shipment', SHIPMENT_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    });
  });

  app.get<{ Params: { id: string } }>('/api/shipments/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const shipment = await shipments.get(callerOf(request), idOf(request.params.id, 'shipment.notFound'));
    return { '@context': contextIri('Shipment'), ...shipment };
  });

  app.get<{ Params: { id: string } }>('/api/shipment_documents/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const document = await shipments.document(
      callerOf(request),
      idOf(request.params.id, 'document.notFound'),
    );
    return { '@context': contextIri('ShipmentDocument'), ...document };
  });

  app.get<{ Params: { shipmentId: string } }>(
    '/api/file/download-all/:shipmentId',
    async (request, reply) => {
      const { bytes, fileName } = await shipments.downloadAll(
        callerOf(request),
        idOf(request.params.shipmentId, 'shipment.notFound'),
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(Buffer.from(bytes));
    },
  );

  app.post('/api/cancel_shipment_actions', async (request, reply) => {
    const body = parseInput(cancelShipmentRequest, request.body);
    reply.header('cache-control', 'no-store');
    return shipments.cancel(callerOf(request), body);
  });
}
