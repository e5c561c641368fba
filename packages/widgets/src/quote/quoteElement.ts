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

function optionsFromAttributes(element: HTMLElement): QuoteOptions {
  const options: Record<string, unknown> = {};
  for (const [attribute, option] of Object.entries(QUOTE_ATTRIBUTES)) {
    const value = element.getAttribute(attribute);
    // Every attribute's option is named, undefined when absent, so removing an attribute clears it.
    options[option] =
      option === 'guest'
        ? value === null
          ? undefined
          : value !== 'false'
        : option === 'measurementSystem'
          ? value === 'imperial' || value === 'metric'
            ? value
            : undefined
          : value || undefined;
  }
  return options as QuoteOptions;
}

/**
 * Defines `<shipdeck-quote>`: the widget in an open shadow root (host CSS stays out, ours stays in),
 * options from attributes (api-base, publishable-key, session-token, token, currency,
 * measurement-system, guest, locale) and from the
 * `options` property, events of QuoteEventMap dispatched from the element. The class is made when
 * defined, so importing this module does nothing (and works where HTMLElement does not exist).
 */
export function defineQuoteElement(
  registry: CustomElementRegistry = customElements,
  name: string = QUOTE_ELEMENT_NAME,
): void {
  if (registry.get(name)) return;

  class QuoteElement extends HTMLElement {
    static observedAttributes = Object.keys(QUOTE_ATTRIBUTES);
    #handle: QuoteHandle | null = null;
    #options: QuoteOptions = {};

    get options(): QuoteOptions {
      return this.#options;
    }

    set options(value: QuoteOptions) {
      this.#options = value ?? {};
      this.#handle?.update(this.#all());
    }

    #all(): QuoteOptions {
      return { ...optionsFromAttributes(this), ...this.#options };
    }

    connectedCallback(): void {
      // `options` set before this class was defined (the bundle loads async) sits on the element
      // itself and would hide the accessor: move it behind the accessor.
      if (Object.hasOwn(this, 'options')) {
        const early = (this as { options?: QuoteOptions }).options;
        delete (this as { options?: QuoteOptions }).options;
        this.#options = early ?? {};
      }
      if (this.#handle) return;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.replaceChildren();
      const container = this.ownerDocument.createElement('div');
      shadow.append(container);
      this.#handle = mountQuote(container, this.#all());
    }

    disconnectedCallback(): void {
      // Moving the element (disconnect then connect in one task) keeps the quote as it is.
      queueMicrotask(() => {
        if (this.isConnected || !this.#handle) return;
        this.#handle.unmount();
        this.#handle = null;
      });
    }

    attributeChangedCallback(): void {
      this.#handle?.update(this.#all());
    }
  }

  registry.define(name, QuoteElement);
}
