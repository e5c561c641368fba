import type { KeyValueStorage } from '../../api/index';
import type {
  CompletePrepAndPickupRequestInput,
  CompletePrepAndPickupResponse,
  ShipmentDraftBody,
} from '../../contract/prepare';
import type { RateShipmentRequest, RateShipmentResponse } from '../../contract/quote';

/**
 * A call the server answered with a status the client tolerates instead of throwing (the core
 * client's `ApiFailure` has this shape). Only what the wizard reads is listed.
 */
export interface ToleratedFailure {
  kind: 'failure';
  description: string | null;
}

/**
 * The network calls the wizard makes (spec 01 §7), as a narrow port: the core API client fits it,
 * and so does a fake in tests. Calls may throw (the client throws `ApiError` with the message to show).
 */
export interface PrepareWizardApi {
  /** POST /rate_shipment_actions. */
  rateShipment(
    request: RateShipmentRequest,
    options?: { standalone?: boolean },
  ): Promise<RateShipmentResponse | ToleratedFailure>;
  /** POST /shipment_drafts. */
  createDraft(body: ShipmentDraftBody): Promise<{ id: string }>;
  /** PUT /shipment_drafts/{id}. */
  updateDraft(id: string, body: ShipmentDraftBody): Promise<unknown>;
  /** POST /complete_prep_and_pickup_actions, with the house-account flag (spec 01 §7). */
  completePrepAndPickup(
    request: CompletePrepAndPickupRequestInput,
    options: { useHouseAccount: boolean; idempotencyKey?: string },
  ): Promise<CompletePrepAndPickupResponse>;
}

/** Where the unsaved copy of the draft is kept (the host's browser storage, spec 01 §4). */
export type UnsavedDraftStorage = KeyValueStorage;

export type { Timers } from '../../runtime/index';
export { platformTimers } from '../../runtime/index';
