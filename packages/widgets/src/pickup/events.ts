import type { ApiErrorCode } from '@shipdeck/core/api';
import type { PickupResource } from '@shipdeck/core/contract';

/** `shipdeck:pickup-confirmed`: the carrier booked the pickup ("Pickup Confirmed", spec 02 §2). */
export interface PickupConfirmedDetail {
  pickupId: string;
  confirmationNumber: string;
  pickup: PickupResource;
}

/** `shipdeck:error`: the booking failed (the failure modal shows the same message, spec 02 §4). */
export interface PickupErrorDetail {
  code: ApiErrorCode;
  message: string;
}

export interface PickupEventMap {
  'shipdeck:pickup-confirmed': PickupConfirmedDetail;
  'shipdeck:error': PickupErrorDetail;
}

export type PickupEventName = keyof PickupEventMap;

export const PICKUP_EVENT_CALLBACKS = {
  'shipdeck:pickup-confirmed': 'onPickupConfirmed',
  'shipdeck:error': 'onError',
} as const satisfies Record<PickupEventName, string>;

export type PickupEventCallbacks = {
  [K in PickupEventName as (typeof PICKUP_EVENT_CALLBACKS)[K]]?: (detail: PickupEventMap[K]) => void;
};

/** Dispatches a pickup widget event from `target` (bubbling, composed) and calls its callback. */
export function emitPickupEvent<K extends PickupEventName>(
  target: EventTarget,
  callbacks: PickupEventCallbacks,
  name: K,
  detail: PickupEventMap[K],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  const callback = callbacks[PICKUP_EVENT_CALLBACKS[name]] as
    | ((detail: PickupEventMap[K]) => void)
    | undefined;
  callback?.(detail);
}
