import { checkCountryPair, isUsZip } from '../../countries/index';
import { ADDRESS_LIMITS } from '../../limits/index';
import type { ValidationContext } from '../../validation/context';
import { createFieldErrorList, type FieldError } from '../../validation/fieldErrors';
import { first, maxLength, required } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isDomestic } from '../model/flags';
import { isPackageEmpty, rowsToCheck } from '../model/lineRules';

/**
 * Whether the draft can be rated (spec 01 §5 "Rate request"): countries required and not an
 * erroring pair; postal codes at most 12, and for domestic shipments required and US-formatted;
 * package weights and dimensions present (documents: the exact weight once it is above half a pound).
 */
export function validateRateRequest(draft: Draft, ctx: ValidationContext): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  const domestic = isDomestic(draft);
  for (const role of ['shipmentFrom', 'shipmentTo'] as const) {
    const party = draft[role];
    out.error(`${role}.country`, required(t, 'country', party.country));
    const zip = party.address.postalCode;
    const name = domestic ? 'zip' : 'postalCode';
    out.error(
      `${role}.address.postalCode`,
      first(
        domestic ? required(t, name, zip) : null,
        maxLength(t, name, zip, ADDRESS_LIMITS.postalCode),
        domestic && zip.trim() !== '' && !isUsZip(zip) ? t('postalCode.usFormat') : null,
      ),
    );
  }
  const pair = checkCountryPair(draft.shipmentFrom.country, draft.shipmentTo.country, undefined, t);
  if (pair?.level === 'error') out.error('shipmentTo.country', pair.message);

  if (draft.isDocumentsShipment) {
    const docs = draft.shipmentDetails.documents;
    if (docs.isDocumentWeightAboveHalfPound === true) {
      out.error(
        'shipmentDetails.documents.documentWeight',
        required(t, 'documentWeight', docs.documentWeight),
      );
    }
  } else {
    for (const [p, i] of rowsToCheck(draft.shipmentDetails.products.packages, isPackageEmpty)) {
      for (const field of ['weight', 'length', 'width', 'height'] as const) {
        out.error(
          `shipmentDetails.products.packages.${i}.${field}`,
          required(t, field, p[field]) ??
            (p[field] !== null && p[field] <= 0 ? required(t, field, null) : null),
        );
      }
    }
  }
  return out.list;
}
