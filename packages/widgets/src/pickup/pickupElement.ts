import { defineWidgetElement } from '../embed/defineWidgetElement';
import { WIDGET_TAGS } from '../embed/shipdeckGlobal';
import type { PickupEventMap } from './events';
import { mountPickup } from './mountPickup';
import type { PickupHandle, PickupOptions } from './options';

/** Attributes of `<shipdeck-pickup>` and the option each sets. */
export const PICKUP_ATTRIBUTES = {
  'api-base': 'apiBase',
  'publishable-key': 'publishableKey',
  'session-token': 'sessionToken',
  token: 'token',
  locale: 'locale',
} as const;

export interface ShipdeckPickupElement extends HTMLElement {
  /** Options that attributes cannot carry (callbacks, messages, initialOrigin); merged over them. */
  options: PickupOptions;
  addEventListener<K extends keyof PickupEventMap>(
    type: K,
    listener: (this: ShipdeckPickupElement, event: CustomEvent<PickupEventMap[K]>) => void,
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
    'shipdeck-pickup': ShipdeckPickupElement;
  }
}

/** Defines `<shipdeck-pickup>` through the embed's one element factory (defineWidgetElement). */
export function definePickupElement(
  registry: CustomElementRegistry = customElements,
  name: string = WIDGET_TAGS.pickup,
): void {
  defineWidgetElement<PickupOptions, PickupHandle>(
    { tag: name, attributes: PICKUP_ATTRIBUTES, mount: mountPickup },
    registry,
  );
}
