// Entry of dist/embed/loader.js (a classic script). Its only work: set up `window.Shipdeck`.
import { bundleUrlBesideLoader, installLoader } from './installLoader';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;
/** The bundle's content-hashed file name, written in by scripts/build-embed.mjs. */
declare const __SHIPDECK_QUOTE_FILE__: string;

if (typeof window !== 'undefined') {
  const url = bundleUrlBesideLoader(document, __SHIPDECK_QUOTE_FILE__);
  installLoader(window as WindowWithShipdeck, url, __SHIPDECK_VERSION__);
}
