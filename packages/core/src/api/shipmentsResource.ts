import type { ShipmentDraftResource } from '../contract/prepare';
import type {
  ArchiveShipmentsResponse,
  CancelShipmentRequestInput,
  CancelShipmentResponse,
  DeleteShipmentsResponse,
  ShipmentCreatedBy,
  ShipmentDocumentResource,
  ShipmentResource,
} from '../contract/shipments';
import { platformTimers } from '../runtime/timers';
import { ApiError, isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { PageRequest } from './quotesResource';
import type { ApiTransport } from './transport';

/** spec 02 §7: a document is retried 3 times; the sandbox answers 418 while a UPS label is being made. */
export const DOCUMENT_RETRIES = 3;
export const DOCUMENT_RETRY_DELAY_MS = 1_000;

/** Why a document could not be had, for the Document Problem modal (spec 02 §2, §7). */
export type DocumentProblem = 'not-generated' | 'failed';

export class DocumentUnavailableError extends Error {
  constructor(
    readonly problem: DocumentProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentUnavailableError';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => platformTimers().setTimeout(resolve, ms));

/** Booked shipments, their documents and cancelling (spec 02 §7). */
export function shipmentsResource(transport: ApiTransport, options: { retryDelayMs?: number } = {}) {
  const retryDelay = options.retryDelayMs ?? DOCUMENT_RETRY_DELAY_MS;
  return {
    /**
     * GET /shipments (page 10, newest first); `archived` lists the archived ones, `creator` and
     * `needsAttention` a CSR personal account's lists (issue 14).
     */
    async shipments(
      page: PageRequest & { archived?: boolean; creator?: ShipmentCreatedBy; needsAttention?: boolean } = {},
    ): Promise<Page<ShipmentResource>> {
      const data = await transport.request<unknown>('/shipments', {
        query: {
          page: page.page ?? 1,
          itemsPerPage: page.itemsPerPage ?? 10,
          ...(page.archived ? { archived: true } : {}),
          ...(page.creator ? { creator: page.creator } : {}),
          ...(page.needsAttention ? { needsAttention: true } : {}),
        },
      });
      return unwrapCollection<ShipmentResource>(data);
    },
    /** POST /archive_shipment_actions: archive (or restore, `archived: false`) several shipments at once. */
    async archiveShipments(shipmentIds: string[], archived = true): Promise<ArchiveShipmentsResponse> {
      const data = await transport.request<ArchiveShipmentsResponse>('/archive_shipment_actions', {
        method: 'POST',
        body: { shipmentIds, archived },
      });
      return transport.body(data);
    },
    /** POST /delete_shipment_actions: delete delivered shipments (kept for the audit, gone from the lists). */
    async deleteShipments(shipmentIds: string[]): Promise<DeleteShipmentsResponse> {
      const data = await transport.request<DeleteShipmentsResponse>('/delete_shipment_actions', {
        method: 'POST',
        body: { shipmentIds },
      });
      return transport.body(data);
    },
    /** POST /duplicate_shipment_actions: a new draft from a shipment. */
    async duplicateShipment(shipmentId: string): Promise<ShipmentDraftResource> {
      const data = await transport.request<ShipmentDraftResource>('/duplicate_shipment_actions', {
        method: 'POST',
        body: { shipmentId },
      });
      return transport.body(data);
    },
    /** POST /duplicate_draft_actions: a new draft from a draft. */
    async duplicateDraft(draftId: string): Promise<ShipmentDraftResource> {
      const data = await transport.request<ShipmentDraftResource>('/duplicate_draft_actions', {
        method: 'POST',
        body: { draftId },
      });
      return transport.body(data);
    },
    /** GET /shipments/{id}; null when missing or another owner's. */
    async shipment(id: string): Promise<ShipmentResource | null> {
      const data = await transport.request<ShipmentResource>(`/shipments/${encodeURIComponent(id)}`, {
        tolerate: [404],
      });
      if (isApiFailure(data)) return null;
      return transport.body(data);
    },
    /**
     * GET /shipment_documents/{id}, tried again up to 3 times (spec 02 §7): a 418 ("not generated
     * yet") that lasts is the `not-generated` problem, any other failure `failed`.
     */
    async shipmentDocument(id: string): Promise<ShipmentDocumentResource> {
      let last: unknown = null;
      for (let attempt = 0; attempt <= DOCUMENT_RETRIES; attempt++) {
        if (attempt > 0) await wait(retryDelay);
        try {
          const data = await transport.request<ShipmentDocumentResource>(
            `/shipment_documents/${encodeURIComponent(id)}`,
            { tolerate: [418] },
          );
          if (!isApiFailure(data)) return transport.body(data);
          last = data;
        } catch (error) {
          last = error;
          if (error instanceof ApiError && error.status !== 0 && error.status < 500) break;
        }
      }
      const notGenerated = isApiFailure(last) && last.status === 418;
      const message =
        last instanceof Error ? last.message : isApiFailure(last) ? (last.description ?? '') : '';
      throw new DocumentUnavailableError(notGenerated ? 'not-generated' : 'failed', message);
    },
    /** POST /cancel_shipment_actions {shipmentId, cancelRelatedPickup}. */
    async cancelShipment(request: CancelShipmentRequestInput): Promise<CancelShipmentResponse> {
      const data = await transport.request<CancelShipmentResponse>('/cancel_shipment_actions', {
        method: 'POST',
        body: request as unknown as Record<string, unknown>,
      });
      return transport.body(data);
    },
  };
}
