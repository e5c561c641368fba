import { defineWidgetElement } from '../embed/defineWidgetElement';
import { WIDGET_TAGS } from '../embed/shipdeckGlobal';
import { mountTracking } from './mountTracking';
import type { TrackingHandle, TrackingOptions } from './options';

/** Attributes of `<shipdeck-tracking>` and the option each sets. */
export const TRACKING_ATTRIBUTES = {
  'api-base': 'apiBase',
  'publishable-key': 'publishableKey',
  'session-token': 'sessionToken',
  token: 'token',
  'tracking-number': 'trackingNumber',
  locale: 'locale',
} as const;

export interface ShipdeckTrackingElement extends HTMLElement {
  /** Options attributes cannot carry (callbacks, messages); merged over them. */
  options: TrackingOptions;
}

declare global {
  interface HTMLElementTagNameMap {
    'shipdeck-tracking': ShipdeckTrackingElement;
  }
}

/** Defines `<shipdeck-tracking>` through the embed's one element factory (defineWidgetElement). */
export function defineTrackingElement(
  registry: CustomElementRegistry = customElements,
  name: string = WIDGET_TAGS.tracking,
): void {
  defineWidgetElement<TrackingOptions, TrackingHandle>(
    { tag: name, attributes: TRACKING_ATTRIBUTES, mount: mountTracking },
    registry,
  );
}
