import { PDFDocument } from 'pdf-lib';
import { renderCertificateOfOrigin } from './certificateOfOrigin';
import { renderCommercialInvoice } from './commercialInvoice';
import { checkDocumentInput, type ShipmentDocumentInput } from './documentInput';
import { createPdf } from './pdfDocument';
import { renderShippingLabel } from './shippingLabel';

/** The documents a shipment can have (spec 02 §3 shipment document `type`). */
export const DOCUMENT_TYPES = [
  'label',
  'commercial_invoice',
  'certificate_of_origin',
  'return_label',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** One drawn document: a PDF. */
export interface ShipmentDocument {
  type: DocumentType;
  fileName: string;
  bytes: Uint8Array;
}

const FILE_NAMES: Readonly<Record<DocumentType, string>> = {
  label: 'label',
  commercial_invoice: 'commercial-invoice',
  certificate_of_origin: 'certificate-of-origin',
  return_label: 'return-label',
};

/** Which documents a shipment gets, in the order they are printed. */
export function documentTypesFor(input: ShipmentDocumentInput): DocumentType[] {
  const types: DocumentType[] = ['label'];
  if (input.customs) types.push('commercial_invoice');
  if (input.customs && input.services.certificateOfOrigin) types.push('certificate_of_origin');
  if (input.services.returnLabel) types.push('return_label');
  return types;
}

/**
 * Draws every document of a shipment on this thread: the label (one page per box), the commercial
 * invoice when the shipment is dutiable, the certificate of origin and the return label when chosen.
 * Servers call it through `createDocumentRenderPool` (a worker pool); tests and tools may call it here.
 * Throws DocumentInputError when the input cannot be drawn.
 */
export async function renderShipmentDocuments(raw: ShipmentDocumentInput): Promise<ShipmentDocument[]> {
  const input = checkDocumentInput(raw);
  const documents: ShipmentDocument[] = [];
  for (const type of documentTypesFor(input)) {
    const number = type === 'return_label' ? input.returnTrackingNumber! : input.trackingNumber;
    documents.push({ type, fileName: `${FILE_NAMES[type]}-${number}.pdf`, bytes: await render(type, input) });
  }
  return documents;
}

function render(type: DocumentType, input: ShipmentDocumentInput): Promise<Uint8Array> {
  switch (type) {
    case 'label':
      return renderShippingLabel(input);
    case 'commercial_invoice':
      return renderCommercialInvoice(input);
    case 'certificate_of_origin':
      return renderCertificateOfOrigin(input);
    case 'return_label':
      return renderShippingLabel(input, true);
  }
}

/** The "download all" file (spec 02 §2, §7): one PDF and its name. */
export interface MergedDocuments {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Every document's pages, in order, in one PDF, named after the first document's number
 * ("documents-1Z….pdf") and dated as it is, so the same documents merge to the same bytes.
 */
export async function mergeDocuments(
  documents: readonly Pick<ShipmentDocument, 'fileName' | 'bytes'>[],
): Promise<MergedDocuments> {
  if (documents.length === 0) throw new Error('there are no documents to merge');
  const sources = await Promise.all(
    documents.map((document) => PDFDocument.load(document.bytes, { updateMetadata: false })),
  );
  const number = /-([0-9A-Z]+)\.pdf$/.exec(documents[0]!.fileName)?.[1] ?? 'shipment';
  const date = sources[0]!.getCreationDate() ?? new Date(0);
  const merged = await createPdf({
    title: `Shipment documents ${number}`,
    shipDate: date.toISOString().slice(0, 10),
    keywords: [number, 'sandbox sample'],
  });
  for (const source of sources) {
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return { fileName: `documents-${number}.pdf`, bytes: await merged.save() };
}
