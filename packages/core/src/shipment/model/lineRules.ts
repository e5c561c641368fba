import { ECCN_DESTINATIONS, NO_LICENSE } from './options';
import type { DraftPackage, InvoiceItem } from './shipmentDetailsSchema';

/** A package row nothing has been entered in (its count defaults to 1 and does not count). */
export function isPackageEmpty(p: DraftPackage): boolean {
  return (
    p.weight === null &&
    p.height === null &&
    p.width === null &&
    p.length === null &&
    p.declaredValue === null
  );
}

/** An invoice line nothing has been entered in. */
export function isInvoiceItemEmpty(item: InvoiceItem): boolean {
  return (
    item.commodityCode === '' &&
    item.itemDescription === '' &&
    item.quantity === null &&
    item.units === null &&
    item.itemValue === null &&
    item.itemMade === '' &&
    item.weight === null &&
    item.eccnValue === '' &&
    item.exportLicenseNumber === null
  );
}

/** A license is needed when one of the license options other than "No License needed" is chosen. */
export const isLicenseChosen = (item: Pick<InvoiceItem, 'exportLicenseNumber'>): boolean =>
  item.exportLicenseNumber !== null &&
  item.exportLicenseNumber !== '' &&
  item.exportLicenseNumber !== NO_LICENSE;

/**
 * spec 01 §5: "When no ITN and a license is needed, expiry date required and license symbol required
 * when applicable". License details belong to exports (the export filing decides the ITN).
 */
export function isLicenseDetailsRequired(
  item: Pick<InvoiceItem, 'exportLicenseNumber'>,
  shipment: { isExport: boolean; isItnNumberExists: boolean | null },
): boolean {
  return shipment.isExport && shipment.isItnNumberExists !== true && isLicenseChosen(item);
}

/** spec 01 §5: ECCN required for items going to Russia, China, Venezuela or Hong Kong, or when license details are. */
export function isEccnRequired(destination: string, licenseDetailsRequired: boolean): boolean {
  return licenseDetailsRequired || ECCN_DESTINATIONS.includes(destination.trim().toUpperCase());
}

/**
 * The rows validation and payloads look at: the non-empty ones, or the first row when all are empty
 * (so an empty list still asks for its first line). Emptiness is computed, never read from a stale flag.
 */
export function rowsToCheck<T>(rows: readonly T[], isEmpty: (row: T) => boolean): Array<[T, number]> {
  const filled = rows.map((row, index): [T, number] => [row, index]).filter(([row]) => !isEmpty(row));
  if (filled.length > 0) return filled;
  const first = rows[0];
  return first === undefined ? [] : [[first, 0]];
}
