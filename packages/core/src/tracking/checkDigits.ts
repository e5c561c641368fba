/**
 * The check digits of the tracking numbers Shipdeck books (docs/carriers.md#tracking-numbers), each
 * verified against the carriers' published test numbers. Inputs are the data characters without the
 * check digit, already upper case; a character outside the scheme's alphabet throws, so a caller
 * never gets a digit for something that is no tracking number.
 */

/** UPS maps a letter to (ASCII code − 3) mod 10: A→2, B→3 … I→0 … Z→7; a digit is itself. */
export function upsCharacterValue(character: string): number {
  if (/^[0-9]$/.test(character)) return Number(character);
  if (/^[A-Z]$/.test(character)) return (character.charCodeAt(0) - 3) % 10;
  throw new RangeError(`"${character}" is not a letter or digit of a UPS tracking number`);
}

/**
 * UPS 1Z: over the 15 characters after "1Z" (shipper 6, service 2, package 7), odd positions
 * (1-based) count once and even positions twice; the check digit brings the sum to a multiple of 10.
 */
export function upsCheckDigit(data: string): number {
  if (data.length !== 15) throw new RangeError('a UPS 1Z check digit covers 15 characters');
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += upsCharacterValue(data.charAt(i)) * (i % 2 === 0 ? 1 : 2);
  return (10 - (sum % 10)) % 10;
}

/** FedEx Express 12: the 11 serial digits weighted 3, 1, 7 repeating from the left; (sum mod 11) mod 10. */
export const FEDEX_WEIGHTS = [3, 1, 7] as const;

export function fedexCheckDigit(serial: string): number {
  if (!/^\d{11}$/.test(serial)) throw new RangeError('a FedEx Express check digit covers 11 digits');
  let sum = 0;
  for (let i = 0; i < serial.length; i++) sum += Number(serial.charAt(i)) * FEDEX_WEIGHTS[i % 3]!;
  return (sum % 11) % 10;
}

/** DHL Express waybill: the first 9 digits, read as a number, mod 7. */
export function dhlCheckDigit(serial: string): number {
  if (!/^\d{9}$/.test(serial)) throw new RangeError('a DHL Express waybill check digit covers 9 digits');
  return Number(serial) % 7;
}
