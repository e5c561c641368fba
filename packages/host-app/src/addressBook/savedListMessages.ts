/** The address book and My Items List pages' texts, loaded with them (issue 8); titles stay in ../messages.ts. */
export const savedListMessages = {
  'addressBook.open': 'Open the address book',
  'addressBook.exportCsv': 'Export as CSV',
  'addressBook.exportXlsx': 'Export as Excel',
  'itemsList.open': 'Open My Items List',
} as const;
