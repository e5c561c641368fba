import type {
  AddressFileFormat,
  ImportAddressesResponse,
  SavedAddressBodyInput,
  SavedAddressResource,
} from '../contract/addresses';
import {
  ADDRESSES_PER_PAGE,
  IMPORT_ADDRESSES_FIELD,
  MAX_ADDRESSES_PER_PAGE,
} from '../contract/clientConstants';
import { isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

export interface SavedAddressQuery {
  /** Part of a company or contact name (the search box, the company suggestions). */
  autocompleteName?: string;
  page?: number;
  /** 9 by default (spec 03 §9), up to 500. */
  itemsPerPage?: number;
}

/** What FormData is to the resource (core has no DOM lib): the one call it makes. */
interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

/** A file to import: a File or Blob from an input or a drop. */
export interface AddressFile {
  name: string;
}

/**
 * The address book (spec 03 §7). Lists tolerate 404 as an empty page (spec 03 §8). Decision: the import
 * stores the contacts it could read itself, in one transaction (issue 10), so the client does not then
 * POST each imported address one by one as the spec's client did; its answer holds them with their ids.
 */
export function savedAddressesResource(transport: ApiTransport) {
  const path = (id: string) => `/saved_addresses/${encodeURIComponent(id)}`;
  const body = (value: object) => value as Record<string, unknown>;
  const page = async (query: SavedAddressQuery): Promise<Page<SavedAddressResource>> => {
    const data = await transport.request<unknown>('/saved_addresses', {
      query: {
        page: query.page ?? 1,
        itemsPerPage: query.itemsPerPage ?? ADDRESSES_PER_PAGE,
        autocompleteName: query.autocompleteName?.trim() || undefined,
      },
      tolerate: [404],
    });
    if (isApiFailure(data)) return { items: [], totalItems: 0 };
    return unwrapCollection<SavedAddressResource>(data);
  };
  return {
    /** GET /saved_addresses: one page, by company name. */
    savedAddresses: page,
    /**
     * Every contact (spec 03 §7 "all pages fetched"; the modal pages and filters by letter locally), read
     * in pages of 500 until the total is reached.
     */
    async allSavedAddresses(
      query: Omit<SavedAddressQuery, 'page' | 'itemsPerPage'> = {},
    ): Promise<SavedAddressResource[]> {
      const all: SavedAddressResource[] = [];
      for (let number = 1; ; number++) {
        const { items, totalItems } = await page({
          ...query,
          page: number,
          itemsPerPage: MAX_ADDRESSES_PER_PAGE,
        });
        all.push(...items);
        if (items.length === 0 || all.length >= totalItems) return all;
      }
    },
    /** GET /saved_addresses/{id}; null when it is gone. */
    async savedAddress(id: string): Promise<SavedAddressResource | null> {
      const data = await transport.request<SavedAddressResource>(path(id), { tolerate: [404] });
      return isApiFailure(data) ? null : transport.body(data);
    },
    /** POST /saved_addresses: 422 carries the party rules' messages at their fields. */
    async createSavedAddress(address: SavedAddressBodyInput): Promise<SavedAddressResource> {
      return transport.body(
        await transport.request<SavedAddressResource>('/saved_addresses', {
          method: 'POST',
          body: body(address),
        }),
      );
    },
    /** PUT /saved_addresses/{id}. */
    async updateSavedAddress(id: string, address: SavedAddressBodyInput): Promise<SavedAddressResource> {
      return transport.body(
        await transport.request<SavedAddressResource>(path(id), { method: 'PUT', body: body(address) }),
      );
    },
    /** DELETE /saved_addresses/{id} (one call per checked contact, spec 03 §7). */
    async deleteSavedAddress(id: string): Promise<void> {
      await transport.request<unknown>(path(id), { method: 'DELETE' });
    },
    /**
     * POST /import_addresses with the file in the form field `addresses` (spec 03 §7): the contacts
     * stored and the rows refused with why (failedContactsCsv turns those into the Download file). A file
     * the server cannot read is thrown with its reason as the message (422, 413).
     */
    async importAddresses(file: AddressFile): Promise<ImportAddressesResponse> {
      const FormData = (globalThis as { FormData?: new () => FormDataLike }).FormData;
      if (!FormData) throw new Error('FormData is not available here');
      const form = new FormData();
      form.append(IMPORT_ADDRESSES_FIELD, file, file.name);
      return transport.body(
        await transport.request<ImportAddressesResponse>('/import_addresses', { method: 'POST', form }),
      );
    },
    /** GET /saved_addresses/export?format=csv|xlsx: the whole book as a Blob to save. */
    async exportAddressBook(format: AddressFileFormat): Promise<unknown> {
      return transport.body(
        await transport.request<unknown>('/saved_addresses/export', { query: { format }, binary: true }),
      );
    },
  };
}
