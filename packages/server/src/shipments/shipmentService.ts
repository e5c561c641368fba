import type { CancelShipmentRequest } from '@shipdeck/core/contract';
import { canCancelShipment, SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/principal';
import { serverMessage } from '../messages';
import type { PaymentGateway } from '../payments/gateway';
import type { PickupService } from '../pickups/pickupService';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import type { DocumentRenderer } from './ports';
import type { ShipmentRepository } from './shipmentRepository';
import { methodLabelOf, shipmentResourceOf } from './shipmentView';

export interface ShipmentServiceDeps {
  repository: ShipmentRepository;
  payments: PaymentGateway;
  documents: DocumentRenderer;
  /** Cancels the shipment's pickup with it (cancelRelatedPickup, spec 02 §4). */
  pickups: Pick<PickupService, 'pickupOfShipment' | 'cancel'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ownerOf = (caller: Principal): string => {
  if (!caller.session) throw forbidden(serverMessage('auth.guestForbidden'));
  return caller.session.ownerId;
};

/**
 * Booked shipments (spec 02 §3, §4, §7): the owner's list and one shipment for the summary, their
 * documents as data URLs, all of them as one PDF, and cancelling with the refund of what was charged.
 */
export function createShipmentService({
  repository,
  payments,
  documents,
  pickups,
  now,
  log,
}: ShipmentServiceDeps) {
  const resources = (
    rows: Awaited<ReturnType<ShipmentRepository['list']>>['rows'],
    extras: Pick<Awaited<ReturnType<ShipmentRepository['list']>>, 'documents' | 'charges' | 'methods'>,
  ) =>
    rows.map((row) =>
      shipmentResourceOf(
        row,
        extras.documents.filter((d) => d.shipmentId === row.id),
        extras.charges.find((c) => c.shipmentId === row.id),
        methodLabelOf(extras.methods.find((m) => m.id === row.paymentMethodId)),
      ),
    );

  return {
    async list(caller: Principal, page: number, itemsPerPage: number) {
      // A guest reads its history like its quotes (the history rule), and has booked nothing.
      if (!caller.session) return { members: [], total: 0 };
      const { rows, total, ...extras } = await repository.list(
        ownerOf(caller),
        itemsPerPage,
        (page - 1) * itemsPerPage,
      );
      return { members: resources(rows, extras), total };
    },

    async get(caller: Principal, id: string) {
      if (!caller.session) throw notFound(serverMessage('shipment.notFound'));
      const found = await repository.find(id, ownerOf(caller));
      if (!found) throw notFound(serverMessage('shipment.notFound'));
      const [resource] = resources([found.row], found);
      // The summary's pickup panel (spec 02 §2): the open pickup the shipment is on.
      const pickup = await pickups.pickupOfShipment(caller, found.row.id);
      return { ...(resource as NonNullable<typeof resource>), pickup };
    },

    /**
     * GET /api/shipment_documents/{id}: `{type, file}` with the file as a data URL. A UPS label is
     * "not generated yet" for a moment after booking: 418 (spec 02 §7), which the client retries.
     */
    async document(caller: Principal, id: string) {
      const row = await repository.document(id, ownerOf(caller));
      if (!row) throw notFound(serverMessage('document.notFound'));
      if (row.readyOn.getTime() > now().getTime()) {
        throw new ApiError(418, 'DocumentNotGenerated', serverMessage('document.notReady'));
      }
      return {
        '@id': `/api/shipment_documents/${row.id}`,
        '@type': 'ShipmentDocument',
        id: row.id,
        type: row.type,
        fileName: row.fileName,
        file: `data:application/pdf;base64,${Buffer.from(row.content).toString('base64')}`,
      };
    },

    /** /file/download-all/{shipmentId}: every document of the shipment in one PDF. */
    async downloadAll(caller: Principal, shipmentId: string) {
      const ownerId = ownerOf(caller);
      const found = await repository.find(shipmentId, ownerId);
      if (!found) throw notFound(serverMessage('shipment.notFound'));
      const rows = await repository.documentsOf(shipmentId, ownerId);
      if (rows.some((row) => row.readyOn.getTime() > now().getTime())) {
        throw new ApiError(418, 'DocumentNotGenerated', serverMessage('document.notReady'));
      }
      const bytes = await documents.merge(
        rows.map((row) => ({ type: row.type as never, fileName: row.fileName, bytes: row.content })),
      );
      return { bytes, fileName: `shipment-${found.row.trackingNumber}.pdf` };
    },

    /**
     * POST /api/cancel_shipment_actions (spec 02 §4 "Cancelling a shipment"): refused once the
     * carrier has the shipment; the charge, if any, is refunded (issue 12). With cancelRelatedPickup,
     * the open pickup the shipment is on is cancelled too: `pickupCanceled` says whether it was (the
     * client shows "Error on associated pickup canceling" when it was asked for and not done).
     */
    async cancel(caller: Principal, request: CancelShipmentRequest) {
      const ownerId = ownerOf(caller);
      const found = UUID.test(request.shipmentId)
        ? await repository.find(request.shipmentId.toLowerCase(), ownerId)
        : undefined;
      if (!found) throw notFound(serverMessage('shipment.notFound'));
      if (!canCancelShipment(found.row.primaryStatusFlag)) {
        const message = serverMessage('shipment.notCancelable');
        throw unprocessable(message, [{ propertyPath: 'shipmentId', message }]);
      }
      const canceled = await repository.cancel(found.row.id, ownerId, now(), SHIPMENT_STATUS.CANCELED);
      if (!canceled) {
        // Cancelled meanwhile by another request: that one refunded.
        const message = serverMessage('shipment.notCancelable');
        throw unprocessable(message, [{ propertyPath: 'shipmentId', message }]);
      }
      let refunded: { amount: number; currency: string } | null = null;
      const charge = found.charges.find((c) => c.status === 'captured');
      if (charge) {
        const result = await payments.refund(charge.authorizationId, charge.amountCents);
        if (result.ok) {
          await repository.markRefunded(found.row.id, now());
          refunded = { amount: charge.amountCents / 100, currency: charge.currency };
        } else {
          log.error({ shipmentId: found.row.id, reason: result.message }, 'refund failed after cancelling');
          await repository.markError(found.row.id, SHIPMENT_STATUS.ERROR);
        }
      }
      let pickupCanceled = false;
      if (request.cancelRelatedPickup) {
        try {
          const related = await pickups.pickupOfShipment(caller, found.row.id);
          if (related) pickupCanceled = (await pickups.cancel(caller, { pickupId: related.id })).successful;
        } catch (error) {
          log.error({ shipmentId: found.row.id, err: String(error) }, 'could not cancel the related pickup');
        }
      }
      return { shipmentCanceled: true, pickupCanceled, refunded };
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
