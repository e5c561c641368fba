// The My Items List modal as the address-book embed loads it when it opens (issue 8): see ./firstLoad.ts.
import './firstLoad';

export { ItemsListModal } from './ItemsListModal';
