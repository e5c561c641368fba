import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countryCodeOf } from '../savedAddressRules';
import { AddressFileError, cellText, decodeText, formatOfName, readAddressFile } from './readAddressFile';

const refusedWith = async (bytes: Uint8Array, name: string) => {
  try {
    await readAddressFile(bytes, name);
    return null;
  } catch (error) {
    return error instanceof AddressFileError ? error.key : String(error);
  }
};

describe('reading an address file (spec 03 §5: only .xlsx or .csv)', () => {
  it('takes .csv and .xlsx names in any case, and nothing else', () => {
    expect(formatOfName('Contacts.CSV')).toBe('csv');
    expect(formatOfName('book.xlsx')).toBe('xlsx');
    expect(formatOfName('book.xls')).toBeNull();
    expect(formatOfName('book.csv.exe')).toBeNull();
  });

  it('decodes UTF-8, UTF-8 with a byte order mark, UTF-16 and Windows-1252', () => {
    expect(decodeText(Buffer.from('München'))).toBe('München');
    expect(decodeText(Buffer.from('\uFEFFMünchen'))).toBe('München');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('München', 'utf16le')]))).toBe(
      'München',
    );
    expect(decodeText(Buffer.from('München', 'latin1'))).toBe('München');
  });

  it('numbers rows as a spreadsheet does, empty lines counted', async () => {
    const rows = await readAddressFile(
      Buffer.from('Company Name,Address 1\r\n\r\nAcme,1 Main St\r\n'),
      'a.csv',
    );
    expect(rows).toEqual([
      { row: 1, cells: ['Company Name', 'Address 1'] },
      { row: 3, cells: ['Acme', '1 Main St'] },
    ]);
  });

  it('reads semicolon-separated files', async () => {
    const rows = await readAddressFile(
      Buffer.from('Company Name;Address 1\nAcme, Inc.;1 Main St\n'),
      'a.csv',
    );
    expect(rows[1]?.cells).toEqual(['Acme, Inc.', '1 Main St']);
  });

  it('refuses a workbook that is not one, whatever its name', async () => {
    expect(await refusedWith(Buffer.from('Company Name\nAcme\n'), 'a.xlsx')).toBe(
      'addressBook.import.contentMismatch',
    );
    expect(await refusedWith(Buffer.from('504b030400', 'hex'), 'a.csv')).toBe(
      'addressBook.import.contentMismatch',
    );
  });

  it('gives a formula cell its cached result, never its formula', () => {
    expect(
      cellText({ formula: 'HYPERLINK("http://evil.example")', result: 'Click' } as ExcelJS.CellValue),
    ).toBe('Click');
    expect(cellText({ formula: '1/0', result: { error: '#DIV/0!' } } as ExcelJS.CellValue)).toBe('');
    expect(cellText({ richText: [{ text: 'Acme ' }, { text: 'Corp' }] } as ExcelJS.CellValue)).toBe(
      'Acme Corp',
    );
    expect(cellText(78701)).toBe('78701');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
  });

  it('reads the first sheet that has rows', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    workbook.addWorksheet('Contacts').addRows([
      ['Company Name', 'Address 1'],
      ['Acme', '1 Main St'],
    ]);
    const rows = await readAddressFile(new Uint8Array(await workbook.xlsx.writeBuffer()), 'a.xlsx');
    expect(rows.map((row) => row.cells)).toEqual([
      ['Company Name', 'Address 1'],
      ['Acme', '1 Main St'],
    ]);
  });
});

describe('countries as address files name them', () => {
  it.each([
    ['US', 'US'],
    ['usa', 'US'],
    ['United States', 'US'],
    ['United States of America', 'US'],
    ['DEU', 'DE'],
    ['germany', 'DE'],
    ["Côte d'Ivoire", 'CI'],
    ['UK', 'GB'],
    ['Atlantis', null],
  ])('reads %j as %j', (value, code) => {
    expect(countryCodeOf(value)).toBe(code);
  });
});
