import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { first, maxLength, required, yesNo } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isDomestic, isDutiable, isExport } from '../model/flags';
import { CUSTOMS_REFERENCE_MAX, validateCustoms } from './customsRules';
import { validateExportFiling } from './exportFilingRules';
import { validatePackages } from './packagesRules';

const P = 'shipmentDetails.products';
export const INTERNATIONAL_DESCRIPTION_MAX = 90;

/**
 * "I am Shipping Products" and the domestic details (spec 01 §2, §5), in screen order: packages,
 * batteries, description, dangerous goods, export filing, then the customs block. Decision: until
 * both countries are chosen the customs questions wait; "Country is required" comes first.
 */
export function validateProducts(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const p = draft.shipmentDetails.products;
  const routeKnown = draft.shipmentFrom.country.trim() !== '' && draft.shipmentTo.country.trim() !== '';
  const international = routeKnown && isDutiable(draft);

  validatePackages(draft, ctx, out);

  if (international) {
    out.error(`${P}.isAnyBatteries`, yesNo(t, p.isAnyBatteries));
    out.error(
      `${P}.generalDescription`,
      first(
        required(t, 'generalDescription', p.generalDescription),
        maxLength(t, 'generalDescription', p.generalDescription, INTERNATIONAL_DESCRIPTION_MAX),
      ),
    );
  } else if (isDomestic(draft)) {
    // Domestic details: a plain reference number field.
    out.error(
      `${P}.shipmentReferenceNumber`,
      maxLength(t, 'shipmentReferenceNumber', p.shipmentReferenceNumber, CUSTOMS_REFERENCE_MAX),
    );
  }
  // Dangerous goods are blocked (spec 01 §5).
  if (p.isShipmentContainsDangerousGoods)
    out.error(`${P}.isShipmentContainsDangerousGoods`, t('dangerousGoods.blocked'));

  if (!international) return;
  if (isExport(draft)) validateExportFiling(draft, ctx, out);
  validateCustoms(draft, ctx, out);
}
