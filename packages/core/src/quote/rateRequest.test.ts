import { describe, expect, it } from 'vitest';
import { createQuoteInput, type QuoteInput } from './quoteInput';
import { checkQuoteInput, toInputPath, toRateRequest } from './rateRequest';

const filled = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  ...createQuoteInput({ shipDate: '2025-03-05' }),
  sendingFrom: { country: 'US', city: 'New York', postalCode: '100011234', isResidential: false },
  sendingTo: { country: 'DE', city: 'Berlin', postalCode: '10115', isResidential: true },
  items: [{ quantity: 2, weight: 5, length: 12, width: 10, height: 8, documentDeclaredValue: null }],
  insuranceValue: 200,
  ...over,
});

describe('toRateRequest', () => {
  it('builds the contract request with the API date format and reformatted US zip', () => {
    expect(toRateRequest(filled())).toEqual({
      origin: { countryCode: 'US', city: 'New York', postalCode: '10001-1234', isResidential: false },
      destination: { countryCode: 'DE', city: 'Berlin', postalCode: '10115', isResidential: true },
      targetShipDate: '2025-03-05T00:00:00.000',
      pieces: [{ quantity: 2, weight: 5, length: 12, width: 10, height: 8 }],
      isDocument: false,
      usesExpressEnvelope: false,
      hasDangerousGoods: false,
      insuredValue: 200,
      currency: 'USD',
      measurementSystem: 'imperial',
      carrierProduct: null,
    });
  });

  it('rates an express envelope with no weight at the 0.4 lb fallback, sides 0', () => {
    const request = toRateRequest(
      filled({
        isDocument: true,
        usesExpressEnvelope: true,
        items: [
          { quantity: 1, weight: null, length: null, width: null, height: null, documentDeclaredValue: 20 },
        ],
      }),
    );
    expect(request.pieces).toEqual([
      { quantity: 1, weight: 0.4, length: 0, width: 0, height: 0, declaredValue: 20 },
    ]);
  });

  it('rates a metric express envelope with no weight at 0.181 kg, as the draft does', () => {
    const request = toRateRequest(
      filled({
        isDocument: true,
        usesExpressEnvelope: true,
        measurementSystem: 'metric',
        items: [
          { quantity: 1, weight: null, length: null, width: null, height: null, documentDeclaredValue: 20 },
        ],
      }),
    );
    expect(request.pieces[0]?.weight).toBe(0.181);
  });
});

describe('paths between request and input', () => {
  it.each([
    ['origin.countryCode', 'sendingFrom.country'],
    ['destination.postalCode', 'sendingTo.postalCode'],
    ['pieces.0.weight', 'items.0.weight'],
    ['pieces.1.declaredValue', 'items.1.documentDeclaredValue'],
    ['pieces', 'items'],
    ['insuredValue', 'insuranceValue'],
    ['targetShipDate', 'shipDate'],
    ['hasDangerousGoods', 'hasDangerousGoods'],
  ])('%s -> %s', (from, to) => expect(toInputPath(from)).toBe(to));

  it('reports the input rules at input paths', () => {
    const result = checkQuoteInput(
      filled({ sendingTo: { country: 'US', city: '', postalCode: '', isResidential: false } }),
    );
    expect(result.errors).toEqual([
      { propertyPath: 'sendingTo.postalCode', message: 'Zip is required', severity: 'error' },
    ]);
  });
});
