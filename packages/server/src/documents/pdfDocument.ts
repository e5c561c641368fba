import { PDFDocument } from 'pdf-lib';
import { shipDay } from './documentFormat';

export interface DocumentMetadata {
  title: string;
  /** yyyy-MM-dd: the documents are dated by the ship date. */
  shipDate: string;
  keywords: string[];
}

/**
 * A new PDF with fixed metadata: the same shipment gives the same bytes every time it is drawn
 * (pdf-lib would stamp the current time), so a document can be drawn again instead of stored, and
 * compared in a test.
 */
export async function createPdf(metadata: DocumentMetadata): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = shipDay(metadata.shipDate);
  doc.setTitle(metadata.title);
  doc.setAuthor('Shipdeck sandbox');
  doc.setSubject('Sandbox sample — not for shipping');
  doc.setKeywords(metadata.keywords);
  doc.setCreator('Shipdeck');
  doc.setProducer('Shipdeck (pdf-lib)');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc;
}
