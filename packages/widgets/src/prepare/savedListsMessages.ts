import { addressBookWidgetMessages } from '../addressBook/addressBookMessages';

/** Step 1's saved contacts and items (spec 01 §2): the buttons' texts, and the modals' own. */
export const savedListsMessages = {
  ...addressBookWidgetMessages,
  'prepare.create.addressBook': 'Address Book',
  'prepare.create.saveContact': 'Save Contact',
  'prepare.create.updateContact': 'Update Contact',
  'prepare.create.myItemsList': 'My Items List',
  'prepare.create.companySuggestions': 'Saved contacts',
} as const;
