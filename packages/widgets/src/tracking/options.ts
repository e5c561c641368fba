import type { TrackingApi, TrackingStore } from '@shipdeck/core/tracking';
import type { TrackingEventCallbacks } from './events';
import type { TrackingMessageOverrides } from './trackingMessages';

/** What a host may set on the tracking widget: `mountTracking`, `<TrackingWidget>` props, element attributes. */
export interface TrackingOptions extends TrackingEventCallbacks {
  /** Origin of the Shipdeck API (default: the page's own origin). */
  apiBase?: string;
  /** The signed-in user's bearer token: its owner sees every detail of their shipments. Default: a guest's. */
  token?: string;
  /** A widget session the partner's server minted (issue 9). */
  sessionToken?: string;
  /** A partner's publishable key, sent with every call (issue 9). */
  publishableKey?: string;
  /** A number to look up at once (the app's /track/{number}). */
  trackingNumber?: string;
  messages?: TrackingMessageOverrides;
  /** The locale dates are written in (default the browser's). */
  locale?: string;
  /** Render inside a shadow root of its own (default true). */
  shadow?: boolean;
  /** Advanced: the API client the host built (the app's, with its session). */
  client?: TrackingApi;
  /** Advanced: a tracking store the host built. */
  store?: TrackingStore;
}

export interface TrackingHandle {
  /** Changes options; a new trackingNumber is looked up; another API or session starts over. */
  update(options: TrackingOptions): void;
  unmount(): void;
}
