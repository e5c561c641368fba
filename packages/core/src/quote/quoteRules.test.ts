import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateShipmentRequest } from '../contract/quote';
import { checkQuote, checkQuoteRequest, type QuoteRequestDraft } from './quoteRules';

const domestic = (over: Partial<RateShipmentRequest> = {}): RateShipmentRequest => ({
  origin: { countryCode: 'US', postalCode: '10001', city: 'New York', isResidential: false },
  destination: { countryCode: 'US', postalCode: '90210', city: 'Beverly Hills', isResidential: true },
  targetShipDate: '2025-03-05T00:00:00.000',
  pieces: [{ quantity: 1, weight: 10, length: 12, width: 10, height: 8 }],
  isDocument: false,
  usesExpressEnvelope: false,
  hasDangerousGoods: false,
  insuredValue: null,
  currency: 'USD',
  measurementSystem: 'imperial',
  ...over,
});

const international = (over: Partial<RateShipmentRequest> = {}): RateShipmentRequest =>
  domestic({
    destination: { countryCode: 'DE', postalCode: '10115', city: 'Berlin', isResidential: false },
    ...over,
  });

const piece = (over: Partial<RateShipmentRequest['pieces'][number]>) => ({
  quantity: 1,
  weight: 10,
  length: 12,
  width: 10,
  height: 8,
  ...over,
});

const errorsOf = (request: QuoteRequestDraft) =>
  Object.fromEntries(checkQuote(request).errors.map((v) => [v.propertyPath, v.message]));
const warningsOf = (request: QuoteRequestDraft) =>
  Object.fromEntries(checkQuote(request).warnings.map((v) => [v.propertyPath, v.message]));

