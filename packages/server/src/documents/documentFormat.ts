import type { FreightPayer } from '@shipdeck/core/contract';
import type { ShippingCarrier } from '@shipdeck/core/tracking';
import { roundTo, unitsOf } from '@shipdeck/core/units';
import { countryNames } from '../options/countryNames';
import type { DocumentParty, DocumentPiece, ShipmentDocumentInput } from './documentInput';

/** How the documents write the things they share: addresses, weights, dates, numbers. */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The ship date (yyyy-MM-dd) as UTC midnight. */
export function shipDay(shipDate: string): Date {
  return new Date(`${shipDate}T00:00:00.000Z`);
}

/** "02 MAR 2026", the way labels print dates. */
export function labelDate(shipDate: string): string {
  const day = shipDay(shipDate);
  return `${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The day of the year, 001–366: the pickup day UPS and FedEx put into their 2D symbols. */
export function julianDay(shipDate: string): string {
  const day = shipDay(shipDate);
  const start = Date.UTC(day.getUTCFullYear(), 0, 1);
  return String(Math.floor((day.getTime() - start) / 86_400_000) + 1).padStart(3, '0');
}

export function countryName(code: string): string {
  return countryNames().get(code.toUpperCase()) ?? code.toUpperCase();
}

/** "New York NY 10118" (US style) or "10117 Berlin" with the suburb and division as the address has them. */
export function cityLine(party: DocumentParty): string {
  const a = party.address;
  const parts =
    a.countryCode.toUpperCase() === 'US'
      ? [a.city, a.division, a.postalCode]
      : [a.postalCode, a.city, a.suburb, a.division];
  return parts.filter((part) => part && part.trim() !== '').join(' ');
}

/** The address as it is written on a document, company first, without the contact. */
export function addressLines(party: DocumentParty): string[] {
  const a = party.address;
  return [a.addressLine1, a.addressLine2, a.addressLine3, cityLine(party), countryName(a.countryCode)].filter(
    (line): line is string => !!line && line.trim() !== '',
  );
}

export function phoneLine(party: DocumentParty): string {
  if (!party.phoneNumber) return '';
  return party.phoneNumberExtension
    ? `${party.phoneNumber} ext. ${party.phoneNumberExtension}`
    : party.phoneNumber;
}

/** A weight in the shipment's unit, to one decimal at most: "8 LB", "3.5 KG". */
export function formatWeight(
  value: number,
  measurementSystem: ShipmentDocumentInput['measurementSystem'],
): string {
  return `${roundTo(value, 1)} ${unitsOf(measurementSystem).weight.toUpperCase()}`;
}

/** "20 x 15 x 10 IN". */
export function formatDimensions(
  piece: DocumentPiece,
  measurementSystem: ShipmentDocumentInput['measurementSystem'],
): string {
  const sides = [piece.length, piece.width, piece.height].map((side) => roundTo(side, 1));
  return `${sides.join(' x ')} ${unitsOf(measurementSystem).length.toUpperCase()}`;
}

/** Each box of the shipment once, in order: one label each. */
export function boxes(input: Pick<ShipmentDocumentInput, 'pieces'>): DocumentPiece[] {
  return input.pieces.flatMap((piece) =>
    Array.from({ length: Math.max(0, Math.floor(piece.quantity)) }, () => piece),
  );
}

export function totalWeight(input: Pick<ShipmentDocumentInput, 'pieces'>): number {
  return roundTo(
    input.pieces.reduce((sum, piece) => sum + piece.weight * Math.max(0, Math.floor(piece.quantity)), 0),
    3,
  );
}

/** The tracking number grouped as the carrier prints it under its barcode. */
export function groupedTrackingNumber(carrier: ShippingCarrier, number: string): string {
  const groups = carrier === 'UPS' ? [2, 3, 3, 2, 4, 4] : carrier === 'FEDEX' ? [4, 4, 4] : [2, 4, 4];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= number.length) break;
    out.push(number.slice(at, at + size));
    at += size;
  }
  if (at < number.length) out.push(number.slice(at));
  return out.join(' ');
}

/**
 * How the bill-to line reads: prepaid by the shipper (P/P), freight collect from the receiver (F/C),
 * billed to a third party (T/P), or to the house account (CSR bookings).
 */
export function billingCode(payer: FreightPayer): string {
  return { my_account: 'P/P', receiver: 'F/C', third_party: 'T/P', house_account: 'P/P HOUSE' }[payer];
}

/** Signature services as the label prints them. */
export function signatureLine(input: Pick<ShipmentDocumentInput, 'services'>): string | null {
  if (input.services.domesticSignature === 3) return 'ADULT SIGNATURE REQUIRED';
  if (input.services.domesticSignature === 2 || input.services.directSignature) return 'SIGNATURE REQUIRED';
  return null;
}
