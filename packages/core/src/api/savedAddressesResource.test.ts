import { describe, expect, it, vi } from 'vitest';
import type { SavedAddressBodyInput } from '../contract/addresses';
import { createApiClient } from './createApiClient';
import { createFakeFetch, type FakeAnswer, type SentRequest } from './fakeFetch.test-helper';
import { fetchExchange } from './fetchExchange';

const contact: SavedAddressBodyInput = {
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  address: {
    addressLine1: '350 Fifth Avenue',
    locality: 'New York',
    administrativeArea: 'NY',
    postalCode: '10118',
    countryCode: 'US',
  },
  contact: { email: 'dana@example.com', phone: { number: '+1 212 555 0142' } },
  isResidential: false,
};

const exchanges = [
  ['ofetch', undefined],
  ['fetch', fetchExchange],
] as const;

describe.each(exchanges)(
  'the address book through the API client over %s (spec 03 §7)',
  (_name, exchange) => {
    function clientWith(handler: (r: SentRequest) => FakeAnswer, acting = false) {
      const fake = createFakeFetch(handler);
      const client = createApiClient({
        baseUrl: 'https://api.test/api',
        getToken: () => 'client-token',
        ...(exchange ? { exchange: exchange(fake.fetch) } : { fetch: fake.fetch }),
        ...(acting ? { actingFor: () => ({ userId: 'u-client' }) } : {}),
        logger: { warn: vi.fn(), error: vi.fn() },
      });
      return { client, sent: fake.sent };
    }

    it('lists 9 a page with autocompleteName, and a 404 as an empty page', async () => {
      const { client, sent } = clientWith(() => ({
        status: 404,
        body: { 'hydra:description': 'Not Found' },
      }));
      await expect(client.savedAddresses({ autocompleteName: ' north ' })).resolves.toEqual({
        items: [],
        totalItems: 0,
      });
      expect(sent[0]?.query).toEqual({ page: '1', itemsPerPage: '9', autocompleteName: 'north' });
    });

    it('fetches every page of the book', async () => {
      const { client, sent } = clientWith((r) => ({
        status: 200,
        body: {
          'hydra:totalItems': 501,
          'hydra:member':
            r.query.page === '1'
              ? Array.from({ length: 500 }, (_, i) => ({ id: `a${i}` }))
              : [{ id: 'last' }],
        },
      }));
      const all = await client.allSavedAddresses();
      expect(all).toHaveLength(501);
      expect(sent.map((r) => r.query.page)).toEqual(['1', '2']);
      expect(sent[0]?.query.itemsPerPage).toBe('500');
    });

    it('creates, changes and deletes a contact', async () => {
      const { client, sent } = clientWith((r) =>
        r.method === 'DELETE' ? { status: 204 } : { status: 200, body: { id: 'c-1' } },
      );
      await client.createSavedAddress(contact);
      await client.updateSavedAddress('c-1', contact);
      await client.deleteSavedAddress('c-1');
      expect(sent.map((r) => `${r.method} ${r.pathname}`)).toEqual([
        'POST /api/saved_addresses',
        'PUT /api/saved_addresses/c-1',
        'DELETE /api/saved_addresses/c-1',
      ]);
      expect(sent[0]?.body).toMatchObject({ companyName: 'Northwind Ceramics' });
    });

    it('uploads the file in the form field addresses, acting-for fields in the query', async () => {
      const { client, sent } = clientWith(
        () => ({ status: 200, body: { addresses: [], notValidAddresses: [] } }),
        true,
      );
      const file = new Blob(['Company Name\nAcme'], { type: 'text/csv' });
      await client.importAddresses(Object.assign(file, { name: 'contacts.csv' }));
      const form = sent[0]?.body as FormData;
      expect(form.get('addresses')).toBeInstanceOf(Blob);
      expect((form.get('addresses') as File).name).toBe('contacts.csv');
      expect(sent[0]?.headers['content-type']).toBeUndefined();
      expect(sent[0]?.query).toMatchObject({ ownedBy: '/users/u-client', createdBy: '/users/u-client' });
    });

    it("throws the server's reason for a file it cannot read", async () => {
      const { client } = clientWith(() => ({
        status: 422,
        body: {
          'hydra:description':
            'The file is password-protected. Remove its password in Excel and import it again.',
        },
      }));
      await expect(
        client.importAddresses(Object.assign(new Blob(['x']), { name: 'a.xlsx' })),
      ).rejects.toThrow('The file is password-protected. Remove its password in Excel and import it again.');
    });

    it('downloads the book as a file, and reads an error answer as one', async () => {
      const { client, sent } = clientWith(() => ({
        status: 200,
        text: 'Contact Name,Company Name\r\n',
        contentType: 'text/csv',
      }));
      const file = (await client.exportAddressBook('csv')) as Blob;
      expect(await file.text()).toBe('Contact Name,Company Name\r\n');
      expect(sent[0]?.query).toEqual({ format: 'csv' });
      const failing = clientWith(() => ({
        status: 400,
        body: { 'hydra:description': 'Format must be one of: csv, xlsx' },
      }));
      await expect(failing.client.exportAddressBook('csv')).rejects.toThrow(
        'Format must be one of: csv, xlsx',
      );
    });
  },
);
