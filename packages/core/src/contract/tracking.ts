import * as z from 'zod/mini';
import { TRACKING_EVENT_CODES } from '../tracking/trackingEvents';
import { text } from './text';

/**
 * GET /api/tracking/{trackingNumber} (issue 14): where a parcel is. For one of our shipments, its scans —
 * the owner (or staff acting for the owner) sees everything, anyone else with the number sees the status,
 * the dates and the cities only; for another number, the carrier its format and check digit name and
 * that carrier's tracking page.
 */
export const trackingEventCode = z.enum(TRACKING_EVENT_CODES);

/** A city a scan happened in (everybody sees these). */
export const trackingPlace = z.object({
  city: text('line'),
  division: z.nullable(text('line')),
  countryCode: text('code'),
});
export type TrackingPlace = z.infer<typeof trackingPlace>;

export const trackingEvent = z.object({
  seq: z.number(),
  code: trackingEventCode,
  /** Our wording of the code (core's TRACKING_EVENT_LABELS). */
  label: text('line'),
  occurredOn: text('id'),
  city: text('line'),
  division: z.nullable(text('line')),
  countryCode: text('code'),
  /** The owner's view only: the facility's name and what happened (who signed, why a delivery failed). */
  facility: z.optional(z.nullable(text('line'))),
  detail: z.optional(z.nullable(text('line'))),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

/** The shipment behind the number, for its owner only. */
export const trackedShipment = z.object({
  id: text('id'),
  serviceName: text('line'),
  description: text('line'),
  shipmentReferenceNumber: z.nullable(text('line')),
  primaryStatusFlag: z.number(),
  receiverName: text('line'),
});

export const trackingResource = z.object({
  '@id': text('line'),
  '@type': z.literal('Tracking'),
  trackingNumber: text('short'),
  /** owner: everything; public: status, dates and cities; carrier: not ours, the carrier's page only. */
  view: z.enum(['owner', 'public', 'carrier']),
  carrier: z.nullable(z.enum(['DHL', 'UPS', 'FEDEX'])),
  carrierName: z.nullable(text('line')),
  /** The carrier's own tracking page for the number. */
  trackingUrl: z.nullable(text('line')),
  /** Whether the number's check digit is right (null: its format has none, or no format matched). */
  checkDigitValid: z.nullable(z.boolean()),
  /** Our shipments only: the state view history shows, its label and tone (spec 02 §4). */
  status: z.nullable(
    z.object({
      state: text('id'),
      label: text('line'),
      tone: z.enum(['success', 'error', 'info', 'neutral']),
    }),
  ),
  /** yyyy-MM-dd. */
  shipDate: z.nullable(text('id')),
  deliveredOn: z.nullable(text('id')),
  origin: z.nullable(trackingPlace),
  destination: z.nullable(trackingPlace),
  /** Newest first, as tracking pages list them. */
  events: z.array(trackingEvent),
  shipment: z.nullable(trackedShipment),
});
export type TrackingResource = z.infer<typeof trackingResource>;
