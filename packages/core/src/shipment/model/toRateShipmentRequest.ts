import type { RateShipmentRequest } from '../../contract/quote';
import { toApiDate } from '../../format/index';
import type { Draft } from './draftSchema';
import { isDomestic, isDutiable, isExport, isImport } from './flags';
import { EXPRESS_ENVELOPE } from './options';
import { draftPieces } from './ratePieces';

/** Up to half a pound in an express envelope rates as an envelope; not for imports (spec 02 §4). */
export function usesExpressEnvelope(draft: Draft): boolean {
  const docs = draft.shipmentDetails.documents;
  return (
    draft.isDocumentsShipment &&
    !isImport(draft) &&
    docs.isDocumentWeightAboveHalfPound === false &&
    docs.typeOfPackaging === EXPRESS_ENVELOPE
  );
}

export interface RateRequestOptions {
  /** Today as yyyy-MM-dd: the ship date rated while the draft has none yet. */
  today: string;
}

/**
 * The body of POST /rate_shipment_actions for a draft (spec 01 §7). Build it from a draft whose rate
 * request is valid (`validateRateRequest`): empty sizes are sent as 0 otherwise.
 */
export function toRateShipmentRequest(draft: Draft, options: RateRequestOptions): RateShipmentRequest {
  const from = draft.shipmentFrom;
  const to = draft.shipmentTo;
  const docs = draft.shipmentDetails.documents;
  const products = draft.shipmentDetails.products;
  const services = draft.additionalServices;
  const domestic = isDomestic(draft);
  const dutiable = isDutiable(draft);
  const pickup = draft.pickupDelivery;
  const shipDate = toApiDate(pickup.shipmentDate) ?? toApiDate(options.today) ?? options.today;

  return {
    shipmentId: draft.shipmentId,
    origin: {
      countryCode: from.country,
      city: from.address.city || undefined,
      postalCode: from.address.postalCode || undefined,
      isResidential: from.isResidential === true,
    },
    destination: {
      countryCode: to.country,
      city: to.address.city || undefined,
      postalCode: to.address.postalCode || undefined,
      isResidential: to.isResidential === true,
    },
    targetShipDate: shipDate,
    pieces: draftPieces(draft),
    isDocument: draft.isDocumentsShipment,
    // Up to half a pound in an express envelope rates as an envelope; not for imports (spec 02 §4).
    usesExpressEnvelope: usesExpressEnvelope(draft),
    hasDangerousGoods: draft.isDocumentsShipment
      ? docs.isShipmentContainsDangerousGoods
      : products.isShipmentContainsDangerousGoods,
    insuredValue: services.doYouNeedInsurance === true ? services.insuranceValue : null,
    currency: draft.currency,
    measurementSystem: draft.measurementSystem,
    carrierProduct: pickup.carrierProduct,
    hasNewPickupRequest: pickup.isPickupRequired === true && pickup.pickupId === null,
    // No ITN on an export that files: the carrier files the EEI.
    hasEeiFiledByCarrier:
      isExport(draft) &&
      !draft.isDocumentsShipment &&
      products.electronicExportFiling === 'no' &&
      products.isItnNumberExists === false,
    hasNeutralDelivery: dutiable && services.isNeutralDeliveryServiceRequired,
    hasDutiesAndTaxesPaidByCarrierAccount: dutiable && draft.payment.dutiesAndTaxesPayment === 'my_account',
    // Decision: rates asked while preparing replace the draft's earlier quote, which the server marks inactive.
    markInactive: true,
    hasDirectSignature: !domestic && services.signature === 'SF',
    domesticSignature:
      domestic && (services.signature === 2 || services.signature === 3) ? services.signature : null,
  };
}
