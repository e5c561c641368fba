import { formatPickerDate } from '../../format/dates';
import { localClock } from '../../pickup/localClock';
import { originTimeZone } from '../../pickup/originTimeZone';
import { pickupCarrierOf } from '../../pickup/pickupCarriers';
import { validatePickupForm } from '../../pickup/pickupRules';
import { pickupTimeRules } from '../../pickup/pickupTimeRules';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { required, yesNo } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isImport } from '../model/flags';

const P = 'pickupDelivery';

/**
 * Step 2, Additional Services (spec 01 §2): a delivery service can be selected only once a shipment
 * date is set and the pickup question is answered (an import with a date is allowed: its pickup is
 * forced off). A new pickup (pickup required, no existing pickup chosen) is checked with the pickup
 * rules of the chosen service's carrier on the origin's clock (spec 02 §5, §9), at
 * `pickupDelivery.pickup.…`; the server checks it again with the carrier's capability on completion.
 */
export function validateAdditionalServices(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const pd = draft.pickupDelivery;
  out.error(`${P}.shipmentDate`, required(t, 'shipmentDate', pd.shipmentDate));
  if (!isImport(draft)) out.error(`${P}.isPickupRequired`, yesNo(t, pd.isPickupRequired));
  out.error(`${P}.carrierProduct`, required(t, 'carrierProduct', pd.carrierProduct));
  const carrier = pickupCarrierOf(ctx.carrier);
  if (isImport(draft) || pd.isPickupRequired !== true || pd.pickupId !== null || !carrier) return;
  const pickup = pd.pickup;
  const from = draft.shipmentFrom;
  const errors = validatePickupForm(
    {
      date: pickup?.date || formatPickerDate(pd.shipmentDate),
      startTime: pickup?.startTime ?? null,
      endTime: pickup?.endTime ?? null,
      location: pickup?.location ?? '',
      notes: pickup?.notes ?? '',
      numOfPackages: pickup?.numOfPackages ?? null,
    },
    carrier,
    {
      t,
      clock: localClock(
        ctx.now ?? new Date(),
        originTimeZone({
          country: from.country,
          address: { division: from.address.division, postalCode: from.address.postalCode },
        }),
      ),
      rules: pickupTimeRules(carrier, pd.carrierProduct),
    },
  );
  for (const e of errors) {
    if (e.severity === 'warning') out.warn(`${P}.pickup.${e.propertyPath}`, e.message);
    else out.error(`${P}.pickup.${e.propertyPath}`, e.message);
  }
}
