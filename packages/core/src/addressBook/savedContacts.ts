// `@shipdeck/core/addressBook/savedContacts`: what a shipment form needs of saved contacts at once
// (issue 11): the Save / Update Contact button, the contact ↔ party conversions and the company
// search's term and delay, without the list stores (paging, forms, CSV import and export) that the
// Address Book and My Items List modals load when opened. The address book index re-exports all of it.

export type { ContactButton, LinkedContact } from './contactLink';
export { contactButtonOf, partyChangedFrom } from './contactLink';
export { LIST_SEARCH_DEBOUNCE_MS, searchTermOf } from './listSearch';
export type { SavedAddress } from './savedAddress';
export { partyOfBody, savedAddressBodyOf, savedAddressFromResource } from './savedAddress';
