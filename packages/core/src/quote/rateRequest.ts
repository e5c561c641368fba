import type { Violation } from '../contract/hydra';
import type { RateShipmentRequest } from '../contract/quote';
import { formatUsZip, isUs } from '../countries/index';
import { toApiDate } from '../format/index';
import { documentFallbackWeight } from '../limits/index';
import { unitsOf } from '../units/index';
import { normalizeQuoteInput } from './normalizeQuote';
import type { QuoteEnd, QuoteInput } from './quoteInput';
import { checkQuote, type QuoteCheck, type QuoteRequestDraft, type QuoteRuleOptions } from './quoteRules';

function toDraftEnd(end: QuoteEnd) {
  const postalCode = end.postalCode.trim();
  const city = end.city.trim();
  return {
    countryCode: end.country.trim().toUpperCase(),
    city: city === '' ? undefined : city,
    // spec 01 §5 "postal codes reformat by country": 123456789 -> 12345-6789 for the USA.
    postalCode: postalCode === '' ? undefined : isUs(end.country) ? formatUsZip(postalCode) : postalCode,
    isResidential: end.isResidential,
  };
}

/**
 * The quote input (already normalised) in the request's shape, values still allowed to be
 * missing: what the rules check. An express envelope with no weight entered is rated at the
 * fallback weight of documents at or below half a pound (spec 01 §9: 0.4 lb).
 */
export function toRequestDraft(input: QuoteInput): QuoteRequestDraft {
  const envelopeFallback =
    input.isDocument && input.usesExpressEnvelope
      ? documentFallbackWeight(unitsOf(input.measurementSystem).weight)
      : null;
  return {
    origin: toDraftEnd(input.sendingFrom),
    destination: toDraftEnd(input.sendingTo),
    targetShipDate: toApiDate(input.shipDate) ?? input.shipDate,
    pieces: input.items.map((item) => ({
      quantity: item.quantity,
      weight: item.weight ?? envelopeFallback,
      length: item.length,
      width: item.width,
      height: item.height,
      declaredValue: input.isDocument ? item.documentDeclaredValue : null,
    })),
    isDocument: input.isDocument,
    usesExpressEnvelope: input.usesExpressEnvelope,
    hasDangerousGoods: input.hasDangerousGoods,
    insuredValue: input.insuranceValue,
    currency: input.currency,
    measurementSystem: input.measurementSystem,
  };
}

/**
 * The contract's RateShipmentRequest for a quote input (spec 01 §7, API date format). Call it on
 * an input that passed the rules; a document's unset sides go as 0 (no dimensional weight).
 */
export function toRateRequest(input: QuoteInput): RateShipmentRequest {
  const normalised = normalizeQuoteInput(input);
  const draft = toRequestDraft(normalised);
  const end = (e: QuoteRequestDraft['origin']) => ({
    countryCode: e.countryCode ?? '',
    ...(e.city ? { city: e.city } : {}),
    ...(e.postalCode ? { postalCode: e.postalCode } : {}),
    isResidential: e.isResidential ?? false,
  });
  return {
    origin: end(draft.origin),
    destination: end(draft.destination),
    targetShipDate: draft.targetShipDate ?? '',
    pieces: draft.pieces.map((piece) => ({
      quantity: piece.quantity ?? 0,
      weight: piece.weight ?? 0,
      length: piece.length ?? 0,
      width: piece.width ?? 0,
      height: piece.height ?? 0,
      ...(normalised.isDocument ? { declaredValue: piece.declaredValue ?? null } : {}),
    })),
    isDocument: normalised.isDocument,
    usesExpressEnvelope: normalised.usesExpressEnvelope,
    hasDangerousGoods: normalised.hasDangerousGoods,
    insuredValue: normalised.insuranceValue,
    currency: normalised.currency,
    measurementSystem: normalised.measurementSystem,
    carrierProduct: normalised.carrierProduct,
  };
}

const END_NAMES: Record<string, string> = { origin: 'sendingFrom', destination: 'sendingTo' };
const FIELD_NAMES: Record<string, string> = {
  countryCode: 'country',
  pieces: 'items',
  declaredValue: 'documentDeclaredValue',
  insuredValue: 'insuranceValue',
  targetShipDate: 'shipDate',
};

/** A request path (origin.postalCode, pieces.0.weight) as the input's path (sendingFrom.postalCode, items.0.weight). */
export function toInputPath(requestPath: string): string {
  return requestPath
    .split('.')
    .map((part, i) =>
      i === 0 ? (END_NAMES[part] ?? FIELD_NAMES[part] ?? part) : (FIELD_NAMES[part] ?? part),
    )
    .join('.');
}

const toInputViolation = (violation: Violation): Violation => ({
  ...violation,
  propertyPath: toInputPath(violation.propertyPath),
});

/** The quote rules over a quote input (normalised first), with paths of the input. */
export function checkQuoteInput(input: QuoteInput, options: QuoteRuleOptions = {}): QuoteCheck {
  const result = checkQuote(toRequestDraft(normalizeQuoteInput(input)), options);
  return {
    errors: result.errors.map(toInputViolation),
    warnings: result.warnings.map(toInputViolation),
    freight: result.freight.map(toInputViolation),
    isFreightCandidate: result.isFreightCandidate,
  };
}
