import type { RateShipmentRequest } from '@shipdeck/core/contract';

/**
 * The server tests' rate request: one 5 lb parcel (10 × 8 × 6 in) from New York 10001 to Beverly
 * Hills 90210, business to business, shipping Monday 2026-03-02, priced in USD. Tests override only
 * what they are about.
 */
export const domesticRateRequest = (overrides: Partial<RateShipmentRequest> = {}): RateShipmentRequest => ({
  origin: { countryCode: 'US', city: 'New York', postalCode: '10001', isResidential: false },
  destination: { countryCode: 'US', city: 'Beverly Hills', postalCode: '90210', isResidential: false },
  targetShipDate: '2026-03-02T00:00:00.000',
  pieces: [{ quantity: 1, weight: 5, length: 10, width: 8, height: 6 }],
  isDocument: false,
  usesExpressEnvelope: false,
  hasDangerousGoods: false,
  currency: 'USD',
  measurementSystem: 'imperial',
  ...overrides,
});
