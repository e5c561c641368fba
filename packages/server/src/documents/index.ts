// The documents engine (issue 12): a shipment's label, commercial invoice, certificate of origin and
// return label as PDFs, drawn off the HTTP thread. See docs/documents.md.
export {
  bookingDocumentInput,
  bookingDocumentRenderer,
  cryptoRandom,
  returnTrackingNumber,
  trackingNumberSource,
} from './bookingDocuments';

export type {
  BookingDetails,
  DocumentCustoms,
  DocumentParty,
  DocumentPiece,
  DocumentServices,
  ShipmentDocumentInput,
} from './documentInput';
export {
  checkDocumentInput,
  DocumentInputError,
  labelCount,
  MAX_INVOICE_LINES,
  MAX_LABELS_PER_SHIPMENT,
  toShipmentDocumentInput,
} from './documentInput';
export type { DocumentRenderPool, DocumentRenderPoolOptions } from './documentRenderPool';
export { createDocumentRenderPool } from './documentRenderPool';
export type { DocumentType, MergedDocuments, ShipmentDocument } from './renderDocuments';
export { DOCUMENT_TYPES, documentTypesFor, mergeDocuments, renderShipmentDocuments } from './renderDocuments';
export { SANDBOX_STAMP } from './sandboxStamp';
