// Entry of dist/embed/pickup.js (an ES module with code splitting, react aliased to preact/compat): the pickup
// scheduler, `<shipdeck-pickup>`, and its place in `Shipdeck.mount('pickup', …)`. Its own file, loaded
// by loader.js only when a page asks for it (the quote and prepare bundles do not grow).

import { installPickup } from '../pickup/firstLoad';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installPickup(window as WindowWithShipdeck, __SHIPDECK_VERSION__);
}
