import type {
  CompletePrepAndPickupRequestInput,
  CompletePrepAndPickupResponse,
  ShipmentDraftBody,
  ShipmentDraftResource,
} from '../contract/prepare';
import { isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { PageRequest } from './quotesResource';
import type { ApiTransport } from './transport';

/** Drafts and the combined preparation call of the prepare flow (spec 01 §7, spec 03 §7). */
export function draftsResource(transport: ApiTransport) {
  const body = (value: object) => value as Record<string, unknown>;
  const expectBody = <T>(data: unknown): T => transport.body(data as T);
  return {
    /** GET /shipment_drafts: unfinished drafts only (spec 01 §4 "the draft list shows only drafts without completedOn"). */
    async drafts(page: PageRequest = {}): Promise<Page<ShipmentDraftResource>> {
      const data = await transport.request<unknown>('/shipment_drafts', {
        query: { page: page.page ?? 1, itemsPerPage: page.itemsPerPage ?? 10, 'exists[completedOn]': false },
      });
      return unwrapCollection<ShipmentDraftResource>(data);
    },
    /** GET /shipment_drafts/{id}; 404 is tolerated and answers null (the caller shows "Draft not found"). */
    async draft(id: string): Promise<ShipmentDraftResource | null> {
      const data = await transport.request<ShipmentDraftResource>(
        `/shipment_drafts/${encodeURIComponent(id)}`,
        {
          tolerate: [404],
        },
      );
      if (isApiFailure(data)) return null;
      return expectBody<ShipmentDraftResource>(data);
    },
    /** POST /shipment_drafts. */
    async createDraft(draft: ShipmentDraftBody): Promise<{ id: string }> {
      const data = await transport.request<{ id: string }>('/shipment_drafts', {
        method: 'POST',
        body: body(draft),
      });
      return expectBody<{ id: string }>(data);
    },
    /** PUT /shipment_drafts/{id} (also carries the current step). */
    async updateDraft(id: string, draft: ShipmentDraftBody): Promise<ShipmentDraftResource> {
      const data = await transport.request<ShipmentDraftResource>(
        `/shipment_drafts/${encodeURIComponent(id)}`,
        {
          method: 'PUT',
          body: body(draft),
        },
      );
      return expectBody<ShipmentDraftResource>(data);
    },
    /** DELETE /shipment_drafts/{id}. */
    async deleteDraft(id: string): Promise<void> {
      await transport.request<unknown>(`/shipment_drafts/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /** POST /complete_prep_and_pickup_actions, with the house-account flag (spec 01 §7). */
    async completePrepAndPickup(
      request: CompletePrepAndPickupRequestInput,
      options: { useHouseAccount: boolean; idempotencyKey?: string },
    ): Promise<CompletePrepAndPickupResponse> {
      const data = await transport.request<CompletePrepAndPickupResponse>(
        '/complete_prep_and_pickup_actions',
        {
          method: 'POST',
          body: { ...body(request), useHouseAccount: options.useHouseAccount },
          // A retry of the same booking (a lost answer, a second click) replays it: never twice.
          ...(options.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {}),
        },
      );
      return expectBody<CompletePrepAndPickupResponse>(data);
    },
  };
}
