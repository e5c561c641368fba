import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateShipmentRequest } from '../contract/quote';
import { normalizeQuoteInput, normalizeRateRequest } from './normalizeQuote';
import { createQuoteInput, type QuoteInput, type QuoteItem } from './quoteInput';

const item = (over: Partial<QuoteItem> = {}): QuoteItem => ({
  quantity: 1,
  weight: 10,
  length: 10,
  width: 10,
  height: 10,
  documentDeclaredValue: null,
  ...over,
});

const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  ...createQuoteInput({ shipDate: '2025-03-05' }),
  items: [item()],
  ...over,
});

const ends = (from: string, to: string) => ({
  sendingFrom: { country: from, city: '', postalCode: '', isResidential: false },
  sendingTo: { country: to, city: '', postalCode: '', isResidential: false },
});

describe('standalone quote flow normalisation (spec 02 §4)', () => {
  it('forces USD and imperial units on a domestic quote, converting what was entered', () => {
    const result = normalizeQuoteInput(
      input({
        ...ends('US', 'US'),
        currency: 'EUR',
        measurementSystem: 'metric',
        items: [item({ weight: 10, length: 100 })],
      }),
    );
    expect(result.currency).toBe('USD');
    expect(result.measurementSystem).toBe('imperial');
    expect(result.items[0]?.weight).toBe(22.05);
    expect(result.items[0]?.length).toBe(39.37);
  });

  it('clears the document flag on a domestic quote', () => {
    const result = normalizeQuoteInput(
      input({ ...ends('US', 'US'), isDocument: true, usesExpressEnvelope: true }),
    );
    expect(result.isDocument).toBe(false);
    expect(result.usesExpressEnvelope).toBe(false);
  });

  it('limits a documents shipment to one package and drops dangerous goods', () => {
    const result = normalizeQuoteInput(
      input({
        ...ends('US', 'DE'),
        isDocument: true,
        hasDangerousGoods: true,
        items: [item({ quantity: 3 }), item()],
      }),
    );
    expect(result.items).toHaveLength(1);
    expect(result.items[0]?.quantity).toBe(1);
    expect(result.hasDangerousGoods).toBe(false);
  });

  it('offers the express envelope only to documents that are not an import', () => {
    expect(
      normalizeQuoteInput(input({ ...ends('US', 'DE'), isDocument: true, usesExpressEnvelope: true }))
        .usesExpressEnvelope,
    ).toBe(true);
    expect(
      normalizeQuoteInput(input({ ...ends('DE', 'US'), isDocument: true, usesExpressEnvelope: true }))
        .usesExpressEnvelope,
    ).toBe(false);
    expect(
      normalizeQuoteInput(input({ ...ends('US', 'DE'), isDocument: false, usesExpressEnvelope: true }))
        .usesExpressEnvelope,
    ).toBe(false);
  });

  it('keeps an international quote in the units and currency chosen', () => {
    const result = normalizeQuoteInput(
      input({ ...ends('US', 'DE'), currency: 'EUR', measurementSystem: 'metric' }),
    );
    expect(result.currency).toBe('EUR');
    expect(result.measurementSystem).toBe('metric');
  });

  it('returns the same object when nothing changes', () => {
    const ready = normalizeQuoteInput(input({ ...ends('US', 'DE') }));
    expect(normalizeQuoteInput(ready)).toBe(ready);
  });

  it('is idempotent for every input', () => {
    const country = fc.constantFrom('US', 'DE', 'MX', 'PR', '');
    const num = fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        country,
        country,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('imperial' as const, 'metric' as const),
        fc.array(
          fc.record({
            quantity: num,
            weight: num,
            length: num,
            width: num,
            height: num,
            documentDeclaredValue: num,
          }),
          {
            maxLength: 3,
          },
        ),
        (from, to, isDocument, usesExpressEnvelope, hasDangerousGoods, measurementSystem, items) => {
          const once = normalizeQuoteInput(
            input({
              ...ends(from, to),
              isDocument,
              usesExpressEnvelope,
              hasDangerousGoods,
              measurementSystem,
              items,
            }),
          );
          expect(normalizeQuoteInput(once)).toEqual(once);
          if (once.isDocument) expect(once.items).toHaveLength(1);
          if (from === 'US' && to === 'US')
            expect([once.currency, once.measurementSystem]).toEqual(['USD', 'imperial']);
        },
      ),
    );
  });

  it('applies the same rules to a request on the server', () => {
    const request: RateShipmentRequest = {
      origin: { countryCode: 'US', postalCode: '10001', isResidential: false },
      destination: { countryCode: 'US', postalCode: '90210', isResidential: false },
      targetShipDate: '2025-03-05',
      pieces: [{ quantity: 2.7, weight: 1, length: 10, width: 10, height: 10, declaredValue: 50 }],
      isDocument: true,
      usesExpressEnvelope: true,
      hasDangerousGoods: false,
      currency: 'EUR',
      measurementSystem: 'metric',
    };
    const result = normalizeRateRequest(request);
    expect(result).toMatchObject({
      isDocument: false,
      usesExpressEnvelope: false,
      currency: 'USD',
      measurementSystem: 'imperial',
    });
    expect(result.pieces[0]).toMatchObject({ quantity: 2, weight: 2.205, length: 3.94, declaredValue: null });
  });
});
