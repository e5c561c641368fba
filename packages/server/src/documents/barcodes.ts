import { roundTo } from '@shipdeck/core/units';
import bwipjs from 'bwip-js/node';
import countries from 'i18n-iso-countries';
import { julianDay } from './documentFormat';
import type { DocumentParty, ShipmentDocumentInput } from './documentInput';

/**
 * The barcodes on our labels, drawn by bwip-js (BWIPP) as PNG images. A white background, never a
 * transparent one: a reader that drops the alpha channel must still see dark bars on light paper.
 */

/** Separators of ANSI MH10.8.3 messages (UPS MaxiCode, FedEx PDF417). */
const RS = '\x1e';
const GS = '\x1d';
const EOT = '\x04';

/** Pixels per module: 3 keeps a module a whole number of dots on 203 and 300 dpi label printers. */
const SCALE = 3;

/** bwip-js's typings leave out the symbology options (MaxiCode `mode`, PDF417 `columns` …). */
type SymbolOptions = bwipjs.RenderOptions & Record<string, string | number | boolean | undefined>;

function png(options: SymbolOptions): Promise<Uint8Array> {
  return bwipjs.toBuffer({ backgroundcolor: 'FFFFFF', ...options });
}

/**
 * A Code 128: bars three pixels per module wide and only a few pixels tall, since a 1D symbol reads
 * the same at any height and the label draws it as tall as its layout wants. A short image keeps
 * the label small and quick to draw (the PDF holds the image's pixels, deflated).
 */
export async function code128Png(text: string): Promise<Uint8Array> {
  return png({ bcid: 'code128', text, scaleX: SCALE, scaleY: 1, height: 4 });
}

export async function pdf417Png(message: string): Promise<Uint8Array> {
  return png({ bcid: 'pdf417', text: message, scale: 2, columns: 8, rowmult: 3 });
}

/** Upper-case ASCII the 2D symbols carry, without the separators a field must not contain. */
function field(text: string | null | undefined, max: number): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^ -~]/g, '')
    .trim()
    .slice(0, max);
}

/** ISO 3166 numeric country code ("840" for the US) that MaxiCode and PDF417 messages carry. */
export function numericCountry(alpha2: string): string {
  return countries.alpha2ToNumeric(alpha2.toUpperCase()) ?? '000';
}

export interface PieceOf {
  /** 0-based. */
  index: number;
  count: number;
  trackingNumber: string;
  weight: number;
}

/** A MaxiCode's mode and the messages to try, longest first. */
export interface MaxiCodeMessages {
  /** 2: a numeric (US) postal code; 3: an alphanumeric one. */
  mode: 2 | 3;
  messages: string[];
}

/**
 * The postal code as MaxiCode's primary message carries it: up to 9 digits in mode 2, else up to 6
 * letters and digits in mode 3. Decision: an address without a postal code is coded "00000".
 */
export function maxiCodePostalCode(postalCode: string | null): { mode: 2 | 3; code: string } {
  const code = (postalCode ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (code === '') return { mode: 2, code: '00000' };
  if (/^\d{1,9}$/.test(code)) return { mode: 2, code };
  return { mode: 3, code: code.slice(0, 6) };
}

/**
 * The UPS MaxiCode ("Smart Label") message to `to`: primary message postal code, country (numeric)
 * and service class; secondary `[)>␞01␝96` + tracking number + SCAC "UPSN" + shipper number + pickup
 * day (Julian) + shipment id + package n/x + weight + address validation + street, city, state.
 * Decision: the service class is the UPS service code zero-padded ("03" → "003"), and the tracking
 * field is "1Z" + the number's last 8 characters, as UPS's own examples carry it.
 */
export function upsMaxiCodeMessages(
  input: ShipmentDocumentInput,
  to: DocumentParty,
  piece: PieceOf,
): MaxiCodeMessages {
  const address = to.address;
  const postal = maxiCodePostalCode(address.postalCode);
  const serviceClass = field(input.service.code, 3).padStart(3, '0');
  const head = [
    `[)>${RS}01${GS}96${postal.code}`,
    numericCountry(address.countryCode),
    serviceClass,
    `1Z${piece.trackingNumber.slice(-8)}`,
    'UPSN',
    piece.trackingNumber.slice(2, 8),
    julianDay(input.shipDate),
    field(input.shipmentId, 10),
    `${piece.index + 1}/${piece.count}`,
    String(Math.max(1, Math.ceil(piece.weight))),
    'N',
  ].join(GS);
  const message = (street: string, city: string) =>
    `${head}${GS}${street}${GS}${city}${GS}${field(address.division, 2)}${RS}${EOT}`;
  const street = field(address.addressLine1, 35);
  const city = field(address.city, 20);
  // The secondary message holds about 84 characters: long addresses are shortened until it fits.
  return {
    mode: postal.mode,
    messages: [message(street, city), message(street.slice(0, 15), city), message('', city), message('', '')],
  };
}

/** The MaxiCode of the first message that fits. */
export async function maxiCodePng({ mode, messages }: MaxiCodeMessages): Promise<Uint8Array> {
  let last: unknown;
  for (const text of messages) {
    try {
      return await png({ bcid: 'maxicode', text, mode, scale: SCALE });
    } catch (error) {
      last = error;
    }
  }
  throw last;
}

/**
 * The FedEx PDF417 message, in the same MH10.8.3 shape FedEx Ground labels use: postal code,
 * country, service, tracking number, SCAC (FDEG Ground, FDEB Express), pickup day, package n/x,
 * weight, address, then the recipient.
 */
export function fedexPdf417Message(
  input: ShipmentDocumentInput,
  recipient: DocumentParty,
  piece: PieceOf,
): string {
  const to = recipient.address;
  const ground = /GROUND|HOME_DELIVERY/.test(input.service.code.toUpperCase());
  return `${[
    `[)>${RS}01${GS}02${field(to.postalCode, 10).replace(/[^0-9A-Z]/g, '')}`,
    numericCountry(to.countryCode),
    field(input.service.code, 30),
    piece.trackingNumber,
    ground ? 'FDEG' : 'FDEB',
    field(input.billing.accountNumber, 12),
    julianDay(input.shipDate),
    field(input.shipmentId, 20),
    `${piece.index + 1}/${piece.count}`,
    `${roundTo(piece.weight, 1)}${input.measurementSystem === 'metric' ? 'KG' : 'LB'}`,
    'N',
    field(to.addressLine1, 35),
    field(to.city, 35),
    field(to.division, 2),
    field(recipient.contactName, 35),
    field(recipient.companyName, 35),
  ].join(GS)}${RS}${EOT}`;
}
