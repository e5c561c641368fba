// Entry of dist/embed/address-book.js (an ES module with code splitting, react aliased to preact/compat): the Address
// book and My Items List modals, `<shipdeck-address-book>`, and their place in
// `Shipdeck.mount('addressBook', …)`. Its own file, loaded by loader.js only when a page asks for it.

import { installAddressBook } from '../addressBook/firstLoad';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installAddressBook(window as WindowWithShipdeck, __SHIPDECK_VERSION__);
}
