import type { WidgetHandle } from './shipdeckGlobal';

/** What one widget's custom element needs to know: its tag, its attributes and how to mount it. */
export interface WidgetElementSpec<O extends object, H extends WidgetHandle<O>> {
  tag: string;
  /** Attribute → option it sets (`api-base` → `apiBase`). */
  attributes: Readonly<Record<string, string>>;
  /**
   * An attribute's text as its option's value (booleans, enums); absent attributes are null. Default:
   * the text, undefined when absent or empty, so removing an attribute clears its option.
   */
  parseAttribute?(option: string, value: string | null): unknown;
  mount(container: HTMLElement, options: O): H;
}

const asText = (_option: string, value: string | null) => value || undefined;

/**
 * The one custom-element factory of the embed (issue 17): every widget's element renders it in an
 * open shadow root (host CSS stays out, ours stays in), takes its options from attributes and from
 * the `options` property (callbacks, messages, starting values; merged over the attributes), and
 * dispatches the widget's events from the element. The class is made when defined, so importing this
 * module does nothing (and works where HTMLElement does not exist).
 */
export function defineWidgetElement<O extends object, H extends WidgetHandle<O>>(
  spec: WidgetElementSpec<O, H>,
  registry: CustomElementRegistry = customElements,
): void {
  if (registry.get(spec.tag)) return;
  const parse = spec.parseAttribute ?? asText;

  function optionsFromAttributes(element: HTMLElement): O {
    const options: Record<string, unknown> = {};
    // Every attribute's option is named, undefined when absent, so removing an attribute clears it.
    for (const [attribute, option] of Object.entries(spec.attributes)) {
      options[option] = parse(option, element.getAttribute(attribute));
    }
    return options as O;
  }

  class WidgetElement extends HTMLElement {
    static observedAttributes = Object.keys(spec.attributes);
    #handle: H | null = null;
    #options = {} as O;

    get options(): O {
      return this.#options;
    }

    set options(value: O) {
      this.#options = value ?? ({} as O);
      this.#handle?.update(this.#all());
    }

    #all(): O {
      return { ...optionsFromAttributes(this), ...this.#options };
    }

    connectedCallback(): void {
      // `options` set before this class was defined (the bundle loads async) sits on the element
      // itself and would hide the accessor: move it behind the accessor.
      if (Object.hasOwn(this, 'options')) {
        const early = (this as { options?: O }).options;
        delete (this as { options?: O }).options;
        this.#options = early ?? ({} as O);
      }
      if (this.#handle) return;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      shadow.replaceChildren();
      const container = this.ownerDocument.createElement('div');
      shadow.append(container);
      this.#handle = spec.mount(container, this.#all());
    }

    disconnectedCallback(): void {
      // Moving the element (disconnect then connect in one task) keeps the widget as it is.
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

  registry.define(spec.tag, WidgetElement);
}
