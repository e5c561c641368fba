// The Address book modal as the address-book embed loads it when it opens (issue 8): see ./firstLoad.ts.
import './firstLoad';

export { AddressBookModal } from './AddressBookModal';
