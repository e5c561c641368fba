import { convertWeight, roundTo, type WeightUnit } from '../units/index';

// In a file of their own so the quote form (quoteRoute) reaches them without the rest (issue 8).
export type { CarrierLimits } from './carrierLimits';
export { CARRIER_LIMITS, defaultCarrierFor } from './carrierLimits';

/** Documents: up to 0.5 lb ships as express envelope; over 5 lb (2.26796 kg) must be a product. */
export const DOCUMENT_LIMITS = {
  expressEnvelopeMax: { lb: 0.5, kg: 0.5 / 2.205 },
  documentMax: { lb: 5, kg: 2.26796 },
  /** Fallback weight for documents at or below half a pound. */
  halfPoundFallback: 0.4,
  /** Document insurance value (spec 01 §9, spec 02 §5). */
  insuranceValue: 400,
} as const;

/**
 * The weight rated for documents at or below half a pound (spec 01 §9: 0.4 lb) in `unit`: 0.4 lb or
 * 0.181 kg, to the 3 decimals a weight input takes (spec 01 §5). The one answer for the draft's rate
 * pieces and the standalone quote's express envelope.
 */
export function documentFallbackWeight(unit: WeightUnit): number {
  return roundTo(convertWeight(DOCUMENT_LIMITS.halfPoundFallback, 'lb', unit), 3);
}

/**
 * Address maximums of spec 01 §5 shared by every form that takes an address: the wizard's parties
 * and rate request, the billing account's postal code, and the standalone quote.
 */
export const ADDRESS_LIMITS = { city: 35, postalCode: 12 } as const;

/** Standalone quote minimums (spec 02 §5). */
export const QUOTE_MINIMUMS = { weight: 0.22, dimension: 1, quantity: 1 } as const;

/**
 * The quote's weight minimum in the unit typed: 0.22 lb, or its metric equivalent shown as a user
 * writes it (0.22 / 2.205 = 0.0998 → 0.1 kg).
 */
export const MINIMUM_WEIGHT = { lb: QUOTE_MINIMUMS.weight, kg: 0.1 } as const;

/** Dangerous goods threshold cited by the quote screen (spec 02 §9). */
export const DANGEROUS_GOODS_THRESHOLD_LB = 88;

export type { PasswordLengthProblem } from './accountLimits';
export { ACCOUNT_LIMITS, characterCount, passwordLengthProblem } from './accountLimits';
export type { SizeLimits } from './sizeLimits';
export { exceedsSizeLimits, sizeLimitsIn } from './sizeLimits';
