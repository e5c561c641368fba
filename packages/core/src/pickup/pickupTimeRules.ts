import type { PickupCapability, PickupCarrier } from '../contract/pickups';
import { MINUTES_PER_DAY } from './localClock';
import { isFedexGroundService } from './pickupCarriers';

/**
 * Pickup times of spec 02 §9, in minutes after midnight at the pickup address: domestic pickups from
 * 480 (8:00 AM), DHL from 600 (10:00 AM) to 1140 (7:00 PM), the form's window ending at 840 (2:00 PM)
 * at first, times in 15-minute steps, and a request window of 2 hours by default.
 */
export const PICKUP_TIMES = {
  domesticEarliest: 480,
  dhlEarliest: 600,
  dhlLatest: 1140,
  /**
   * Decision: the spec gives no latest time for UPS and FedEx; without a capability check their day
   * ends at 7:00 PM like DHL's (the capability check, spec 02 §4, gives each service its own).
   */
  domesticLatest: 1140,
  initialEnd: 840,
  step: 15,
  defaultRequestWindow: 120,
} as const;

/** spec 02 §9: no window shorter than DHL 90 minutes, UPS and FedEx 180 (FedEx may read it from the service). */
export const MINIMUM_PICKUP_WINDOW: Readonly<Record<PickupCarrier, number>> = {
  DHL: 90,
  UPS: 180,
  FEDEX: 180,
};

/** What a day's pickup may be, for one carrier and service at one address. */
export interface PickupTimeRules {
  carrier: PickupCarrier;
  /** The earliest start of a window. */
  earliest: number;
  /** The latest end of a window. */
  latest: number;
  minimumWindow: number;
  /** A same-day pickup must be booked by this time (capability check); null when not known. */
  bookBy: number | null;
  /** The latest start of a window (capability check); null when not known or not applied. */
  cutOff: number | null;
  /** Whether the service is picked up on the day it is booked (FedEx ground services are not). */
  sameDay: boolean;
}

export const ceilToStep = (minutes: number): number =>
  Math.ceil(minutes / PICKUP_TIMES.step) * PICKUP_TIMES.step;
export const floorToStep = (minutes: number): number =>
  Math.floor(minutes / PICKUP_TIMES.step) * PICKUP_TIMES.step;

const clampDay = (minutes: number) => Math.min(Math.max(minutes, 0), MINUTES_PER_DAY);

/**
 * The time rules of a carrier's service, from the spec's constants and, when there is one, the
 * carrier's capability at the address (spec 02 §4: "the capability check supplies the booking deadline,
 * earliest and latest window, minimum window and cut-off"):
 * - the window opens no earlier than the spec's minimum (480, DHL 600), later if the carrier says so
 *   ("DHL usually has no pickup before 2 PM"), and DHL's closes no later than 1140;
 * - the minimum window is DHL 90 and UPS 180 (a carrier asking for more is heard); FedEx reads its
 *   service's own, else 180 (spec 02 §9);
 * - the cut-off bounds the window's start; "a FedEx start before the cut-off is ignored" (spec 02 §5).
 *   Decision: FedEx's cut-off is its booking deadline (as FedEx's pickup API means it), already
 *   applied through bookBy, so a FedEx window's start is not checked against it.
 */
export function pickupTimeRules(
  carrier: PickupCarrier,
  carrierProduct: string | null | undefined,
  capability?: Partial<PickupCapability> | null,
): PickupTimeRules {
  const floor = carrier === 'DHL' ? PICKUP_TIMES.dhlEarliest : PICKUP_TIMES.domesticEarliest;
  const earliest = ceilToStep(clampDay(Math.max(floor, capability?.pickupWindowEarliestTime ?? floor)));
  const latestOfCarrier = capability?.pickupWindowLatestTime ?? PICKUP_TIMES.domesticLatest;
  const latest = floorToStep(
    clampDay(carrier === 'DHL' ? Math.min(PICKUP_TIMES.dhlLatest, latestOfCarrier) : latestOfCarrier),
  );
  const given = capability?.minimumPickupWindow ?? null;
  const minimumWindow =
    carrier === 'FEDEX'
      ? (given ?? MINIMUM_PICKUP_WINDOW.FEDEX)
      : Math.max(MINIMUM_PICKUP_WINDOW[carrier], given ?? 0);
  return {
    carrier,
    earliest,
    latest,
    minimumWindow: Math.max(PICKUP_TIMES.step, ceilToStep(minimumWindow)),
    bookBy: capability?.bookByTime ?? null,
    cutOff: carrier === 'FEDEX' ? null : (capability?.cutOffTime ?? null),
    sameDay: !isFedexGroundService(carrier, carrierProduct),
  };
}
