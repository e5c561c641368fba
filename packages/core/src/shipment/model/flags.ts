import { hasUsTerritoryEnd, isDomesticPair, isExportPair, isImportPair } from '../../countries/index';
import type { Draft } from './draftSchema';
import { PROFORMA_INVOICE_TYPE } from './options';

/**
 * The derived flags of spec 01 §1, one function each, from the countries, the documents flag and
 * the invoice type only. They take the parts they read, so a half-built draft classifies too.
 */
type Ends = Pick<Draft, 'shipmentFrom' | 'shipmentTo'>;

/** Domestic: US to US. */
export const isDomestic = (d: Ends): boolean => isDomesticPair(d.shipmentFrom.country, d.shipmentTo.country);

/** Export: from the US to elsewhere. */
export const isExport = (d: Ends): boolean => isExportPair(d.shipmentFrom.country, d.shipmentTo.country);

/** Import: from outside the US. */
export const isImport = (d: Ends): boolean => isImportPair(d.shipmentFrom.country);

/** US territory: an end in AS, GU, MP, MH, FM, PW, PR or VI. */
export const isUsTerritories = (d: Ends): boolean =>
  hasUsTerritoryEnd(d.shipmentFrom.country, d.shipmentTo.country);

/** Dutiable: neither domestic nor a documents shipment. */
export const isDutiable = (d: Ends & Pick<Draft, 'isDocumentsShipment'>): boolean =>
  !isDomestic(d) && !d.isDocumentsShipment;

/** Proforma: the invoice type reveals the purpose of shipment. */
export const isProformaInvoiceType = (d: {
  shipmentDetails: { products: { invoiceType: string | null } };
}): boolean => d.shipmentDetails.products.invoiceType === PROFORMA_INVOICE_TYPE;

export interface DerivedFlags {
  isDomestic: boolean;
  isExport: boolean;
  isImport: boolean;
  isDutiable: boolean;
  isUSTerritories: boolean;
  isProformaInvoiceType: boolean;
}

/** All six flags, as the draft stores them. */
export function deriveFlags(d: Draft): DerivedFlags {
  return {
    isDomestic: isDomestic(d),
    isExport: isExport(d),
    isImport: isImport(d),
    isDutiable: isDutiable(d),
    isUSTerritories: isUsTerritories(d),
    isProformaInvoiceType: isProformaInvoiceType(d),
  };
}
