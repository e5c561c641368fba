/**
 * The address book (spec 03 §2, §5, §8): the import's messages in the spec's words, and our wording for
 * what the spec leaves open (a file the import cannot read, a contact that is not found). The API answers
 * the file errors in these words, so the modal shows them as they are. The saved-contact notices that a
 * shipment form shows too are in contacts.ts.
 */
export const addressBookMessages = {
  'addressBook.importSuccess': 'You have successfully imported contacts!',
  'addressBook.importPartial':
    'You have imported contacts, however one or more contact seems to have an issue. Please download spreadsheet of failed contacts, fix them and import them again.',
  /** The Download button's file (spec 03 §8: a CSV named "Failed contacts"). */
  'addressBook.failedContactsFile': 'Failed contacts',
  'addressBook.notFound': 'Contact not found',
  // Our wording: the spec says only "Import accepts only .xlsx or .csv" (spec 03 §2, §5).
  'addressBook.import.fileType': 'Please choose a .csv or .xlsx file: only these can be imported.',
  'addressBook.import.contentMismatch':
    'This file is named .{extension} but its content is not a {format} file. Save it as .csv or .xlsx and import it again.',
  'addressBook.import.legacyExcel':
    'This is an old Excel (.xls) file. Save it as .xlsx or .csv and import it again.',
  'addressBook.import.empty': 'The file is empty.',
  'addressBook.import.noContacts': 'The file has no contacts below its header row.',
  'addressBook.import.tooLarge':
    'The file is larger than {megabytes} MB. Split it into smaller files and import each.',
  'addressBook.import.tooManyRows':
    'The file has more than {rows} contacts. Split it into files of at most {rows} rows and import each.',
  'addressBook.import.passwordProtected':
    'The file is password-protected. Remove its password in Excel and import it again.',
  'addressBook.import.corrupt': 'The file could not be read: it seems damaged. Save it again and import it.',
  'addressBook.import.noHeader':
    'The first row of the file does not name the columns (Company Name, Contact Name, Address Line 1, City, Country …). Add a header row and import it again.',
  'addressBook.import.tooLargeUnpacked':
    'The spreadsheet unpacks to more than {megabytes} MB. Split it into smaller files and import each.',
  'addressBook.import.csvMalformed':
    'The CSV file could not be read near line {line}. Check its quotes and commas, and import it again.',
  'addressBook.import.failed':
    'The file could not be imported. Please try again; if it keeps failing, save it as .csv and import that.',
  'addressBook.import.noFile': 'Choose a .csv or .xlsx file to import (form field addresses).',
} as const;
