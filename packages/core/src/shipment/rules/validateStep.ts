import type { ValidationContext } from '../../validation/context';
import { createFieldErrorList, type FieldError, type FieldErrorList } from '../../validation/fieldErrors';
import type { Draft } from '../model/draftSchema';
import { PREPARE_STEPS, type PrepareStep } from '../model/steps';
import { validateAdditionalServices } from './additionalServicesRules';
import { validateCreateShipment } from './createShipmentRules';
import { validatePaymentStep } from './paymentStepRules';

const STEP_RULES: Record<PrepareStep, (draft: Draft, ctx: ValidationContext, out: FieldErrorList) => void> = {
  create_shipment: validateCreateShipment,
  additional_services: validateAdditionalServices,
  payment_status: validatePaymentStep,
  // The review step has no fields of its own: it is valid when the steps before it are.
  review_finish: () => {},
};

/**
 * The field errors of one step, in screen order (the first blocking one is where the view scrolls,
 * spec 01 §4). Warnings are included with severity "warning" and do not block.
 */
export function validateStep(draft: Draft, step: PrepareStep, ctx: ValidationContext): FieldError[] {
  const out = createFieldErrorList();
  STEP_RULES[step](draft, ctx, out);
  return out.list;
}

/** The field errors of every step. */
export function validateDraft(draft: Draft, ctx: ValidationContext): Record<PrepareStep, FieldError[]> {
  const result = {} as Record<PrepareStep, FieldError[]>;
  for (const step of PREPARE_STEPS) result[step] = validateStep(draft, step, ctx);
  return result;
}
