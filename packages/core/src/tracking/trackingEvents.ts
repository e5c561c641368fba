import { SHIPMENT_STATUS } from '../shipment/status';

/**
 * What a carrier scan says happened to a parcel (issue 14 "Tracking"). One list for the sandbox that
 * makes them, the server that stores them, the API that answers them and the widget that shows them.
 */
export const TRACKING_EVENT_CODES = [
  'label_created',
  'picked_up',
  'dropped_off',
  'arrived_at_facility',
  'departed_facility',
  'in_customs',
  'customs_cleared',
  'out_for_delivery',
  'delivery_attempted',
  'exception',
  'delivered',
] as const;

export type TrackingEventCode = (typeof TRACKING_EVENT_CODES)[number];

/** Our wording of each scan (carriers word them alike; the spec shows none). */
export const TRACKING_EVENT_LABELS: Readonly<Record<TrackingEventCode, string>> = {
  label_created: 'Shipping label created',
  picked_up: 'Picked up',
  dropped_off: 'Dropped off',
  arrived_at_facility: 'Arrived at facility',
  departed_facility: 'Departed facility',
  in_customs: 'Customs clearance in progress',
  customs_cleared: 'Cleared customs',
  out_for_delivery: 'Out for delivery',
  delivery_attempted: 'Delivery attempted',
  exception: 'Shipment exception',
  delivered: 'Delivered',
};

/** Scans that mean the shipment needs someone's attention (the ERROR flag, spec 02 §4). */
export const isExceptionEvent = (code: TrackingEventCode): boolean =>
  code === 'delivery_attempted' || code === 'exception';

const S = SHIPMENT_STATUS;
const AWAITING = S.AWAITING_PICKUP | S.AWAITING_DROPOFF;

/**
 * The status bit set after `code` is scanned (spec 02 §4 flags): the carrier taking the parcel ends
 * "awaiting pickup/drop-off" and starts "in transit"; delivery ends "in transit"; an exception raises
 * ERROR. `exceptionOpen` says the last scan before this one was an exception: the next ordinary scan
 * marks the errors resolved (decision: a parcel that moves on no longer needs attention; the cleared
 * ERROR stays in the set beside ALL_ERRORS_RESOLVED, as the bits are meant). An error tracking did not
 * raise (a failed payment capture) is not resolved by a scan. A cancelled shipment's flags never move.
 */
export function statusFlagAfterEvent(flag: number, code: TrackingEventCode, exceptionOpen = false): number {
  if (flag & S.CANCELED) return flag;
  let next = flag;
  if (isExceptionEvent(code)) next = (next | S.ERROR) & ~S.ALL_ERRORS_RESOLVED;
  else if (exceptionOpen && code !== 'label_created') next |= S.ALL_ERRORS_RESOLVED;
  if (code === 'label_created') return next | S.LABEL_GENERATED;
  if (code === 'delivered') return (next & ~AWAITING & ~S.IN_TRANSIT) | S.DELIVERED;
  return (next & ~AWAITING) | S.IN_TRANSIT;
}

/** The flag after a run of scans in the order they happened, and whether an exception is still open. */
export function statusFlagAfterEvents(
  flag: number,
  codes: readonly TrackingEventCode[],
  exceptionOpen = false,
): { flag: number; exceptionOpen: boolean } {
  let state = { flag, exceptionOpen };
  for (const code of codes) {
    state = {
      flag: statusFlagAfterEvent(state.flag, code, state.exceptionOpen),
      exceptionOpen: isExceptionEvent(code) || (state.exceptionOpen && code === 'label_created'),
    };
  }
  return state;
}

/** Whether a shipment with `flag` has an error nobody has resolved (the record's hasError). */
export const hasOpenError = (flag: number): boolean =>
  (flag & S.ERROR) !== 0 && (flag & S.ALL_ERRORS_RESOLVED) === 0;
