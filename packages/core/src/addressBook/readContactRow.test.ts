import { describe, expect, it } from 'vitest';
import { addressFileRows, columnFields, findHeaderRow } from './addressColumns';
import { readContactRow, readResidential, splitPhoneExtension } from './readContactRow';

const countryCodeOf = (value: string) =>
  ({ us: 'US', usa: 'US', 'united states': 'US', germany: 'DE', de: 'DE' })[value.toLowerCase()] ?? null;

describe('reading address files by their headers', () => {
  it('maps headers by name, in any case and punctuation, keeping the first column of a field', () => {
    expect(
      columnFields(['COMPANY NAME', 'e-mail address', 'Zip', 'Country/Territory', 'Company', 'Notes']),
    ).toEqual(['companyName', 'email', 'postalCode', 'countryCode', null, null]);
  });

  it('reads a UPS-style export', () => {
    const headers = [
      'Nickname',
      'Company or Name',
      'Attention',
      'Address 1',
      'City',
      'State/Province/Other',
      'Postal Code',
      'Country/Territory',
      'Telephone',
      'Extension',
      'Email Address',
      'Residential Indicator',
    ];
    const row = readContactRow(
      columnFields(headers),
      [
        'HQ',
        'Acme',
        'Jane Roe',
        '1 Main St',
        'Austin',
        'TX',
        '78701',
        'United States',
        '512-555-0100',
        '7',
        'jane@acme.example',
        'Y',
      ],
      { countryCodeOf },
    );
    expect(row).toMatchObject({
      contactName: 'Jane Roe',
      companyName: 'Acme',
      address: {
        addressLine1: '1 Main St',
        locality: 'Austin',
        administrativeArea: 'TX',
        postalCode: '78701',
        countryCode: 'US',
      },
      contact: { email: 'jane@acme.example', phone: { number: '512-555-0100', extension: '7' } },
      isResidential: true,
    });
  });

  it('reads a FedEx-style export with first and last names and an extension in the phone', () => {
    const headers = [
      'First Name',
      'Last Name',
      'Company',
      'Address1',
      'Zip',
      'City',
      'State',
      'Country Code',
      'Phone',
      'Residential',
    ];
    const row = readContactRow(
      columnFields(headers),
      [
        'Max',
        'Muster',
        'Keramik Haus',
        'Unter den Linden 1',
        '10117',
        'Berlin',
        '',
        'DE',
        '+49 30 123456 x 12',
        'N',
      ],
      { countryCodeOf },
    );
    expect(row.contactName).toBe('Max Muster');
    expect(row.contact.phone).toEqual({ number: '+49 30 123456', extension: '12' });
    expect(row.isResidential).toBe(false);
  });

  it('takes back its own export, formula neutralisation undone', () => {
    const [header, cells] = addressFileRows([
      {
        nickname: 'Dana Whitfield',
        companyName: 'Northwind Ceramics',
        contactName: 'Dana Whitfield',
        address: {
          addressLine1: '350 Fifth Avenue',
          addressLine2: '',
          addressLine3: '',
          postalCode: '10118',
          locality: 'New York',
          dependentLocality: '',
          administrativeArea: 'NY',
          countryCode: 'US',
        },
        contact: {
          name: 'Dana Whitfield',
          email: 'dana@example.com',
          phone: { number: '+1 212 555 0142', extension: '' },
        },
        vatNumber: '',
        taxId: '',
        eoriNumber: '',
        isResidential: false,
      },
    ]);
    const row = readContactRow(
      columnFields(header ?? []),
      (cells ?? []).map((cell) => (cell.startsWith('+') ? `'${cell}` : cell)),
      { countryCodeOf },
    );
    expect(row.contact.phone.number).toBe('+1 212 555 0142');
    expect(row.address.countryCode).toBe('US');
  });

  it('finds the header row below a title row, and none in a file without one', () => {
    expect(findHeaderRow([['My contacts'], ['Company', 'Contact', 'Address 1', 'City']])).toBe(1);
    expect(findHeaderRow([['Acme', 'Jane', '1 Main St']])).toBeNull();
  });

  it.each([
    ['Y', true],
    ['yes', true],
    ['Residential', true],
    ['N', false],
    ['', false],
    ['Commercial', false],
    ['maybe', null],
  ])('reads residential %j as %j', (value, expected) => {
    expect(readResidential(value)).toBe(expected);
  });

  it('splits an extension off a phone number only after digits', () => {
    expect(splitPhoneExtension('212-555-0142 ext. 12')).toEqual({ number: '212-555-0142', extension: '12' });
    expect(splitPhoneExtension('+1 212 555 0142')).toEqual({ number: '+1 212 555 0142', extension: '' });
  });
});
