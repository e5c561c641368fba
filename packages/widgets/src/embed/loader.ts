// Entry of dist/embed/loader.js (a classic script). Its only work: set up `window.Shipdeck`.
import { bundleUrlBesideLoader, installLoader } from './installLoader';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined') {
  const url = `${bundleUrlBesideLoader(document, 'quote.js')}?v=${__SHIPDECK_VERSION__}`;
  installLoader(window as WindowWithShipdeck, url, __SHIPDECK_VERSION__);
}
