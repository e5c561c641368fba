import type { EeiFiling } from '../../contract/prepare';
import type { Draft } from './draftSchema';
import { isExport } from './flags';
import {
  DEFAULT_FOREIGN_TRADE_REGULATION,
  DEFAULT_FTR_EXEMPTION,
  EEI_ALWAYS_DESTINATIONS,
  EEI_VALUE_THRESHOLD,
} from './options';

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

/**
 * The export filing legend printed on the air waybill and the commercial invoice of an export: the
 * exemption ("NOEEI 30.37(a)", "NOEEI 30.36" for Canada) or the proof of filing ("AES X20260302123456",
 * the ITN). Null when nothing is to be printed (no export filing: an import, or not an export).
 * Decision: with no ITN the EIN is given for the carrier to file with (spec 01 §5), so the legend says
 * so; the spec names no text for it.
 */
export function exportFilingLegend(filing: EeiFiling | null): string | null {
  if (!filing) return null;
  if (filing.type === 'exempted') return `NOEEI ${filing.ftrExemption ?? DEFAULT_FTR_EXEMPTION}`;
  if (filing.type === 'other') return `NOEEI ${filing.ftrExemption ?? DEFAULT_FOREIGN_TRADE_REGULATION}`;
  if (filing.itnNumber) return `AES ${filing.itnNumber}`;
  return filing.einNumber ? `AES to be filed by the carrier for USPPI EIN ${filing.einNumber}` : null;
}
