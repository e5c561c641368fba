import {
  archiveShipmentsRequest,
  cancelShipmentRequest,
  completePrepAndPickupRequest,
  deleteShipmentsRequest,
  duplicateShipmentRequest,
  prepareShipmentRequest,
  shipmentListQuery,
} from '@shipdeck/core/contract';
import { localClock, originTimeZone } from '@shipdeck/core/pickup';
import { draftFromShipment } from '@shipdeck/core/shipment';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/authentication';
import type { DraftService } from '../drafts/draftService';
import { DRAFT_IRI } from '../drafts/draftService';
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
  drafts: DraftService;
  now: () => Date;
}

/**
 * Booking (spec 01 §7 prepare_shipment_actions and complete_prep_and_pickup_actions), shipments,
 * their documents and cancelling (spec 02 §7). A booking sent with an Idempotency-Key is made once:
 * a retry with the same key and body replays the first answer (Idempotent-Replayed: true).
 */
export async function shipmentRoutes(
  app: FastifyInstance,
  { booking, shipments, idempotency, drafts, now }: ShipmentRouteDeps,
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
    const { members, total } = await shipments.list(callerOf(request), {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(query.archived ? { archived: query.archived === 'true' } : {}),
      ...(query.creator ? { createdBy: query.creator } : {}),
      ...(query.needsAttention ? { needsAttention: query.needsAttention === 'true' } : {}),
    });
    const filters = Object.fromEntries(
      (['archived', 'creator', 'needsAttention'] as const)
        .filter((name) => query[name] !== undefined)
        .map((name) => [name, query[name] as string]),
    );
    return hydraCollection('Shipment', SHIPMENT_IRI, members, total, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...(Object.keys(filters).length > 0 ? { query: filters } : {}),
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

  // View history's row actions (spec 02 §4; issue 14).
  app.post('/api/archive_shipment_actions', async (request, reply) => {
    const body = parseInput(archiveShipmentsRequest, request.body);
    reply.header('cache-control', 'no-store');
    return {
      '@context': contextIri('ArchiveShipmentsAction'),
      '@type': 'ArchiveShipmentsAction',
      ...(await shipments.archive(callerOf(request), body.shipmentIds, body.archived)),
    };
  });

  app.post('/api/delete_shipment_actions', async (request, reply) => {
    const body = parseInput(deleteShipmentsRequest, request.body);
    reply.header('cache-control', 'no-store');
    return {
      '@context': contextIri('DeleteShipmentsAction'),
      '@type': 'DeleteShipmentsAction',
      ...(await shipments.remove(callerOf(request), body.shipmentIds)),
    };
  });

  /** Duplicate (spec 02 §4): a new draft from what the shipment was booked with, for the wizard. */
  app.post('/api/duplicate_shipment_actions', async (request, reply) => {
    const body = parseInput(duplicateShipmentRequest, request.body);
    const caller = callerOf(request);
    const booked = await shipments.bookedRequest(caller, body.shipmentId);
    const origin = booked.prep.origin;
    const today = localClock(
      now(),
      originTimeZone({
        country: origin.countryCode,
        address: { division: origin.division ?? '', postalCode: origin.postalCode ?? '' },
      }),
    ).date;
    const draft = draftFromShipment(booked.prep, {
      shipmentId: booked.id,
      today,
      name: serverMessage('draft.shipmentCopyName', { trackingNumber: booked.trackingNumber }),
    });
    const created = await drafts.insertDraft(caller, draft, {
      partnerKeyId: caller.partnerKeyId ?? request.partnerKey?.id ?? null,
    });
    reply.header('cache-control', 'no-store').header('location', `${DRAFT_IRI}/${created.id}`).code(201);
    return { '@context': contextIri('ShipmentDraft'), ...created };
  });
}
