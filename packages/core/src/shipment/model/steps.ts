/** The four steps of the prepare flow, in order (spec 01 §2); the URL's `step` parameter carries one. */
export const PREPARE_STEPS = [
  'create_shipment',
  'additional_services',
  'payment_status',
  'review_finish',
] as const;
export type PrepareStep = (typeof PREPARE_STEPS)[number];

/** The step that holds pickup settings (spec 01 §2 step 2); the pickup-review rule sends users back to it. */
export const PICKUP_STEP: PrepareStep = 'additional_services';

export const stepIndex = (step: PrepareStep): number => PREPARE_STEPS.indexOf(step);

export function isPrepareStep(value: unknown): value is PrepareStep {
  return typeof value === 'string' && (PREPARE_STEPS as readonly string[]).includes(value);
}
