import type { CardBrand } from '../gateway';

/** True when `digits` (digits only) passes the Luhn check digit test (ISO/IEC 7812-1). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Lengths each brand's numbers have. */
const BRAND_LENGTHS: Record<CardBrand, readonly number[]> = {
  Visa: [13, 16, 19],
  Mastercard: [16],
  Amex: [15],
  Discover: [16, 19],
};

/** The brand a card number belongs to by its leading digits (IIN ranges), or undefined. */
export function cardBrand(digits: string): CardBrand | undefined {
  let brand: CardBrand | undefined;
  if (/^4/.test(digits)) brand = 'Visa';
  else if (/^3[47]/.test(digits)) brand = 'Amex';
  else if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) brand = 'Mastercard';
  else if (/^(6011|65|64[4-9]|622)/.test(digits)) brand = 'Discover';
  return brand && BRAND_LENGTHS[brand].includes(digits.length) ? brand : undefined;
}

/** Security code length by brand: 4 digits for Amex, 3 for the others. */
export function cardCodeLength(brand: CardBrand): number {
  return brand === 'Amex' ? 4 : 3;
}

/** Month and four-digit year of an MM/YY or MM/YYYY expiry, or undefined when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!match) return undefined;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** True when a card expiring at the end of month/year is no longer valid on `now` (UTC). */
export function expiryPast(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** True when a 9-digit ABA routing number passes its checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10. */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}
