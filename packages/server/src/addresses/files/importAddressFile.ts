import { columnFields, findHeaderRow, readContactRow } from '@shipdeck/core/addressBook';
import type { NotValidAddress, SavedAddressBody } from '@shipdeck/core/contract';
import { blocking, checkSavedAddress, countryCodeOf } from '../savedAddressRules';
import { AddressFileError, readAddressFile } from './readAddressFile';

export interface ReadImport {
  /** Checked and normalised, in the file's order, ready to store. */
  addresses: SavedAddressBody[];
  notValidAddresses: NotValidAddress[];
}

/**
 * An address file read as contacts (spec 03 §5 "Address import"): columns mapped by their headers
 * (ours, the spec's names, UPS, FedEx and DHL exports: core's HEADER_ALIASES), each row checked by the
 * rules a saved contact meets. A row that fails them is answered in notValidAddresses with why, and never
 * fails the others. Runs on a worker thread.
 */
export async function importAddressFile(bytes: Uint8Array, fileName: string): Promise<ReadImport> {
  const rows = await readAddressFile(bytes, fileName);
  const headerIndex = findHeaderRow(rows.map((row) => row.cells));
  if (headerIndex === null) throw new AddressFileError('addressBook.import.noHeader');
  const fields = columnFields(rows[headerIndex]?.cells ?? []);
  const addresses: SavedAddressBody[] = [];
  const notValidAddresses: NotValidAddress[] = [];
  for (const { row, cells } of rows.slice(headerIndex + 1)) {
    const read = readContactRow(fields, cells, { countryCodeOf });
    const { nickname, ...body } = read;
    const { body: checked, violations } = checkSavedAddress(body);
    const errors = blocking(violations);
    if (errors.length === 0) {
      addresses.push(checked);
      continue;
    }
    notValidAddresses.push({ ...body, row, nickname: nickname ?? read.contactName, violations: errors });
  }
  if (addresses.length === 0 && notValidAddresses.length === 0) {
    throw new AddressFileError('addressBook.import.noContacts');
  }
  return { addresses, notValidAddresses };
}
