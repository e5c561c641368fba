import type { Draft } from './draftSchema';
import { isExport } from './flags';
import { EEI_ALWAYS_DESTINATIONS, EEI_VALUE_THRESHOLD } from './options';

/**
 * EEI is needed for exports over $2,500, or to China, Brazil or Venezuela regardless of value
 * (spec 01 §9). The value is the declared shipment value (the invoice total once items are entered).
 */
export function isEeiRequired(draft: Draft): boolean {
  if (!isExport(draft) || draft.isDocumentsShipment) return false;
  if (EEI_ALWAYS_DESTINATIONS.includes(draft.shipmentTo.country.trim().toUpperCase())) return true;
  const value = draft.shipmentDetails.products.declaredShipmentValue ?? draft.invoiceTotalSum ?? 0;
  return value > EEI_VALUE_THRESHOLD;
}
