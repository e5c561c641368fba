import {
  createPrepareCatalogue,
  formatMessage,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
} from '@shipdeck/core/messages';

/**
 * The Address book and My Items List modals (spec 03 §2, §4, §8): their buttons, columns and states in
 * the spec's words; ours where the spec names a thing without wording it (the empty address book, the
 * import's progress). The notices and rules are core's catalogue (addressBook.*, items.*, draft.label.*).
 */
export const addressBookWidgetMessages = {
  'book.title': 'Address book',
  'book.editList': 'Edit List',
  'book.finishEditing': 'Finish Editing',
  'book.createContact': 'Create Contact',
  'book.importContact': 'Import Contact',
  'book.deleteSelected': 'Delete Selected',
  'book.letters': 'Filter by first letter',
  'book.letter.all': 'All',
  'book.letter.digits': '0...9',
  'book.letter.symbols': '#',
  'book.letter.symbolsLabel': 'Symbols',
  'book.search': 'Search',
  'book.searchPlaceholder': 'Search by company or contact name',
  'book.column.companyName': 'Company Name',
  'book.column.address': 'Address',
  'book.column.country': 'Country',
  'book.column.contact': 'Contact',
  // Our wording of spec 03 §2: "the address book has no contacts and invites import by CSV or manual creation".
  'book.empty':
    'Your address book has no contacts yet. Import them from a .csv or .xlsx file with Import Contact, or add one with Create Contact.',
  'book.noMatch': 'No contact matches this filter.',
  'book.loading': 'Loading…',
  'book.saveContact': 'Save Contact',
  'book.updateContact': 'Update Contact',
  'book.cancel': 'Cancel',
  'book.close': 'Close',
  'book.newContactTitle': 'Save Contact',
  'book.editContactTitle': 'Update Contact',
  'book.edit': 'Edit',
  'book.select': 'Select {name}',
  'book.selectAll': 'Select all on this page',
  'book.pages': 'Pages',
  'book.page': 'Page {page}',
  'book.previousPage': 'Previous page',
  'book.nextPage': 'Next page',
  'book.importing': 'Importing {file}…',
  'book.importProgress': '{done} of {total} rows imported',
  'book.importedCount': '{imported} contacts imported, {failed} with an issue.',
  'book.download': 'Download',
  'book.dismiss': 'Dismiss',
  'book.choose': 'Choose…',
  'book.yes': 'Yes',
  'book.no': 'No',
  'book.exportCsv': 'Export CSV',
  'book.exportXlsx': 'Export Excel',
  'book.deleting': 'Deleting…',
  'items.title': 'My Items List',
  'items.newItem': 'New Item',
  'items.newItemTitle': 'New Item',
  'items.editItemTitle': 'Edit Item',
  'items.saveItem': 'Save Item',
  'items.searchPlaceholder': 'Search by item name',
  'items.column.name': 'Name',
  'items.column.description': 'Description',
  'items.column.scheduleB': 'Schedule B',
  'items.column.countryOfManufacture': 'Country of manufacture',
  'items.noMatch': 'No item matches this search.',
  'items.currency': 'Currency',
  // Ours: spec 03 §3 stores the weight in pounds or kg; the form says which.
  'items.weightUnit': 'Weight Unit',
  'items.noLicense': 'No License needed',
} as const;

export type AddressBookWidgetMessageKey = keyof typeof addressBookWidgetMessages;
/** Every key the modals show: their own and core's catalogue. */
export type AddressBookMessageKey = MessageKey | AddressBookWidgetMessageKey;
export type AddressBookTranslate = (key: AddressBookMessageKey, params?: MessageParams) => string;

export interface AddressBookTranslateWithCatalogue extends AddressBookTranslate {
  readonly catalogue: MessageCatalogue;
}

export function createAddressBookTranslate(
  overrides: Partial<Record<AddressBookMessageKey, string>> = {},
): AddressBookTranslateWithCatalogue {
  const catalogue = createPrepareCatalogue(overrides as Partial<Record<MessageKey, string>>);
  const own: Record<string, string> = { ...addressBookWidgetMessages };
  for (const key of Object.keys(overrides)) {
    if (key in addressBookWidgetMessages) own[key] = overrides[key as AddressBookMessageKey] as string;
  }
  const t = (key: AddressBookMessageKey, params?: MessageParams) =>
    key in own ? formatMessage(own[key] as string, params) : catalogue(key as MessageKey, params);
  return Object.assign(t, { catalogue });
}
