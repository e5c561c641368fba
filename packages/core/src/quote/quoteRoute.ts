// The files, not the countries and limits indexes: the quote embed's first load reaches only what the
// form uses (issue 8).
import { hasUsTerritoryEnd, isDomesticPair, isExportPair, isImportPair } from '../countries/countryPair';
import { CARRIER_LIMITS, type CarrierLimits, defaultCarrierFor } from '../limits/carrierLimits';

/** What the countries of a quote decide (spec 01 §1, spec 02 §4). */
export interface QuoteRoute {
  isDomestic: boolean;
  isImport: boolean;
  isExport: boolean;
  hasUsTerritoryEnd: boolean;
  /** spec 01 §1: international defaults to DHL, domestic to UPS (whose limits FedEx shares). */
  carrier: 'DHL' | 'UPS';
  limits: CarrierLimits;
}

export function quoteRoute(
  originCountry: string | null | undefined,
  destinationCountry: string | null | undefined,
): QuoteRoute {
  const isDomestic = isDomesticPair(originCountry, destinationCountry);
  const carrier = defaultCarrierFor(isDomestic);
  return {
    isDomestic,
    isImport: isImportPair(originCountry),
    isExport: isExportPair(originCountry, destinationCountry),
    hasUsTerritoryEnd: hasUsTerritoryEnd(originCountry, destinationCountry),
    carrier,
    limits: CARRIER_LIMITS[carrier],
  };
}
