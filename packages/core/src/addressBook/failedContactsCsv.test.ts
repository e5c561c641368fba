import { describe, expect, it } from 'vitest';
import type { NotValidAddress } from '../contract/addresses';
import { toCsv } from './csv';
import { FAILED_CONTACTS_FILE_NAME, failedContactsCsv } from './failedContactsCsv';

const failed = (over: Partial<NotValidAddress> = {}): NotValidAddress => ({
  row: 3,
  nickname: 'Dana Whitfield',
  companyName: 'Northwind, Ceramics',
  contactName: 'Dana Whitfield',
  address: {
    addressLine1: '350 Fifth Avenue, Floor 5',
    addressLine2: '',
    addressLine3: '',
    postalCode: '1011',
    locality: 'New York',
    dependentLocality: '',
    administrativeArea: 'NY',
    countryCode: 'US',
  },
  contact: {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    phone: { number: '+1 212 555 0142', extension: '12' },
  },
  vatNumber: '',
  taxId: '',
  eoriNumber: '',
  isResidential: true,
  violations: [
    {
      propertyPath: 'address.postalCode',
      message: 'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
    },
  ],
  ...over,
});

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the Failed contacts spreadsheet (spec 03 §8)', () => {
  it('is named Failed contacts', () => {
    expect(FAILED_CONTACTS_FILE_NAME).toBe('Failed contacts.csv');
  });

  it("has the spec's columns, commas in values replaced by spaces and residential shown as Y", () => {
    const [header, row] = lines(failedContactsCsv([failed()]));
    expect(header).toBe(
      'Contact Name,Company Name,Email,Phone,VAT Number,EORI Number,Tax ID,Country,Address Line 1,Address Line 2,Address Line 3,Postal Code,City,Suburb,State/Province,Residential',
    );
    expect(row).toBe(
      "Dana Whitfield,Northwind  Ceramics,dana@example.com,'+1 212 555 0142 ext. 12,,,,US,350 Fifth Avenue  Floor 5,,,1011,New York,,NY,Y",
    );
  });

  it('neutralises formula cells and shows a business address as N', () => {
    const [, row] = lines(
      failedContactsCsv([failed({ companyName: '=HYPERLINK("http://evil.example")', isResidential: false })]),
    );
    expect(row?.split(',')[1]).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row?.endsWith(',N')).toBe(true);
  });
});

describe('CSV documents (RFC 4180)', () => {
  it('quotes fields with commas, quotes and line breaks, with CRLF line ends and a byte order mark', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines",plain\r\n',
    );
  });
});
