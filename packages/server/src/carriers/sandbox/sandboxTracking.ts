import type { TrackingEventCode } from '@shipdeck/core/tracking';
import { type RandomSource, seededRandom } from '@shipdeck/core/tracking';
import type {
  CarrierTrackingEvent,
  ScanLocation,
  TrackedShipment,
  TrackingAnswer,
  TrackingGateway,
} from '../trackingGateway';
import {
  countryGateway,
  US_AIR_HUBS,
  US_GROUND_HUBS,
  usRegionOf,
  WORLD_HUBS,
  type WorldRegion,
} from './trackingHubs';
import { locateUsZip, milesBetween } from './usZipLocation';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * What may go wrong on the way (docs/tracking.md#exceptions): customs holds a dutiable parcel for a
 * day, nobody is in to sign (delivered the next business day), or — only when asked for, as the
 * demo's shipment needing attention is — the parcel is held at its first hub for the shipper's
 * instructions and goes no further.
 */
export type SandboxException = 'none' | 'customs_held' | 'delivery_attempted' | 'held';

/** The sandbox's memo for a shipment (TrackingGateway's `state`): both are optional. */
export interface SandboxTrackingState {
  /** When the carrier takes the parcel (ISO); by default the ship day's afternoon collection. */
  pickupAt?: string;
  /** The scenario; by default one shipment in eight meets an exception, drawn from its number. */
  exception?: SandboxException;
}

/** FNV-1a over the tracking number: the same number always lives the same life. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const isWeekend = (time: number) => {
  const day = new Date(time).getUTCDay();
  return day === 0 || day === 6;
};

/** `time`'s day moved on by `days` business days (Saturdays and Sundays skipped). */
function addBusinessDays(time: number, days: number): number {
  let t = time;
  let left = days;
  while (left > 0 || isWeekend(t)) {
    t += 24 * HOUR;
    if (!isWeekend(t)) left--;
  }
  return t;
}

/** Midnight UTC of `time`'s day plus `hours`. */
const atHour = (time: number, hours: number) => {
  const day = new Date(time);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + hours * HOUR;
};

const OVERNIGHT = new Set(['01', '13', '14', 'PRIORITY_OVERNIGHT', 'STANDARD_OVERNIGHT', 'FIRST_OVERNIGHT']);
const TWO_DAY = new Set(['02', '59', 'FEDEX_2_DAY']);
const THREE_DAY = new Set(['12', 'FEDEX_EXPRESS_SAVER']);
const GROUND = new Set(['03', 'FEDEX_GROUND', 'GROUND_HOME_DELIVERY']);

/** Business days on the way, by service (the carriers' published commitments) and distance for ground. */
function transitDays(shipment: TrackedShipment, international: boolean): number {
  const product = shipment.carrierProduct;
  if (international) return product === 'H' ? 5 : shipment.carrier === 'DHL' ? 2 : 3;
  if (OVERNIGHT.has(product)) return 1;
  if (TWO_DAY.has(product)) return 2;
  if (THREE_DAY.has(product)) return 3;
  if (GROUND.has(product)) {
    const from = locateUsZip(shipment.origin.postalCode);
    const to = locateUsZip(shipment.destination.postalCode);
    if (!from || !to) return 3;
    const miles = milesBetween(from, to);
    return miles <= 150 ? 1 : miles <= 600 ? 2 : miles <= 1000 ? 3 : miles <= 1800 ? 4 : 5;
  }
  return shipment.carrier === 'DHL' ? 1 : 3;
}

const local = (end: TrackedShipment['origin'], facility: string | null): ScanLocation => ({
  city: end.city,
  division: end.division,
  countryCode: end.countryCode,
  facility,
});

const sameCity = (a: ScanLocation, b: ScanLocation) =>
  a.city.toLowerCase() === b.city.toLowerCase() && a.countryCode === b.countryCode;

/**
 * The facilities a parcel passes between its origin city and its destination's delivery station:
 * the region's hub and the carrier's air hub at home, the carrier's hub for the destination's part of
 * the world and the destination country's gateway (where customs clears) abroad.
 */
function routeOf(
  shipment: TrackedShipment,
  international: boolean,
): { stops: ScanLocation[]; customsAt: number } {
  const carrier = shipment.carrier;
  const { origin, destination } = shipment;
  const stops: ScanLocation[] = [];
  let customsAt = -1;
  const usLeg = (end: TrackedShipment['origin']) => US_GROUND_HUBS[carrier][usRegionOf(end.division)];
  if (!international) {
    const fromHub = usLeg(origin);
    const toHub = usLeg(destination);
    stops.push(fromHub);
    const air = !GROUND.has(shipment.carrierProduct);
    if (air && !sameCity(fromHub, toHub)) stops.push(US_AIR_HUBS[carrier]);
    if (!sameCity(fromHub, toHub)) stops.push(toHub);
  } else {
    const fromGateway =
      origin.countryCode === 'US'
        ? null
        : countryGateway(carrier, origin.countryCode, { city: origin.city, division: origin.division });
    const toGateway =
      destination.countryCode === 'US'
        ? null
        : countryGateway(carrier, destination.countryCode, {
            city: destination.city,
            division: destination.division,
          });
    if (origin.countryCode === 'US') stops.push(usLeg(origin), US_AIR_HUBS[carrier]);
    else if (fromGateway) stops.push(fromGateway.location);
    const region: WorldRegion | null =
      toGateway?.region ?? (destination.countryCode === 'US' ? 'americas' : null);
    const worldHub = region && region !== 'americas' ? WORLD_HUBS[carrier][region] : undefined;
    if (worldHub && !stops.some((s) => sameCity(s, worldHub))) stops.push(worldHub);
    if (destination.countryCode === 'US') {
      if (!stops.some((s) => sameCity(s, US_AIR_HUBS[carrier]))) stops.push(US_AIR_HUBS[carrier]);
      customsAt = stops.length - 1;
      const toHub = usLeg(destination);
      if (!sameCity(toHub, US_AIR_HUBS[carrier])) stops.push(toHub);
    } else if (toGateway) {
      const last = stops[stops.length - 1];
      if (!last || !sameCity(last, toGateway.location)) stops.push(toGateway.location);
      customsAt = stops.length - 1;
    }
  }
  // Never scanned twice in a row in one city (a hub in the origin or destination city itself).
  const deduped = stops.filter((stop, i) => i === 0 || !sameCity(stop, stops[i - 1] as ScanLocation));
  if (customsAt >= deduped.length) customsAt = deduped.length - 1;
  return { stops: deduped, customsAt };
}

const HELD_DETAIL = "Address information needed: held at the facility for the shipper's instructions";

interface PlannedEvent {
  code: TrackingEventCode;
  at: number;
  location: ScanLocation;
  detail: string | null;
}

function pickupTime(shipment: TrackedShipment, state: SandboxTrackingState, random: RandomSource): number {
  if (state.pickupAt) return Date.parse(state.pickupAt);
  const booked = shipment.bookedOn.getTime();
  // The afternoon collection (21:00–22:20 UTC, 4–5 pm on the East Coast) of the ship day, or soon
  // after booking when the shipment was booked later than that.
  const planned = Date.parse(`${shipment.shipDate}T21:00:00Z`) + Math.floor(random() * 80) * MINUTE;
  const earliest = booked + 30 * MINUTE + Math.floor(random() * 60) * MINUTE;
  return Math.max(Number.isNaN(planned) ? earliest : planned, earliest);
}

function exceptionOf(shipment: TrackedShipment, state: SandboxTrackingState, random: RandomSource) {
  if (state.exception) return state.exception;
  if (random() >= 1 / 8) return 'none';
  return shipment.isDutiable && random() < 0.5 ? 'customs_held' : 'delivery_attempted';
}

/**
 * The whole life of a sandbox parcel, computed from its booking alone (so every server process and
 * every restart tells the same story): label created, picked up or dropped off, arrival and departure
 * at each hub of its route, customs abroad, out for delivery, delivered — with the exception, if any.
 */
export function sandboxTimeline(shipment: TrackedShipment, state: SandboxTrackingState = {}): PlannedEvent[] {
  const random = seededRandom(seedOf(`${shipment.carrier}:${shipment.trackingNumber}`));
  const international = shipment.origin.countryCode !== shipment.destination.countryCode;
  const exception = exceptionOf(shipment, state, random);
  const booked = shipment.bookedOn.getTime();
  const pickupAt = pickupTime(shipment, state, random);
  const origin = local(shipment.origin, null);
  const station = local(shipment.destination, 'Delivery station');
  const events: PlannedEvent[] = [
    {
      code: 'label_created',
      at: booked,
      location: origin,
      detail: 'Shipment information sent to the carrier',
    },
    {
      code: shipment.pickup ? 'picked_up' : 'dropped_off',
      at: pickupAt,
      location: origin,
      detail: shipment.pickup
        ? 'Collected by the driver at the shipper'
        : 'Dropped off at a carrier location',
    },
  ];
  const { stops, customsAt } = routeOf(shipment, international);
  let days = transitDays(shipment, international);
  if (exception === 'customs_held') days += 1;
  const deliveryDay = addBusinessDays(pickupAt, days);
  const outForDelivery = atHour(deliveryDay, 12.5) + Math.floor(random() * 45) * MINUTE;
  // The stops share the time between the pickup and the night before delivery day.
  const legsEnd = Math.max(pickupAt + 2 * HOUR, atHour(deliveryDay, 8));
  const legs = stops.length + 1;
  const leg = (legsEnd - pickupAt) / legs;
  let t = pickupAt;
  let held: PlannedEvent | null = null;
  stops.forEach((stop, i) => {
    const arrive = pickupAt + leg * (i + 1) - Math.floor(random() * 40) * MINUTE;
    t = Math.max(t + 10 * MINUTE, arrive);
    events.push({ code: 'arrived_at_facility', at: t, location: stop, detail: null });
    if (exception === 'held' && !held) {
      held = { code: 'exception', at: t + HOUR, location: stop, detail: HELD_DETAIL };
    }
    if (i === customsAt) {
      t += 20 * MINUTE + Math.floor(random() * 40) * MINUTE;
      events.push({ code: 'in_customs', at: t, location: stop, detail: 'Clearance processing started' });
      if (exception === 'customs_held') {
        t += 30 * MINUTE;
        events.push({
          code: 'exception',
          at: t,
          location: stop,
          detail: 'Held by customs: the commercial invoice is being reviewed',
        });
        t += 20 * HOUR;
      }
      t += HOUR + Math.floor(random() * 90) * MINUTE;
      events.push({ code: 'customs_cleared', at: t, location: stop, detail: 'Clearance complete' });
    }
    t += Math.min(leg / 2, HOUR + Math.floor(random() * 120) * MINUTE);
    events.push({ code: 'departed_facility', at: t, location: stop, detail: null });
  });
  if (held) {
    // Held at the first hub, and nothing more until customer service steps in.
    const firstArrival = events.findIndex((event) => event.code === 'arrived_at_facility');
    return [...events.slice(0, firstArrival + 1), held];
  }
  t = Math.max(t + 30 * MINUTE, outForDelivery - 3 * HOUR);
  events.push({ code: 'arrived_at_facility', at: t, location: station, detail: null });
  let deliverFrom = Math.max(t + 30 * MINUTE, outForDelivery);
  const deliverTo = local(shipment.destination, null);
  if (exception === 'delivery_attempted') {
    events.push({ code: 'out_for_delivery', at: deliverFrom, location: station, detail: null });
    events.push({
      code: 'delivery_attempted',
      at: deliverFrom + 3 * HOUR + Math.floor(random() * 120) * MINUTE,
      location: deliverTo,
      detail: 'The recipient was not available; a delivery notice was left',
    });
    deliverFrom = atHour(addBusinessDays(deliverFrom, 1), 12.5) + Math.floor(random() * 45) * MINUTE;
  }
  events.push({ code: 'out_for_delivery', at: deliverFrom, location: station, detail: null });
  const signer = shipment.recipientName.trim().split(/\s+/).pop()?.toUpperCase() ?? '';
  events.push({
    code: 'delivered',
    at: deliverFrom + 2 * HOUR + Math.floor(random() * 300) * MINUTE,
    location: deliverTo,
    detail: signer ? `Signed for by ${signer}` : 'Left at the front door',
  });
  return events;
}

/** The sandbox carriers' tracking: the scans of `sandboxTimeline` that happened by `at`. */
export function createSandboxTracking(): TrackingGateway {
  return {
    async track(shipment, at, state): Promise<TrackingAnswer> {
      const timeline = sandboxTimeline(shipment, state as SandboxTrackingState);
      const now = at.getTime();
      const events: CarrierTrackingEvent[] = [];
      let nextCheckAt: Date | null = null;
      for (const [i, event] of timeline.entries()) {
        if (event.at > now) {
          nextCheckAt = new Date(event.at);
          break;
        }
        events.push({
          seq: i + 1,
          code: event.code,
          occurredOn: new Date(event.at),
          location: event.location,
          detail: event.detail,
        });
      }
      return { events, nextCheckAt };
    },
  };
}
