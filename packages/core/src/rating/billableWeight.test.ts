import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BillableWeightRules,
  explainPieceWeight,
  pieceBillableWeight,
  shipmentBillableWeight,
} from './billableWeight';

const domestic: BillableWeightRules = {
  dimDivisor: 166,
  dimMinVolume: 0,
  roundDimensions: 'nearest',
  step: 1,
  useDimensions: true,
};
const metric: BillableWeightRules = {
  dimDivisor: 5000,
  dimMinVolume: 0,
  roundDimensions: 'none',
  step: 0.5,
  useDimensions: true,
};

describe('billable weight (spec 01 §9)', () => {
  it('bills the larger of actual and dimensional weight, each rounded up', () => {
    // 20 x 20 x 20 in / 166 = 48.2 → 49 lb beats 10 lb actual.
    expect(pieceBillableWeight({ weight: 10, length: 20, width: 20, height: 20 }, domestic)).toBe(49);
    // A dense 30.2 lb box of 10 x 10 x 10 in bills its actual weight, rounded up.
    expect(pieceBillableWeight({ weight: 30.2, length: 10, width: 10, height: 10 }, domestic)).toBe(31);
  });

  it('rounds metric billable weight to the next 0.5 kg', () => {
    // 40 x 30 x 20 cm / 5000 = 4.8 kg → 5 kg; 2.1 kg actual → 2.5 kg.
    expect(pieceBillableWeight({ weight: 2.1, length: 40, width: 30, height: 20 }, metric)).toBe(5);
    expect(pieceBillableWeight({ weight: 2.1, length: 10, width: 10, height: 10 }, metric)).toBe(2.5);
  });

  it('bills documents by actual weight only', () => {
    const documents = { ...domestic, useDimensions: false };
    expect(pieceBillableWeight({ weight: 0.4, length: 40, width: 40, height: 40 }, documents)).toBe(1);
  });

  it('sums billable weight over pieces times quantity', () => {
    const pieces = [
      { quantity: 3, weight: 10, length: 20, width: 20, height: 20 },
      { quantity: 2, weight: 4.2, length: 5, width: 5, height: 5 },
    ];
    expect(shipmentBillableWeight(pieces, domestic)).toBe(3 * 49 + 2 * 5);
  });

  it('is never below the actual weight', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            weight: fc.double({ min: 0.22, max: 150, noNaN: true }),
            length: fc.double({ min: 1, max: 108, noNaN: true }),
            width: fc.double({ min: 1, max: 80, noNaN: true }),
            height: fc.double({ min: 1, max: 80, noNaN: true }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.constantFrom(domestic, metric),
        (pieces, rules) => {
          const actual = pieces.reduce((sum, piece) => sum + piece.weight * piece.quantity, 0);
          expect(shipmentBillableWeight(pieces, rules)).toBeGreaterThanOrEqual(actual - 1e-6);
        },
      ),
    );
  });
});

describe('explainPieceWeight', () => {
  it('names dimensional weight as the basis only when it is heavier than the actual weight', () => {
    expect(explainPieceWeight({ weight: 10, length: 20, width: 20, height: 20 }, domestic)).toEqual({
      actualWeight: 10,
      dimensionalWeight: 49,
      billableWeight: 49,
      basis: 'dimensional',
    });
    expect(explainPieceWeight({ weight: 30.2, length: 10, width: 10, height: 10 }, domestic)).toEqual({
      actualWeight: 31,
      dimensionalWeight: 7,
      billableWeight: 31,
      basis: 'actual',
    });
  });

  it('rates documents by actual weight, with no dimensional weight', () => {
    expect(
      explainPieceWeight(
        { weight: 0.3, length: 40, width: 30, height: 20 },
        { ...metric, useDimensions: false },
      ),
    ).toEqual({ actualWeight: 0.5, dimensionalWeight: null, billableWeight: 0.5, basis: 'actual' });
  });
});
