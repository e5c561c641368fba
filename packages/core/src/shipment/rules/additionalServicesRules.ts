import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { required, yesNo } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isImport } from '../model/flags';

const P = 'pickupDelivery';

/**
 * Step 2, Additional Services (spec 01 §2): a delivery service can be selected only once a shipment
 * date is set and the pickup question is answered (an import with a date is allowed: its pickup is
 * forced off). The pickup window itself is checked by the pickup flow (document 2).
 */
export function validateAdditionalServices(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const pd = draft.pickupDelivery;
  out.error(`${P}.shipmentDate`, required(t, 'shipmentDate', pd.shipmentDate));
  if (!isImport(draft)) out.error(`${P}.isPickupRequired`, yesNo(t, pd.isPickupRequired));
  out.error(`${P}.carrierProduct`, required(t, 'carrierProduct', pd.carrierProduct));
}
