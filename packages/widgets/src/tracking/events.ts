import type { ApiErrorCode } from '@shipdeck/core/api';
import type { TrackingResource } from '@shipdeck/core/contract';

/** `shipdeck:tracking-result` detail: the lookup's answer (the API's). */
export interface TrackingResultDetail {
  trackingNumber: string;
  result: TrackingResource;
}

/** `shipdeck:error` detail, as the other widgets send it (codes: core/api errorCode.ts). */
export interface TrackingErrorDetail {
  code: ApiErrorCode;
  message: string;
}

/**
 * Every event the tracking widget sends to the host page: CustomEvents from `<shipdeck-tracking>` (or
 * the element given to mountTracking), bubbling and composed; React hosts get the same details through
 * `onResult` and `onError`.
 */
export interface TrackingEventMap {
  /** A lookup answered: our shipment's scans, or the carrier of another number. */
  'shipdeck:tracking-result': TrackingResultDetail;
  /** A lookup failed (network, budget, server). */
  'shipdeck:error': TrackingErrorDetail;
}

export interface TrackingEventCallbacks {
  onResult?: (detail: TrackingResultDetail) => void;
  onError?: (detail: TrackingErrorDetail) => void;
}

export function emitTrackingEvent<K extends keyof TrackingEventMap>(
  target: EventTarget,
  callbacks: TrackingEventCallbacks,
  name: K,
  detail: TrackingEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  if (name === 'shipdeck:tracking-result') callbacks.onResult?.(detail as TrackingResultDetail);
  else callbacks.onError?.(detail as TrackingErrorDetail);
}
