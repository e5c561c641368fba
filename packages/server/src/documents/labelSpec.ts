import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { DocumentParty, DocumentPiece, ShipmentDocumentInput } from './documentInput';
import type { Fonts } from './pdfText';

/** Labels are 4 × 6 in (288 × 432 pt), the US standard parcel label. */
export const LABEL_SIZE: [number, number] = [288, 432];

/** One label page: one box of the shipment, or of its return. */
export interface LabelSpec {
  input: ShipmentDocumentInput;
  /** Sender and recipient as this label has them (swapped on a return label). */
  from: DocumentParty;
  to: DocumentParty;
  isReturn: boolean;
  box: DocumentPiece;
  /** 0-based, of `count` boxes. */
  index: number;
  count: number;
  /** This box's tracking number (the shipment's own on the first box). */
  trackingNumber: string;
  /** The shipment's (or the return's) number: a DHL waybill covers every box. */
  shipmentNumber: string;
}

export interface LabelCanvas {
  doc: PDFDocument;
  page: PDFPage;
  fonts: Fonts;
  /** The y below the sandbox band: the label's content starts there. */
  top: number;
}

export type DrawLabel = (canvas: LabelCanvas, label: LabelSpec) => Promise<void>;
