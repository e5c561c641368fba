import { checkCountryPair, isUsTerritory } from '../../countries/index';
import type { ValidationContext } from '../../validation/context';
import { createFieldErrorList, type FieldError, type FieldErrorList } from '../../validation/fieldErrors';
import type { Draft } from '../model/draftSchema';
import { isDomestic } from '../model/flags';
import { PREPARE_STEPS, type PrepareStep } from '../model/steps';
import { validateAdditionalServices } from './additionalServicesRules';
import { validateDocuments } from './documentsRules';
import { validateParty } from './partyRules';
import { validatePaymentStep } from './paymentStepRules';
import { validateProducts } from './productsRules';

/** Step 1, Create Shipment: countries and their pair check, both parties, then the shipment details. */
function validateCreateShipment(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const from = draft.shipmentFrom.country;
  const to = draft.shipmentTo.country;
  // Changing a country runs the country-pair check: an error blocks, a warning is shown (spec 01 §4).
  const pair = checkCountryPair(from, to, undefined, ctx.t);
  if (pair) {
    const path =
      pair.level === 'warning' && isUsTerritory(from) && !isUsTerritory(to)
        ? 'shipmentFrom.country'
        : 'shipmentTo.country';
    if (pair.level === 'error') out.error(path, pair.message);
    else out.warn(path, pair.message);
  }
  const domestic = isDomestic(draft);
  validateParty(draft.shipmentFrom, 'shipmentFrom', domestic, ctx, out);
  validateParty(draft.shipmentTo, 'shipmentTo', domestic, ctx, out);
  if (draft.isDocumentsShipment) validateDocuments(draft, ctx, out);
  else validateProducts(draft, ctx, out);
}

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
