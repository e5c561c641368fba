// Entry of dist/embed/prepare.js (an ES module with code splitting, react aliased to Preact): the
// prepare-shipment widget, `<shipdeck-prepare>`, and its place in `Shipdeck.mount('prepare', …)`. Its
// own file, loaded by loader.js only when a page asks for it (the quote bundle does not grow).

import { installPrepare } from '../prepare/firstLoad';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installPrepare(window as WindowWithShipdeck, __SHIPDECK_VERSION__);
}
