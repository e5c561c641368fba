import type {
  CarrierCode,
  PrepareShipmentRequest,
  Rate,
  ShipmentDocumentType,
} from '@shipdeck/core/contract';

/** What a booking knows when its documents are made (issue 12). */
export interface BookingFacts {
  shipmentId: string;
  carrier: Exclude<CarrierCode, 'customer_routed'>;
  carrierProduct: string;
  serviceName: string;
  trackingNumber: string;
  /** yyyy-MM-dd. */
  shipDate: string;
  prep: PrepareShipmentRequest;
  rate: Rate;
  bookedOn: Date;
  certificateOfOrigin: boolean;
  returnLabel: boolean;
}

/** One document as a file. */
export interface RenderedDocument {
  type: ShipmentDocumentType;
  fileName: string;
  bytes: Uint8Array;
}

/** Makes a booking's documents (real PDFs), off the HTTP thread (docs/documents.md). */
export interface DocumentRenderer {
  render(facts: BookingFacts): Promise<RenderedDocument[]>;
  /** All of a shipment's documents as one file (download-all). */
  merge(documents: readonly RenderedDocument[]): Promise<Uint8Array>;
}

/**
 * A new tracking number in the carrier's real format, with a valid check digit; a UPS 1Z carries the
 * booked service's code (e.g. "03" Ground).
 */
export type TrackingNumberSource = (
  carrier: Exclude<CarrierCode, 'customer_routed'>,
  serviceCode?: string,
) => string;
