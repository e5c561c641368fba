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
// The drawing itself (pdf-lib, bwip-js, the country names) is not re-exported here: the HTTP thread loads
// this module at start, and drawing runs in the pool's threads (tools.ts has both, for the bench and tools).
export type { DocumentType, MergedDocuments, ShipmentDocument } from './renderDocuments';
export { SANDBOX_STAMP } from './sandboxText';
