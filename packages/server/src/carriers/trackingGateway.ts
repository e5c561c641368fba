import type { CarrierCode } from '@shipdeck/core/contract';
import type { TrackingEventCode } from '@shipdeck/core/tracking';

/** A place a scan happened: a city (with its state or province where it has one) and a country. */
export interface ScanLocation {
  city: string;
  division: string | null;
  countryCode: string;
  /** The facility's name (a hub, a gateway); the owner sees it, others see the city only. */
  facility: string | null;
}

/** One scan as the carrier reports it, numbered from 1 in the order they happened. */
export interface CarrierTrackingEvent {
  seq: number;
  code: TrackingEventCode;
  occurredOn: Date;
  location: ScanLocation;
  /** What only the owner reads: who signed, why a delivery failed, what customs asked for. */
  detail: string | null;
}

/** What the tracking job tells a carrier about a booked shipment. */
export interface TrackedShipment {
  carrier: Exclude<CarrierCode, 'customer_routed'>;
  carrierProduct: string;
  trackingNumber: string;
  bookedOn: Date;
  /** yyyy-MM-dd. */
  shipDate: string;
  /** The carrier collects it (a pickup), or the shipper drops it off. */
  pickup: boolean;
  isDutiable: boolean;
  origin: { city: string; division: string | null; postalCode: string | null; countryCode: string };
  destination: { city: string; division: string | null; postalCode: string | null; countryCode: string };
  recipientName: string;
}

export interface TrackingAnswer {
  /** Every scan up to `at`, from the first. */
  events: CarrierTrackingEvent[];
  /** When to ask again (the next scan is due); null once the carrier has nothing more to say. */
  nextCheckAt: Date | null;
}

/**
 * A carrier's tracking (docs/tracking.md): asked "what happened up to `at`", it answers every scan
 * so far and when to ask again, as the polling APIs of the real carriers are used. `state` is the
 * integration's own memo for the shipment (stored with the tracking row and handed back each time);
 * the sandbox keeps its scenario there.
 */
export interface TrackingGateway {
  track(shipment: TrackedShipment, at: Date, state: Record<string, unknown>): Promise<TrackingAnswer>;
}
