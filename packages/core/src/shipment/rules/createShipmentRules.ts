import { checkCountryPair, isUsTerritory } from '../../countries/index';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import type { Draft } from '../model/draftSchema';
import { isDomestic } from '../model/flags';
import { validateDocuments } from './documentsRules';
import { validateParty } from './partyRules';
import { validateProducts } from './productsRules';

/** Step 1, Create Shipment: countries and their pair check, both parties, then the shipment details. */
export function validateCreateShipment(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
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
