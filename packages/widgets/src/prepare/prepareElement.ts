import { defineWidgetElement } from '../embed/defineWidgetElement';
import { WIDGET_TAGS } from '../embed/shipdeckGlobal';
import { mountPrepare } from './mountPrepare';
import type { PrepareHandle, PrepareOptions } from './options';

/** Attributes of `<shipdeck-prepare>` and the option each sets. */
export const PREPARE_ATTRIBUTES = {
  'api-base': 'apiBase',
  'publishable-key': 'publishableKey',
  'session-token': 'sessionToken',
  token: 'token',
  'draft-id': 'draftId',
  'inspect-quote-url': 'inspectQuoteUrl',
  locale: 'locale',
} as const;

export interface ShipdeckPrepareElement extends HTMLElement {
  /** Options that attributes cannot carry (callbacks, messages, a starting draft); merged over them. */
  options: PrepareOptions;
}

declare global {
  interface HTMLElementTagNameMap {
    'shipdeck-prepare': ShipdeckPrepareElement;
  }
}

/** Defines `<shipdeck-prepare>` through the embed's one element factory (defineWidgetElement). */
export function definePrepareElement(
  registry: CustomElementRegistry = customElements,
  name: string = WIDGET_TAGS.prepare,
): void {
  defineWidgetElement<PrepareOptions, PrepareHandle>(
    { tag: name, attributes: PREPARE_ATTRIBUTES, mount: mountPrepare },
    registry,
  );
}
