// Entry of dist/embed/loader.js (a classic script). Its only work: set up `window.Shipdeck`.
import { type BundleUrls, bundleUrlBesideLoader, installLoader } from './installLoader';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;
/** Each widget's content-hashed bundle file, by kind, written in by scripts/build-embed.mjs. */
declare const __SHIPDECK_BUNDLES__: BundleUrls;

if (typeof window !== 'undefined') {
  const urls = {} as Record<string, string>;
  for (const [kind, file] of Object.entries(__SHIPDECK_BUNDLES__))
    urls[kind] = bundleUrlBesideLoader(document, file);
  installLoader(window as WindowWithShipdeck, urls as BundleUrls, __SHIPDECK_VERSION__);
}
