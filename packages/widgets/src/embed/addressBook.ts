// Entry of dist/embed/address-book.js (a classic script, react aliased to preact/compat): the Address
// book and My Items List modals, `<shipdeck-address-book>`, and their place in
// `Shipdeck.mount('addressBook', …)`. Its own file, loaded by loader.js only when a page asks for it.

import { defineAddressBookElement } from '../addressBook/addressBookElement';
import { mountAddressBook } from '../addressBook/mountAddressBook';
import { installBundle } from './installBundle';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installBundle(window as WindowWithShipdeck, __SHIPDECK_VERSION__, 'addressBook', mountAddressBook);
  defineAddressBookElement();
}
