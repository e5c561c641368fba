// Entry of dist/embed/pickup.js (a classic script, react aliased to preact/compat): the pickup
// scheduler, `<shipdeck-pickup>`, and its place in `Shipdeck.mount('pickup', …)`. Its own file, loaded
// by loader.js only when a page asks for it (the quote and prepare bundles do not grow).

import { mountPickup } from '../pickup/mountPickup';
import { definePickupElement } from '../pickup/pickupElement';
import { installBundle } from './installBundle';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installBundle(window as WindowWithShipdeck, __SHIPDECK_VERSION__, 'pickup', mountPickup);
  definePickupElement();
}
