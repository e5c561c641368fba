import type { ShipmentDraftBody } from '../../contract/prepare';
import type { Draft } from './draftSchema';

/** The draft's stored JSON: the whole 0.5 draft, version included, as `parseDraft` reads it back. */
export function toStoredDraftJson(draft: Draft): string {
  return JSON.stringify(draft);
}

/**
 * The body of POST /shipment_drafts and PUT /shipment_drafts/{id} (spec 01 §7): the payload as a
 * JSON string, completedOn, updatedOn, shipmentId and the current step. `updatedOn` is the moment
 * of saving, given by the caller (core reads no clock).
 */
export function toShipmentDraftBody(draft: Draft, updatedOn: string): ShipmentDraftBody {
  const stored: Draft = { ...draft, updatedOn };
  return {
    name: draft.name,
    payload: toStoredDraftJson(stored),
    step: draft.currentStep,
    updatedOn,
    completedOn: draft.completedOn,
    shipmentId: draft.shipmentId,
  };
}
