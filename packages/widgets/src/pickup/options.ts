import type { PickupSchedulerApi, PickupSchedulerStore } from '@shipdeck/core/pickup';
import type { PickupEventCallbacks } from './events';
import type { PickupMessageOverrides } from './pickupMessages';

/** The calls the pickup widget makes (core's API client has them). */
export type PickupClient = PickupSchedulerApi;

/** The sending-from address a host starts the form with (the signed-in client's). */
export interface PickupInitialOrigin {
  companyName?: string;
  contactName?: string;
  email?: string;
  phoneNumber?: string;
  country?: string;
  address?: {
    addressLine1?: string;
    addressLine2?: string;
    city?: string;
    postalCode?: string;
    division?: string;
  };
}

/** What a host may set on the pickup widget: `mountPickup`, `<SchedulePickupWidget>` props, attributes. */
export interface PickupOptions extends PickupEventCallbacks {
  /** Origin of the Shipdeck API (default: the page's own origin). */
  apiBase?: string;
  /** The signed-in user's bearer token; scheduling needs an account (spec 02 §6). */
  token?: string;
  /** A widget session the partner's server minted (POST /api/widget_session_actions). */
  sessionToken?: string;
  /** A partner's publishable key, sent with every call (issue 9). */
  publishableKey?: string;
  /** Advanced: the host's own API client (the app passes its client, with acting-for and refresh). */
  client?: PickupClient;
  /** Advanced: a store the host made (tests, stories). */
  store?: PickupSchedulerStore;
  initialOrigin?: PickupInitialOrigin;
  /** Text overrides; `'pickup.standalone.title': ''` hides the widget's title. */
  messages?: PickupMessageOverrides;
  locale?: string;
  /** Render in a shadow root (default) or in the element itself. */
  shadow?: boolean;
}

export interface PickupHandle {
  update(options: PickupOptions): void;
  unmount(): void;
}
