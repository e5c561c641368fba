import { isValidTrackingNumber, type ShippingCarrier } from './trackingNumbers';
import {
  detectTrackingCarrier,
  normalizeTrackingNumber,
  type TrackingCarrier,
  trackingUrl,
} from './trackingUrl';

const CARRIER_CODES: Record<TrackingCarrier, ShippingCarrier> = { UPS: 'UPS', FedEx: 'FEDEX', DHL: 'DHL' };

/** The formats whose check digit we know (docs/carriers.md#tracking-numbers); others have none to check. */
const CHECKED: Record<ShippingCarrier, RegExp> = {
  UPS: /^1Z[0-9A-Z]{16}$/,
  FEDEX: /^\d{12}$/,
  DHL: /^\d{10}$/,
};

export interface TrackingNumberIdentity {
  /** As people type it, normalised: no spaces or dashes, upper case. */
  number: string;
  /** The carrier whose format (and check digit, where it has one) the number has; null when none. */
  carrier: ShippingCarrier | null;
  /** Whether the check digit is right; null for a format without one (or no format at all). */
  checkDigitValid: boolean | null;
  /** The carrier's public tracking page for the number (null without a carrier). */
  trackingUrl: string | null;
}

/**
 * Which carrier a tracking number is (issue 14: "the carrier detected from the number's format and check
 * digit"): its format names a carrier, and where that format has a check digit it must be right — a
 * 10-digit number whose digit is wrong is no DHL waybill, and the answer says so instead of guessing.
 */
export function identifyTrackingNumber(input: string): TrackingNumberIdentity {
  const number = normalizeTrackingNumber(input);
  const detected = detectTrackingCarrier(number);
  if (!detected) return { number, carrier: null, checkDigitValid: null, trackingUrl: null };
  const carrier = CARRIER_CODES[detected];
  if (!CHECKED[carrier].test(number))
    return { number, carrier, checkDigitValid: null, trackingUrl: trackingUrl(number) };
  const valid = isValidTrackingNumber(carrier, number);
  return valid
    ? { number, carrier, checkDigitValid: true, trackingUrl: trackingUrl(number) }
    : { number, carrier: null, checkDigitValid: false, trackingUrl: null };
}
