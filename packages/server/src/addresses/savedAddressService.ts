import { randomUUID } from 'node:crypto';
import { formatAddressLine } from '@shipdeck/core/addressBook';
import type { ImportedAddress, SavedAddressBody, SavedAddressResource } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { dialCodeOf } from '@shipdeck/core/validation';
import type { Principal } from '../auth/principal';
import type { SavedAddressRow } from '../db/schema';
import { serverMessage } from '../messages';
import { forbidden, notFound, unprocessable } from '../platform/apiError';
import type { SavedAddressRepository } from './savedAddressRepository';
import { blocking, checkSavedAddress } from './savedAddressRules';

export const SAVED_ADDRESS_IRI = '/api/saved_addresses';

/** The contact of a stored row in the server's shape (spec 03 §3). */
export function savedAddressResourceOf(row: SavedAddressRow): SavedAddressResource & Record<string, unknown> {
  const address = {
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    addressLine3: row.addressLine3,
    postalCode: row.postalCode,
    locality: row.locality,
    dependentLocality: row.dependentLocality,
    administrativeArea: row.administrativeArea,
    countryCode: row.countryCode,
  };
  return {
    '@id': `${SAVED_ADDRESS_IRI}/${row.id}`,
    '@type': 'SavedAddress',
    id: row.id,
    nickname: row.contactName,
    companyName: row.companyName,
    contactName: row.contactName,
    address,
    contact: {
      name: row.contactName,
      email: row.email,
      phone: { number: row.phone, extension: row.phoneExtension },
    },
    vatNumber: row.vatNumber,
    taxId: row.taxId,
    eoriNumber: row.eoriNumber,
    isResidential: row.isResidential,
    formattedAddress: formatAddressLine(address),
    ownedById: row.ownerId,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/** An imported contact as the import answers it (spec 03 §3 "Import response"). */
export function importedAddressOf(row: SavedAddressRow): ImportedAddress & Record<string, unknown> {
  return {
    ...savedAddressResourceOf(row),
    contactPhone: { number: row.phone, extension: row.phoneExtension, dialCode: dialCodeOf(row.countryCode) },
    residential: row.isResidential,
  };
}

/** The columns a checked body fills. */
export function savedAddressColumns(body: SavedAddressBody) {
  return {
    companyName: body.companyName,
    contactName: body.contactName,
    countryCode: body.address.countryCode,
    addressLine1: body.address.addressLine1,
    addressLine2: body.address.addressLine2,
    addressLine3: body.address.addressLine3,
    postalCode: body.address.postalCode,
    locality: body.address.locality,
    dependentLocality: body.address.dependentLocality,
    administrativeArea: body.address.administrativeArea,
    email: body.contact.email,
    phone: body.contact.phone.number,
    phoneExtension: body.contact.phone.extension,
    vatNumber: body.vatNumber,
    taxId: body.taxId,
    eoriNumber: body.eoriNumber,
    // Checked by the rules: a body with null here is refused before it is stored.
    isResidential: body.isResidential === true,
  };
}

/** Whose address book a request reaches, and who is writing: the account's owner and the person signed in. */
export function ownerOf(caller: Principal): { ownerId: string; userId: string } {
  if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
  return { ownerId: caller.session.ownerId, userId: caller.session.userId };
}

/**
 * Saved contacts (spec 03 §3-§7): stored for the caller's owner (a CSR acting for a client writes the
 * client's contacts, recorded as the writer and audited by the acting hook), each one checked by the
 * shipment form's party rules for its country (savedAddressRules.ts) and refused at its fields (422)
 * otherwise. Another owner's contact answers 404 as an unknown one does.
 */
export function createSavedAddressService(repository: SavedAddressRepository, now: () => Date) {
  const checked = (input: SavedAddressBody) => {
    const { body, violations } = checkSavedAddress(input);
    const errors = blocking(violations);
    if (errors.length > 0)
      throw unprocessable(errors[0]?.message ?? messages('generic.invalidNotice'), errors);
    return body;
  };
  const missing = () => notFound(messages('addressBook.notFound'));

  return {
    async list(caller: Principal, query: { name?: string; page: number; itemsPerPage: number }) {
      const { ownerId } = ownerOf(caller);
      const { rows, total } = await repository.list({
        ownerId,
        ...(query.name ? { name: query.name } : {}),
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { members: rows.map(savedAddressResourceOf), total };
    },

    async get(caller: Principal, id: string) {
      const row = await repository.find(id, ownerOf(caller).ownerId);
      if (!row) throw missing();
      return savedAddressResourceOf(row);
    },

    async create(caller: Principal, input: SavedAddressBody) {
      const { ownerId, userId } = ownerOf(caller);
      const body = checked(input);
      const at = now();
      const row = await repository.insert({
        id: randomUUID(),
        ownerId,
        createdBy: userId,
        updatedBy: userId,
        ...savedAddressColumns(body),
        createdOn: at,
        updatedOn: at,
      });
      return savedAddressResourceOf(row);
    },

    async update(caller: Principal, id: string, input: SavedAddressBody) {
      const { ownerId, userId } = ownerOf(caller);
      // An unknown id is a 404 before the body's rules are told (nothing of another's is revealed).
      if (!(await repository.find(id, ownerId))) throw missing();
      const body = checked(input);
      const row = await repository.update(id, ownerId, {
        updatedBy: userId,
        ...savedAddressColumns(body),
        updatedOn: now(),
      });
      if (!row) throw missing();
      return savedAddressResourceOf(row);
    },

    async remove(caller: Principal, id: string) {
      if (!(await repository.remove(id, ownerOf(caller).ownerId))) throw missing();
    },

    /** Stores the checked contacts of an import in one transaction (all or none) and answers them. */
    async storeImported(caller: Principal, bodies: readonly SavedAddressBody[]) {
      const { ownerId, userId } = ownerOf(caller);
      const at = now();
      const rows: SavedAddressRow[] = await mapInSlices(bodies, (body) => ({
        id: randomUUID(),
        ownerId,
        createdBy: userId,
        updatedBy: userId,
        ...savedAddressColumns(body),
        createdOn: at,
        updatedOn: at,
      }));
      await repository.insertAll(rows);
      // Answered in the file's order, once the transaction has committed.
      return mapInSlices(rows, importedAddressOf);
    },

    /** Every contact of the owner, in the list's order (the export). */
    async all(caller: Principal) {
      return (await repository.all(ownerOf(caller).ownerId)).map(savedAddressResourceOf);
    },
  };
}

export type SavedAddressService = ReturnType<typeof createSavedAddressService>;

/**
 * `items.map(fn)` a slice at a time, letting other requests in between: 5,000 imported contacts mapped at
 * once held the HTTP thread for ~50 ms (bench/addressImport.ts).
 */
async function mapInSlices<T, U>(items: readonly T[], fn: (item: T) => U, size = 500): Promise<U[]> {
  const out: U[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const item of items.slice(start, start + size)) out.push(fn(item));
  }
  return out;
}
