import type { ContactField, ContactRow } from './addressColumns';
import { restoreNeutralized } from './spreadsheetCell';

const YES = new Set(['y', 'yes', 'true', '1', 'residential', 'residence', 'home', 'r', 'x']);
const NO = new Set(['', 'n', 'no', 'false', '0', 'commercial', 'business', 'c', 'b']);

/**
 * A residential cell: Y, Yes, True, 1 or "Residential" (UPS, FedEx and DHL exports and ours), N, No,
 * False, 0 or "Commercial"/"Business"; null when it says neither. Decision: an empty cell, or a file
 * with no such column, is a business address — most address books mark only the residential ones.
 */
export function readResidential(value: string): boolean | null {
  const key = value.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return null;
}

/** "212-555-0142 x12", "+1 212 555 0142 ext. 12", "212 555 0142 #12": the number and the extension. */
export function splitPhoneExtension(value: string): { number: string; extension: string } {
  const match = /^(.*?\d.*?)\s*(?:ext\.?|extension|x|#)\s*(\d{1,10})$/i.exec(value.trim());
  return match
    ? { number: (match[1] as string).trim(), extension: match[2] as string }
    : { number: value.trim(), extension: '' };
}

export interface ReadRowOptions {
  /** A country as the file names it ("US", "USA", "United States", "germany") as its ISO alpha-2 code, or null. */
  countryCodeOf: (value: string) => string | null;
}

/**
 * One data row of an address file as a contact, by the fields its columns fill (columnFields). Cells are
 * trimmed and our own formula neutralisation is undone (spreadsheetCell.ts); the contact's name is its
 * contact-name column, else first and last names, else the nickname; a phone cell may carry the extension.
 */
export function readContactRow(
  fields: readonly (ContactField | null)[],
  cells: readonly string[],
  options: ReadRowOptions,
): ContactRow {
  const value: Partial<Record<ContactField, string>> = {};
  fields.forEach((field, index) => {
    if (field) value[field] = restoreNeutralized(cells[index] ?? '').trim();
  });
  const text = (field: ContactField) => value[field] ?? '';
  const contactName =
    text('contactName') ||
    [text('firstName'), text('lastName')].filter(Boolean).join(' ') ||
    text('nickname');
  const phone = text('phoneExtension')
    ? { number: text('phone'), extension: text('phoneExtension') }
    : splitPhoneExtension(text('phone'));
  const country = text('countryCode');
  const countryCode = country ? (options.countryCodeOf(country) ?? country) : '';
  return {
    nickname: contactName,
    companyName: text('companyName'),
    contactName,
    address: {
      addressLine1: text('addressLine1'),
      addressLine2: text('addressLine2'),
      addressLine3: text('addressLine3'),
      postalCode: countryCode === 'US' ? zipWithLeadingZeros(text('postalCode')) : text('postalCode'),
      locality: text('locality'),
      dependentLocality: text('dependentLocality'),
      administrativeArea: text('administrativeArea'),
      countryCode,
    },
    contact: { name: contactName, email: text('email'), phone },
    vatNumber: text('vatNumber'),
    taxId: text('taxId'),
    eoriNumber: text('eoriNumber'),
    isResidential: readResidential(text('residential')),
  };
}

/**
 * Decision: a US zip of three or four digits lost its leading zeros in a spreadsheet that read it as a
 * number (07302 → 7302, 00501 → 501: New England, New Jersey, Puerto Rico); they are put back.
 */
function zipWithLeadingZeros(zip: string): string {
  return /^\d{3,4}$/.test(zip)
    ? zip.padStart(5, '0')
    : /^\d{3,4}-\d{4}$/.test(zip)
      ? zip.padStart(10, '0')
      : zip;
}
