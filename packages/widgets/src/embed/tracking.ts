// Entry of dist/embed/tracking.js (a classic script, react aliased to preact/compat): the tracking
// widget, `<shipdeck-tracking>`, and its place in `Shipdeck.mount('tracking', …)`. Its own file, loaded
// by loader.js only when a page asks for it (issue 14: ≤ 15 KB brotli).

import { mountTracking } from '../tracking/mountTracking';
import { defineTrackingElement } from '../tracking/trackingElement';
import { installBundle } from './installBundle';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installBundle(window as WindowWithShipdeck, __SHIPDECK_VERSION__, 'tracking', mountTracking);
  defineTrackingElement();
}
