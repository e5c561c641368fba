/**
 * The carrier of a tracking number and its public tracking page (spec 03 §2 tracking box). A format
 * check only (docs/carriers.md#tracking-numbers): the box guesses the carrier; where the carrier is
 * known, `isValidTrackingNumber` (trackingNumbers.ts) checks the digit too.
 * Order matters where formats overlap: UPS's 1Z is unambiguous, DHL Express waybills are 10 digits,
 * FedEx 12, 15, 20 or 22 digits. Decision: an unrecognised number answers null, so the box can say so.
 */
export type TrackingCarrier = 'UPS' | 'FedEx' | 'DHL';

const PATTERNS: ReadonlyArray<[TrackingCarrier, RegExp]> = [
  ['UPS', /^1Z[0-9A-Z]{16}$/],
  ['UPS', /^(T\d{10}|\d{9}|\d{26})$/],
  ['DHL', /^(\d{10}|JJD\d{10,20}|JD\d{18})$/],
  ['FedEx', /^(\d{12}|\d{15}|\d{20}|\d{22})$/],
];

const URLS: Record<TrackingCarrier, (n: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  DHL: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
};

/** Spaces and dashes people type are ignored; letters are compared in upper case. */
export function normalizeTrackingNumber(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function detectTrackingCarrier(input: string): TrackingCarrier | null {
  const number = normalizeTrackingNumber(input);
  return PATTERNS.find(([, pattern]) => pattern.test(number))?.[0] ?? null;
}

export function trackingUrl(input: string): string | null {
  const carrier = detectTrackingCarrier(input);
  return carrier ? URLS[carrier](encodeURIComponent(normalizeTrackingNumber(input))) : null;
}