describe('standalone quote rules (spec 02 §5)', () => {
  it('accepts a complete domestic quote and a complete export quote', () => {
    expect(checkQuoteRequest(domestic()).errors).toEqual([]);
    expect(checkQuoteRequest(international()).errors).toEqual([]);
    expect(checkQuoteRequest(domestic()).warnings).toEqual([]);
  });

  it.each<[string, RateShipmentRequest, string, string]>([
    [
      'requires the sending country',
      domestic({ origin: { countryCode: '', postalCode: '10001', isResidential: false } }),
      'origin.countryCode',
      'Country is required',
    ],
    [
      'requires the destination country',
      domestic({ destination: { countryCode: '', isResidential: false } }),
      'destination.countryCode',
      'Country is required',
    ],
    [
      'requires a zip on a domestic quote, labelled "Zip"',
      domestic({ destination: { countryCode: 'US', isResidential: false } }),
      'destination.postalCode',
      'Zip is required',
    ],
    [
      'checks the US zip format',
      domestic({ origin: { countryCode: 'US', postalCode: '1000', isResidential: false } }),
      'origin.postalCode',
      'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
    ],
    [
      'checks the US zip format on the US end of an export',
      international({ origin: { countryCode: 'US', postalCode: 'ABCDE', isResidential: false } }),
      'origin.postalCode',
      'U.S. postal code should follow one of these formats: 99999 or 99999-9999.',
    ],
    [
      'limits a postal code to 12 characters, labelled "Postal Code" outside domestic',
      international({
        destination: { countryCode: 'DE', postalCode: '1234567890123', isResidential: false },
      }),
      'destination.postalCode',
      'Maximum field length of 12 for "Postal Code" was exceeded',
    ],
    [
      'asks for a city where an international end has no postal code',
      international({ destination: { countryCode: 'IE', isResidential: false } }),
      'destination.city',
      'City is required',
    ],
    [
      'requires at least one package',
      domestic({ pieces: [piece({ quantity: 0 })] }),
      'pieces.0.quantity',
      'At least one package is required',
    ],
    ['requires a package row', domestic({ pieces: [] }), 'pieces', 'At least one package is required'],
    [
      'names the 0.22 lbs minimum for a weight under it, not the maximum (issue 16)',
      domestic({ pieces: [piece({ weight: 0.1 })] }),
      'pieces.0.weight',
      'Weight value should be at least 0.22 lbs',
    ],
    [
      'names the metric minimum in kgs',
      international({ measurementSystem: 'metric', pieces: [piece({ weight: 0.05 })] }),
      'pieces.0.weight',
      'Weight value should be at least 0.1 kgs',
    ],
    [
      'asks how heavy the item is, up to the domestic maximum, over it',
      domestic({ pieces: [piece({ weight: 151 })] }),
      'pieces.0.weight',
      'How heavy is your item? Please enter a weight up to 150 lbs.',
    ],
    [
      'says a weight that could not be read is not a number',
      domestic({ pieces: [piece({ weight: Number.NaN })] }),
      'pieces.0.weight',
      'Weight is not a number we can read. Write it like 1,250.50.',
    ],
    [
      'says an insurance value that could not be read is not a number, instead of rating uninsured',
      domestic({ insuredValue: Number.NaN }),
      'insuredValue',
      'Insurance Value is not a number we can read. Write it like 1,250.50.',
    ],
    [
      'asks for a weight up to the DHL maximum in kgs',
      international({ measurementSystem: 'metric', pieces: [piece({ weight: 1001 })] }),
      'pieces.0.weight',
      'How heavy is your item? Please enter a weight up to 1000 kgs.',
    ],
    [
      'asks for a height of at least 1 inch',
      domestic({ pieces: [piece({ height: 0.5 })] }),
      'pieces.0.height',
      'Height value should be at least 1',
    ],
    [
      'asks for a height up to the domestic longest side',
      domestic({ pieces: [piece({ height: 109 })] }),
      'pieces.0.height',
      'Please enter a height up to 108 inch to proceed.',
    ],
    [
      'asks for a length up to the DHL longest side in cm',
      international({ measurementSystem: 'metric', pieces: [piece({ length: 301 })] }),
      'pieces.0.length',
      'Please enter a length up to 300 cm to proceed.',
    ],
    [
      'refuses a domestic package over 165 in of length plus girth, naming the rule',
      domestic({ pieces: [piece({ length: 60, width: 30, height: 23 })] }),
      'pieces.0',
      'Your package exceeds the maximum size constraints: length plus girth (length + 2 × width + 2 × height) may be at most 165 inch.',
    ],
    [
      'offers the size rule for a box whose every side is over the maximum too (200 × 200 × 200 in)',
      domestic({ pieces: [piece({ length: 200, width: 200, height: 200 })] }),
      'pieces.0',
      'Your package exceeds the maximum size constraints: length plus girth (length + 2 × width + 2 × height) may be at most 165 inch.',
    ],
    [
      'names the longest side alone when length plus girth is within the limit',
      domestic({ pieces: [piece({ length: 120, width: 10, height: 10 })] }),
      'pieces.0',
      'Your package exceeds the maximum size constraints',
    ],
    [
      'refuses an international package that does not fit the DHL box',
      international({ pieces: [piece({ length: 100, width: 80, height: 10 })] }),
      'pieces.0',
      'Your package exceeds the maximum size constraints',
    ],
    [
      'offers freight when the domestic total weight passes 1000 lbs',
      domestic({ pieces: [piece({ quantity: 7, weight: 150 })] }),
      'pieces',
      'Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.',
    ],
    [
      'offers freight when a domestic piece passes 68 kgs',
      domestic({ measurementSystem: 'metric', pieces: [piece({ weight: 70 })] }),
      'pieces',
      'Your piece weight has surpassed 68 kgs. It qualifies as a Freight Quote.',
    ],
    [
      'offers freight when an international total passes 6600 lbs',
      international({ pieces: [piece({ quantity: 4, weight: 2000 })] }),
      'pieces',
      'Your total weight has surpassed 6600 lbs. It qualifies as a Freight Quote.',
    ],
    [
      'blocks a destination of Cuba with the spec message',
      international({ destination: { countryCode: 'CU', city: 'Havana', isResidential: false } }),
      'destination.countryCode',
      'Shipments to Cuba are currently unavailable. Please contact customer service for more information.',
    ],
    [
      'refuses the same non-US country at both ends',
      international({ origin: { countryCode: 'DE', city: 'Munich', isResidential: false } }),
      'destination.countryCode',
      'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.',
    ],
    [
      'refuses documents over 5 lbs',
      international({ isDocument: true, pieces: [piece({ weight: 5.5 })] }),
      'pieces.0.weight',
      'If your documents weighs more than 5.0 lbs, it has to be shipped as a product!',
    ],
    [
      'limits documents to one package, at the quantity',
      international({ isDocument: true, pieces: [piece({ quantity: 2, weight: 1 })] }),
      'pieces.0.quantity',
      'A documents shipment is limited to one package.',
    ],
    [
      'refuses a second documents package at its row',
      international({ isDocument: true, pieces: [piece({ weight: 1 }), piece({ weight: 1 })] }),
      'pieces.1',
      'A documents shipment is limited to one package.',
    ],
    [
      'refuses a negative insurance value',
      domestic({ insuredValue: -1 }),
      'insuredValue',
      'Insurance Value value should be at least 0',
    ],
    [
      'requires a real ship date',
      domestic({ targetShipDate: '2025-02-30T00:00:00.000' }),
      'targetShipDate',
      'Ship Date is required',
    ],
  ])('%s', (_name, request, path, message) => {
    expect(errorsOf(request)[path]).toBe(message);
  });

  it.each<[string, RateShipmentRequest, string, string]>([
    [
      'warns, without blocking, when the destination is a US territory',
      domestic({ destination: { countryCode: 'PR', postalCode: '00901', isResidential: false } }),
      'destination.countryCode',
      'US Territory rates are not available online. Please contact our customer service team to receive your quote. You can still prepare your shipment.',
    ],
    [
      'warns when the insurance value is above the declared value of documents',
      international({
        isDocument: true,
        insuredValue: 400,
        pieces: [piece({ weight: 1, declaredValue: 100 })],
      }),
      'insuredValue',
      'Your insurance value is higher than the declared value of $100.00. A claim is paid up to the declared value.',
    ],
    [
      'cites 88 lbs when dangerous goods are declared',
      domestic({ hasDangerousGoods: true }),
      'hasDangerousGoods',
      'Are you shipping Dangerous Goods or Alcohol? Please contact our customer service team to quote shipments with dangerous goods, alcohol, or any package over 88 lbs containing them.',
    ],
    [
      'tells that an express envelope over 0.5 lbs loses the lowest document rate',
      international({ isDocument: true, usesExpressEnvelope: true, pieces: [piece({ weight: 0.8 })] }),
      'pieces.0.weight',
      'Document shipments of 0.5 lbs or less qualify for the lowest express document rate.',
    ],
  ])('%s', (_name, request, path, message) => {
    const result = checkQuote(request);
    expect(warningsOf(request)[path]).toBe(message);
    expect(result.errors).toEqual([]);
  });

  it('marks freight cases as freight candidates and others not', () => {
    expect(checkQuote(domestic({ pieces: [piece({ weight: 151 })] })).isFreightCandidate).toBe(true);
    expect(
      checkQuote(domestic({ pieces: [piece({ length: 80, width: 30, height: 20 })] })).isFreightCandidate,
    ).toBe(true);
    expect(checkQuote(domestic({ pieces: [piece({ weight: 0.1 })] })).isFreightCandidate).toBe(false);
  });

  it('uses the "Postal Code" label outside a domestic quote', () => {
    const result = errorsOf(
      international({ destination: { countryCode: 'DE', postalCode: 'x'.repeat(13), isResidential: false } }),
    );
    expect(result['destination.postalCode']).toContain('"Postal Code"');
  });

  it('lets a document leave its sides empty but checks them when given', () => {
    const doc = (sides: Partial<RateShipmentRequest['pieces'][number]>) =>
      international({
        isDocument: true,
        pieces: [piece({ weight: 1, length: 0, width: 0, height: 0, ...sides })],
      });
    expect(checkQuote(doc({})).errors).toEqual([]);
    expect(errorsOf(doc({ length: 0.5 }))['pieces.0.length']).toBe('Length value should be at least 1');
    expect(errorsOf(doc({ length: 119 }))['pieces.0.length']).toBe(
      'Please enter a length up to 118 inch to proceed.',
    );
  });

  it('reports a missing weight and sides of a half-filled form at each field', () => {
    const draft: QuoteRequestDraft = {
      origin: { countryCode: 'US', postalCode: '10001' },
      destination: { countryCode: 'US', postalCode: '90210' },
      targetShipDate: '2025-03-05',
      pieces: [{ quantity: 1, weight: null, length: null, width: 5, height: null }],
      currency: 'USD',
    };
    expect(Object.keys(errorsOf(draft)).sort()).toEqual([
      'pieces.0.height',
      'pieces.0.length',
      'pieces.0.weight',
    ]);
  });

  it('never throws and always answers with messages for any request shape', () => {
    const num = fc.option(fc.double(), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          origin: fc.record({ countryCode: fc.string(), postalCode: fc.option(fc.string(), { nil: null }) }),
          destination: fc.record({ countryCode: fc.string(), city: fc.option(fc.string(), { nil: null }) }),
          targetShipDate: fc.option(fc.string(), { nil: null }),
          pieces: fc.array(fc.record({ quantity: num, weight: num, length: num, width: num, height: num }), {
            maxLength: 4,
          }),
          isDocument: fc.boolean(),
          measurementSystem: fc.constantFrom('imperial' as const, 'metric' as const),
          insuredValue: num,
        }),
        (request) => {
          const result = checkQuote(request);
          return [...result.errors, ...result.warnings].every(
            (v) => v.message.length > 0 && !v.message.includes('{'),
          );
        },
      ),
    );
  });

  it('accepts every package within the domestic limits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.22, max: 150, noNaN: true }),
        fc.double({ min: 1, max: 30, noNaN: true }),
        fc.double({ min: 1, max: 30, noNaN: true }),
        fc.double({ min: 1, max: 30, noNaN: true }),
        (weight, length, width, height) =>
          checkQuote(domestic({ pieces: [piece({ weight, length, width, height })] })).errors.length === 0,
      ),
    );
  });
});
