import { ApiError } from '../../api/apiError';
import type { CompletePrepAndPickupRequestInput, PrepPickup } from '../../contract/prepare';
import type { Rate } from '../../contract/rate';
import type { FieldError } from '../../validation/fieldErrors';
import type { Draft } from '../model/draftSchema';
import { toPrepareShipmentBody } from '../model/toPrepareShipmentBody';

/**
 * The booking of the review step (spec 01 §7 "complete prep and pickup"): what the wizard sends, its
 * Idempotency-Key and where the server's pickup refusals are shown. Only the last step needs it, so
 * the prepare embed loads it with the later steps' rules (laterSteps.ts), not with step 1.
 */
export function completionRequestOf(
  draft: Draft,
  options: { today: string; rate: Rate | null; paymentId: string | null },
): CompletePrepAndPickupRequestInput {
  return {
    prep: toPrepareShipmentBody(draft, options),
    newPickup: newPickupOf(draft),
    existingPickup: draft.pickupDelivery.isPickupRequired === true ? draft.pickupDelivery.pickupId : null,
    draftId: draft.id,
  };
}

/**
 * The Idempotency-Key of a booking (issue 12 "never twice"): this wizard's nonce and a 64-bit FNV-1a
 * digest of what is booked. The same booking sent again (a retry after a lost answer, a second click)
 * has the same key and is replayed by the server; a changed shipment is a new booking.
 */
export function completionKeyOf(nonce: string, request: unknown, useHouseAccount: boolean): string {
  const text = JSON.stringify([request, useHouseAccount]);
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `booking-${nonce}-${hash.toString(16).padStart(16, '0')}`;
}

/**
 * The completion's pickup refusals at step 2's fields: the server answers the new pickup's rules at
 * `newPickup.<field>` (the draft's `pickupDelivery.pickup.<field>`), the carrier's refusal of it at
 * `newPickup` (shown at "Do you need a pickup?") and an existing pickup it cannot join at
 * `existingPickup` (the draft's `pickupDelivery.pickupId`). Other violations, and other errors, are
 * not the pickup's.
 */
export function pickupFieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const out: FieldError[] = [];
  for (const violation of error.violations) {
    const path = violation.propertyPath;
    const mapped = path.startsWith('newPickup.')
      ? `pickupDelivery.pickup.${path.slice('newPickup.'.length)}`
      : path === 'newPickup'
        ? 'pickupDelivery.isPickupRequired'
        : path === 'existingPickup'
          ? 'pickupDelivery.pickupId'
          : null;
    if (mapped) out.push({ ...violation, propertyPath: mapped });
  }
  return out;
}

/**
 * "Before completion a pickup is attached by its existing id or created from the draft's pickup
 * data" (spec 01 §7). A pickup whose day or window is not set yet is not created (the pickup flow
 * validates it first).
 */
function newPickupOf(draft: Draft): PrepPickup | null {
  const pd = draft.pickupDelivery;
  const p = pd.pickup;
  if (pd.isPickupRequired !== true || pd.pickupId !== null || !p) return null;
  if (!p.date || p.startTime === null || p.endTime === null) return null;
  return {
    date: p.date,
    startTime: p.startTime,
    endTime: p.endTime,
    location: p.location,
    notes: p.notes === '' ? null : p.notes,
    numOfPackages: p.numOfPackages,
  };
}
