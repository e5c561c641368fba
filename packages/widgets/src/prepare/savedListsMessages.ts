/** Step 1's saved contacts and items (spec 01 §2): the buttons' texts (the modals bring their own). */
export const savedListsMessages = {
  'prepare.create.addressBook': 'Address Book',
  'prepare.create.saveContact': 'Save Contact',
  'prepare.create.updateContact': 'Update Contact',
  'prepare.create.myItemsList': 'My Items List',
  'prepare.create.companySuggestions': 'Saved contacts',
} as const;
