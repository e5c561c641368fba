import type { CarrierCode } from '../contract/rate';
import { dhlCheckDigit, fedexCheckDigit, upsCheckDigit } from './checkDigits';
import { drawString, type RandomSource } from './seededRandom';
import { normalizeTrackingNumber } from './trackingUrl';

/**
 * Tracking numbers in each carrier's own format with a valid check digit (docs/carriers.md#tracking-numbers):
 * generated from a seeded random source for the sandbox carriers, and checked per carrier. Where the
 * carrier is known (a booked shipment), validate with it: formats overlap (a random 12-digit number
 * passes the FedEx check one time in 10), so the carrier is never guessed from the number here.
 */
export type ShippingCarrier = Exclude<CarrierCode, 'customer_routed'>;

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const UPS_PATTERN = /^1Z([0-9A-Z]{6})([0-9A-Z]{2})(\d{7})(\d)$/;
const FEDEX_PATTERN = /^(\d{11})(\d)$/;
const DHL_PATTERN = /^(\d{9})(\d)$/;

export interface UpsTrackingOptions {
  /** The UPS service code the number carries (positions 9–10), e.g. "03" Ground, "01" Next Day Air. */
  serviceCode: string;
  /** The shipper's 6-character UPS account number; drawn from the random source when not given. */
  shipperNumber?: string | null;
}

/** `1Z` + shipper account (6) + service (2) + package id (7) + check digit: 18 characters. */
export function upsTrackingNumber(shipperNumber: string, serviceCode: string, packageId: string): string {
  if (!/^[0-9A-Z]{6}$/.test(shipperNumber))
    throw new RangeError('a UPS shipper number is 6 letters or digits');
  if (!/^[0-9A-Z]{2}$/.test(serviceCode)) throw new RangeError('a UPS service code is 2 letters or digits');
  if (!/^\d{7}$/.test(packageId)) throw new RangeError('a UPS package id is 7 digits');
  const data = shipperNumber + serviceCode + packageId;
  return `1Z${data}${upsCheckDigit(data)}`;
}

export function generateUpsTrackingNumber(random: RandomSource, options: UpsTrackingOptions): string {
  const shipper = options.shipperNumber?.toUpperCase() || drawString(random, ALPHANUMERIC, 6);
  return upsTrackingNumber(shipper, options.serviceCode.toUpperCase(), drawString(random, DIGITS, 7));
}

/** FedEx Express: 11 serial digits + check digit. */
export function fedexTrackingNumber(serial: string): string {
  return `${serial}${fedexCheckDigit(serial)}`;
}

export function generateFedexTrackingNumber(random: RandomSource): string {
  return fedexTrackingNumber(drawString(random, DIGITS, 11));
}

/** DHL Express waybill: 9 digits + their value mod 7. */
export function dhlWaybillNumber(serial: string): string {
  return `${serial}${dhlCheckDigit(serial)}`;
}

export function generateDhlWaybillNumber(random: RandomSource): string {
  return dhlWaybillNumber(drawString(random, DIGITS, 9));
}

/** A new tracking number for a booking with `carrier`; UPS needs the service code it carries. */
export function generateTrackingNumber(
  carrier: ShippingCarrier,
  random: RandomSource,
  options: Partial<UpsTrackingOptions> = {},
): string {
  switch (carrier) {
    case 'UPS':
      // Decision: UPS Ground ("03", spec 01 §9) when no service is named.
      return generateUpsTrackingNumber(random, { ...options, serviceCode: options.serviceCode ?? '03' });
    case 'FEDEX':
      return generateFedexTrackingNumber(random);
    case 'DHL':
      return generateDhlWaybillNumber(random);
  }
}

export function isValidUpsTrackingNumber(input: string): boolean {
  const match = UPS_PATTERN.exec(normalizeTrackingNumber(input));
  return match !== null && upsCheckDigit(match[1]! + match[2]! + match[3]!) === Number(match[4]);
}

export function isValidFedexTrackingNumber(input: string): boolean {
  const match = FEDEX_PATTERN.exec(normalizeTrackingNumber(input));
  return match !== null && fedexCheckDigit(match[1]!) === Number(match[2]);
}

export function isValidDhlWaybillNumber(input: string): boolean {
  const match = DHL_PATTERN.exec(normalizeTrackingNumber(input));
  return match !== null && dhlCheckDigit(match[1]!) === Number(match[2]);
}

/** Whether `input` (spaces, dashes and case as people type them) is a valid number of `carrier`. */
export function isValidTrackingNumber(carrier: ShippingCarrier, input: string): boolean {
  switch (carrier) {
    case 'UPS':
      return isValidUpsTrackingNumber(input);
    case 'FEDEX':
      return isValidFedexTrackingNumber(input);
    case 'DHL':
      return isValidDhlWaybillNumber(input);
  }
}

/**
 * The tracking number of the `index`-th piece (0 = the shipment's own number) of a multi-piece
 * shipment. Decision: UPS numbers each package of a shipment in sequence (the package id counts up,
 * as UPS's consecutive package numbers do), FedEx counts the serial up the same way, each with its
 * own check digit; a DHL waybill covers every piece, which a licence plate then tells apart.
 */
export function pieceTrackingNumber(carrier: ShippingCarrier, master: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError('a piece index is a whole number from 0');
  const number = normalizeTrackingNumber(master);
  if (!isValidTrackingNumber(carrier, number))
    throw new RangeError(`${master} is not a valid ${carrier} number`);
  if (index === 0 || carrier === 'DHL') return number;
  if (carrier === 'UPS') {
    const [, shipper, service, packageId] = UPS_PATTERN.exec(number)!;
    return upsTrackingNumber(shipper!, service!, countUp(packageId!, index));
  }
  return fedexTrackingNumber(countUp(number.slice(0, 11), index));
}

/** `digits` plus `by`, wrapping round within as many digits. */
function countUp(digits: string, by: number): string {
  const modulus = 10n ** BigInt(digits.length);
  return ((BigInt(digits) + BigInt(by)) % modulus).toString().padStart(digits.length, '0');
}

const LICENCE_PLATE = /^JD\d{18}$/;

/**
 * DHL Express piece id, the licence plate printed on each piece's label (ISO 15459): "JD" + 18
 * digits, carried in its Code 128 barcode behind the data identifier "J" (so the barcode reads
 * "JJD…"). Decision: "01", then the waybill, then the piece's number (6 digits, from 1), so each
 * plate names its shipment and piece and the same booking always prints the same plates. DHL's ids
 * carry no check digit.
 */
export function dhlLicencePlate(waybill: string, index: number): string {
  const number = normalizeTrackingNumber(waybill);
  if (!isValidDhlWaybillNumber(number)) throw new RangeError(`${waybill} is not a valid DHL Express waybill`);
  if (!Number.isInteger(index) || index < 0 || index > 999_998)
    throw new RangeError('a DHL piece index is a whole number from 0 to 999998');
  return `JD01${number}${String(index + 1).padStart(6, '0')}`;
}

export function isDhlLicencePlate(input: string): boolean {
  return LICENCE_PLATE.test(normalizeTrackingNumber(input));
}
