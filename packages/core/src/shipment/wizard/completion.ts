import { ApiError } from '../../api/apiError';
import type { CompletePrepAndPickupRequestInput, PrepPickup } from '../../contract/prepare';
import type { Rate } from '../../contract/rate';
import { formatMoney } from '../../format/index';
import type { MessageCatalogue } from '../../messages/catalogue';
import type { ValidationContext } from '../../validation/context';
import { type FieldError, firstBlockingError } from '../../validation/fieldErrors';
import type { Draft } from '../model/draftSchema';
import { PICKUP_STEP, PREPARE_STEPS, type PrepareStep } from '../model/steps';
import { toPrepareShipmentBody } from '../model/toPrepareShipmentBody';
import { validateStep } from '../rules/validateStep';
import type { PrepareWizardActions, PrepareWizardState, WizardNotice } from './createPrepareWizardStore';
import type { PrepareWizardApi } from './ports';
import { ERROR_SCROLL_OFFSET_PX } from './stepMovement';

type WizardState = PrepareWizardState & PrepareWizardActions;

/** What the booking needs of the wizard store (createPrepareWizardStore's complete()). */
export interface CompletionWizard {
  /** The state when Complete Shipment was pressed. */
  state: WizardState;
  get(): WizardState;
  set(partial: Partial<PrepareWizardState>): void;
  moveTo(step: PrepareStep): void;
  notify(level: WizardNotice['level'], message: string): void;
  t: MessageCatalogue;
  api: PrepareWizardApi;
  context: ValidationContext;
  today: string;
  /** This wizard's nonce, with the request's digest the Idempotency-Key. */
  nonce: string;
  /** Booked: the unsaved copy goes. */
  booked(): void;
}

/**
 * Complete Shipment (spec 01 §4, §7; issue 12): every step checked (the first invalid one is shown with
 * its errors), then the booking sent with its Idempotency-Key. A changed price, a refusal, or the
 * pickup refused at its fields (back to step 2) books nothing and says so.
 */
export async function completeShipment(
  w: CompletionWizard,
): Promise<{ ok: true; shipmentId: string | null } | { ok: false }> {
  const { state: s, get, set, moveTo, notify, t, context: ctx } = w;
  for (const step of PREPARE_STEPS) {
    const errors = validateStep(s.draft, step, ctx);
    const first = firstBlockingError(errors);
    if (!first) continue;
    if (step !== s.step) moveTo(step);
    set({
      stepWasSubmitted: true,
      errors,
      scrollTo: { path: first.propertyPath, offset: ERROR_SCROLL_OFFSET_PX },
    });
    notify('error', t('generic.invalidNotice'));
    return { ok: false };
  }
  const request = completionRequestOf(s.draft, {
    today: w.today,
    rate: s.currentRate,
    paymentId: s.payment.paymentTime === 'now' ? s.payment.paymentId : null,
  });
  set({ completing: true });
  try {
    const answer = await w.api.completePrepAndPickup(request, {
      useHouseAccount: s.useHouseAccount,
      // The same booking sent again (a lost answer, a retry) carries the same key: never twice.
      idempotencyKey: completionKeyOf(w.nonce, request, s.useHouseAccount),
    });
    if (answer.priceChanged) {
      // Nothing was booked: the user sees the new price and completes again to accept it.
      notify(
        'warning',
        t('draft.priceChangedAtBooking', {
          confirmed: formatMoney(answer.priceChanged.confirmed, answer.priceChanged.currency),
          current: formatMoney(answer.priceChanged.current, answer.priceChanged.currency),
        }),
      );
      await get().refreshRates();
      return { ok: false };
    }
    if (!answer.successful) {
      const text = answer.errors.map((e) => e.message).join('\n');
      notify('error', text || t('draft.shipmentCreationFailed'));
      return { ok: false };
    }
    w.booked();
    set({ completedShipmentId: answer.shipmentId, completedShipment: answer.shipment ?? null });
    notify('success', t('draft.shipmentCreated'));
    return { ok: true, shipmentId: answer.shipmentId };
  } catch (error) {
    // The pickup refused at completion (422 at newPickup.… or existingPickup): nothing was booked;
    // the user is taken back to step 2 with the messages at its pickup fields, the draft as typed.
    const pickupErrors = pickupFieldErrorsOf(error);
    const first = firstBlockingError(pickupErrors);
    if (first) {
      if (get().step !== PICKUP_STEP) moveTo(PICKUP_STEP);
      set({
        stepWasSubmitted: true,
        pickupWasSubmitted: true,
        errors: pickupErrors,
        scrollTo: { path: first.propertyPath, offset: ERROR_SCROLL_OFFSET_PX },
      });
      notify('error', t('generic.invalidNotice'));
      return { ok: false };
    }
    notify(
      'error',
      error instanceof Error && error.message ? error.message : t('draft.shipmentCreationFailed'),
    );
    return { ok: false };
  } finally {
    set({ completing: false });
  }
}

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
