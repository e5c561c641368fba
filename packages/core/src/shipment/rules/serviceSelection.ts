import type { Draft } from '../model/draftSchema';
import { isImport } from '../model/flags';

/** What still keeps a delivery service from being selected in step 2. */
export type ServiceSelectionBlocker = 'shipmentDate' | 'pickupAnswer';

/**
 * Spec 01 §2: the delivery services' Select buttons stay disabled until a shipment date is set and
 * the pickup yes/no question is answered (an import with a date is allowed). Answers what is still
 * missing, the date first, or null once a service may be selected; the step's validation
 * (additionalServicesRules.ts) asks for the same two fields.
 */
export function serviceSelectionBlocker(draft: Draft): ServiceSelectionBlocker | null {
  const pd = draft.pickupDelivery;
  if (!pd.shipmentDate) return 'shipmentDate';
  if (!isImport(draft) && pd.isPickupRequired === null) return 'pickupAnswer';
  return null;
}
