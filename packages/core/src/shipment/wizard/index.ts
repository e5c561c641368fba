// The prepare-shipment wizard store (spec 01 §4) and its helpers.
export type {
  PrepareWizardActions,
  PrepareWizardDeps,
  PrepareWizardOptions,
  PrepareWizardState,
  PrepareWizardStore,
  RateStatus,
  WizardNotice,
  WizardPaymentState,
} from './createPrepareWizardStore';
export {
  createPrepareWizardStore,
  ERROR_SCROLL_OFFSET_PX,
  UNSAVED_DRAFT_KEY,
  VALIDATION_DELAY_MS,
} from './createPrepareWizardStore';
export { chooseCurrentRate, withSavingsVisibility } from './currentRate';
export type { Debouncer } from './debouncer';
export { createDebouncer } from './debouncer';
export type { LaterSteps, LaterStepsSource } from './laterStepsSource';
export { laterStepsOnDemand } from './laterStepsSource';
export type { PrepareWizardApi, Timers, ToleratedFailure, UnsavedDraftStorage } from './ports';
export { platformTimers } from './ports';
export { PRICE_CHANGE_AMOUNTS, priceChangeNotices } from './priceChangeNotices';
export { changedRateParameters, onlyCarrierProductChanged, RATE_PARAMETERS } from './rateParameters';
export { setAtPath } from './setAtPath';
export type { WizardStep } from './stepMovement';
export {
  firstInvalidUpToPickup,
  initialSteps,
  needsPickupReview,
  nextStepAfter,
  previousStep,
} from './stepMovement';
