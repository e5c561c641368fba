import type { Draft } from './draftSchema';
import { isDocumentOverWeight } from './limits';

/**
 * spec 01 §4: documents that are not just documents, or weigh over 5 lbs, trigger a warning
 * offering "Ship As Product".
 */
export function shouldOfferShipAsProduct(draft: Draft): boolean {
  if (!draft.isDocumentsShipment) return false;
  return draft.shipmentDetails.documents.isItJustDocument === false || isDocumentOverWeight(draft);
}

/**
 * While "Ship As Product" is offered, package count, packaging, description and declared value of
 * the documents view are disabled (spec 01 §4).
 */
export const areDocumentDetailsDisabled = shouldOfferShipAsProduct;

/**
 * "Ship As Product" turns the documents flag off; `normalize` then resets the documents section.
 * Decision: the general description is carried over to the products view, since the user has
 * already said what is being shipped and both views ask for it.
 */
export function shipAsProduct(draft: Draft): Draft {
  const description = draft.shipmentDetails.documents.generalDescription;
  return {
    ...draft,
    isDocumentsShipment: false,
    shipmentDetails: {
      ...draft.shipmentDetails,
      products: {
        ...draft.shipmentDetails.products,
        generalDescription: draft.shipmentDetails.products.generalDescription || description,
      },
    },
  };
}
