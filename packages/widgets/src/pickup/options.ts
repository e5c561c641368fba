import type { PickupSchedulerApi, PickupSchedulerStore } from '@shipdeck/core/pickup';
import type { LookupApi } from '../quote/quoteLookups';
import type { PickupEventCallbacks } from './events';
import type { PickupMessageOverrides } from './pickupMessages';

/**
 * The calls the pickup widget makes (core's API client has them): the scheduler's, and the option lists
 * every widget reads its countries from (cached by the client, GET /api/country_options).
 */
export type PickupClient = PickupSchedulerApi & LookupApi;

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
  /**
   * A widget session the partner's server minted (POST /api/widget_session_actions), the bearer when no
   * `token` is given, as for the quote and tracking widgets. Its scopes (quote, prepare) do not reach
   * pickups, which belong to a Shipdeck account: the widget then says so (`shipdeck:error`, `unauthorized`).
   */
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
