import type { NotValidAddress } from '../contract/addresses';
import { addressFileRows } from './addressColumns';
import { toCsv } from './csv';

/**
 * The "Failed contacts" spreadsheet of spec 03 §8, which the partial-failure message's Download button
 * saves: the rows the import refused, in the columns of spec 03 §3, "commas in values replaced by spaces,
 * residential shown as Y". A pure function: the modal downloads what it returns (as `Failed contacts.csv`,
 * text/csv), with no second request to the server. Cells are neutralised against formula injection like
 * every export, and the file imports again as it is once fixed.
 */
export function failedContactsCsv(failed: readonly NotValidAddress[]): string {
  const rows = addressFileRows(failed);
  return toCsv(rows.map((row) => row.map((cell) => cell.replaceAll(',', ' '))));
}

/** The file name the Download button saves ("Failed contacts", spec 03 §8). */
export const FAILED_CONTACTS_FILE_NAME = 'Failed contacts.csv';
