import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { failedContactsCsv } from '@shipdeck/core/addressBook';
import type { ImportAddressesResponse } from '@shipdeck/core/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { multipartForm } from '../testing/multipart';
import { bearer } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const HEADER =
  'Company Name,Contact Name,Address Line 1,City,State/Province,Postal Code,Country,Email,Phone,Residential';
const good = (n: number) =>
  `Company ${n},Contact Person ${n},${n} Main Street,Austin,TX,78701,US,person${n}@example.com,+1 512 555 0100,N`;

/** n good rows as a CSV file. */
const csvOf = (rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;

async function xlsxOf(rows: Array<Array<ExcelJS.CellValue>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(HEADER.split(','));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const goodCells = (n: number): ExcelJS.CellValue[] => good(n).split(',');

/** A zip of one deflated file (local header, data, central directory, end record: APPNOTE 4.3). */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const common = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at); // version needed
    header.writeUInt16LE(0, at + 2); // flags
    header.writeUInt16LE(8, at + 4); // deflate
    header.writeUInt32LE(0, at + 6); // time, date
    header.writeUInt32LE(crc32(content), at + 10);
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(content.length, at + 18);
    header.writeUInt16LE(fileName.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  common(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  common(central, 6);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const fixture = (name: string) => readFileSync(new URL(`./files/fixtures/${name}`, import.meta.url));

describe.each(backends)('importing contacts on $name (spec 03 §5 "Address import", §7)', (backend) => {
  const ctx = useAccountsApp(backend);
  const upload = async (
    token: string,
    fileName: string,
    bytes: Uint8Array | string,
    fields: Record<string, string> = {},
  ) => {
    const form = multipartForm({ field: 'addresses', fileName, bytes }, fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/import_addresses',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  /** A fresh account's token per test would need accounts; each test imports into its own caller's book. */
  const tokenOf = (key: string) => signIn(ctx.app, demoEmail(key)).then((s) => s.token);
  const count = async (token: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/saved_addresses?itemsPerPage=1',
        headers: bearer(token),
      })
    ).json()['hydra:totalItems'] as number;
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    description: (response.json() as Record<string, unknown>)['hydra:description'],
  });

  describe.skipIf(!backend.available)('a file with good, bad and hostile rows', () => {
    it('stores the good rows, answers the bad ones with why, and neither fails the other (CSV)', async () => {
      const token = await tokenOf('client');
      const before = await count(token);
      const response = await upload(
        token,
        'contacts.csv',
        csvOf([
          good(1),
          // Row 3: the zip is not a US format; row 4: no company; row 5: a formula as the company name.
          'Hudson Print,Ann Lee,1 Main St,Albany,NY,12-207,US,ann@example.com,+1 518 555 0100,Y',
          ',Bob Stone,2 Main St,Albany,NY,12207,US,bob@example.com,+1 518 555 0101,N',
          '"=HYPERLINK(""http://evil.example"",""Click"")",Eve Mallory,3 Main St,Albany,NY,12207,US,eve@example.com,+1 518 555 0102,N',
          good(2),
        ]),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as ImportAddressesResponse;
      expect(body.addresses.map((a) => a.companyName)).toEqual([
        'Company 1',
        '=HYPERLINK("http://evil.example","Click")',
        'Company 2',
      ]);
      expect(body.addresses[0]).toMatchObject({
        contactPhone: { number: '+1 512 555 0100', extension: '', dialCode: '+1' },
        residential: false,
        ownedById: DEMO_CLIENT_ID,
      });
      expect(body.notValidAddresses).toEqual([
        expect.objectContaining({
          row: 3,
          companyName: 'Hudson Print',
          isResidential: true,
          violations: [
            expect.objectContaining({
              propertyPath: 'address.postalCode',
              message: 'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
            }),
          ],
        }),
        expect.objectContaining({
          row: 4,
          contactName: 'Bob Stone',
          violations: [
            expect.objectContaining({ propertyPath: 'companyName', message: 'Company Name is required' }),
          ],
        }),
      ]);
      // Stored: the list has them (one transaction, acknowledged after it committed).
      expect(await count(token)).toBe(before + 3);

      // The failed contacts, fixed, import again (spec 03 §8).
      const failed = failedContactsCsv(body.notValidAddresses)
        .replace(',12-207,', ',12207,')
        .replace('Bob Stone,,', 'Bob Stone,Stone Ltd,');
      const again = (await upload(token, 'Failed contacts.csv', failed)).json() as ImportAddressesResponse;
      expect(again.notValidAddresses).toEqual([]);
      expect(again.addresses.map((a) => [a.companyName, a.address.postalCode])).toEqual([
        ['Hudson Print', '12207'],
        ['Stone Ltd', '12207'],
      ]);
    });

    it('reads an XLSX file: the cached result of a formula cell, never its formula; numbers as text', async () => {
      const token = await tokenOf('whitelisted');
      const bytes = await xlsxOf([
        goodCells(1),
        [
          { formula: 'CONCATENATE("Evil","Corp")', result: 'EvilCorp' } as ExcelJS.CellValue,
          'Mallory Smith',
          '4 Main St',
          'Boston',
          'MA',
          2134,
          'United States',
          { text: 'mallory@example.com', hyperlink: 'mailto:mallory@example.com' } as ExcelJS.CellValue,
          '+1 617 555 0100',
          'Yes',
        ],
        ['', '', '', '', '', '', '', '', '', ''],
        [
          'Bad Phone Inc',
          'Carl Jones',
          '5 Main St',
          'Boston',
          'MA',
          '02134',
          'US',
          'carl@example.com',
          '123',
          'N',
        ],
      ]);
      const response = await upload(token, 'contacts.xlsx', bytes);
      expect(response.statusCode).toBe(200);
      const body = response.json() as ImportAddressesResponse;
      expect(body.addresses).toHaveLength(2);
      // The zip lost its leading zero as a number cell; a US zip of four digits gets it back.
      expect(body.addresses[1]).toMatchObject({
        companyName: 'EvilCorp',
        address: { postalCode: '02134', countryCode: 'US' },
        contact: { email: 'mallory@example.com' },
        residential: true,
      });
      // The empty row 4 is skipped and still counted, as the spreadsheet numbers rows.
      expect(body.notValidAddresses).toEqual([
        expect.objectContaining({
          row: 5,
          violations: [
            expect.objectContaining({
              propertyPath: 'contact.phone.number',
              message: 'Phone Number is not valid',
            }),
          ],
        }),
      ]);
    });

    it("maps the headers of the shipping tools' address-book exports, case-insensitively", async () => {
      const token = await tokenOf('client2');
      const ups = [
        'NICKNAME,Company or Name,Attention,Address 1,Address 2,City,State/Province/Other,Postal Code,Country/Territory,Telephone,Extension,E-mail Address,Residential Indicator',
        'HQ,Acme Corp,Jane Roe,1 Congress Ave,Suite 100,Austin,Texas,78701,USA,512-555-0100,7,jane@acme.example,Y',
      ].join('\n');
      const fedex = [
        'Contact;Company;Address1;City;State;Zip;Country Code;Phone;Email;Residential',
        'Max Muster;Keramik Haus;Unter den Linden 1;Berlin;;10117;DE;+49 30 1234567 x 12;max@keramik.example;N',
      ].join('\n');
      const dhl = [
        'My DHL address book',
        'Company Name,Contact Name,Address Line 1,Suburb,City,County,Postal Code,Country Code,Phone,Email,VAT/Tax ID,EORI,Residential Address',
        'Thames Gallery Ltd,Olivia Grant,12 Bankside,,London,,SE1 9TG,GB,+44 20 7946 0958,olivia@example.com,GB123456789,GB123456789000,No',
      ].join('\n');
      const answers = [];
      for (const [name, text] of [
        ['ups.csv', ups],
        ['fedex.csv', fedex],
        ['dhl.csv', dhl],
      ] as const) {
        const response = await upload(token, name, text);
        expect(response.statusCode, name).toBe(200);
        answers.push(response.json() as ImportAddressesResponse);
      }
      for (const answer of answers) expect(answer.notValidAddresses).toEqual([]);
      expect(answers[0]?.addresses[0]).toMatchObject({
        companyName: 'Acme Corp',
        contactName: 'Jane Roe',
        address: { addressLine2: 'Suite 100', administrativeArea: 'TX', countryCode: 'US' },
        contact: { phone: { number: '512-555-0100', extension: '7' } },
        isResidential: true,
      });
      expect(answers[1]?.addresses[0]).toMatchObject({
        contactName: 'Max Muster',
        address: { countryCode: 'DE', locality: 'Berlin' },
        contact: { phone: { number: '+49 30 1234567', extension: '12' } },
        contactPhone: { dialCode: '+49' },
      });
      expect(answers[2]?.addresses[0]).toMatchObject({
        companyName: 'Thames Gallery Ltd',
        vatNumber: 'GB123456789',
        eoriNumber: 'GB123456789000',
        isResidential: false,
      });
    });

    it("reads Excel's plain CSV (Windows-1252, semicolons) and UTF-8 with a byte order mark", async () => {
      const token = await tokenOf('client2');
      const latin = Buffer.from(
        'Company Name;Contact Name;Address Line 1;City;Postal Code;Country;Email;Phone\r\nMünchner Töpferei;Jürgen Groß;Marienplatz 1;München;80331;Germany;j@example.de;+49 89 1234567\r\n',
        'latin1',
      );
      const first = (await upload(token, 'excel.csv', latin)).json() as ImportAddressesResponse;
      expect(first.addresses[0]).toMatchObject({
        companyName: 'Münchner Töpferei',
        address: { locality: 'München', countryCode: 'DE' },
      });
      const bom = `\uFEFF${csvOf([good(7)])}`;
      const second = (await upload(token, 'utf8.csv', bom)).json() as ImportAddressesResponse;
      expect(second.addresses[0]?.companyName).toBe('Company 7');
    });
  });

  describe.skipIf(!backend.available)('large files', () => {
    it('imports 5,000 rows of CSV in one request', async () => {
      const token = await tokenOf('admin');
      const before = await count(token);
      const rows = Array.from({ length: 5000 }, (_, i) => good(i));
      const started = performance.now();
      const response = await upload(token, 'big.csv', csvOf(rows));
      const ms = performance.now() - started;
      expect(response.statusCode).toBe(200);
      const body = response.json() as ImportAddressesResponse;
      expect(body.addresses).toHaveLength(5000);
      expect(body.notValidAddresses).toEqual([]);
      expect(body.addresses[4999]?.companyName).toBe('Company 4999');
      expect(await count(token)).toBe(before + 5000);
      console.info(`import of 5,000 CSV rows on ${backend.name}: ${Math.round(ms)} ms`);
    }, 120_000);

    it('imports 5,000 rows of XLSX with a bad row in the middle', async () => {
      const token = await tokenOf('superadmin');
      const rows = Array.from({ length: 5000 }, (_, i) =>
        i === 2500
          ? [
              '',
              'No Company',
              '1 Main St',
              'Austin',
              'TX',
              '78701',
              'US',
              'x@example.com',
              '+1 512 555 0100',
              'N',
            ]
          : goodCells(i),
      );
      const response = await upload(token, 'big.xlsx', await xlsxOf(rows));
      expect(response.statusCode).toBe(200);
      const body = response.json() as ImportAddressesResponse;
      expect(body.addresses).toHaveLength(4999);
      expect(body.notValidAddresses.map((row) => row.row)).toEqual([2502]);
    }, 120_000);

    it('refuses a file over 5 MB with 413 and a clear text, storing nothing', async () => {
      const token = await tokenOf('client');
      const before = await count(token);
      const rows = Array.from({ length: 60_000 }, (_, i) => good(i));
      const response = await upload(token, 'huge.csv', csvOf(rows));
      expect(refusal(response)).toEqual({
        status: 413,
        description: 'The file is larger than 5 MB. Split it into smaller files and import each.',
      });
      expect(await count(token)).toBe(before);
    });

    it('refuses more than 10,000 rows', async () => {
      const token = await tokenOf('client');
      const rows = Array.from(
        { length: 10_050 },
        (_, i) => `C${i},Person ${i},${i} Main St,Austin,TX,78701,US,p@example.com,+1 512 555 0100,N`,
      );
      expect(refusal(await upload(token, 'many.csv', csvOf(rows)))).toEqual({
        status: 422,
        description:
          'The file has more than 10,000 contacts. Split it into files of at most 10,000 rows and import each.',
      });
    }, 60_000);
  });

  describe.skipIf(!backend.available)('files that are not address files', () => {
    const PNG = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201',
      'hex',
    );

    it.each([
      [
        'notes.txt',
        'Company Name,Contact Name\nAcme,Jane',
        422,
        'Please choose a .csv or .xlsx file: only these can be imported.',
      ],
      [
        'picture.csv',
        PNG,
        422,
        'This file is named .csv but its content is not a CSV file. Save it as .csv or .xlsx and import it again.',
      ],
      [
        'contacts.xlsx',
        csvOf([good(1)]),
        422,
        'This file is named .xlsx but its content is not a XLSX file. Save it as .csv or .xlsx and import it again.',
      ],
      ['empty.csv', '', 422, 'The file is empty.'],
      ['blank.csv', '\r\n,,,\r\n\r\n', 422, 'The file is empty.'],
      ['header-only.csv', `${HEADER}\r\n`, 422, 'The file has no contacts below its header row.'],
      [
        'no-header.csv',
        `${good(1)}\r\n`,
        422,
        expect.stringMatching(/^The first row of the file does not name the columns/),
      ],
      [
        'broken.csv',
        `${HEADER}\r\n"Acme,Jane Roe,1 Main St\r\n`,
        422,
        expect.stringMatching(/^The CSV file could not be read near line \d+\./),
      ],
      [
        'corrupt.xlsx',
        Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(2000, 7)]),
        422,
        'The file could not be read: it seems damaged. Save it again and import it.',
      ],
      [
        'old.xlsx',
        Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4000)]),
        422,
        'This is an old Excel (.xls) file. Save it as .xlsx or .csv and import it again.',
      ],
    ])('refuses %s with a clear text', async (name, bytes, status, description) => {
      const token = await tokenOf('client');
      expect(refusal(await upload(token, name, bytes as Uint8Array | string))).toEqual({
        status,
        description,
      });
    });

    it('refuses a password-protected workbook', async () => {
      const token = await tokenOf('client');
      const response = await upload(token, 'protected.xlsx', fixture('password-protected.xlsx'));
      expect(refusal(response)).toEqual({
        status: 422,
        description: 'The file is password-protected. Remove its password in Excel and import it again.',
      });
      expect(response.json().violations[0].propertyPath).toBe('addresses');
    });

    it('refuses a zip bomb unopened, from what its directory declares', async () => {
      const token = await tokenOf('client');
      // 150 MB of zeros deflate to ~150 KB: a real zip, well under the 5 MB upload limit.
      const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(150 * 1024 * 1024));
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect(refusal(await upload(token, 'bomb.xlsx', bomb))).toEqual({
        status: 422,
        description:
          'The spreadsheet unpacks to more than 100 MB. Split it into smaller files and import each.',
      });
    }, 60_000);

    it('answers a request that is not a form, or a form without the file, with a 4xx', async () => {
      const token = await tokenOf('client');
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/import_addresses',
        headers: bearer(token),
        payload: { addresses: 'Company Name\nAcme' },
      });
      expect(json.statusCode).toBe(415);
      const noFile = multipartForm(null, { note: 'no file' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/import_addresses',
        headers: { ...bearer(token), ...noFile.headers },
        payload: noFile.payload,
      });
      expect(refusal(response)).toEqual({
        status: 422,
        description: 'Choose a .csv or .xlsx file to import (form field addresses).',
      });
      const cut = await ctx.app.inject({
        method: 'POST',
        url: '/api/import_addresses',
        headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="addresses"; filename="a.csv"\r\n\r\nCompany',
      });
      expect(cut.statusCode).toBeGreaterThanOrEqual(400);
      expect(cut.statusCode).toBeLessThan(500);
    });
  });

  describe.skipIf(!backend.available)('acting for a client', () => {
    it("imports into the client's book for a CSR acting for it, audited; another owner named in the form is refused", async () => {
      const csr = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const refused = await upload(csr, 'contacts.csv', csvOf([good(1)]), {
        ownedBy: '/api/users/00000000-0000-4000-8000-000000000002',
      });
      expect(refused.statusCode).toBe(403);
      const response = await upload(csr, 'contacts.csv', csvOf([good(42)]), {
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
        createdBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as ImportAddressesResponse).addresses[0]?.ownedById).toBe(DEMO_CLIENT_ID);
      // Every write made while acting for a client is in the audit log (docs/security.md#audit-log).
      const audit = await ctx.database.handle.db.execute(
        sql`select details from audit_log where subject_id = ${DEMO_CLIENT_ID} and action = 'writeForClient'`,
      );
      expect(JSON.stringify(audit)).toContain('/api/import_addresses');
    });
  });
});
