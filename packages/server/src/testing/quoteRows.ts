import type { NewQuoteRow } from '../db/schema';

/**
 * A stored-quote row for data-layer tests: a 5 lb parcel from New York 10001 to Chicago 60601 on
 * 2025-07-01, with no rates. Tests name the owner, the second of its creation time and what they are about.
 */
export function quoteRow(
  ownerSubject: string,
  second: number,
  overrides: Partial<NewQuoteRow> & { destinationIsResidential?: boolean } = {},
): NewQuoteRow {
  const residential = overrides.destinationIsResidential ?? false;
  return {
    id: crypto.randomUUID(),
    ownerSubject,
    createdOn: new Date(Date.UTC(2025, 6, 1, 0, 0, second)),
    shipmentId: null,
    originCountryCode: 'US',
    originCity: 'New York',
    originPostalCode: '10001',
    originIsResidential: false,
    destinationCountryCode: 'US',
    destinationCity: 'Chicago',
    destinationPostalCode: '60601',
    destinationIsResidential: residential,
    targetShipDate: '2025-07-01',
    isDocument: false,
    currency: 'USD',
    measurementSystem: 'imperial',
    request: {
      origin: { countryCode: 'US', postalCode: '10001', isResidential: false },
      destination: { countryCode: 'US', postalCode: '60601', isResidential: residential },
      targetShipDate: '2025-07-01',
      pieces: [{ quantity: 1, weight: 5, length: 10, width: 8, height: 6 }],
      isDocument: false,
      usesExpressEnvelope: false,
      hasDangerousGoods: false,
      currency: 'USD',
      measurementSystem: 'imperial',
    },
    rates: [],
    ...overrides,
  };
}
