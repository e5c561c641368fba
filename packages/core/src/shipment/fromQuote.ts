import type { QuoteListed } from '../contract/quote';
import type { Rate } from '../contract/rate';
import { toApiDate } from '../format/index';
import { DOCUMENT_LIMITS } from '../limits/index';
import { emptyQuoteItem, isEmptyQuoteItem, type QuoteEnd, type QuoteInput } from '../quote/quoteInput';
import { type Draft, type DraftInput, draftSchema } from './model/draftSchema';
import { normalize } from './model/normalize';
import { EXPRESS_ENVELOPE, OTHER_PACKAGING } from './model/options';
import type { PartyInput } from './model/partySchema';

/** What a rated quote hands the prepare flow (the quote store's ContinueToShippingPayload, in part). */
export interface QuoteToContinue {
  /** The quote as rated. */
  input: QuoteInput;
  /** The rate the user continued with: its service becomes the draft's delivery service. */
  rate?: Pick<Rate, 'carrierProduct'> | null;
  /** The stored quote the draft comes from (spec 01 §7 externalSourceReference). */
  createdInId?: string | null;
}

const party = (end: QuoteEnd): PartyInput => ({
  country: end.country,
  address: { city: end.city, postalCode: end.postalCode },
  isResidential: end.isResidential,
});

/**
 * Continue to Shipping (spec 02 §4 "Standalone quote flow"): a new draft from a rated quote. Both
 * ends (country, city, postal code, residential), the ship date, documents or products with every
 * package row (a documents quote's weight, envelope and declared value), dangerous goods, insurance,
 * currency and units, and the chosen service carry over; everything the quote never asked (names,
 * streets, customs) is left for the wizard's first step. The draft is normalised, so its derived
 * flags are set as the wizard expects. `today` is yyyy-MM-dd on the user's calendar (a past ship
 * date becomes today, spec 01 §8).
 */
export function draftFromQuote({ input, rate, createdInId }: QuoteToContinue, today: string): Draft {
  const rows = input.items.filter((item) => !isEmptyQuoteItem(item));
  const first = rows[0] ?? input.items[0];
  const insured = input.insuranceValue !== null && input.insuranceValue > 0;
  const draft: DraftInput = {
    externalSourceReference: createdInId ?? null,
    shipmentFrom: party(input.sendingFrom),
    shipmentTo: party(input.sendingTo),
    isDocumentsShipment: input.isDocument,
    currency: input.currency,
    measurementSystem: input.measurementSystem,
    shipmentDetails: input.isDocument
      ? {
          documents: {
            documentWeight: first?.weight ?? null,
            isDocumentWeightAboveHalfPound:
              first?.weight == null
                ? null
                : first.weight >
                  DOCUMENT_LIMITS.expressEnvelopeMax[input.measurementSystem === 'metric' ? 'kg' : 'lb'],
            typeOfPackaging: input.usesExpressEnvelope ? EXPRESS_ENVELOPE : OTHER_PACKAGING,
            declaredShipmentValue: first?.documentDeclaredValue ?? null,
            numberOfPackages: 1,
          },
        }
      : {
          products: {
            packages: rows.map((item) => ({
              numberOfPackages: item.quantity,
              weight: item.weight,
              length: item.length,
              width: item.width,
              height: item.height,
            })),
            isShipmentContainsDangerousGoods: input.hasDangerousGoods,
          },
        },
    additionalServices: insured
      ? { doYouNeedInsurance: true, insuranceValue: input.insuranceValue }
      : { doYouNeedInsurance: null, insuranceValue: null },
    pickupDelivery: {
      shipmentDate: toApiDate(input.shipDate)?.slice(0, 10) ?? null,
      carrierProduct: rate?.carrierProduct ?? input.carrierProduct ?? null,
    },
    currentStep: 'create_shipment',
  };
  return normalize(draftSchema.parse(draft), { today });
}

/**
 * Continue to Shipping from view history's standalone quotes (spec 02 §2, §4): the stored quote's request
 * as the quote input (both ends, date, packages, documents, insurance, units) and its first rate's
 * service; a quote stored without its request keeps what the list shows (both ends' country, postal code
 * and the destination's residential flag).
 */
export function draftFromStoredQuote(quote: QuoteListed, today: string): Draft {
  const request = quote.request;
  const end = (
    side: {
      countryCode: string;
      city?: string | null;
      postalCode?: string | null;
      isResidential?: boolean;
    } | null,
    country: string,
    postalCode: string | null,
    residential: boolean,
  ): QuoteEnd => ({
    country: side?.countryCode ?? country,
    city: side?.city ?? '',
    postalCode: side?.postalCode ?? postalCode ?? '',
    isResidential: side?.isResidential ?? residential,
  });
  const input: QuoteInput = {
    sendingFrom: end(request?.origin ?? null, quote.requestOriginCountryCode, quote.requestOriginZip, false),
    sendingTo: end(
      request?.destination ?? null,
      quote.requestDestinationCountryCode,
      quote.requestDestinationZip,
      quote.requestIsResidential,
    ),
    shipDate: (request?.targetShipDate ?? today).slice(0, 10),
    items: (request?.pieces ?? []).map((piece) => ({
      quantity: piece.quantity,
      weight: piece.weight,
      length: piece.length,
      width: piece.width,
      height: piece.height,
      documentDeclaredValue: piece.declaredValue ?? null,
    })),
    hasDangerousGoods: request?.hasDangerousGoods ?? false,
    isDocument: request?.isDocument ?? false,
    usesExpressEnvelope: request?.usesExpressEnvelope ?? false,
    insuranceValue: request?.insuredValue ?? null,
    currency: request?.currency ?? 'USD',
    measurementSystem: request?.measurementSystem ?? 'imperial',
    carrierProduct: request?.carrierProduct ?? null,
  };
  if (input.items.length === 0) input.items = [emptyQuoteItem()];
  return draftFromQuote({ input, rate: quote.rates[0] ?? null, createdInId: quote.id }, today);
}
