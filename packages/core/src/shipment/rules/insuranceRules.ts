import { formatMoney } from '../../format/index';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { first, positive, required, yesNo } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';

const S = 'additionalServices';

/**
 * The insurance question and value asked with the shipment details (spec 01 §2, §5). Documents: a
 * declared value is needed to insure ("You must declare a shipment value if you insure the
 * shipment."), and a declared value below the insured value is a warning. International products:
 * the insured value may not pass the declared value ("You cannot insure for more than the total
 * shipment value of N"). Domestic products insure per box (declared value per package) and ask nothing here.
 */
export function validateInsurance(
  draft: Draft,
  declared: number | null,
  declaredPath: string,
  ctx: ValidationContext,
  out: FieldErrorList,
): void {
  const { t } = ctx;
  const services = draft.additionalServices;
  out.error(`${S}.doYouNeedInsurance`, yesNo(t, services.doYouNeedInsurance));
  if (services.doYouNeedInsurance !== true) return;

  const insured = services.insuranceValue;
  out.error(
    `${S}.insuranceValue`,
    first(required(t, 'insuranceValue', insured), positive(t, 'insuranceValue', insured)),
  );
  if (draft.isDocumentsShipment) {
    if (declared === null) out.error(declaredPath, t('draft.documents.declareValueToInsure'));
    else if (insured !== null && declared < insured)
      out.warn(declaredPath, t('draft.insurance.declaredBelowInsured'));
  } else if (declared !== null && insured !== null && insured > declared) {
    out.error(
      `${S}.insuranceValue`,
      t('draft.customs.insuranceCap', { value: formatMoney(declared, draft.currency) }),
    );
  }
}
