import { randomUUID } from 'node:crypto';
import type { SavedAddressBodyInput } from '@shipdeck/core/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { actingToken, demoEmail, quickAccess, signIn, useAccountsApp } from '../testing/accounts';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

export const contactBody = (over: Partial<SavedAddressBodyInput> = {}): SavedAddressBodyInput => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  address: {
    addressLine1: '350 Fifth Avenue',
    locality: 'New York',
    administrativeArea: 'NY',
    postalCode: '10118',
    countryCode: 'US',
  },
  contact: { email: 'dana@example.com', phone: { number: '+1 212 555 0142', extension: '12' } },
  isResidential: false,
  ...over,
});

describe.each(backends)('the address book on $name (spec 03 §3-§7)', (backend) => {
  const ctx = useAccountsApp(backend);
  const client = () => signIn(ctx.app, demoEmail('client')).then((s) => s.token);
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload: payload as object } : {}),
    });

  describe.skipIf(!backend.available)('the routes', () => {
    it('saves a contact in the server shape, answers it, changes it and deletes it', async () => {
      const token = await client();
      const created = await call(token, 'POST', '/api/saved_addresses', contactBody());
      expect(created.statusCode).toBe(201);
      const saved = created.json();
      expect(created.headers.location).toBe(`/api/saved_addresses/${saved.id}`);
      expect(saved).toMatchObject({
        '@type': 'SavedAddress',
        nickname: 'Dana Whitfield',
        companyName: 'Northwind Ceramics',
        contactName: 'Dana Whitfield',
        address: {
          addressLine1: '350 Fifth Avenue',
          locality: 'New York',
          administrativeArea: 'NY',
          postalCode: '10118',
          countryCode: 'US',
        },
        contact: {
          name: 'Dana Whitfield',
          email: 'dana@example.com',
          phone: { number: '+1 212 555 0142', extension: '12' },
        },
        isResidential: false,
        formattedAddress: '350 Fifth Avenue, New York, NY 10118, US',
        ownedById: DEMO_CLIENT_ID,
      });
      // Acknowledged after the write: it is there to read.
      expect((await call(token, 'GET', `/api/saved_addresses/${saved.id}`)).json().id).toBe(saved.id);

      const updated = await call(
        token,
        'PUT',
        `/api/saved_addresses/${saved.id}`,
        contactBody({ companyName: 'Northwind Studio', isResidential: true }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ companyName: 'Northwind Studio', isResidential: true });

      expect((await call(token, 'DELETE', `/api/saved_addresses/${saved.id}`)).statusCode).toBe(204);
      const gone = await call(token, 'GET', `/api/saved_addresses/${saved.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()['hydra:description']).toBe('Contact not found');
    });

    it('normalises US state names and zips, and trims, as the shipment form does', async () => {
      const token = await client();
      const created = await call(
        token,
        'POST',
        '/api/saved_addresses',
        contactBody({
          companyName: '  Hudson Print Co  ',
          address: {
            addressLine1: '1 Main St',
            locality: 'Albany',
            administrativeArea: 'new york',
            postalCode: '122070001',
            countryCode: 'us',
          },
        }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        companyName: 'Hudson Print Co',
        address: { administrativeArea: 'NY', postalCode: '12207-0001', countryCode: 'US' },
      });
    });

    it('refuses a contact that breaks the party rules, with the spec messages at its fields', async () => {
      const token = await client();
      const refused = await call(
        token,
        'POST',
        '/api/saved_addresses',
        contactBody({
          companyName: '',
          address: {
            addressLine1: '350 Fifth Avenue',
            locality: 'New York',
            administrativeArea: 'NY',
            postalCode: '1011',
            countryCode: 'US',
          },
          contact: { email: '', phone: { number: '555' } },
          isResidential: null,
        }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ propertyPath: 'companyName', message: 'Company Name is required' }),
          expect.objectContaining({
            propertyPath: 'address.postalCode',
            message: 'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
          }),
          expect.objectContaining({ propertyPath: 'contact.email', message: 'Email is required' }),
          expect.objectContaining({
            propertyPath: 'contact.phone.number',
            message: 'Phone Number is not valid',
          }),
          expect.objectContaining({ propertyPath: 'isResidential', message: 'Please answer Yes or No' }),
        ]),
      );
      // A German contact needs the city its country uses; an unknown country is refused at its field.
      const german = await call(
        token,
        'POST',
        '/api/saved_addresses',
        contactBody({
          address: { addressLine1: 'Unter den Linden 1', postalCode: '10117', countryCode: 'DE' },
          contact: { email: 'max@example.de', phone: { number: '+49 30 1234567' } },
        }),
      );
      expect(german.json().violations).toContainEqual(
        expect.objectContaining({ propertyPath: 'address.locality', message: 'City is required' }),
      );
      const nowhere = await call(
        token,
        'POST',
        '/api/saved_addresses',
        contactBody({ address: { addressLine1: '1 Main St', countryCode: 'XX' } }),
      );
      expect(nowhere.json().violations[0]).toMatchObject({
        propertyPath: 'address.countryCode',
        message: 'Country is not valid. Please choose a country from the list.',
      });
    });

    it('answers a malformed body or id with a 4xx, never a 500', async () => {
      const token = await client();
      for (const payload of [
        { companyName: 42 },
        { address: 'x' },
        { isResidential: 'yes' },
        { companyName: 'x'.repeat(300) },
      ]) {
        const response = await call(token, 'POST', '/api/saved_addresses', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await call(token, 'GET', '/api/saved_addresses/not-an-id')).statusCode).toBe(404);
      expect((await call(token, 'GET', '/api/saved_addresses?page=0')).statusCode).toBe(400);
      expect((await call(token, 'GET', '/api/saved_addresses/export?format=pdf')).statusCode).toBe(400);
    });

    it('lists the book by company name, 9 a page, every page reachable, and searches names', async () => {
      const token = (await signIn(ctx.app, demoEmail('whitelisted'))).token;
      const companies = [
        'delta',
        'Alpha',
        'charlie',
        'Bravo',
        'echo',
        'Foxtrot',
        'golf',
        'Hotel',
        'india',
        'Juliet',
        'kilo',
      ];
      for (const name of companies) {
        const response = await call(
          token,
          'POST',
          '/api/saved_addresses',
          contactBody({ companyName: `${name} Trading` }),
        );
        expect(response.statusCode).toBe(201);
      }
      const first = (await call(token, 'GET', '/api/saved_addresses')).json();
      expect(first['hydra:totalItems']).toBe(11);
      expect(first['hydra:member']).toHaveLength(9);
      expect(first['hydra:member'].map((a: { companyName: string }) => a.companyName.split(' ')[0])).toEqual([
        'Alpha',
        'Bravo',
        'charlie',
        'delta',
        'echo',
        'Foxtrot',
        'golf',
        'Hotel',
        'india',
      ]);
      expect(first['hydra:view']['hydra:next']).toContain('page=2');
      const second = (await call(token, 'GET', first['hydra:view']['hydra:next'])).json();
      expect(second['hydra:member'].map((a: { companyName: string }) => a.companyName)).toEqual([
        'Juliet Trading',
        'kilo Trading',
      ]);
      const found = (await call(token, 'GET', '/api/saved_addresses?autocompleteName=HOTEL')).json();
      expect(found['hydra:totalItems']).toBe(1);
      expect(found['hydra:member'][0].companyName).toBe('Hotel Trading');
      // By contact name too, and LIKE wildcards are plain characters.
      expect(
        (await call(token, 'GET', '/api/saved_addresses?autocompleteName=whitf')).json()['hydra:totalItems'],
      ).toBe(11);
      expect(
        (await call(token, 'GET', '/api/saved_addresses?autocompleteName=%25')).json()['hydra:totalItems'],
      ).toBe(0);
    });

    it("never shows, changes or deletes another client's contact (404 as for an unknown one)", async () => {
      const token = await client();
      const mine = (await call(token, 'POST', '/api/saved_addresses', contactBody())).json();
      const other = (await signIn(ctx.app, demoEmail('client2'))).token;
      for (const url of [`/api/saved_addresses/${mine.id}`, `/api/saved_addresses/${randomUUID()}`]) {
        expect((await call(other, 'GET', url)).statusCode, url).toBe(404);
      }
      expect(
        (await call(other, 'PUT', `/api/saved_addresses/${mine.id}`, contactBody({ companyName: 'Taken' })))
          .statusCode,
      ).toBe(404);
      expect((await call(other, 'DELETE', `/api/saved_addresses/${mine.id}`)).statusCode).toBe(404);
      const othersList = (await call(other, 'GET', '/api/saved_addresses?itemsPerPage=500')).json();
      expect(othersList['hydra:member'].map((a: { id: string }) => a.id)).not.toContain(mine.id);
      // Naming another account as the owner is refused.
      const claimed = await call(other, 'POST', '/api/saved_addresses', {
        ...contactBody(),
        ownedBy: `/api/users/${DEMO_CLIENT_ID}`,
      });
      expect(claimed.statusCode).toBe(403);
      expect((await call(token, 'GET', `/api/saved_addresses/${mine.id}`)).json().companyName).toBe(
        'Northwind Ceramics',
      );
    });

    it("lets a CSR acting for a client save the client's contact, recorded as the writer and audited", async () => {
      const csr = await actingToken(ctx.app, 'csr', DEMO_CLIENT_ID);
      const created = await call(csr, 'POST', '/api/saved_addresses', {
        ...contactBody({ companyName: 'Saved by support' }),
        ownedBy: `/users/${DEMO_CLIENT_ID}`,
        createdBy: `/users/${DEMO_CLIENT_ID}`,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().ownedById).toBe(DEMO_CLIENT_ID);
      expect(
        (await call(await client(), 'GET', `/api/saved_addresses/${created.json().id}`)).statusCode,
      ).toBe(200);
      const rows = await ctx.database.handle.db.execute(
        sql`select created_by from saved_addresses where id = ${created.json().id}`,
      );
      expect(JSON.stringify(rows)).not.toContain(DEMO_CLIENT_ID);
      const audit = await ctx.database.handle.db.execute(
        sql`select details from audit_log where subject_id = ${DEMO_CLIENT_ID} and action = 'writeForClient'`,
      );
      expect(JSON.stringify(audit)).toContain('/api/saved_addresses');
    });

    it('keeps the book from guests and quick access; an inactive account reads its own and changes nothing', async () => {
      expect((await call(await guestToken(ctx.app), 'GET', '/api/saved_addresses')).statusCode).toBe(403);
      expect(
        (await call(await quickAccess(ctx.app, '812345606'), 'GET', '/api/saved_addresses')).statusCode,
      ).toBe(403);
      const inactive = (await signIn(ctx.app, demoEmail('inactive'))).token;
      // /address-book is on an inactive account's allowed pages: the list shows, writes get the notice.
      const listed = await call(inactive, 'GET', '/api/saved_addresses');
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()['hydra:member']).toEqual([]);
      expect((await call(inactive, 'GET', '/api/saved_addresses/export?format=csv')).statusCode).toBe(200);
      const saved = await call(inactive, 'POST', '/api/saved_addresses', contactBody());
      expect(saved.statusCode).toBe(403);
      expect(saved.json().errorCode).toBe('AccountInactive');
    });

    it('exports the whole book as CSV and XLSX, formula cells neutralised', async () => {
      const token = (await signIn(ctx.app, demoEmail('suspended'))).token;
      await call(
        token,
        'POST',
        '/api/saved_addresses',
        contactBody({ companyName: '=HYPERLINK("http://evil.example","Click")' }),
      );
      await call(
        token,
        'POST',
        '/api/saved_addresses',
        contactBody({ companyName: 'München Keramik, GmbH' }),
      );

      const csv = await call(token, 'GET', '/api/saved_addresses/export?format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(
        /^attachment; filename="Address book \d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Contact Name,Company Name,Email,Phone,/);
      expect(lines).toHaveLength(3);
      expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(csv.body).toContain('"München Keramik, GmbH"');
      expect(csv.body).toContain("'+1 212 555 0142 ext. 12");

      const xlsx = await call(token, 'GET', '/api/saved_addresses/export?format=xlsx');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as never);
      const sheet = workbook.worksheets[0];
      const companies = [2, 3].map((row) => sheet?.getRow(row).getCell(2).value);
      expect(companies).toContain(`'=HYPERLINK("http://evil.example","Click")`);
      // Text cells only: nothing in the export is a formula.
      sheet?.eachRow((row) => row.eachCell((cell) => expect(cell.type).toBe(ExcelJS.ValueType.String)));
    });
  });
});
