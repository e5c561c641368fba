// Entry of dist/embed/quote.js (a classic script, react aliased to preact/compat): the quote widget,
// `<shipdeck-quote>`, and the quote's place in `Shipdeck.mount`. Loaded by loader.js, or on its own.

import { mountQuote } from '../quote/mountQuote';
import { defineQuoteElement } from '../quote/quoteElement';
import { installBundle } from './installBundle';
import type { WindowWithShipdeck } from './shipdeckGlobal';

declare const __SHIPDECK_VERSION__: string;

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') {
  installBundle(window as WindowWithShipdeck, __SHIPDECK_VERSION__, 'quote', mountQuote);
  defineQuoteElement();
}
