import type { RatePiece } from '../../contract/quote';
import { documentFallbackWeight, QUOTE_MINIMUMS } from '../../limits/index';
import { unitsOf } from '../../units/index';
import type { Draft } from './draftSchema';
import { isDomestic } from './flags';
import { isPackageEmpty } from './lineRules';

/**
 * Documents weigh at most half a pound unless the user says otherwise; then the fallback weight of
 * 0.4 is rated (spec 01 §9), converted when the draft is metric.
 */
export function documentRatedWeight(draft: Draft): number {
  const docs = draft.shipmentDetails.documents;
  if (docs.isDocumentWeightAboveHalfPound === true && docs.documentWeight !== null)
    return docs.documentWeight;
  return documentFallbackWeight(unitsOf(draft.measurementSystem).weight);
}

/**
 * The draft's pieces as rated and prepared: one line for documents, one line per filled package row
 * for products. Decision: documents are rated by weight alone, so their line carries the minimum
 * size (1 x 1 x 1) the rate contract needs.
 */
export function draftPieces(draft: Draft): RatePiece[] {
  if (draft.isDocumentsShipment) {
    const docs = draft.shipmentDetails.documents;
    const d = QUOTE_MINIMUMS.dimension;
    return [
      {
        quantity: docs.numberOfPackages ?? 1,
        weight: documentRatedWeight(draft),
        length: d,
        width: d,
        height: d,
        declaredValue: docs.declaredShipmentValue,
      },
    ];
  }
  const domestic = isDomestic(draft);
  return draft.shipmentDetails.products.packages
    .filter((p) => !isPackageEmpty(p))
    .map((p) => ({
      quantity: p.numberOfPackages ?? 1,
      weight: p.weight ?? 0,
      length: p.length ?? 0,
      width: p.width ?? 0,
      height: p.height ?? 0,
      // Declared value per box is a domestic field (spec 01 §3).
      declaredValue: domestic ? p.declaredValue : null,
    }));
}
