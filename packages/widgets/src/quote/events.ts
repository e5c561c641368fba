import type { ApiErrorCode } from '@shipdeck/core/api';
import type { Rate } from '@shipdeck/core/contract';
import type { ContinueToShippingPayload, QuoteInput } from '@shipdeck/core/quote';

/** `shipdeck:rates` detail. */
export interface QuoteRatesDetail {
  rates: readonly Rate[];
  /** The stored quote the rates belong to (GET /api/quotes lists it). */
  quoteId: string | null;
  /** The quote as rated. */
  input: QuoteInput;
}

/** `shipdeck:continue` detail: the quote as rated, its request and the chosen rate (spec 02 §4). */
export type QuoteContinueDetail = ContinueToShippingPayload;

/**
 * `shipdeck:error` detail: why (a documented code a host can act on) and what the widget shows the
 * user. Codes: `network` (no answer reached the page: offline, the server down, or the browser
 * refused a cross-origin answer because this page's origin is not allowed), `origin_not_allowed`,
 * `unauthorized`, `rate_limited`, `validation`, `server`, `no_rates` (core/api errorCode.ts).
 */
export interface QuoteErrorDetail {
  code: ApiErrorCode;
  title: string | null;
  message: string;
}

/**
 * Every event the quote widget sends to the host page (cal.com style: one typed map). Each is a
 * CustomEvent dispatched from `<shipdeck-quote>` (or from the element given to mountQuote); it
 * bubbles, so listeners on ancestors and on `document` hear it too. React hosts get the same
 * details through the props `onRates`, `onContinue` and `onError`.
 */
export interface QuoteEventMap {
  /** Rates are shown: after "Get A Quote" and after each automatic re-rate. */
  'shipdeck:rates': QuoteRatesDetail;
  /**
   * The shopper pressed "Continue to Shipping" on a rate. The host prepares the shipment: our app
   * creates a draft; a guest is asked to sign in first (spec 02 §4).
   */
  'shipdeck:continue': QuoteContinueDetail;
  /** Rating failed, no delivery service was found, or the option lists could not load. */
  'shipdeck:error': QuoteErrorDetail;
}

export type QuoteEventName = keyof QuoteEventMap;

/** The props callback that mirrors each event. */
export const EVENT_CALLBACKS = {
  'shipdeck:rates': 'onRates',
  'shipdeck:continue': 'onContinue',
  'shipdeck:error': 'onError',
} as const satisfies Record<QuoteEventName, string>;

export type QuoteEventCallbacks = {
  [K in QuoteEventName as (typeof EVENT_CALLBACKS)[K]]?: (detail: QuoteEventMap[K]) => void;
};

/** Sends one event from `target` (bubbling, composed) and calls its callback. */
export function emitQuoteEvent<K extends QuoteEventName>(
  target: EventTarget,
  callbacks: QuoteEventCallbacks,
  name: K,
  detail: QuoteEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  const callback = callbacks[EVENT_CALLBACKS[name]] as ((detail: QuoteEventMap[K]) => void) | undefined;
  callback?.(detail);
}
