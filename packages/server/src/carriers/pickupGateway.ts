import type { PickupCapability, PickupCarrier, PickupOrigin } from '@shipdeck/core/contract';

/** The pickup a carrier is asked for: where, when (the address's day and minutes), what and how much. */
export interface PickupBooking {
  carrier: PickupCarrier;
  carrierProduct: string;
  origin: PickupOrigin;
  /** yyyy-MM-dd at the address. */
  date: string;
  startTime: number;
  endTime: number;
  /** The IANA time zone of the address. */
  timeZone: string;
  location: string;
  notes: string;
  numOfPackages: number;
}

/** What a capability check answers: the carrier's times at the address, or why it will not say. */
export type PickupCapabilityAnswer =
  | { kind: 'capable'; capability: PickupCapability; timeZone: string }
  /** Pickups from outside the US are not scheduled here (spec 02 §2: the contact modal). */
  | { kind: 'outsideUs' }
  | { kind: 'refused'; message: string };

export type PickupOutcome = { ok: true; confirmationNumber: string } | { ok: false; message: string };

/** "Now", injectable so same-day rules and confirmation dates are testable. */
export interface PickupContext {
  now: Date;
}

/**
 * The pickup half of a carrier integration (docs/pickups.md): capability at an address, schedule, change
 * and cancel. The sandbox answers like the carriers' test modes; a real adapter plugs in behind it.
 * A refusal is an answer (`ok: false` with the carrier's words), never an exception; an exception is a
 * carrier that could not be reached.
 */
export interface PickupGateway {
  checkPickupCapability(
    query: { carrier: PickupCarrier; carrierProduct: string; origin: PickupOrigin },
    context: PickupContext,
  ): Promise<PickupCapabilityAnswer>;
  schedulePickup(booking: PickupBooking, context: PickupContext): Promise<PickupOutcome>;
  /** DHL and FedEx change a booked pickup; UPS answers `ok: false` (it is cancelled and booked again). */
  modifyPickup(
    confirmationNumber: string,
    booking: PickupBooking,
    context: PickupContext,
  ): Promise<PickupOutcome>;
  cancelPickup(
    pickup: { carrier: PickupCarrier; confirmationNumber: string; location: string },
    context: PickupContext,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
}
