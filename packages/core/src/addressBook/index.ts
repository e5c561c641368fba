// The address book (spec 03 §2-§5, §8): saved contacts in the form's shape and the server's, their
// rules (the shipment form's party rules), and the address files: columns, import reading, exports.
export type { ContactField, ContactRow } from './addressColumns';
export {
  ADDRESS_FILE_COLUMNS,
  addressFileRows,
  columnFields,
  findHeaderRow,
  HEADER_ALIASES,
  headerKey,
  phoneWithExtension,
} from './addressColumns';
export { toCsv } from './csv';
export { FAILED_CONTACTS_FILE_NAME, failedContactsCsv } from './failedContactsCsv';
export type { ReadRowOptions } from './readContactRow';
export { readContactRow, readResidential, splitPhoneExtension } from './readContactRow';
export type { SavedAddress } from './savedAddress';
export {
  formatAddressLine,
  normalizeSavedAddressBody,
  partyOfBody,
  savedAddressBodyOf,
  savedAddressFromResource,
} from './savedAddress';
export { BODY_PATH_OF_FIELD, validateSavedAddressBody, validateSavedContact } from './savedContactRules';
export { neutralizeFormula, restoreNeutralized } from './spreadsheetCell';
