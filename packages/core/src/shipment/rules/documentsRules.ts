import { QUOTE_MINIMUMS } from '../../limits/index';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import {
  first,
  maxLength,
  minValue,
  positive,
  required,
  wholeNumber,
  yesNo,
} from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isImport } from '../model/flags';
import { documentWeightLimit } from '../model/limits';
import { shouldOfferShipAsProduct } from '../model/shipAsProduct';
import { validateInsurance } from './insuranceRules';

const P = 'shipmentDetails.documents';

/** "I am Shipping Documents" (spec 01 §5 "Documents"). */
export function validateDocuments(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const docs = draft.shipmentDetails.documents;

  out.error(`${P}.isDocumentWeightAboveHalfPound`, yesNo(t, docs.isDocumentWeightAboveHalfPound));
  if (docs.isDocumentWeightAboveHalfPound === true) {
    out.error(
      `${P}.documentWeight`,
      docs.documentWeight === null
        ? t('draft.documents.exactWeight')
        : first(
            minValue(t, 'documentWeight', docs.documentWeight, QUOTE_MINIMUMS.weight),
            docs.documentWeight > documentWeightLimit(draft) ? t('documents.shipAsProduct') : null,
          ),
    );
  }
  out.error(
    `${P}.isItJustDocument`,
    docs.isItJustDocument === false ? t('draft.documents.justDocuments') : yesNo(t, docs.isItJustDocument),
  );

  // While "Ship As Product" is offered these fields are disabled (spec 01 §4): nothing to ask there.
  if (!shouldOfferShipAsProduct(draft)) {
    out.error(
      `${P}.numberOfPackages`,
      first(
        required(t, 'numberOfPackages', docs.numberOfPackages),
        positive(t, 'numberOfPackages', docs.numberOfPackages),
        wholeNumber(t, 'numberOfPackages', docs.numberOfPackages),
      ),
    );
    // Imports force "Other Packaging" and hide the field.
    if (!isImport(draft))
      out.error(`${P}.typeOfPackaging`, required(t, 'typeOfPackaging', docs.typeOfPackaging));
    out.error(
      `${P}.generalDescription`,
      first(
        required(t, 'generalDescription', docs.generalDescription),
        maxLength(t, 'generalDescription', docs.generalDescription, 35),
      ),
    );
  }
  if (docs.isShipmentContainsDangerousGoods) {
    out.error(`${P}.isShipmentContainsDangerousGoods`, t('dangerousGoods.blocked'));
  }
  validateInsurance(draft, docs.declaredShipmentValue, `${P}.declaredShipmentValue`, ctx, out);
}
