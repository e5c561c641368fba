/**
 * My Items List and the address check (spec 03 §2, §5, §8): the spec's exact words, and ours where it
 * names a rule without wording it.
 */
export const itemsMessages = {
  'items.empty': 'Looks like you need to put some Items in your Items List!',
  'items.saved': 'You have successfully saved your item!',
  /** Ours: spec 03 §8 lists no text for an item changed (update is beyond the spec). */
  'items.updated': 'Your item has been updated.',
  /** Ours: a unit, license or currency that is not one of the form's choices. */
  'items.unknownChoice': 'Please choose {label} from the list',
  'draft.label.name': 'Name',
  'draft.label.currency': 'Currency',
  'draft.label.exportLicenseNumber': 'Export License',
  'address.notLocated':
    'We are unable to locate that address. If you are not sure whether it is valid, we suggest you to double check it before proceeding.',
} as const;
