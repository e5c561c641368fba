import { isUs } from '../../countries/index';
import type { Draft } from '../model/draftSchema';
import { PICKUP_STEP, PREPARE_STEPS, type PrepareStep, stepIndex } from '../model/steps';

/** spec 03 §9: the view scrolls to the first error with a 250 px offset. */
export const ERROR_SCROLL_OFFSET_PX = 250;

/** A step of the left panel (spec 03 §3 "Draft (shell view)": step, stepNumber, valid flag). */
export interface WizardStep {
  step: PrepareStep;
  stepNumber: number;
  valid: boolean;
}

export const initialSteps = (): WizardStep[] =>
  PREPARE_STEPS.map((step, i) => ({ step, stepNumber: i + 1, valid: false }));

/**
 * Continue moves to the next step not yet valid; valid steps are skipped, never past the last
 * (spec 01 §4). `isValid` tells whether a step counts as valid now.
 */
export function nextStepAfter(current: PrepareStep, isValid: (step: PrepareStep) => boolean): PrepareStep {
  const last = PREPARE_STEPS[PREPARE_STEPS.length - 1] as PrepareStep;
  for (const step of PREPARE_STEPS.slice(stepIndex(current) + 1)) if (!isValid(step)) return step;
  return last;
}

/** The step before; the first step stays where it is. */
export function previousStep(current: PrepareStep): PrepareStep {
  return PREPARE_STEPS[Math.max(0, stepIndex(current) - 1)] as PrepareStep;
}

/** The first step up to the pickup step that is not valid: where a pickup review sends the user. */
export function firstInvalidUpToPickup(isValid: (step: PrepareStep) => boolean): PrepareStep {
  for (const step of PREPARE_STEPS.slice(0, stepIndex(PICKUP_STEP) + 1)) if (!isValid(step)) return step;
  return PICKUP_STEP;
}

/**
 * spec 01 §4: a pickup review is needed when the pickup step was valid and the origin country
 * changed, or the origin street line changed for a US origin with pickup required.
 */
export function needsPickupReview(previous: Draft, next: Draft, pickupStepValid: boolean): boolean {
  if (!pickupStepValid) return false;
  if (previous.shipmentFrom.country !== next.shipmentFrom.country) return true;
  return (
    isUs(next.shipmentFrom.country) &&
    next.pickupDelivery.isPickupRequired === true &&
    previous.shipmentFrom.address.addressLine1 !== next.shipmentFrom.address.addressLine1
  );
}
