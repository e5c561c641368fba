import { installBundle } from '../embed/installBundle';
import type { WindowWithShipdeck } from '../embed/shipdeckGlobal';
import { defineAddressBookElement } from './addressBookElement';
import { mountAddressBook } from './mountAddressBook';

// The address-book embed's first load (issue 8), as prepare's (../prepare/firstLoad.ts): what
// address-book.js does when it runs. Each list's lazy module (./contactsModal.ts, ./itemsModal.ts)
// imports this one bare: nothing of it runs there (the package has no side effects, so the bundler
// drops the import), but esbuild then puts every module of the first load in the one chunk they all
// reach, and the first load is one file of code instead of several.

/** Registers the address book in `window.Shipdeck` and defines `<shipdeck-address-book>`. */
export function installAddressBook(win: WindowWithShipdeck, version: string): void {
  installBundle(win, version, 'addressBook', mountAddressBook);
  defineAddressBookElement();
}
