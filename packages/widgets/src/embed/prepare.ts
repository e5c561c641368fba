// Entry of dist/embed/prepare.js (a classic script, react aliased to preact/compat): the prepare-
// shipment widget, `<shipdeck-prepare>`, and its place in `Shipdeck.mount('prepare', …)`. Its own file,
// loaded by loader.js only when a page asks for it (the quote bundle does not grow).

import { mountPrepare } from '../prepare/mountPrepare';
import { definePrepareElement } from '../prepare/prepareElement';
import { installBundle } from './installBundle';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installBundle(window as WindowWithShipdeck, __SHIPDECK_VERSION__, 'prepare', mountPrepare);
  definePrepareElement();
}
