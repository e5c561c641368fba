import type { RateShipmentRequest } from '../contract/quote';
import { convertPackageUnits } from './packageUnits';
import { emptyQuoteItem, type QuoteInput } from './quoteInput';
import { quotePolicy } from './quotePolicy';

/** Quantity is a whole number, decimals floored (spec 01 §5). */
const wholeQuantity = (quantity: number | null): number | null =>
  quantity === null || !Number.isFinite(quantity) ? quantity : Math.floor(quantity);

/**
 * The quote input with spec 02 §4's rules applied (see quotePolicy). Idempotent. When units are
 * forced to imperial the entered weights and sizes are converted, so a domestic quote typed in
 * kg/cm keeps its meaning.
 */
export function normalizeQuoteInput(input: QuoteInput): QuoteInput {
  const policy = quotePolicy({
    originCountry: input.sendingFrom.country,
    destinationCountry: input.sendingTo.country,
    isDocument: input.isDocument,
    usesExpressEnvelope: input.usesExpressEnvelope,
    hasDangerousGoods: input.hasDangerousGoods,
    currency: input.currency,
    measurementSystem: input.measurementSystem,
  });
  const { singlePackage, ...flags } = policy;
  let items = input.items.map((item) => {
    const quantity = wholeQuantity(item.quantity);
    const converted = convertPackageUnits(item, input.measurementSystem, policy.measurementSystem);
    return quantity === item.quantity ? converted : { ...converted, quantity };
  });
  if (items.length === 0) items = [emptyQuoteItem()];
  if (singlePackage) items = [{ ...(items[0] ?? emptyQuoteItem()), quantity: 1 }];
  // Declared values belong to documents (spec 02 §3 documentDeclaredValue).
  if (!policy.isDocument) {
    items = items.map((item) =>
      item.documentDeclaredValue === null ? item : { ...item, documentDeclaredValue: null },
    );
  }

  const next: QuoteInput = { ...input, ...flags, items };
  return sameInput(input, next) ? input : next;
}

/**
 * The same rules over the wire shape, for the server (it rates what the client would have sent),
 * except the single documents package: the form shows one row for documents, a request with more is
 * refused by checkQuote rather than silently rated as one.
 */
export function normalizeRateRequest(request: RateShipmentRequest): RateShipmentRequest {
  const policy = quotePolicy({
    originCountry: request.origin.countryCode,
    destinationCountry: request.destination.countryCode,
    isDocument: request.isDocument,
    usesExpressEnvelope: request.usesExpressEnvelope,
    hasDangerousGoods: request.hasDangerousGoods,
    currency: request.currency,
    measurementSystem: request.measurementSystem,
  });
  let pieces = request.pieces.map((piece) => ({
    ...convertPackageUnits(piece, request.measurementSystem, policy.measurementSystem),
    quantity: Number.isFinite(piece.quantity) ? Math.floor(piece.quantity) : piece.quantity,
  }));
  // A documents request with a second package is not cut to one: checkQuote refuses it at the field
  // (issue 16), so nothing a caller sent is rated other than as sent.
  if (!policy.isDocument) pieces = pieces.map((piece) => ({ ...piece, declaredValue: null }));
  return {
    ...request,
    isDocument: policy.isDocument,
    usesExpressEnvelope: policy.usesExpressEnvelope,
    hasDangerousGoods: policy.hasDangerousGoods,
    currency: policy.currency,
    measurementSystem: policy.measurementSystem,
    pieces,
  };
}

// Keeping the same object when nothing changed lets subscribers skip a render.
function sameInput(a: QuoteInput, b: QuoteInput): boolean {
  return (
    a.isDocument === b.isDocument &&
    a.usesExpressEnvelope === b.usesExpressEnvelope &&
    a.hasDangerousGoods === b.hasDangerousGoods &&
    a.currency === b.currency &&
    a.measurementSystem === b.measurementSystem &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => {
      const other = b.items[i];
      return (
        other !== undefined &&
        (item === other ||
          (item.quantity === other.quantity &&
            item.weight === other.weight &&
            item.length === other.length &&
            item.width === other.width &&
            item.height === other.height &&
            item.documentDeclaredValue === other.documentDeclaredValue))
      );
    })
  );
}
