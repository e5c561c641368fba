// The address book (spec 03 §2-§5, §8): saved contacts in the form's shape and the server's, their
// rules (the shipment form's party rules), and the address files: columns, import reading, exports.

// The invoice line a picked item fills (the shipment model's), beside the items list that picks it: a
// lazy chunk of the prepare embed imports it from here, not through the wizard's first-load subpath.
export { invoiceItemOfSavedLineItem } from '../shipment/model/savedLineItem';
export type {
  AddressBookActions,
  AddressBookApi,
  AddressBookDeps,
  AddressBookOptions,
  AddressBookState,
  AddressBookStore,
  AddressImportState,
  ContactFormState,
  ImportableFile,
} from './addressBookStore';
export { ADDRESS_CHECK_DELAY_MS, createAddressBookStore, IMPORT_ROWS_PER_PART } from './addressBookStore';
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
export type { ContactButton, LinkedContact } from './contactLink';
export { contactButtonOf, partyChangedFrom } from './contactLink';
export { toCsv } from './csv';
export type { CsvPart } from './csvChunks';
export { csvParts, csvRecords } from './csvChunks';
export { FAILED_CONTACTS_FILE_NAME, failedContactsCsv } from './failedContactsCsv';
export type {
  ItemFormState,
  ItemsListActions,
  ItemsListApi,
  ItemsListDeps,
  ItemsListOptions,
  ItemsListState,
  ItemsListStore,
} from './itemsListStore';
export { createItemsListStore } from './itemsListStore';
export type {
  ListFormBase,
  ListModeActions,
  ListModeConfig,
  ListModeState,
  ListModeStore,
  ListModeStoreState,
  ListModeTools,
} from './listModeStore';
export { createListModeStore } from './listModeStore';
export type { Letter, LetterFilter, ListSelection, PageBarSlot } from './listModes';
export {
  CONTACTS_PAGE_SIZE,
  canDeleteSelected,
  ITEMS_PAGE_SIZE,
  LETTER_FILTERS,
  LETTERS,
  LIST_SEARCH_DEBOUNCE_MS,
  LIST_SEARCH_MIN_CHARS,
  letterGroupOf,
  matchesLetter,
  noSelection,
  PAGE_BAR_ALL_UP_TO,
  pageBar,
  pageCountOf,
  searchTermOf,
  setSelectAll,
  toggleChecked,
  toggleEditMode,
} from './listModes';
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
