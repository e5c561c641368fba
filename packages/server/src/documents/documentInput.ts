import type {
  FreightPayer,
  MeasurementSystem,
  PrepareAddress,
  PrepareContact,
  PrepareInternational,
  PreparePiece,
  PrepareShipmentRequest,
} from '@shipdeck/core/contract';
import { SERVICE_IDS } from '@shipdeck/core/shipment';
import {
  isValidTrackingNumber,
  normalizeTrackingNumber,
  type ShippingCarrier,
} from '@shipdeck/core/tracking';

/**
 * What the documents of one booked shipment are drawn from. Plain data (it crosses to a worker
 * thread as it is), built from the prepare body the draft model makes (`toPrepareShipmentBody`, spec
 * 01 §7) plus what the booking adds: carrier, service, tracking number, ship date.
 */
export interface ShipmentDocumentInput {
  shipmentId: string | null;
  carrier: ShippingCarrier;
  /** The booked delivery service: its product code ("03", "P", "FEDEX_GROUND") and name. */
  service: { code: string; name: string };
  /** The shipment's tracking number (UPS 1Z, FedEx 12 digits, DHL waybill), valid for the carrier. */
  trackingNumber: string;
  /** The return label's own number; required when the return label is chosen. */
  returnTrackingNumber: string | null;
  /** yyyy-MM-dd. */
  shipDate: string;
  sender: DocumentParty;
  recipient: DocumentParty;
  isDocument: boolean;
  /** The general description (spec 01 §3). */
  description: string;
  currency: string;
  measurementSystem: MeasurementSystem;
  /** Package lines: `quantity` identical boxes each; one label per box. */
  pieces: DocumentPiece[];
  billing: { payer: FreightPayer; accountNumber: string | null };
  references: { shipment: string | null; receiver: string | null };
  services: DocumentServices;
  /** The customs block of a dutiable shipment (line items, terms, export filing …); null otherwise. */
  customs: DocumentCustoms | null;
}

/** Sender or recipient: the prepare body's contact and address of one end. */
export type DocumentParty = PrepareContact & { address: PrepareAddress };
/** Per box, in the shipment's units (lb/in or kg/cm). */
export type DocumentPiece = Pick<PreparePiece, 'quantity' | 'weight' | 'length' | 'width' | 'height'>;
export type DocumentCustoms = PrepareInternational;

export interface DocumentServices {
  certificateOfOrigin: boolean;
  returnLabel: boolean;
  directSignature: boolean;
  neutralDelivery: boolean;
  /** Domestic signature option: 2 = signature, 3 = adult signature (spec 01 §9). */
  domesticSignature: 2 | 3 | null;
}

/** What the booking adds to the prepare body. */
export interface BookingDetails {
  shipmentId: string | null;
  carrier: ShippingCarrier;
  service: { code: string; name: string };
  trackingNumber: string;
  returnTrackingNumber?: string | null;
}

/** The documents input of a prepare body (spec 01 §7) booked as `booking`. */
export function toShipmentDocumentInput(
  request: PrepareShipmentRequest,
  booking: BookingDetails,
): ShipmentDocumentInput {
  const services = new Set(request.additionalServices);
  return {
    shipmentId: booking.shipmentId,
    carrier: booking.carrier,
    service: booking.service,
    trackingNumber: booking.trackingNumber,
    returnTrackingNumber: booking.returnTrackingNumber ?? null,
    // The API date is yyyy-MM-dd'T'00:00:00.000 (spec 01 §9); a plain yyyy-MM-dd is accepted too.
    shipDate: request.targetShipDate.slice(0, 10),
    sender: { ...request.shipper, address: request.origin },
    recipient: { ...request.receiver, address: request.destination },
    isDocument: request.isDocument,
    description: request.description,
    currency: request.currency,
    measurementSystem: request.measurementSystem,
    pieces: request.pieces.map(({ quantity, weight, length, width, height }) => ({
      quantity,
      weight,
      length,
      width,
      height,
    })),
    billing: { payer: request.whoPaysShipping, accountNumber: request.billingAccountNumber },
    references: { shipment: request.shipmentReferenceNumber, receiver: request.receiverReference },
    services: {
      certificateOfOrigin: services.has(SERVICE_IDS.certificateOfOrigin),
      returnLabel: services.has(SERVICE_IDS.returnLabel),
      directSignature: services.has(SERVICE_IDS.directSignature),
      neutralDelivery: services.has(SERVICE_IDS.neutralDelivery),
      domesticSignature: request.domesticSignature,
    },
    customs: request.international,
  };
}

/**
 * Decision: at most 200 labels (boxes) per shipment. The spec gives no piece limit; 200 covers the
 * largest parcel shipments people book online and keeps one render under a second.
 */
export const MAX_LABELS_PER_SHIPMENT = 200;

/** Decision: at most 999 invoice lines, which keeps the longest invoice to about 30 pages. */
export const MAX_INVOICE_LINES = 999;

/** A document set that cannot be drawn from this input: a mistake of the caller, not of the user. */
export class DocumentInputError extends Error {
  override readonly name = 'DocumentInputError';
}

/** The number of labels (boxes) of a shipment. */
export function labelCount(input: Pick<ShipmentDocumentInput, 'pieces'>): number {
  return input.pieces.reduce((sum, piece) => sum + Math.max(0, Math.floor(piece.quantity)), 0);
}

/** Throws DocumentInputError when the documents cannot be drawn; answers the input with numbers normalised. */
export function checkDocumentInput(input: ShipmentDocumentInput): ShipmentDocumentInput {
  const problems: string[] = [];
  const trackingNumber = normalizeTrackingNumber(input.trackingNumber ?? '');
  if (!isValidTrackingNumber(input.carrier, trackingNumber))
    problems.push(`"${input.trackingNumber}" is not a valid ${input.carrier} tracking number`);
  const returnTrackingNumber = input.returnTrackingNumber
    ? normalizeTrackingNumber(input.returnTrackingNumber)
    : null;
  if (input.services.returnLabel && !returnTrackingNumber)
    problems.push('the return label needs its own tracking number');
  if (returnTrackingNumber && !isValidTrackingNumber(input.carrier, returnTrackingNumber))
    problems.push(`"${input.returnTrackingNumber}" is not a valid ${input.carrier} tracking number`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.shipDate) || Number.isNaN(Date.parse(`${input.shipDate}T00:00:00Z`)))
    problems.push(`the ship date "${input.shipDate}" is not a yyyy-MM-dd date`);
  const labels = labelCount(input);
  if (labels < 1) problems.push('a shipment has at least one box to label');
  if (labels > MAX_LABELS_PER_SHIPMENT)
    problems.push(
      `${labels} boxes are more than the ${MAX_LABELS_PER_SHIPMENT} labels one shipment may have`,
    );
  const lines = input.customs?.exportLineItems.length ?? 0;
  if (lines > MAX_INVOICE_LINES)
    problems.push(`${lines} invoice lines are more than the ${MAX_INVOICE_LINES} one invoice may have`);
  if (input.services.certificateOfOrigin && !input.customs)
    problems.push('a certificate of origin is for dutiable shipments, which have customs lines');
  if (problems.length > 0)
    throw new DocumentInputError(`Cannot draw the shipment's documents: ${problems.join('; ')}.`);
  return { ...input, trackingNumber, returnTrackingNumber };
}
