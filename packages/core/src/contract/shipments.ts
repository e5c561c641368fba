import * as z from 'zod/mini';
import { money } from './money';
import { pickupResource } from './pickups';
import { pagingQuery } from './queries';
import { carrierCode, rate } from './rate';
import { text } from './text';

/**
 * Booked shipments and their documents (spec 02 §3 "Shipment record", "Shipment document"; §7
 * shipments and documents calls; issue 12).
 */

/** The kinds of document a booking makes (issue 12). */
export const SHIPMENT_DOCUMENT_TYPES = [
  'label',
  'commercial_invoice',
  'certificate_of_origin',
  'return_label',
] as const;
export const shipmentDocumentType = z.enum(SHIPMENT_DOCUMENT_TYPES);
export type ShipmentDocumentType = z.infer<typeof shipmentDocumentType>;

/** One end of a booked shipment, as the summary shows it. */
export const shipmentParty = z.object({
  companyName: text('line'),
  contactName: text('line'),
  phoneNumber: text('short'),
  email: z.nullable(text('line')),
  countryCode: text('code'),
  addressLine1: text('line'),
  addressLine2: z.nullable(text('line')),
  addressLine3: z.nullable(text('line')),
  city: z.nullable(text('line')),
  postalCode: z.nullable(text('short')),
  division: z.nullable(text('line')),
  isResidential: z.boolean(),
});
export type ShipmentParty = z.infer<typeof shipmentParty>;

/** How the shipment was paid for (spec 01 §9), with what may be shown of a stored method. */
export const shipmentPayment = z.object({
  type: z.enum(['pay_now', 'pay_later', 'house_account', 'third_party', 'receiver']),
  amount: money,
  /** "Visa ending in 4242" for pay now; null otherwise. */
  method: z.nullable(text('line')),
  /** The billed account (third party, receiver) as entered. */
  accountNumber: z.nullable(text('short')),
  /** captured, refunded, or null when nothing was charged. */
  chargeStatus: z.nullable(z.enum(['captured', 'refunded'])),
});
export type ShipmentPayment = z.infer<typeof shipmentPayment>;

export const shipmentDocumentListed = z.object({
  id: text('id'),
  type: shipmentDocumentType,
  fileName: text('line'),
});
export type ShipmentDocumentListed = z.infer<typeof shipmentDocumentListed>;

/** GET /api/shipments member and GET /api/shipments/{id} (spec 02 §3 Shipment record). */
export const shipmentResource = z.object({
  id: text('id'),
  hasError: z.boolean(),
  /** yyyy-MM-dd. */
  targetShipDate: text('id'),
  trackingNumber: text('id'),
  carrier: z.object({ id: text('id'), name: text('line'), productCode: text('id'), carrier: carrierCode }),
  primaryStatusFlag: z.number(),
  primaryStatusFlagLabel: text('line'),
  documents: z.array(shipmentDocumentListed),
  ownedById: text('id'),
  shipmentFrom: shipmentParty,
  shipmentTo: shipmentParty,
  declaredTotalValue: z.nullable(z.number()),
  hasBatteries: z.boolean(),
  hasDangerousGoods: z.boolean(),
  description: text('line'),
  shipmentReferenceNumber: z.nullable(text('line')),
  isDutiable: z.boolean(),
  isImport: z.boolean(),
  isDomestic: z.boolean(),
  isUSTerritories: z.boolean(),
  /** Ours: when it was booked and cancelled; how it was paid; the rate it was booked at. */
  createdOn: text('id'),
  canceledOn: z.nullable(text('id')),
  payment: shipmentPayment,
  rate: rate,
  /** The export filing shown on the summary (ITN, or the FTR exemption), null when none applies. */
  exportFiling: z.nullable(text('line')),
  /** Package count and total weight, for the summary's details. */
  pieces: z.number(),
  totalWeight: z.object({ value: z.number(), unit: z.enum(['lb', 'kg']) }),
  /** Ours: the open pickup the shipment is on, for the summary's pickup panel (GET /shipments/{id} only). */
  pickup: z.optional(z.nullable(pickupResource)),
});
export type ShipmentResource = z.infer<typeof shipmentResource>;

/** spec 02 §9: shipments are listed 10 a page. */
export const SHIPMENTS_PER_PAGE = 10;
export const MAX_SHIPMENTS_PER_PAGE = 100;
export const shipmentListQuery = z.object({ ...pagingQuery(SHIPMENTS_PER_PAGE, MAX_SHIPMENTS_PER_PAGE) });

/** The longest data URL a document answer holds (base64 of a 30 MB PDF). */
export const MAX_DOCUMENT_DATA_URL_LENGTH = 40_000_000;

/** GET /api/shipment_documents/{id} (spec 02 §7): `file` is a data URL. */
export const shipmentDocumentResource = z.object({
  id: text('id'),
  type: shipmentDocumentType,
  fileName: text('line'),
  /** A data URL: a PDF of up to 200 labels is a few MB. */
  file: z.string().check(z.maxLength(MAX_DOCUMENT_DATA_URL_LENGTH)),
});
export type ShipmentDocumentResource = z.infer<typeof shipmentDocumentResource>;

/** POST /api/cancel_shipment_actions (spec 02 §7). */
export const cancelShipmentRequest = z.object({
  shipmentId: text('id'),
  cancelRelatedPickup: z._default(z.boolean(), false),
});
export type CancelShipmentRequest = z.infer<typeof cancelShipmentRequest>;
export type CancelShipmentRequestInput = z.input<typeof cancelShipmentRequest>;

export const cancelShipmentResponse = z.object({
  shipmentCanceled: z.boolean(),
  pickupCanceled: z.boolean(),
  /** Ours: what was given back (pay now), in the shipment's currency. */
  refunded: z.nullable(money),
});
export type CancelShipmentResponse = z.infer<typeof cancelShipmentResponse>;
