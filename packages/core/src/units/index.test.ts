import { describe, expect, it } from 'vitest';
import { convertLength, convertWeight, roundTo, unitsOf } from './index';

describe('units (spec 01 §9 conversions)', () => {
  it('uses 2.205 lb per kg', () => {
    expect(convertWeight(10, 'kg', 'lb')).toBeCloseTo(22.05, 10);
    expect(convertWeight(22.05, 'lb', 'kg')).toBeCloseTo(10, 10);
  });
  it('uses 2.54 cm per inch', () => {
    expect(convertLength(10, 'in', 'cm')).toBeCloseTo(25.4, 10);
    expect(convertLength(25.4, 'cm', 'in')).toBeCloseTo(10, 10);
  });
  it('maps measurement systems to units', () => {
    expect(unitsOf('imperial')).toEqual({ weight: 'lb', length: 'in' });
    expect(unitsOf('metric')).toEqual({ weight: 'kg', length: 'cm' });
  });
  it('rounds without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.26796, 3)).toBe(2.268);
  });
});
