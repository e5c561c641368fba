import { defineWidgetElement } from '../embed/defineWidgetElement';
import { QUOTE_ELEMENT_NAME } from '../embed/shipdeckGlobal';
import type { QuoteEventMap } from './events';
import { mountQuote } from './mountQuote';
import type { QuoteHandle, QuoteOptions } from './options';

/** Attributes of `<shipdeck-quote>` and the option each sets. */
export const QUOTE_ATTRIBUTES = {
  'api-base': 'apiBase',
  'publishable-key': 'publishableKey',
  'session-token': 'sessionToken',
  token: 'token',
  currency: 'currency',
  'measurement-system': 'measurementSystem',
  guest: 'guest',
  locale: 'locale',
  'inspect-quote-url': 'inspectQuoteUrl',
} as const;

export interface ShipdeckQuoteElement extends HTMLElement {
  /** Options that attributes cannot carry (callbacks, messages, initialInput); merged over them. */
  options: QuoteOptions;
  addEventListener<K extends keyof QuoteEventMap>(
    type: K,
    listener: (this: ShipdeckQuoteElement, event: CustomEvent<QuoteEventMap[K]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shipdeck-quote': ShipdeckQuoteElement;
  }
}

/** How `<shipdeck-quote>`'s attributes read: `guest` is a flag, `measurement-system` one of two words. */
function parseQuoteAttribute(option: string, value: string | null): unknown {
  if (option === 'guest') return value === null ? undefined : value !== 'false';
  if (option === 'measurementSystem') return value === 'imperial' || value === 'metric' ? value : undefined;
  return value || undefined;
}

/**
 * Defines `<shipdeck-quote>` through the embed's one element factory (defineWidgetElement): the
 * widget in an open shadow root, options from attributes (api-base, publishable-key, session-token,
 * token, currency, measurement-system, guest, locale) and from the `options` property, events of
 * QuoteEventMap dispatched from the element.
 */
export function defineQuoteElement(
  registry: CustomElementRegistry = customElements,
  name: string = QUOTE_ELEMENT_NAME,
): void {
  defineWidgetElement<QuoteOptions, QuoteHandle>(
    { tag: name, attributes: QUOTE_ATTRIBUTES, parseAttribute: parseQuoteAttribute, mount: mountQuote },
    registry,
  );
}
