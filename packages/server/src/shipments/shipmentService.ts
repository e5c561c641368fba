import type { CancelShipmentRequest, ShipmentCreatedBy } from '@shipdeck/core/contract';
import { canCancelShipment, hasStatus, SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../audit/auditLog';
import { isActingForClient, isStaff, type Principal } from '../auth/principal';
import { serverMessage } from '../messages';
import type { PaymentGateway } from '../payments/gateway';
import type { PickupService } from '../pickups/pickupService';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import { loggable } from '../platform/http';
import type { TrackingJobsDeps } from '../tracking/trackingJobs';
import type { DocumentRenderer } from './ports';
import type { ListedShipment, ShipmentListScope, ShipmentRepository } from './shipmentRepository';
import { methodLabelOf, shipmentResourceOf } from './shipmentView';

export interface ShipmentServiceDeps {
  repository: ShipmentRepository;
  payments: PaymentGateway;
  documents: DocumentRenderer;
  /** Cancels the shipment's pickup with it (cancelRelatedPickup, spec 02 §4). */
  pickups: Pick<PickupService, 'pickupOfShipment' | 'cancel'>;
  now: () => Date;
  log: FastifyBaseLogger;
  audit?: AuditLog;
  /**
   * A cancel is a status change, told to the webhooks as tracking's are (docs/webhooks.md): its event is
   * written to the outbox in the cancel's transaction and relayed once committed.
   */
  recordStatusChange?: TrackingJobsDeps['recordStatusChange'];
  afterStatusChange?: TrackingJobsDeps['afterStatusChange'];
}

/** GET /api/shipments's filters (issue 14). */
export interface ShipmentListOptions {
  page: number;
  itemsPerPage: number;
  archived?: boolean;
  createdBy?: ShipmentCreatedBy;
  needsAttention?: boolean;
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
  audit,
  recordStatusChange,
  afterStatusChange,
}: ShipmentServiceDeps) {
  /** Distinct ids as stored (lower case); anything that is not a UUID names no shipment of anyone's. */
  const idsOf = (ids: readonly string[]): string[] | null => {
    if (ids.some((id) => !UUID.test(id))) return null;
    return [...new Set(ids.map((id) => id.toLowerCase()))];
  };
  /** The caller's shipments among `ids`, all of them or a 404 (nothing is changed then). */
  const ownedAll = async (ids: readonly string[], ownerId: string) => {
    const wanted = idsOf(ids);
    const found = wanted ? await repository.findMany(wanted, ownerId) : [];
    if (!wanted || found.length !== wanted.length) throw notFound(serverMessage('shipment.notFound'));
    return { wanted, found };
  };

  /**
   * The members of a page (the list's one statement carries each row's documents, charge, method and
   * owner). A CSR's lists hold several clients' shipments: each says whose, by name (`owner`); an
   * owner's list is the owner's own and answers what the shipment's own read does.
   */
  const members = (rows: ListedShipment[], scope: ShipmentListScope) =>
    rows.map((row) => {
      const resource = shipmentResourceOf(row, row.documents, row.chargeStatus, methodLabelOf(row.method));
      if (scope.kind === 'owner') return resource;
      const owner =
        row.ownerName === null ? null : { name: row.ownerName, companyName: row.ownerCompanyName ?? '' };
      return { ...resource, owner };
    });

  return {
    /**
     * GET /api/shipments: the owner's list without archived and deleted ones, or its archived view
     * (issue 14). `createdBy` is for a CSR on a personal account (spec 02 §2: "Created By CSRs" /
     * "Created By Me"), with `needsAttention` the shipments-that-need-attention section; anyone else
     * asking for it is refused.
     */
    async list(caller: Principal, options: ShipmentListOptions) {
      const { page, itemsPerPage } = options;
      // A guest reads its history like its quotes (the history rule), and has booked nothing.
      if (!caller.session) return { members: [], total: 0 };
      let scope: ShipmentListScope;
      if (options.createdBy !== undefined || options.needsAttention === true) {
        if (!isStaff(caller) || isActingForClient(caller)) {
          throw forbidden(serverMessage('shipment.createdByStaffOnly'));
        }
        const needsAttention = options.needsAttention === true;
        scope =
          options.createdBy === 'me'
            ? { kind: 'creator', creatorId: caller.session.userId, needsAttention }
            : { kind: 'staff', needsAttention };
      } else {
        scope = { kind: 'owner', ownerId: ownerOf(caller), archived: options.archived === true };
      }
      const { rows, total } = await repository.list(scope, itemsPerPage, (page - 1) * itemsPerPage);
      return { members: members(rows, scope), total };
    },

    /**
     * POST /api/archive_shipment_actions (spec 02 §4 "Archive: always"): one or several at once, all or
     * none. Archived shipments leave the list and show in its archived view until restored.
     */
    async archive(caller: Principal, ids: readonly string[], archived: boolean) {
      const ownerId = ownerOf(caller);
      const { wanted } = await ownedAll(ids, ownerId);
      const changed = await repository.setArchived(wanted, ownerId, archived ? now() : null);
      return { shipmentIds: changed, archived };
    },

    /**
     * POST /api/delete_shipment_actions (spec 02 §4 "Delete Shipment: only when delivered"): all or none.
     * The rows stay (the audit, the carrier's records, refunds); they leave every list and read as
     * missing. Who deleted what is in the audit log.
     */
    async remove(caller: Principal, ids: readonly string[]) {
      const ownerId = ownerOf(caller);
      const { wanted, found } = await ownedAll(ids, ownerId);
      const undelivered = found.find((row) => !hasStatus(row.primaryStatusFlag, 'DELIVERED'));
      if (undelivered) {
        const message = serverMessage('shipment.notDeletable');
        throw unprocessable(message, [{ propertyPath: 'shipmentIds', message }]);
      }
      const userId = caller.session?.userId ?? ownerId;
      const deleted = await repository.markDeleted(wanted, ownerId, now(), userId);
      await audit?.record({
        actorId: userId,
        subjectId: ownerId,
        action: 'shipmentsDeleted',
        details: { shipmentIds: deleted },
      });
      return { shipmentIds: deleted };
    },

    /** What a shipment was booked with (Duplicate, spec 02 §4), or a 404 for anyone but its owner. */
    async bookedRequest(caller: Principal, id: string) {
      const ownerId = ownerOf(caller);
      const found = UUID.test(id) ? await repository.find(id.toLowerCase(), ownerId) : undefined;
      if (!found) throw notFound(serverMessage('shipment.notFound'));
      return { id: found.row.id, trackingNumber: found.row.trackingNumber, prep: found.row.request };
    },

    async get(caller: Principal, id: string) {
      if (!caller.session) throw notFound(serverMessage('shipment.notFound'));
      const found = await repository.find(id, ownerOf(caller));
      if (!found) throw notFound(serverMessage('shipment.notFound'));
      const resource = shipmentResourceOf(
        found.row,
        found.documents,
        found.charges[0]?.status ?? null,
        methodLabelOf(found.methods[0]),
      );
      // The summary's pickup panel (spec 02 §2): the open pickup the shipment is on.
      const pickup = await pickups.pickupOfShipment(caller, found.row.id);
      return { ...resource, pickup };
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
      const at = now();
      const canceled = await repository.cancel(
        found.row.id,
        ownerId,
        at,
        recordStatusChange ? (tx, change) => recordStatusChange(tx, change, at) : undefined,
      );
      if (!canceled) {
        // Cancelled meanwhile by another request (that one refunded), or taken by the carrier.
        const message = serverMessage('shipment.notCancelable');
        throw unprocessable(message, [{ propertyPath: 'shipmentId', message }]);
      }
      // Stored already: a relay that fails here leaves the rows to the outbox's sweep.
      await afterStatusChange?.().catch((error: unknown) => {
        log.error(
          { err: loggable(error), shipmentId: found.row.id },
          'cancel not relayed yet (the sweep will)',
        );
      });
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
