import type { ADDRESS_BOOK_ATTRIBUTES } from './addressBook/addressBookElement';
import type { PREPARE_ATTRIBUTES } from './prepare/prepareElement';
import type { QuoteEventMap } from './quote/events';
import type { QUOTE_ATTRIBUTES } from './quote/quoteElement';

/** The attributes `<shipdeck-quote>` reads (QUOTE_ATTRIBUTES), as JSX and HTML typings see them. */
export type ShipdeckQuoteAttributes = { [K in keyof typeof QUOTE_ATTRIBUTES]?: string } & {
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  ref?: unknown;
  children?: unknown;
};

/** The attributes `<shipdeck-prepare>` reads (PREPARE_ATTRIBUTES). */
export type ShipdeckPrepareAttributes = { [K in keyof typeof PREPARE_ATTRIBUTES]?: string } & {
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  ref?: unknown;
  children?: unknown;
};

/** The attributes `<shipdeck-address-book>` reads (ADDRESS_BOOK_ATTRIBUTES); `list` is contacts or items. */
export type ShipdeckAddressBookAttributes = {
  [K in keyof typeof ADDRESS_BOOK_ATTRIBUTES]?: K extends 'list' ? 'contacts' | 'items' : string;
} & {
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  ref?: unknown;
  children?: unknown;
};

// Typings a host gets by importing the package (issue 9 item 8): the events on any element's
// addEventListener (they bubble to the page), and the tag in React's JSX. The element itself is in
// HTMLElementTagNameMap (quoteElement.ts).
declare global {
  interface HTMLElementEventMap extends QuoteEventMapAsDom {}
}

/** Each event of the quote widget as the DOM dispatches it: a CustomEvent with its detail. */
export type QuoteEventMapAsDom = { [K in keyof QuoteEventMap]: CustomEvent<QuoteEventMap[K]> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shipdeck-quote': ShipdeckQuoteAttributes;
      'shipdeck-prepare': ShipdeckPrepareAttributes;
      'shipdeck-address-book': ShipdeckAddressBookAttributes;
    }
  }
}
