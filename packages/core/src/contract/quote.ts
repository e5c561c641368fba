import * as z from 'zod/mini';
import { violation } from './hydra';
import { rate } from './rate';
import { text } from './text';

export const measurementSystem = z.enum(['imperial', 'metric']);
export type MeasurementSystem = z.infer<typeof measurementSystem>;

/** One end of a rate request: country, city, postal code and the residential flag. */
export const rateEnd = z.object({
  countryCode: text('code'),
  city: z.optional(text('line')),
  postalCode: z.optional(text('short')),
  isResidential: z._default(z.boolean(), false),
});
export type RateEnd = z.infer<typeof rateEnd>;

/** A piece line: `quantity` identical packages (spec 02 §3 standalone quote items). */
export const ratePiece = z.object({
  quantity: z.number(),
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** Declared value for documents (spec 02 §3 documentDeclaredValue); per box for domestic. */
  declaredValue: z.optional(z.nullable(z.number())),
});
export type RatePiece = z.infer<typeof ratePiece>;

/**
 * POST /api/rate_shipment_actions (spec 01 §7, spec 02 §7). Weights and sizes are in the units of
 * `measurementSystem` (lb/in or kg/cm).
 */
export const rateShipmentRequest = z.object({
  shipmentId: z.optional(z.nullable(text('id'))),
  origin: rateEnd,
  destination: rateEnd,
  /** yyyy-MM-dd'T'00:00:00.000 (spec 01 §9 API date format); a plain yyyy-MM-dd is accepted too. */
  targetShipDate: text('id'),
  pieces: z.array(ratePiece),
  isDocument: z._default(z.boolean(), false),
  usesExpressEnvelope: z._default(z.boolean(), false),
  hasDangerousGoods: z._default(z.boolean(), false),
  insuredValue: z.optional(z.nullable(z.number())),
  currency: z._default(text('code'), 'USD'),
  measurementSystem: z._default(measurementSystem, 'imperial'),
  carrierProduct: z.optional(z.nullable(text('id'))),
  hasNewPickupRequest: z.optional(z.boolean()),
  hasEeiFiledByCarrier: z.optional(z.boolean()),
  hasNeutralDelivery: z.optional(z.boolean()),
  hasDutiesAndTaxesPaidByCarrierAccount: z.optional(z.boolean()),
  markInactive: z.optional(z.boolean()),
  /** Direct signature (international, service id "SF"). */
  hasDirectSignature: z.optional(z.boolean()),
  /** Domestic signature option: 2 = signature, 3 = adult signature (spec 01 §9). */
  domesticSignature: z.optional(z.nullable(z.union([z.literal(2), z.literal(3)]))),
});
export type RateShipmentRequest = z.infer<typeof rateShipmentRequest>;
export type RateShipmentRequestInput = z.input<typeof rateShipmentRequest>;

export const rateShipmentResponse = z.object({
  success: z.boolean(),
  rates: z.array(rate),
  error: z.nullable(text('text')),
  /** The id of the stored quote these rates belong to. */
  createdInId: z.nullable(text('id')),
  /** Non-blocking notices of the country-pair check and the quote rules (e.g. US territory). */
  warnings: z.optional(z.array(violation)),
});
export type RateShipmentResponse = z.infer<typeof rateShipmentResponse>;

/** GET /api/quotes member ("Quote (listed)", spec 02 §3). */
export const quoteListed = z.object({
  id: text('id'),
  createdOn: text('id'),
  requestOriginCountryCode: text('code'),
  requestOriginZip: z.nullable(text('short')),
  requestDestinationCountryCode: text('code'),
  requestDestinationZip: z.nullable(text('short')),
  requestIsResidential: z.boolean(),
  rates: z.array(rate),
  /** Ours (issue 14): the request as rated, so Continue to Shipping from view history keeps the packages. */
  request: z.optional(rateShipmentRequest),
});
export type QuoteListed = z.infer<typeof quoteListed>;
