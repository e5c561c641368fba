import type { Draft } from '@shipdeck/core/shipment';

export type ReviewDocument =
  | { kind: 'label'; count: number }
  | { kind: 'commercial_invoice' }
  | { kind: 'proforma_invoice' }
  | { kind: 'certificate_of_origin' }
  | { kind: 'return_label' };

/**
 * The documents the booking will make of this draft (the review's Shipment Documents section, spec 01
 * §2), as the documents engine draws them (docs/documents.md): a label per box always; the customs
 * invoice when dutiable (proforma for a proforma invoice type); a certificate of origin when chosen
 * (dutiable only); a return label when chosen.
 */
export function shipmentDocumentsOf(draft: Draft): ReviewDocument[] {
  const boxes = draft.isDocumentsShipment
    ? (draft.shipmentDetails.documents.numberOfPackages ?? 1)
    : draft.shipmentDetails.products.packages.reduce((sum, p) => sum + (p.numberOfPackages ?? 0), 0);
  const out: ReviewDocument[] = [{ kind: 'label', count: Math.max(1, boxes) }];
  if (draft.isDutiable) {
    out.push({ kind: draft.isProformaInvoiceType ? 'proforma_invoice' : 'commercial_invoice' });
    if (draft.additionalServices.isCertificateOfOriginRequired) out.push({ kind: 'certificate_of_origin' });
  }
  if (draft.additionalServices.isReturnLabel) out.push({ kind: 'return_label' });
  return out;
}
