import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilToStep, dimensionalWeight, roundDimension } from './dimensionalWeight';

describe('dimensional weight (spec 01 §9)', () => {
  it('rounds each dimension to the nearest inch with x.5 going up, as UPS and FedEx do', () => {
    expect(roundDimension(12.4, 'nearest')).toBe(12);
    expect(roundDimension(12.5, 'nearest')).toBe(13);
    expect(roundDimension(12.01, 'up')).toBe(13);
    expect(roundDimension(12.01, 'none')).toBe(12.01);
  });

  it('does not round a converted 13 in (33.02 cm) up to 14 in', () => {
    const inches = 33.02 / 2.54;
    expect(inches).not.toBe(13);
    expect(roundDimension(inches, 'up')).toBe(13);
    expect(roundDimension(inches, 'nearest')).toBe(13);
  });

  it('divides by 139 internationally: 30 x 20 x 20 in is 86.3 lb, billed 87 lb', () => {
    const dim = dimensionalWeight(30, 20, 20, 139);
    expect(dim).toBeCloseTo(86.33, 2);
    expect(ceilToStep(dim, 1)).toBe(87);
  });

  it('divides by 166 domestically and by 5000 cm³/kg in metric', () => {
    expect(dimensionalWeight(30, 20, 20, 166)).toBeCloseTo(72.29, 2);
    expect(dimensionalWeight(50, 40, 30, 5000)).toBe(12);
  });

  it('weighs pieces at or below the minimum volume by actual weight only', () => {
    expect(dimensionalWeight(10, 10, 10, 166, 1728)).toBe(0);
    expect(dimensionalWeight(12, 12, 12.1, 166, 1728)).toBeGreaterThan(0);
  });

  it('rounds weights up to the tariff step: 1 lb and 0.5 kg', () => {
    expect(ceilToStep(4.01, 1)).toBe(5);
    expect(ceilToStep(5, 1)).toBe(5);
    expect(ceilToStep(2.2, 0.5)).toBe(2.5);
    expect(ceilToStep(2.5, 0.5)).toBe(2.5);
    expect(ceilToStep(0, 1)).toBe(0);
    // 5 kg entered as 11.025 lb and converted back is not exactly 5 kg.
    expect(ceilToStep(11.025 / 2.205, 0.5)).toBe(5);
  });

  it('never rounds a weight down, and never by a whole step or more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 5000, noNaN: true }),
        fc.constantFrom(0.5, 1),
        (weight, step) => {
          const rounded = ceilToStep(weight, step);
          expect(rounded).toBeGreaterThanOrEqual(weight - 1e-6);
          expect(rounded - weight).toBeLessThan(step);
        },
      ),
    );
  });
});
